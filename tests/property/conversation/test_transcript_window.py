"""A Session keeps only its last turns, and loses nothing: the events hold the whole transcript.

Random sessions of up to three times the window — user messages with and without idempotency
keys, any number of assistant messages a turn, moves to other actions — are played on the
aggregate itself. The window is always the tail of the whole transcript the events give back; a
snapshot at any version (in today's layout, or in the first layout, which held every message)
followed by the later events equals a replay of every event, attribute for attribute.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from hypothesis import given, settings
from hypothesis import strategies as st

from application.event_store import replay_events
from domain.conversation.session import TURN_WINDOW, Message, Session, transcript_of
from domain.shared.snapshots import Snapshot

AT = "2025-01-20T10:30:00+00:00"

user = st.tuples(
    st.just("user"),
    st.text(min_size=1, max_size=6).filter(str.strip),
    st.none() | st.sampled_from("abcdefghijklmnopqrstuvwxyz"),
)
others = st.lists(
    st.tuples(st.just("assistant"), st.text(max_size=6), st.booleans())
    | st.tuples(st.just("advance"), st.integers(0, 3), st.booleans()),
    max_size=3,
)
turns = st.lists(st.tuples(user, others), min_size=TURN_WINDOW // 2, max_size=3 * TURN_WINDOW)
steps = st.tuples(others, turns).map(
    lambda plan: [*plan[0], *(step for said, after in plan[1] for step in (said, *after))]
)
"""An opening (what the script says first), then turns: a user message and what follows it."""


def _play(plan: list[tuple[Any, ...]]) -> tuple[Session, list[Any], list[Message]]:
    """The session after ``plan``, its events, and every message in the order it was said."""
    session = Session.start(
        UUID(int=1), tenant_id="t", user_id="u", script_id=str(UUID(int=2)), script_version=1,
        session_name="s", locale="zh-CN", definitions={},
    )
    said: list[Message] = []
    for step, value, flag in plan:
        if step == "user":
            session.request_input("message")
            session.receive_user_message(value, idempotency_key=flag, at=AT)
            said.append(Message("user", value, session.action_id, "user", AT))
        elif step == "assistant":
            attachment = {"form": value} if flag else None
            session.send_assistant_message(value, session.action_id, "llm", AT, attachment)
            said.append(Message("assistant", value, session.action_id, "llm", AT, attachment))
        elif flag:
            session.advance(0, 0, value, f"a{value}", "ai_say", UUID(int=100 + value))
        else:
            session.skip_action(0, 0, value, f"a{value}", "ai_say", "x", "false")
    return session, list(session.collect_events()), said


def _attributes(aggregate: Any) -> dict[str, Any]:
    return {name: value for name, value in vars(aggregate).items() if name != "_pending_events"}


def _first_layout(snapshot: Snapshot, events: list[Any]) -> Snapshot:
    """The snapshot as version 1 stored it: every message as a row, every turn's key."""
    state = dict(snapshot.state)
    state.pop("class_version")
    state.pop("message_count")
    state.pop("recent_messages")
    transcript = transcript_of(events)
    state["transcript"] = [
        [m.role, m.text, m.action_id, m.source, m.at, m.attachment] for m in transcript
    ]
    state["idempotency_keys"] = [
        e.idempotency_key for e in events if isinstance(e, Session.UserMessageReceived)
    ]
    return Snapshot(
        originator_id=snapshot.originator_id,
        originator_version=snapshot.originator_version,
        timestamp=snapshot.timestamp,
        topic=snapshot.topic,
        state=state,
    )


@settings(max_examples=60, deadline=None)
@given(plan=steps)
def test_the_window_is_the_tail_of_the_whole_transcript_the_events_give_back(
    plan: list[tuple[Any, ...]],
) -> None:
    session, events, said = _play(plan)
    assert transcript_of(events) == said
    assert session.message_count == len(said)
    assert said[len(said) - len(session.recent_messages) :] == session.recent_messages
    users = [m for m in said if m.role == "user"]
    kept = [m for m in session.recent_messages if m.role == "user"]
    assert len(kept) == min(len(users), TURN_WINDOW)
    if len(users) <= TURN_WINDOW:
        assert session.recent_messages == said
    else:
        assert session.recent_messages[0].role == "user", "the window starts at a turn"


@settings(max_examples=40, deadline=None)
@given(plan=steps, data=st.data())
def test_a_snapshot_of_either_layout_and_the_later_events_replay_exactly(
    plan: list[tuple[Any, ...]], data: st.DataObject
) -> None:
    _, events, _ = _play(plan)
    version = data.draw(st.integers(1, len(events)), label="snapshot version")
    taken = Snapshot.take(replay_events(None, events[:version]))
    full = _attributes(replay_events(None, events))
    for snapshot in (taken, _first_layout(taken, events[:version])):
        assert _attributes(replay_events(snapshot.mutate(None), events[version:])) == full


@settings(max_examples=40, deadline=None)
@given(plan=steps)
def test_a_key_of_the_last_turns_finds_its_turn_and_its_replies(
    plan: list[tuple[Any, ...]],
) -> None:
    session, events, _ = _play(plan)
    recent = [e for e in events if isinstance(e, Session.UserMessageReceived)][-TURN_WINDOW:]
    for key in {e.idempotency_key for e in recent if e.idempotency_key is not None}:
        turn = session.turn_for_key(key)
        assert turn is not None
        assert turn.user_text == next(e.text for e in recent if e.idempotency_key == key)
    opened = [i for i, m in enumerate(session.recent_messages) if m.role == "user"]
    if opened:
        assert session.recent_turns[-1].replies == session.recent_messages[opened[-1] + 1 :]
