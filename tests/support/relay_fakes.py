"""Hand-written fakes and helpers for the relay's ports and for reading its topics."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from application.relay.ports import OutboundMessage, PublishFailedError
from application.relay.relay import RelayStats


class FlakyPublisher:
    """Refuses the first ``failures`` batches, then keeps every message it is given."""

    def __init__(self, failures: int = 0) -> None:
        self.failures = failures
        self.attempts = 0
        self.sent: list[OutboundMessage] = []

    def publish(self, messages: Sequence[OutboundMessage]) -> None:
        self.attempts += 1
        if self.attempts <= self.failures:
            raise PublishFailedError(f"broker unavailable (attempt {self.attempts})")
        self.sent.extend(messages)

    def close(self) -> None:
        return None


class CrashingPositionStore:
    """Saves like the wrapped store, but the ``crash_on``-th save dies before writing."""

    def __init__(self, inner: Any, crash_on: int) -> None:
        self.inner, self.crash_on, self.saves = inner, crash_on, 0

    def load(self) -> int:
        return int(self.inner.load())

    def save(self, position: int) -> None:
        self.saves += 1
        if self.saves == self.crash_on:
            raise SystemExit("the relay process died after the ack, before saving its position")
        self.inner.save(position)


class RecordingListener:
    def __init__(self) -> None:
        self.batches: list[int] = []
        self.failures: list[tuple[int, float]] = []

    def batch_published(self, stats: RelayStats, size: int) -> None:
        self.batches.append(size)

    def publish_failed(self, error: Exception, attempt: int, delay_s: float) -> None:
        self.failures.append((attempt, delay_s))
