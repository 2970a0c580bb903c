"""Loading a long session from the store, with and without snapshots.

Sessions of 5 and of 1,000 user turns are played on two SQLite files side by side, one with
snapshots every ``snapshot_interval`` events (the default setting) and one without. Then each
is loaded the way a turn loads it after a restart or from another worker — its session, its
current action run and the user's risk route, from the store, past every cache — repeatedly,
interleaved. Target: a 1,000-turn session loads in at most 2× the time of a 5-turn one.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any
from uuid import UUID

from application.conversation.commands import SendUserMessage, StartSession
from benchmarks.anchor import REPLIES, script
from benchmarks.targets import target
from bootstrap import Container, bootstrap
from domain.risk.risk_route import route_id
from infrastructure.settings import Settings

LENGTHS = (5, 1000)
REPEATS = 30


async def _play(app: Container, turns: int, user: str) -> UUID:
    ref = app.catalog.publish("long", f"long-{turns}", script(turns))
    response = await app.conversation.start_session(StartSession("long", user, ref.script_id))
    for n in range(turns):
        command = SendUserMessage("long", response.sessionId, REPLIES[n % len(REPLIES)])
        response = await app.conversation.send_user_message(command)
    return response.sessionId


def _load_from_store(app: Container, session_id: UUID, user: str) -> float:
    """A turn's three loads with nothing cached: a version given bypasses the cache."""
    repository = app.store.repository
    session: Any = repository.get(session_id)
    ids = (session_id, session.action_run_id, route_id("long", user))
    loads = [(aggregate_id, _version(app, aggregate_id)) for aggregate_id in ids]
    started = time.perf_counter()
    for aggregate_id, version in loads:
        repository.get(aggregate_id, version=version)
    return (time.perf_counter() - started) * 1000


def _version(app: Container, aggregate_id: UUID) -> int:
    (last,) = app.store.recorder.select_events(aggregate_id, desc=True, limit=1)
    return last.originator_version


def run() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        stores = {
            "snapshots": bootstrap(Settings(store="sqlite", data_dir=Path(tmp) / "snapshots")),
            "no snapshots": bootstrap(
                Settings(store="sqlite", data_dir=Path(tmp) / "plain", snapshot_interval=0)
            ),
        }
        sessions = {
            (name, turns): asyncio.run(_play(app, turns, f"user-{turns}"))
            for name, app in stores.items()
            for turns in LENGTHS
        }
        timings: dict[tuple[str, int], list[float]] = {key: [] for key in sessions}
        for _ in range(REPEATS):
            for (name, turns), session_id in sessions.items():
                app = stores[name]
                timings[(name, turns)].append(_load_from_store(app, session_id, f"user-{turns}"))
        interval = stores["snapshots"].settings.snapshot_interval
        lines = [f"load from the store (session + current run + risk route), median of {REPEATS}:"]
        for name in stores:
            short, long = (statistics.median(timings[(name, n)]) for n in LENGTHS)
            label = f"snapshots every {interval} events" if name == "snapshots" else name
            goal = f" ({target(long / short, 2, 'x')})" if name == "snapshots" else ""
            lines.append(
                f"  {label}: 5 turns {short:.2f} ms, 1,000 turns {long:.2f} ms "
                f"= {long / short:.2f}x{goal}"
            )
        return lines


if __name__ == "__main__":
    print("\n".join(run()))
