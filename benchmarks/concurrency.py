"""The engine's own time per turn with 32 and 128 sessions at once, on an instant model.

Every session plays its turns back to back, all sessions at once on one event loop, SQLite
file. A turn's own time is the CPU its steps took on the event loop plus the CPU its save took
in the worker thread (``time.thread_time`` around each step and around the save): time spent
waiting for other sessions' steps, for a worker thread, for the SQLite write lock or for the
disk is queueing and is left out. The wall time per turn, which includes all of that, is
printed beside it. Targets at 32 sessions: p50 <= 3 ms, p99 <= 10 ms.

A save made on the event loop (ADR 0214: when no other turn is in progress, as with an instant
model, where a turn never yields before its save) is inside a step already timed: it is counted
there, once. Until stop 38 it was counted a second time as the save's, which put the p50 above
the wall time per turn (docs/performance.md, "Stop 38").
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Coroutine, Generator
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar
from uuid import UUID

from application.conversation.commands import SendUserMessage, StartSession
from benchmarks.anchor import REPLIES, script
from benchmarks.targets import target
from bootstrap import Container, bootstrap
from infrastructure.settings import Settings

SESSIONS = (32, 128)
TURNS = 8
T = TypeVar("T")
Clock = Callable[[], float]
_STEP = threading.local()  # ``timing`` is set on the loop's thread while Stepped times a step


@dataclass
class Cost:
    """CPU seconds one turn took: on the event loop, and in its save."""

    loop_s: float = 0.0
    save_s: float = 0.0

    @property
    def total_ms(self) -> float:
        return (self.loop_s + self.save_s) * 1000


TURN: ContextVar[Cost] = ContextVar("turn_cost")


class Stepped:
    """Awaits a coroutine, adding the thread CPU time of each of its steps to ``cost``."""

    def __init__(
        self, coroutine: Coroutine[Any, Any, T], cost: Cost, clock: Clock = time.thread_time
    ) -> None:
        self.coroutine = coroutine
        self.cost = cost
        self.clock = clock

    def __await__(self) -> Generator[Any, Any, Any]:
        steps = self.coroutine.__await__()
        value: Any = None
        error: BaseException | None = None
        while True:
            started = self.clock()
            _STEP.timing = True
            try:
                yielded = steps.throw(error) if error else steps.send(value)
            except StopIteration as stop:
                return stop.value
            finally:
                _STEP.timing = False
                self.cost.loop_s += self.clock() - started
            try:
                value, error = (yield yielded), None
            except BaseException as exc:  # handed back into the turn, as asyncio would
                value, error = None, exc


def timed_save(save: Callable[..., Any], clock: Clock = time.thread_time) -> Callable[..., Any]:
    """The store's save, adding its thread CPU time to the turn that called it when it runs in a
    worker thread; on the event loop, the step around it has it already."""

    def run(*aggregates: Any, **options: Any) -> Any:
        if getattr(_STEP, "timing", False):
            return save(*aggregates, **options)
        started = clock()
        try:
            return save(*aggregates, **options)
        finally:
            cost = TURN.get(None)
            if cost is not None:
                cost.save_s += clock() - started

    return run


async def _session(app: Container, script_id: UUID, user: str) -> tuple[list[Cost], list[float]]:
    response = await app.conversation.start_session(StartSession("conc", user, script_id))
    costs, walls = [], []
    for n in range(TURNS):
        cost = Cost()
        TURN.set(cost)
        command = SendUserMessage("conc", response.sessionId, REPLIES[n % len(REPLIES)])
        started = time.perf_counter()
        response = await Stepped(app.conversation.send_user_message(command), cost)
        walls.append((time.perf_counter() - started) * 1000)
        costs.append(cost)
    return costs, walls


async def _all_at_once(app: Container, sessions: int) -> tuple[list[float], list[float], float]:
    script_id = app.catalog.publish("conc", f"conc-{sessions}", script(TURNS)).script_id
    started = time.perf_counter()
    results = await asyncio.gather(
        *(_session(app, script_id, f"user-{sessions}-{n}") for n in range(sessions))
    )
    elapsed = time.perf_counter() - started
    own = [cost.total_ms for costs, _ in results for cost in costs]
    walls = [wall for _, session_walls in results for wall in session_walls]
    return own, walls, elapsed


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run() -> list[str]:
    lines = [f"instant model, SQLite file, {TURNS} turns a session, all sessions at once:"]
    with tempfile.TemporaryDirectory() as tmp:
        app = bootstrap(Settings(store="sqlite", data_dir=Path(tmp)))
        app.store.save = timed_save(app.store.save)  # type: ignore[method-assign]
        asyncio.run(_all_at_once(app, 4))  # warm up
        for sessions in SESSIONS:
            own, walls, elapsed = asyncio.run(_all_at_once(app, sessions))
            p50, p99 = statistics.median(own), _percentile(own, 0.99)
            goals = (
                f" ({target(p50, 3, ' ms')}; {target(p99, 10, ' ms')})" if sessions == 32 else ""
            )
            lines += [
                f"{sessions} sessions: engine's own time per turn p50 "
                f"{p50:.2f} ms, p99 {p99:.2f} ms{goals}",
                f"  wall per turn (queueing included) p50 {statistics.median(walls):.1f} ms, "
                f"p99 {_percentile(walls, 0.99):.1f} ms; {len(own) / elapsed:,.0f} turns/s",
            ]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
