"""Frozen dataclass instances made with one write (ADR 0294) are what their constructors make."""

from __future__ import annotations

import dataclasses
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import EventStore as LibraryEventStore
from eventsourcing.persistence import Mapper, Notification, Recording, StoredEvent
from eventsourcing.popo import POPOApplicationRecorder
from hypothesis import given
from hypothesis import strategies as st

from application.event_store import EventStore, _BoundedMapper, _EventRecorder
from domain.shared import events as fast
from domain.shared.frozen import made
from tests.unit.shared.test_fast_events import AT, Kept

ids = st.uuids()


def _same(ours: Any, theirs: Any) -> None:
    assert type(ours) is type(theirs)
    assert ours == theirs
    assert hash(ours) == hash(theirs)
    assert repr(ours) == repr(theirs)
    assert list(vars(ours).items()) == list(vars(theirs).items())  # the order a state is written in


@given(ids, st.integers(0, 2**40), st.text(), st.binary(), st.integers(1, 2**40))
def test_made_is_what_the_constructor_makes(
    originator: UUID, version: int, topic: str, state: bytes, position: int
) -> None:
    fields: dict[str, Any] = {
        "originator_id": originator,
        "originator_version": version,
        "topic": topic,
        "state": state,
    }
    stored = made(StoredEvent, dict(fields))
    _same(stored, StoredEvent(originator, version, topic, state))
    notification = made(Notification, {**vars(stored), "id": position})
    _same(notification, Notification(originator, version, topic, state, id=position))
    _same(
        made(Recording, {"domain_event": stored, "notification": notification}),
        Recording(stored, notification),
    )


def _events(count: int) -> list[Any]:
    kept = Kept()
    for n in range(count):
        kept.note(f"note {n} " * n, tag=None if n % 2 else "t", weight=n)
        kept.give(n)
        kept.stamp(AT, label="l")
    return list(kept.collect_events())


def test_the_short_way_makes_events_as_their_constructor_does() -> None:
    """A call of the domain's commands makes its event with one write, fields in the class's
    order (the order its state is stored in), equal to what the class's constructor makes."""
    for made_event in _events(3):
        values = vars(made_event)
        _same(made_event, type(made_event)(**values))
        assert list(values) == [f.name for f in dataclasses.fields(made_event)]


def test_the_commands_call_shapes_make_their_events_directly() -> None:
    kept = Kept()
    kept.note("x")
    kept.note("x", tag="t", weight=2)
    kept.give(1)
    kept.stamp(AT, "l")
    decorators = [a for a in vars(Kept).values() if isinstance(a, fast.FastCommandMethodDecorator)]
    plans = [plan for d in decorators for plan in d._plans.values()]
    inline = [plan for plan in plans if plan.inline]
    assert len(inline) >= 3  # note twice (two shapes) and stamp, at least
    assert all(plan.fields is not None for plan in inline)


def test_an_event_class_with_its_own_post_init_is_made_by_its_constructor() -> None:
    class Checked(Aggregate.Event):
        value: int

        def __post_init__(self) -> None:
            super().__post_init__()
            if self.value < 0:
                raise ValueError("negative")

    given_names = {"originator_id", "originator_version", "timestamp", "value"}
    assert fast._fields_if_made_directly(Checked, given_names) is None
    assert fast._fields_if_made_directly(Kept.Given, given_names) == (
        "originator_id",
        "originator_version",
        "timestamp",
        "value",
    )
    assert fast._fields_if_made_directly(Kept.Given, given_names - {"value"}) is None


def test_the_stores_mapper_stores_what_the_librarys_stores() -> None:
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    ours = store.events.mapper
    assert isinstance(ours, _BoundedMapper)
    library: Mapper[UUID] = Mapper(ours.transcoder, ours.compressor, ours.cipher)
    for event in _events(40):  # states small and large: stored as they are and compressed
        _same(ours.to_stored_event(event), library.to_stored_event(event))


def test_the_stores_recordings_are_the_librarys() -> None:
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    assert isinstance(store.events, _EventRecorder)
    events = _events(5)
    ours = store.events.put(events)
    theirs = LibraryEventStore(store.events.mapper, POPOApplicationRecorder()).put(events)
    assert len(ours) == len(theirs) == len(events)
    for mine, library in zip(ours, theirs, strict=True):
        _same(mine, library)
        _same(mine.notification, library.notification)


def test_a_recorder_that_gives_no_positions_gives_no_recordings() -> None:
    class Silent(POPOApplicationRecorder):
        def insert_events(self, stored_events: Any, **kwargs: Any) -> Any:
            super().insert_events(stored_events, **kwargs)
            return None

    mapper = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"}).events.mapper
    assert _EventRecorder(mapper, Silent()).put(_events(1)) == []
    assert LibraryEventStore(mapper, Silent()).put(_events(1)) == []
