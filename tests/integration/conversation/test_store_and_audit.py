"""Idempotency, concurrent turns, the SQLite file store, and audit replay at every version."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from application.conversation.errors import ConcurrentTurnError, IdempotencyKeyReusedError
from domain.conversation.session import Session
from infrastructure.settings import Settings
from tests.integration.conversation.support import (
    TENANT,
    Harness,
    harness,
    say_answer,
    shipped,
)

pytestmark = pytest.mark.anyio


def _abc(**options: object) -> Harness:
    return harness(shipped("abc-model.yaml"), default=say_answer(20, questions=True), **options)  # type: ignore[arg-type]


async def test_a_repeated_idempotency_key_returns_the_same_response_and_appends_nothing() -> None:
    h = _abc()
    first = await h.start()
    answered = await h.say(first.sessionId, "什么是ABC？", key="k-1")
    position = h.app.store.last_position()
    calls = len(h.llm.requests)
    again = await h.say(first.sessionId, "什么是ABC？", key="k-1")
    assert again.replayed is True
    assert again.model_dump(exclude={"replayed"}) == answered.model_dump(exclude={"replayed"})
    assert h.app.store.last_position() == position
    assert len(h.llm.requests) == calls


async def test_a_key_reused_with_another_text_is_refused() -> None:
    h = _abc()
    first = await h.start()
    await h.say(first.sessionId, "什么是ABC？", key="k-1")
    position = h.app.store.last_position()
    with pytest.raises(IdempotencyKeyReusedError, match="k-1"):
        await h.say(first.sessionId, "别的话", key="k-1")
    assert h.app.store.last_position() == position


@pytest.mark.parametrize("store", ["memory", "sqlite"])
async def test_of_two_concurrent_turns_one_wins_and_the_other_is_refused_whole(
    store: str, tmp_path: Path
) -> None:
    h = _abc(settings=Settings(store=store, data_dir=tmp_path), delay_s=0.02)
    first = await h.start()
    before = h.events(first.sessionId)
    results = await asyncio.gather(
        h.say(first.sessionId, "第一条"),
        h.say(first.sessionId, "第二条"),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, BaseException)]
    assert len(errors) == 1
    assert isinstance(errors[0], ConcurrentTurnError)
    session: Session = h.app.store.repository.get(first.sessionId)
    user_lines = [m.text for m in h.app.audit.transcript(session) if m.role == "user"]
    assert len(user_lines) == 1
    assert user_lines[0] in {"第一条", "第二条"}
    after = h.events(first.sessionId)
    assert [e.originator_version for e in after] == list(range(1, len(after) + 1))
    assert [e.__dict__ for e in after[: len(before)]] == [e.__dict__ for e in before]
    loser = "第二条" if user_lines[0] == "第一条" else "第一条"
    retried = await h.say(first.sessionId, loser)
    assert retried.executionStatus == "waiting_input"
    after_retry: Session = h.app.store.repository.get(first.sessionId)
    assert [m.text for m in h.app.audit.transcript(after_retry) if m.role == "user"] == [
        user_lines[0],
        loser,
    ]


async def test_a_session_survives_a_round_trip_through_the_sqlite_file(tmp_path: Path) -> None:
    settings = Settings(store="sqlite", data_dir=tmp_path)
    h = harness(
        shipped("abc-model.yaml"),
        say_answer(10, text="第一轮"),
        say_answer(90, text="完成"),
        settings=settings,
    )
    first = await h.start()
    await h.say(first.sessionId, "懂了")
    assert (tmp_path / "heartrule.sqlite").is_file()
    reopened = harness(shipped("abc-model.yaml"), settings=settings)
    session = reopened.app.conversation.session(TENANT, first.sessionId)
    assert session.status.value == "completed"
    assert [m.text for m in reopened.app.audit.transcript(session)] == ["第一轮", "懂了", "完成"]
    assert session.variables.session["用户名"].value == "小明"
    live = h.app.projections.get("exitHistory", str(first.sessionId))
    assert reopened.app.projections.get("exitHistory", str(first.sessionId)) == live


async def test_audit_replay_at_every_version_equals_the_stored_state(tmp_path: Path) -> None:
    h = harness(
        shipped("abc-model.yaml"),
        say_answer(10),
        "broken",
        "still broken",
        say_answer(90, text="好"),
        settings=Settings(store="sqlite", data_dir=tmp_path),
    )
    first = await h.start()
    await h.say(first.sessionId, "嗯？")
    await h.say(first.sessionId, "明白了")
    latest: int = h.app.store.repository.get(first.sessionId).version
    for version in range(1, latest + 1):
        audit = h.app.audit.replay(first.sessionId, version)
        stored: Session = h.app.store.repository.get(first.sessionId, version=version)
        assert audit.version == version
        assert audit.latest_version == latest
        assert audit.status == stored.status.value
        assert audit.transcript == h.app.audit.transcript(stored)
        assert audit.transcript[len(audit.transcript) - len(stored.recent_messages) :] == (
            stored.recent_messages
        )
        assert audit.variables == stored.visible_variables()
    full = h.app.audit.replay(first.sessionId)
    kinds = [entry.kind for entry in full.timeline]
    assert kinds[0] == "session_started"
    assert kinds.count("exit_decided") == 3
    assert kinds.count("round_failed") == 1
    assert kinds[-1] == "session_ended"
    decisions = [e.detail for e in full.timeline if e.kind == "exit_decided"]
    assert decisions[-1]["source"] == "exit_criteria"
    assert [m.text for m in full.transcript if m.role == "user"] == ["嗯？", "明白了"]
