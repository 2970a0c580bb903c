"""Audits read the timeline read model only when it holds the session whole (ADR 0208).

An audit catches the read model up first, so a turn just played is in it; where the rows cannot
be trusted — the projection skipped an event, a session's rows have a gap, the catch-up failed —
the audit is rebuilt from the events, and is the same audit.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from application.conversation import audit_timelines
from application.conversation.audit import SessionAudit
from application.conversation.audit_timelines import NAME
from application.projections.runner import SKIPPED
from infrastructure.settings import Settings
from tests.integration.conversation.support import Harness, harness, say_answer, shipped

pytestmark = pytest.mark.anyio


async def _played(settings: Settings | None = None) -> tuple[Harness, UUID]:
    answer = say_answer(20, questions=True)
    h = harness(shipped("abc-model.yaml"), default=answer, settings=settings)
    session_id = (await h.start()).sessionId
    await h.say(session_id, "什么是ABC？")
    await h.say(session_id, "我明白了")
    return h, session_id


def _as_events_tell_it(h: Harness, session_id: UUID, version: int | None = None) -> SessionAudit:
    return replace(h.app.audit.replay_from_events(session_id, version), events_read=0)


def _put(h: Harness, key: str, document: Any) -> None:
    """Write one document into the read model at its current position (what a projection that
    went wrong would have left)."""
    views = h.app.projections.views
    position = views.position(NAME)
    views.commit(NAME, position, position, {key: document})


@pytest.mark.parametrize("store", ["memory", "sqlite"])
async def test_an_audit_right_after_a_turn_is_served_by_the_read_model_with_that_turn(
    store: str, tmp_path: Path
) -> None:
    h, session_id = await _played(Settings(store=store, data_dir=tmp_path))
    before = h.app.projections.views.position(NAME)
    await h.say(session_id, "再说一遍")

    audit = h.app.audit.replay(session_id)

    assert h.app.projections.views.position(NAME) > before
    assert audit.events_read == 0
    assert audit.transcript[-2].text == "再说一遍"
    assert audit == _as_events_tell_it(h, session_id)


async def test_after_the_projection_skipped_an_event_audits_are_rebuilt_from_the_events() -> None:
    h, session_id = await _played()
    h.app.audit.replay(session_id)  # the read model is caught up
    _put(h, SKIPPED, [{"position": 7, "topic": "any", "reason": "cannot be applied"}])

    audit = h.app.audit.replay(session_id)

    assert audit.events_read > 0
    assert replace(audit, events_read=0) == _as_events_tell_it(h, session_id)


async def test_rows_with_a_gap_between_versions_are_not_trusted() -> None:
    h, session_id = await _played()
    latest = h.app.audit.replay(session_id).latest_version
    _put(h, f"{session_id}/s/{latest + 2:010d}", {"t": 0})

    audit = h.app.audit.replay(session_id)

    assert audit.events_read > 0
    assert audit.latest_version == latest


async def test_when_the_catch_up_fails_the_audit_is_rebuilt_from_the_events(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    h, session_id = await _played()

    def unavailable(name: str) -> int:
        raise OSError("the view store is unavailable")

    monkeypatch.setattr(h.app.projections, "catch_up_to_end", unavailable)
    audit = h.app.audit.replay(session_id, 3)

    assert audit.events_read > 0
    assert replace(audit, events_read=0) == _as_events_tell_it(h, session_id, 3)


async def test_a_version_the_session_never_had_and_an_unknown_session_are_not_found() -> None:
    h, session_id = await _played()
    latest = h.app.audit.replay(session_id).latest_version
    with pytest.raises(LookupError, match=f"versions 1..{latest}"):
        h.app.audit.replay(session_id, latest + 1)
    with pytest.raises(LookupError, match="no session"):
        h.app.audit.replay(UUID(int=7))


async def test_a_rebuilt_read_model_serves_the_same_audits(tmp_path: Path) -> None:
    h, session_id = await _played(Settings(store="sqlite", data_dir=tmp_path))
    served = h.app.audit.replay(session_id, 4)

    h.app.projections.rebuild(NAME)

    assert h.app.audit.replay(session_id, 4) == served
    assert served.events_read == 0


async def test_a_read_model_far_behind_the_log_is_left_to_the_background_and_not_waited_for(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    h, session_id = await _played()
    monkeypatch.setattr(audit_timelines, "INLINE_CATCH_UP", 3)

    audit = h.app.audit.replay(session_id)

    assert h.app.projections.views.position(NAME) == 0
    assert audit.events_read > 0
    assert replace(audit, events_read=0) == _as_events_tell_it(h, session_id)



async def test_a_session_kept_between_events_is_not_copied_yet_rows_applied_again_are_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The projection applies a session's events to the session it keeps, in place (ADR 0210):
    events applied again (a batch dropped after another process committed it) or after one
    failed to apply find the session they follow from the store, and write the same rows."""
    h, session_id = await _played()
    events = h.events(session_id)
    projection = audit_timelines.AuditTimelineProjection(h.app.store)
    stood: dict[int, dict[str, Any]] = {0: {}}  # the documents before each event, committed

    def play(first: int, last: int | None = None) -> list[dict[str, Any]]:
        docs = dict(stood[first])
        played = []
        for index, event in enumerate(events[first:last], start=first):
            stood[index] = dict(docs)
            played.append(dict(projection.apply(event, docs.get)))
            docs.update(played[-1])
        return played

    rows = play(0)
    kept = projection.sessions.get(str(session_id))
    assert kept is not None and kept[0].version == len(events)
    middle = len(events) // 2
    assert play(middle) == rows[middle:]

    projection.sessions = type(projection.sessions)(audit_timelines.KEPT_SESSIONS)
    play(0, 1)
    monkeypatch.setattr(type(events[1]), "mutate", _fails)  # a mutator with a bug
    with pytest.raises(RuntimeError):
        play(1, 2)
    assert projection.sessions.get(str(session_id)) is None  # not kept half-applied
    monkeypatch.undo()  # the bug fixed, the catch-up applies the event again
    assert play(1) == rows[1:]

def _fails(event: Any, aggregate: Any) -> Any:
    raise RuntimeError("a mutator failed")
