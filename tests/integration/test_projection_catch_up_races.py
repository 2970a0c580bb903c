"""Several processes catching up the same read models at once apply every event exactly once
(issue 12, defect 2): the views they leave equal a fresh rebuild, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from application.conversation.commands import SendUserMessage, StartSession
from application.projections.runner import ProjectionRunner
from bootstrap import Container, bootstrap
from infrastructure.projections.views import MemoryViewStore
from infrastructure.settings import ROOT, Settings
from tests.support.services import POSTGRES_DB, POSTGRES_HOST, POSTGRES_PORT, POSTGRES_USER

PROCESSES = 4
SESSIONS = 12
MESSAGES = ("我明白了", "能举个例子吗", "好的，继续")

CATCH_UP = """
import sys, time
from pathlib import Path
from application.projections.runner import ProjectionRunner
from bootstrap import bootstrap
container = bootstrap()
base = container.projections
runner = ProjectionRunner(base.store, base.views, base.projections, batch_size=3)
start = Path(sys.argv[1])
while not start.exists():
    time.sleep(0.01)
for _ in range(3):
    runner.catch_up()
print(runner.views.position(base.projections[-1].name))
"""


def _settings(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> dict[str, str]:
    """The environment a child process bootstraps from: the same store as the test's."""
    if backend == "sqlite":
        return {"HEARTRULE_STORE": "sqlite", "HEARTRULE_DATA_DIR": str(tmp_path)}
    schema = request.getfixturevalue("postgres_env")["POSTGRES_SCHEMA"]
    return {
        "HEARTRULE_STORE": "postgres",
        "HEARTRULE_POSTGRES_HOST": POSTGRES_HOST,
        "HEARTRULE_POSTGRES_PORT": str(POSTGRES_PORT),
        "HEARTRULE_POSTGRES_DBNAME": POSTGRES_DB,
        "HEARTRULE_POSTGRES_USER": POSTGRES_USER,
        "HEARTRULE_POSTGRES_SCHEMA": schema,
        "HEARTRULE_POSTGRES_POOL_SIZE": "2",
    }


async def _conversations(container: Container, sessions: int) -> None:
    text = (ROOT / "config" / "scripts" / "abc-model.yaml").read_text(encoding="utf-8")
    ref = container.catalog.publish("t", "abc", text)
    service = container.conversation
    for n in range(sessions):
        answer = await service.start_session(StartSession("t", f"user-{n}", ref.script_id))
        for i, message in enumerate(MESSAGES):
            if answer.executionStatus == "completed":
                break
            answer = await service.send_user_message(
                SendUserMessage("t", answer.sessionId, message, idempotency_key=f"k{n}-{i}")
            )


def _rebuilt(container: Container) -> dict[str, dict[str, object]]:
    runner = container.projections
    fresh = ProjectionRunner(runner.store, MemoryViewStore(), runner.projections)
    fresh.catch_up()
    return {p.name: fresh.views.documents(p.name) for p in runner.projections}


BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.mark.parametrize("backend", BACKENDS)
def test_concurrent_catch_ups_leave_views_equal_to_a_fresh_rebuild(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = _settings(backend, tmp_path, request)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)
    container = bootstrap(Settings())
    asyncio.run(_conversations(container, SESSIONS // 2))
    start = tmp_path / "start"
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CATCH_UP, str(start)],
            cwd=ROOT,
            env={**os.environ, **env},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(PROCESSES)
    ]
    time.sleep(1.0)  # let every child import and connect before the race starts
    start.touch()
    asyncio.run(_conversations(container, SESSIONS // 2))  # the log grows during the race
    outputs = [child.communicate(timeout=120) for child in children]
    for child, (_, err) in zip(children, outputs, strict=True):
        assert child.returncode == 0, err[-2000:]
    container.projections.catch_up()
    expected = _rebuilt(container)
    for projection in container.projections.projections:
        live = container.projections.views.documents(projection.name)
        assert live == expected[projection.name], f"{projection.name} differs from a rebuild"
    assert any(expected["exitHistory"].values()), "the conversations recorded no exits to race on"


def test_each_read_model_reads_its_own_topics_and_stands_at_the_end_of_the_log() -> None:
    container = bootstrap(Settings(store="memory"))
    asyncio.run(_conversations(container, 2))
    runner = container.projections
    runner.catch_up()
    log = list(container.store.notifications())
    for projection in runner.projections:
        assert runner.views.position(projection.name) == log[-1].id, projection.name
    assert runner.catch_up() == 0
