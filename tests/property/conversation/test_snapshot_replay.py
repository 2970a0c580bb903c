"""A snapshot and the events after it replay exactly as every event from the first does.

Random sessions — random user words, among them crisis words that move the user's risk route and
hold the session, and random shapes of model answers — are played through the real service with a
random snapshot interval. Then every session, action run and risk route is loaded at every one of
its versions through the repository (the nearest snapshot at or below it, then the later events)
and compared attribute by attribute with a replay of all its events from the first.
"""

from __future__ import annotations

import asyncio
from typing import Any
from uuid import UUID

from hypothesis import given, settings
from hypothesis import strategies as st

from application.event_store import replay_events
from application.llm.port import LLMRequest
from domain.conversation.session import ACCEPTS_INPUT, SessionStatus
from infrastructure.settings import Settings
from tests.integration.conversation.support import Harness, harness
from tests.property.conversation.test_session_machine import KINDS, SCRIPT, answer_for

words = st.sampled_from(["嗯", "我明白了", "为什么？", "我不想活了", "{%who%}", "好的，继续"])
texts = words | st.text(min_size=1, max_size=12)
turns = st.lists(
    st.tuples(texts, st.sampled_from(KINDS), st.integers(0, 100)),
    min_size=1,
    max_size=10,
)


def answered_harness(settings: Settings) -> tuple[Harness, list[tuple[str, int]]]:
    """The random session script on a harness whose model gives the (kind, level) answers put
    in the list it returns, in order, then a plain one."""
    answers: list[tuple[str, int]] = []

    def answer(request: LLMRequest) -> Any:
        kind, level = answers.pop(0) if answers else ("continue", 10)
        return answer_for(kind, level, request)

    return harness(SCRIPT, default=answer, settings=settings), answers


def play_step(
    h: Harness, answers: list[tuple[str, int]], session_id: UUID, step: tuple[str, str, int]
) -> None:
    """The model's next answers, then the text said — or a form, where the session waits for
    one; nothing where it accepts no input."""
    text, kind, level = step
    answers[:] = [(kind, level)] * 4
    status: SessionStatus = h.app.store.repository.get(session_id).status
    if status is SessionStatus.WAITING_FORM:
        asyncio.run(h.submit(session_id, {"分数": level % 11}))
    elif status in ACCEPTS_INPUT and text.strip():
        asyncio.run(h.say(session_id, text))


def attributes(aggregate: Any) -> dict[str, Any]:
    return {name: value for name, value in vars(aggregate).items() if name != "_pending_events"}


@settings(max_examples=25, deadline=None)
@given(interval=st.integers(1, 6), plan=turns, store=st.sampled_from(["memory", "sqlite"]))
def test_every_version_loads_from_a_snapshot_exactly_as_a_full_replay(
    interval: int, plan: list[tuple[str, str, int]], store: str, tmp_path_factory: Any
) -> None:
    settings = Settings(
        store=store, data_dir=tmp_path_factory.mktemp("snapshots"), snapshot_interval=interval
    )
    h, answers = answered_harness(settings)
    session_id = asyncio.run(h.start()).sessionId
    for text, kind, level in plan:
        play_step(h, answers, session_id, (text, kind, level))

    snapshots = h.app.store.snapshots
    assert snapshots is not None
    taken = 0
    for aggregate_id in {event.originator_id for event in h.all_events()}:
        events = h.events(aggregate_id)
        taken += len(snapshots.recorder.select_events(aggregate_id))
        for version in range(1, len(events) + 1):
            loaded: Any = h.app.store.repository.get(aggregate_id, version=version)
            assert attributes(loaded) == attributes(replay_events(None, events[:version]))
    assert taken > 0
