"""Engine overhead per round and audit/projection speed, against bare eventsourcing.

Measured side by side, interleaved, so the machine's noise hits both columns alike:
- a round of the engine with an instant model on a SQLite file, against a bare eventsourcing
  save of the same number of events of the same sizes, and a bare load-then-save
  (target: ratio to the bare save ≤ 1.5×);
- projection rebuild and audit replay in events/s, against a raw read of the notification log
  (targets ≥ 0.7× and ≥ 0.6×). An audit's rate counts every event of the sessions and action
  runs it covers, also those it never needs to decode. The audit is timed as the API and the
  CLI call it (``AuditReplay.replay``: the timeline read model, caught up first, ADR 0208),
  beside the same audits rebuilt from the events (the fallback).
"""

from __future__ import annotations

import asyncio
import gc
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID

from eventsourcing.application import Application
from eventsourcing.domain import Aggregate, event

from application.conversation.commands import SendUserMessage, StartSession
from benchmarks.targets import target
from bootstrap import Container, bootstrap
from domain.conversation.session import Session
from infrastructure.settings import Settings

SESSIONS = 60
AUDITED = ("heartrule.conversation:Session.", "heartrule.conversation:ActionRun.")
REPEATS = 5
REPLIES = ("嗯", "好的", "继续说", "嗯嗯")
SCRIPT = """
sessions:
  - session: bench
    declare:
      - {var: 用户名, value: 小明}
      - {var: 教育背景, value: 本科}
      - {var: 心理学知识, value: 无}
      - {var: 学习风格, value: 例子}
    phases:
      - phase: p
        steps:
          - topic: t
            actions:
              - type: ai_say
                content: "ABC模型：A 诱发事件，B 信念，C 结果。"
                max_rounds: 5
"""


class Bare(Aggregate):
    """A stand-in aggregate for the bare baselines."""

    @event("Happened")
    def happen(self, payload: dict[str, Any]) -> None:
        pass


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _timed(action: Callable[[], Any]) -> float:
    started = time.perf_counter()
    action()
    return (time.perf_counter() - started) * 1000


def _timed_from_collected(action: Callable[[], Any]) -> float:
    """``_timed`` from a collected heap: the read steps are timed with their own young
    collections, not a full collection of whatever else the bench keeps alive (stop 33)."""
    gc.collect()
    return _timed(action)


class Baselines:
    """Bare eventsourcing doing the same writes as one engine round."""

    def __init__(self, directory: Path) -> None:
        env = {
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "SQLITE_DBNAME": str(directory / "bare.sqlite"),
        }
        self.app = Application[UUID](env=env)
        self.mirror = Bare()

    def new_session(self) -> None:
        """A fresh aggregate that grows like a session does, for the load + save baseline."""
        self.mirror = Bare()
        self.app.save(self.mirror)

    def save(self, payloads: list[dict[str, Any]]) -> float:
        aggregate = Bare()
        self.app.save(aggregate)

        def write() -> None:
            for payload in payloads:
                aggregate.happen(payload)
            self.app.save(aggregate)

        return _timed(write)

    def load_and_save(self, payloads: list[dict[str, Any]]) -> float:
        def write() -> None:
            aggregate: Any = self.app.repository.get(self.mirror.id)
            for payload in payloads:
                aggregate.happen(payload)
            self.app.save(aggregate)

        return _timed(write)


async def _rounds(app: Container, bare: Baselines) -> dict[str, list[float]]:
    ref = app.catalog.publish("bench", "bench", SCRIPT)
    timings: dict[str, list[float]] = {"engine": [], "save": [], "load_save": [], "events": []}
    for _ in range(SESSIONS):
        response = await app.conversation.start_session(StartSession("bench", "u", ref.script_id))
        bare.new_session()
        for text in REPLIES:
            before = app.store.last_position()
            started = time.perf_counter()
            command = SendUserMessage("bench", response.sessionId, text)
            response = await app.conversation.send_user_message(command)
            timings["engine"].append((time.perf_counter() - started) * 1000)
            payloads = _payloads(app, before)
            timings["events"].append(len(payloads))
            timings["save"].append(bare.save(payloads))
            timings["load_save"].append(bare.load_and_save(payloads))
    return timings


