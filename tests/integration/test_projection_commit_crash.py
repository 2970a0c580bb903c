"""The read models sharing a batch commit it in one transaction (ADR 0209): a process killed in
the middle of that transaction leaves every read model where it stood, and the next catch-up
applies each of the batch's events exactly once — the views equal a fresh rebuild."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from application.conversation.commands import SendUserMessage, StartSession
from application.projections.runner import ProjectionRunner
from bootstrap import Container, bootstrap
from infrastructure.projections.views import MemoryViewStore
from infrastructure.settings import ROOT, Settings

CRASHING_CATCH_UP = """
import os, sys
from bootstrap import bootstrap
container = bootstrap()
views = type(container.projections.views)
index = views._index
written = []

def index_then_die(self, db, projection, changes):
    index(self, db, projection, changes)
    written.append(projection)
    if len(written) == int(sys.argv[1]):
        os._exit(3)  # killed inside the transaction, some read models' rows already written

views._index = index_then_die
container.projections.catch_up()
"""


async def _conversations(container: Container, first: int, count: int) -> None:
    text = (ROOT / "config" / "scripts" / "abc-model.yaml").read_text(encoding="utf-8")
    ref = container.catalog.publish("t", "abc", text)
    service = container.conversation
    for n in range(first, first + count):
        answer = await service.start_session(StartSession("t", f"user-{n}", ref.script_id))
        for message in ("我明白了", "能举个例子吗"):
            if answer.executionStatus == "completed":
                break
            answer = await service.send_user_message(
                SendUserMessage("t", answer.sessionId, message)
            )


def _positions(container: Container) -> dict[str, int]:
    runner = container.projections
    return {p.name: runner.views.position(p.name) for p in runner.projections}


def _killed_mid_commit(env: dict[str, str], after: int) -> None:
    child = subprocess.run(
        [sys.executable, "-c", CRASHING_CATCH_UP, str(after)],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert child.returncode == 3, child.stderr[-2000:]


@pytest.mark.parametrize("committed_before", [False, True])
@pytest.mark.parametrize("killed_after", [1, 7])
def test_a_catch_up_killed_mid_commit_loses_nothing_and_applies_nothing_twice(
    committed_before: bool, killed_after: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = {"HEARTRULE_STORE": "sqlite", "HEARTRULE_DATA_DIR": str(tmp_path)}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)
    container = bootstrap(Settings())
    asyncio.run(_conversations(container, 0, 2))
    if committed_before:
        container.projections.catch_up()
        asyncio.run(_conversations(container, 2, 2))
    stood = _positions(container)

    _killed_mid_commit(env, killed_after)

    assert _positions(container) == stood  # no read model moved: the transaction was whole
    container.projections.catch_up()
    runner = container.projections
    fresh = ProjectionRunner(runner.store, MemoryViewStore(), runner.projections)
    fresh.catch_up()
    for projection in runner.projections:
        live = runner.views.documents(projection.name)
        assert live == fresh.views.documents(projection.name), projection.name
    assert any(fresh.views.documents("auditTimeline").values())
