"""``python -m benchmarks.profile turn|reads``: workloads to profile (docs/performance.md).

``turn`` plays sessions of the engine benchmark's script on a SQLite file, for a sampling
profiler run around it (``py-spy record -- python -m benchmarks.profile turn``); ``reads``
prints cProfile's top functions of a projection rebuild, of audits as served (the timeline read
model) and rebuilt from the events, and of the timeline read model's own rebuild.
"""

from __future__ import annotations

import asyncio
import cProfile
import pstats
import sys
import tempfile
import time
from pathlib import Path

from application.conversation.commands import SendUserMessage, StartSession
from benchmarks.engine import REPLIES, SCRIPT
from bootstrap import Container, bootstrap
from domain.conversation.session import Session
from infrastructure.logging import configure_logging
from infrastructure.settings import Settings


async def play(app: Container, sessions: int) -> None:
    ref = app.catalog.publish("bench", "bench", SCRIPT)
    for _ in range(sessions):
        response = await app.conversation.start_session(StartSession("bench", "u", ref.script_id))
        for text in REPLIES:
            command = SendUserMessage("bench", response.sessionId, text)
            response = await app.conversation.send_user_message(command)


def turn(app: Container) -> None:
    started = time.perf_counter()
    asyncio.run(play(app, 300))
    per_operation = (time.perf_counter() - started) * 1000 / (300 * (1 + len(REPLIES)))
    print(f"{per_operation:.2f} ms per start or message")


def reads(app: Container) -> None:
    asyncio.run(play(app, 60))
    sessions = [
        e.originator_id for _, e in app.store.domain_events(0) if isinstance(e, Session.Started)
    ]
    app.projections.catch_up()  # as the server's background catch-up keeps them
    for name, action in (
        ("rebuild", lambda: app.projections.rebuild("exitHistory")),
        ("replay", lambda: [app.audit.replay(s) for s in sessions]),
        ("replay from the events", lambda: [app.audit.replay_from_events(s) for s in sessions]),
        ("auditTimeline rebuild", lambda: app.projections.rebuild("auditTimeline")),
    ):
        profile = cProfile.Profile()
        profile.runcall(action)
        print(f"== {name}")
        pstats.Stats(profile).sort_stats("tottime").print_stats(15)


def main(argv: list[str]) -> int:
    workloads = {"turn": turn, "reads": reads}
    if len(argv) != 1 or argv[0] not in workloads:
        print(f"usage: python -m benchmarks.profile {'|'.join(workloads)}")
        return 2
    configure_logging(level="ERROR")
    with tempfile.TemporaryDirectory() as tmp:
        workloads[argv[0]](bootstrap(Settings(store="sqlite", data_dir=Path(tmp))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