def _payloads(app: Container, after: int) -> list[dict[str, Any]]:
    """The stored state of the events the engine just wrote, as payloads of equal size."""
    return [{"blob": n.state.decode("utf-8", "replace")} for n in app.store.notifications(after)]


def _round_lines(timings: dict[str, list[float]]) -> list[str]:
    engine, save = timings["engine"], timings["save"]
    median, bare = statistics.median(engine), statistics.median(save)
    load_save = statistics.median(timings["load_save"])
    per_round = round(statistics.median(timings["events"]))
    return [
        f"engine round, instant model, SQLite file: median {median:.2f} ms, "
        f"p99 {_percentile(engine, 0.99):.2f} ms ({len(engine)} rounds, {per_round} events each)",
        f"bare eventsourcing save of the same events: median {bare:.2f} ms; "
        f"bare load + save: median {load_save:.2f} ms",
        f"ratio engine / bare save: {median / bare:.2f}x ({target(median / bare, 1.5, 'x')}); "
        f"engine / bare load+save: {median / load_save:.2f}x",
    ]


def _read_lines(app: Container) -> list[str]:
    total = app.store.last_position()
    sessions = [
        e.originator_id for _, e in app.store.domain_events(0) if isinstance(e, Session.Started)
    ]
    covered = sum(1 for n in app.store.notifications(0) if n.topic.startswith(AUDITED))
    app.projections.catch_up()  # what the server's background catch-up keeps done
    names = ("raw", "rebuild", "replay", "events", "timeline")
    rates: dict[str, list[float]] = {name: [] for name in names}
    timed = _timed_from_collected
    # A full collection of the ~225,000 objects alive here (the engine rounds', the baselines')
    # costs about as much as the auditTimeline rebuild itself, and its turn comes back every
    # few steps at the same place of a repetition: a median of five did not dodge it (stop 33).
    for _ in range(REPEATS):
        rates["raw"].append(total / timed(lambda: sum(1 for _ in app.store.notifications(0))))
        rates["rebuild"].append(total / timed(lambda: app.projections.rebuild("exitHistory")))
        rates["replay"].append(covered / timed(lambda: [app.audit.replay(s) for s in sessions]))
        from_events = timed(lambda: [app.audit.replay_from_events(s) for s in sessions])
        rates["events"].append(covered / from_events)
        rates["timeline"].append(total / timed(lambda: app.projections.rebuild("auditTimeline")))
    raw, rebuild_rate, replay, events, timeline = (
        statistics.median(rates[name]) * 1000 for name in names
    )
    return [
        f"log of {total} events; raw read of the notification log: {raw:,.0f} events/s",
        f"projection rebuild (exitHistory, whole log): {rebuild_rate:,.0f} events/s "
        f"= {rebuild_rate / raw:.2f}x raw ({target(rebuild_rate / raw, 0.7, 'x', at_most=False)})",
        f"audit replay of {len(sessions)} sessions ({covered} events), as the API serves it "
        f"(timeline read model, ADR 0208): {replay:,.0f} events/s = {replay / raw:.2f}x raw "
        f"({target(replay / raw, 0.6, 'x', at_most=False)})",
        f"audit replay rebuilt from the events (the fallback): {events:,.0f} events/s "
        f"= {events / raw:.2f}x raw",
        f"(medians of {REPEATS} interleaved repetitions, each step from a collected heap; "
        "the auditTimeline projection's own "
        f"rebuild: {timeline:,.0f} events/s = {timeline / raw:.2f}x raw)",
    ]


def run() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        app = bootstrap(Settings(store="sqlite", data_dir=directory))
        timings = asyncio.run(_rounds(app, Baselines(directory)))
        return _round_lines(timings) + _read_lines(app)


if __name__ == "__main__":
    print("\n".join(run()))
