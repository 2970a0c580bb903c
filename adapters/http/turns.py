"""One turn at a time per session in this process, and a bound on each session's message rate.

Across processes the event store's optimistic concurrency decides (ConcurrentTurnError → 409);
inside one process a per-session lock queues the second message behind the first, so the common
case — a double-click, a gateway retry — never reaches the store as a conflict.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from adapters.http.errors import RateLimitedError
from application.conversation.errors import ConcurrentTurnError

PRUNE_AT = 10_000


@dataclass
class _Held:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class TurnLocks:
    """A lock per session id, kept only while someone holds or waits for it."""

    def __init__(self, wait_s: float) -> None:
        self.wait_s = wait_s
        self._held: dict[str, _Held] = {}

    @asynccontextmanager
    async def turn(self, session_key: str) -> AsyncIterator[None]:
        held = self._held.setdefault(session_key, _Held())
        held.users += 1
        try:
            await self._acquire(held.lock, session_key)
            try:
                yield
            finally:
                held.lock.release()
        finally:
            held.users -= 1
            if held.users == 0:
                del self._held[session_key]

    async def _acquire(self, lock: asyncio.Lock, session_key: str) -> None:
        try:
            await asyncio.wait_for(lock.acquire(), timeout=self.wait_s)
        except TimeoutError:
            raise ConcurrentTurnError(
                f"another message on session {session_key} is still being answered after "
                f"{self.wait_s:g} s; nothing of this one was kept: send it again"
            ) from None

    def __len__(self) -> int:
        return len(self._held)


@dataclass
class _Bucket:
    tokens: float
    updated: float


class SessionRateLimit:
    """A token bucket per session: ``per_minute`` messages, refilled evenly over a minute."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.capacity = float(max(1, per_minute))
        self.refill_per_s = self.capacity / 60.0
        self.clock = clock
        self._buckets: dict[str, _Bucket] = {}
        self._prune_at = PRUNE_AT

    def take(self, session_key: str) -> None:
        """Spend one token, or raise RateLimitedError saying when one is back."""
        now = self.clock()
        bucket = self._buckets.get(session_key) or _Bucket(self.capacity, now)
        bucket.tokens = min(
            self.capacity, bucket.tokens + (now - bucket.updated) * self.refill_per_s
        )
        bucket.updated = now
        if bucket.tokens < 1.0:
            wait = math.ceil((1.0 - bucket.tokens) / self.refill_per_s)
            raise RateLimitedError(
                f"at most {self.capacity:g} messages a minute on one session; retry in {wait} s",
                wait,
            )
        bucket.tokens -= 1.0
        self._buckets[session_key] = bucket
        if len(self._buckets) > self._prune_at:
            self._prune(now)

    def _prune(self, now: float) -> None:
        full_after = self.capacity / self.refill_per_s
        stale = [k for k, b in self._buckets.items() if now - b.updated >= full_after]
        for key in stale:
            del self._buckets[key]
        # Amortised: with many live sessions, the next sweep waits until the table doubles.
        self._prune_at = max(PRUNE_AT, 2 * len(self._buckets))
