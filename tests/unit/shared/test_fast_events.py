"""The short way from a command call to its event (ADR 0282) gives what the library's gives."""

from __future__ import annotations

import copy
from datetime import UTC, datetime
from typing import Any
from uuid import uuid4

import pytest
from eventsourcing import domain as library
from eventsourcing.domain import Aggregate
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.conversation.session import Session
from domain.shared.events import FastCommandMethodDecorator, event

AT = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)


class Kept(Aggregate):
    """A command per way of calling one: positional, keyword, a default, an argument the event
    class does not take, a given timestamp."""

    TOPIC = "tests.fast:Kept"

    class Created(Aggregate.Created):
        TOPIC = "tests.fast:Kept.Created"

    class Given(Aggregate.Event):
        TOPIC = "tests.fast:Kept.Given"
        value: int

    @event("Noted", topic="tests.fast:Kept.Noted")
    def note(self, text: str, tag: str | None = None, weight: int = 1) -> None:
        self.notes = [*getattr(self, "notes", []), (text, tag, weight)]

    @event(Given)
    def give(self, value: int, unused: str = "x") -> None:
        self.value = value

    @event("Stamped", topic="tests.fast:Kept.Stamped")
    def stamp(self, timestamp: datetime, label: str) -> None:
        self.stamped = (timestamp, label)


def _events_of(aggregate: Any) -> list[tuple[type, dict[str, Any]]]:
    return [
        (type(e), {k: v for k, v in vars(e).items() if k != "timestamp"})
        for e in aggregate.collect_events()
    ]


def _state(aggregate: Any) -> dict[str, Any]:
    return {k: v for k, v in vars(aggregate).items() if k not in ("_modified_on",)}


def _both(method: str, *args: Any, **kwargs: Any) -> tuple[Any, Any]:
    """The same call on two equal aggregates: the short way, then the library's."""
    fast = Kept()
    fast.collect_events()
    slow = copy.deepcopy(fast)
    getattr(fast, method)(*args, **kwargs)
    decorator = vars(Kept)[method]
    library.BoundCommandMethodDecorator(decorator, slow)(*args, **kwargs)
    return fast, slow


@settings(max_examples=60, deadline=None)
@given(
    text=st.text(max_size=20),
    tag=st.none() | st.text(max_size=5),
    weight=st.integers(),
    how=st.sampled_from(["positional", "keywords", "mixed", "defaults"]),
)
def test_a_call_gives_the_librarys_event_and_state(
    text: str, tag: str | None, weight: int, how: str
) -> None:
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
        "positional": ((text, tag, weight), {}),
        "keywords": ((), {"weight": weight, "text": text, "tag": tag}),
        "mixed": ((text,), {"weight": weight}),
        "defaults": ((text,), {}),
    }
    args, kwargs = calls[how]
    fast, slow = _both("note", *args, **kwargs)
    assert _events_of(fast) == _events_of(slow)
    assert _state(fast) == _state(slow)


def test_an_argument_the_event_class_does_not_take_is_dropped_as_the_library_drops_it() -> None:
    fast, slow = _both("give", 3, "y")
    assert _events_of(fast) == _events_of(slow)
    assert "unused" not in vars(_both("give", 4)[0].collect_events()[0])


def test_a_given_timestamp_is_the_events() -> None:
    fast, slow = _both("stamp", AT, "z")
    assert fast.modified_on == slow.modified_on == AT
    assert fast.stamped == slow.stamped == (AT, "z")


def test_a_wrong_call_raises_the_librarys_error() -> None:
    kept = Kept()
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'text'"):
        kept.note()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        kept.note("a", colour="red")  # type: ignore[call-arg]
    assert kept.version == 1


def _started() -> Session:
    return Session.start(
        uuid4(),
        tenant_id="t",
        user_id="u",
        script_id="s",
        script_version=1,
        session_name="n",
        locale="zh-CN",
        definitions={},
    )


def test_a_failing_body_leaves_the_aggregate_as_it_was() -> None:
    session = _started()
    session.collect_events()
    with pytest.raises(ValueError):
        session._close_scope("nowhere", "none", {}, [])
    assert (session.version, session.collect_events()) == (1, [])


def test_the_domains_commands_are_decorated_the_short_way_and_replay_as_before() -> None:
    assert isinstance(vars(Session)["send_assistant_message"], FastCommandMethodDecorator)
    session = _started()
    session.send_assistant_message("hello", "a1", "llm", "2026-11-28T12:00:00+00:00")
    session.request_input("text")
    events = session.collect_events()
    replayed = None
    for stored in events:
        replayed = stored.mutate(replayed)
    assert replayed is not None
    assert _state(replayed) == _state(session)


def test_a_replayed_event_applies_as_the_librarys_apply_would() -> None:
    assert Session.AssistantMessageSent.apply is not library.DecoratedFuncCaller.apply
    session = _started()
    session.open_scope("phase", "p1", "first")
    session.send_assistant_message("hello", "a1", "llm", "2026-11-28T12:00:00+00:00")
    session.request_input("text")
    events = session.collect_events()
    direct: Any = None
    by_library: Any = None
    for stored in events:
        direct = stored.mutate(direct)
        if isinstance(stored, library.DecoratedFuncCaller):
            library.DecoratedFuncCaller.apply(stored, by_library)
            by_library.version, by_library.modified_on = stored.originator_version, stored.timestamp
        else:
            by_library = stored.mutate(by_library)
    assert _state(direct) == _state(by_library) == _state(session)
