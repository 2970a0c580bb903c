"""100 concurrent sessions of 5 rounds each on a model that answers after 200 ms.

The ideal wall time is 5 × 200 ms (every session's rounds are sequential, sessions overlap
completely); the target is under 2× the ideal. Uses the SQLite file store, as deployed.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path
from uuid import UUID

from application.conversation.commands import SendUserMessage, StartSession
from benchmarks.engine import REPLIES, SCRIPT
from benchmarks.support import SlowLLM, offline_answers
from bootstrap import Container, bootstrap
from infrastructure.settings import Settings

SESSIONS = 100
DELAY_S = 0.2
ROUNDS = 1 + len(REPLIES)
REPEATS = 3


async def _session(app: Container, script_id: UUID, user: str) -> str:
    response = await app.conversation.start_session(StartSession("bench", user, script_id))
    for text in REPLIES:
        command = SendUserMessage("bench", response.sessionId, text)
        response = await app.conversation.send_user_message(command)
    return response.executionStatus


async def _all(app: Container) -> list[str]:
    ref = app.catalog.publish("bench", "bench", SCRIPT)
    users = (f"user-{n}" for n in range(SESSIONS))
    return await asyncio.gather(*(_session(app, ref.script_id, user) for user in users))


def _once() -> tuple[float, SlowLLM, list[str]]:
    llm = SlowLLM(DELAY_S, offline_answers())
    with tempfile.TemporaryDirectory() as tmp:
        app = bootstrap(Settings(store="sqlite", data_dir=Path(tmp)), llm=llm)
        started = time.perf_counter()
        statuses = asyncio.run(_all(app))
        return time.perf_counter() - started, llm, statuses


def run() -> list[str]:
    runs = [_once() for _ in range(REPEATS)]
    walls = sorted(wall for wall, _, _ in runs)
    wall, llm, statuses = sorted(runs, key=lambda r: r[0])[REPEATS // 2]
    ideal = ROUNDS * DELAY_S
    return [
        f"{SESSIONS} sessions x {ROUNDS} rounds, model {DELAY_S * 1000:.0f} ms: "
        f"wall {wall:.2f} s (median of {REPEATS}: {', '.join(f'{w:.2f}' for w in walls)}), "
        f"ideal {ideal:.2f} s, ratio {wall / ideal:.2f}x (target < 2x)",
        f"model calls {llm.calls}, at most {llm.max_in_flight} in flight; "
        f"sessions completed: {statuses.count('completed')}/{SESSIONS}",
    ]


if __name__ == "__main__":
    print("\n".join(run()))
