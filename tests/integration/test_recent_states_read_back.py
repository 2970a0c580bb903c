"""The read models' catch-up reads the states this process just wrote from the compressor's memo
(ADR 0287): the views it leaves equal a rebuild by a process that wrote none of them, also when
another process's events lie between this one's in the log; on SQLite and PostgreSQL. Only a
process told at its composition root that it catches up remembers anything (stop-34 amendment):
the server's lifespan when it catches up in the background."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from adapters.http.app import create_app
from application.projections.runner import ProjectionRunner
from bootstrap import Container, bootstrap, catch_up_in_process
from infrastructure.projections.views import MemoryViewStore
from infrastructure.settings import Settings
from infrastructure.storage.encoding import EventCompressor
from tests.integration.test_projection_catch_up_races import BACKENDS, _conversations, _settings


def _rebuilt_elsewhere(container: Container) -> dict[str, dict[str, object]]:
    """Every read model rebuilt by another process's store: nothing of it in a memo."""
    other = bootstrap(Settings())
    fresh = ProjectionRunner(other.store, MemoryViewStore(), other.projections.projections)
    fresh.catch_up()
    return {p.name: fresh.views.documents(p.name) for p in container.projections.projections}


def _memo(container: Container) -> Any:
    compressor = container.store.mapper.compressor
    assert isinstance(compressor, EventCompressor)
    return compressor


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_catch_up_from_the_memo_leaves_what_a_rebuild_elsewhere_leaves(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in _settings(backend, tmp_path, request).items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)
    ours, theirs = bootstrap(Settings()), bootstrap(Settings())  # two processes' stores
    catch_up_in_process(ours)  # theirs only writes: it remembers nothing
    asyncio.run(_conversations(ours, 2))
    asyncio.run(_conversations(theirs, 1))  # another writer's events, between ours
    asyncio.run(_conversations(ours, 1))
    remembered = len(_memo(ours)._recent)
    assert remembered > 0, "the conversations wrote no compressed state"
    assert not _memo(theirs)._recent and _memo(theirs)._recent_bytes == 0

    ours.projections.catch_up()

    assert len(_memo(ours)._recent) < remembered  # the catch-up read ours from the memo
    expected = _rebuilt_elsewhere(ours)
    for projection in ours.projections.projections:
        live = ours.projections.views.documents(projection.name)
        assert live == expected[projection.name], f"{projection.name} differs from a rebuild"
    assert any(expected["auditTimeline"].values())


@pytest.mark.parametrize(("interval", "remembers"), [(1.0, True), (0.0, False)])
def test_only_a_server_that_catches_up_in_the_background_remembers(
    tmp_path: Path, interval: float, remembers: bool
) -> None:
    """The memo is paid only where a catch-up reads it back: off after ``bootstrap`` (the CLI,
    the engine), on once the server's lifespan starts its background catch-up."""
    settings = Settings(store="sqlite", data_dir=tmp_path, projection_interval_s=interval)
    container = bootstrap(settings)
    asyncio.run(_conversations(container, 1))
    assert not _memo(container)._recent, "a process that never catches up remembered states"

    with TestClient(create_app(container)):  # the lifespan starts (and ends) the catch-up
        assert _memo(container).remembering is remembers
    asyncio.run(_conversations(container, 1))  # no catch-up running now to read them back
    assert bool(_memo(container)._recent) is remembers
