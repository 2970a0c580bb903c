"""An audit served by the timeline read model is the audit rebuilt from the events, at any version.

Random sessions of one user, played in turns that interleave — random words, among them crisis
words that score, hold the session and move the user's risk route, and random shapes of model
answers — through the real service, on memory and on SQLite files. Then every session is
audited at every one of its versions both ways (ADR 0208): the read model's audit equals the
events' field for field — the transcript, the variables, the status, every timeline entry with
the withheld words and the judge's verdicts. Rebuilt from the log, the read model holds the same
rows.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any
from uuid import UUID

from hypothesis import given, settings
from hypothesis import strategies as st

from application.conversation.audit import SessionAudit
from application.conversation.audit_timelines import NAME
from infrastructure.settings import Settings
from tests.integration.conversation.support import Harness
from tests.property.conversation.test_session_machine import KINDS
from tests.property.conversation.test_snapshot_replay import answered_harness, play_step, texts

turns = st.lists(
    st.tuples(st.integers(0, 1), texts, st.sampled_from(KINDS), st.integers(0, 100)),
    min_size=1,
    max_size=12,
)


def _play(
    h: Harness,
    sessions: list[UUID],
    plan: list[tuple[int, str, str, int]],
    answers: list[tuple[str, int]],
) -> None:
    """Each step to one of the sessions."""
    for which, text, kind, level in plan:
        play_step(h, answers, sessions[which], (text, kind, level))


def _served(h: Harness, session_id: UUID, version: int) -> SessionAudit:
    read_model = h.app.audit.read_model
    assert read_model is not None
    served = read_model.audit(session_id, version)
    assert served is not None, f"the read model did not serve {session_id}@{version}"
    return served


def _from_events(h: Harness, session_id: UUID, version: int) -> SessionAudit:
    built = h.app.audit.replay_from_events(session_id, version)
    return replace(built, events_read=0)  # the one field that says how it was built


@settings(max_examples=20, deadline=None)
@given(plan=turns, store=st.sampled_from(["memory", "sqlite"]), interval=st.integers(0, 7))
def test_the_read_models_audit_is_the_events_audit_at_every_version(
    plan: list[tuple[int, str, str, int]], store: str, interval: int, tmp_path_factory: Any
) -> None:
    settings = Settings(
        store=store, data_dir=tmp_path_factory.mktemp("timelines"), snapshot_interval=interval
    )
    h, answers = answered_harness(settings)
    sessions = [asyncio.run(h.start("same-user")).sessionId for _ in range(2)]
    _play(h, sessions, plan, answers)

    for session_id in sessions:
        latest = len(h.events(session_id))
        for version in range(1, latest + 1):
            assert _served(h, session_id, version) == _from_events(h, session_id, version)

    views = h.app.projections.views
    live = views.documents(NAME)
    h.app.projections.rebuild(NAME)
    assert views.documents(NAME) == live
