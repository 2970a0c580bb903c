"""Every stored event is bounded, and a read model never stops for good at an event it cannot
read (issue 12, defect 1): it records the event, skips it, and goes on."""

from __future__ import annotations

from uuid import uuid4

import pytest
from eventsourcing.persistence import StoredEvent

from application.conversation.projections import ScriptIndex
from application.event_store import EventStore, EventTooLargeError
from application.projections.ports import PositionMovedError
from application.projections.runner import SKIPPED, ProjectionRunner
from domain.conversation.script_document import ScriptDocument
from infrastructure.projections.views import MemoryViewStore
from infrastructure.settings import Settings

REGISTERED = ScriptDocument.ScriptRegistered.TOPIC


def _store(max_bytes: int = 4096) -> EventStore:
    env = {"PERSISTENCE_MODULE": "eventsourcing.popo", "MAX_EVENT_BYTES": str(max_bytes)}
    return EventStore(env=env)


def test_a_save_with_an_event_over_the_bound_keeps_nothing() -> None:
    store = _store()
    document = ScriptDocument.register("t", "big")
    document.publish("x" * 5000, "digest", "2026-01-01T00:00:00")
    with pytest.raises(EventTooLargeError) as raised:
        store.save(document)
    assert "VersionPublished" in str(raised.value)
    assert store.last_position() == 0


def test_a_save_under_the_bound_is_stored() -> None:
    store = _store()
    store.save(ScriptDocument.register("t", "small"))
    assert store.last_position() == 1


def _poisoned(store: EventStore, state: bytes) -> None:
    """An event as an older version or a broken writer could have left it in the log."""
    store.recorder.insert_events([StoredEvent(uuid4(), 1, REGISTERED, state)])


@pytest.mark.parametrize("state", [b"{not json", b'{"tenant_id": "t"}', b"x" * 10_000])
def test_an_unreadable_or_oversized_event_is_recorded_skipped_and_passed(state: bytes) -> None:
    store = _store()
    store.save(ScriptDocument.register("t", "before"))
    _poisoned(store, state)
    store.save(ScriptDocument.register("t", "after"))
    runner = ProjectionRunner(store, MemoryViewStore(), [ScriptIndex()])
    assert runner.catch_up() == 3
    index = runner.views.get("scriptIndex", "t")
    skipped_events = runner.views.get("scriptIndex", SKIPPED)
    assert index is not None and skipped_events is not None
    assert sorted(index.values()) == ["after", "before"]
    [skipped] = skipped_events
    assert skipped["position"] == 2
    assert skipped["topic"] == REGISTERED
    assert runner.views.position("scriptIndex") == 3


def test_a_commit_from_a_position_that_moved_writes_nothing() -> None:
    views = MemoryViewStore()
    views.commit("p", 0, 5, {"a": 1})
    with pytest.raises(PositionMovedError):
        views.commit("p", 0, 3, {"a": 2})
    assert (views.position("p"), views.get("p", "a")) == (5, 1)


def test_the_bound_holds_before_compression_so_a_compressible_event_is_refused_too() -> None:
    env = Settings(store="memory", max_event_bytes=4096, compress_events=True).event_store_env()
    store = EventStore(env=env)
    assert store.mapper.compressor is not None
    document = ScriptDocument.register("t", "compressible")
    document.publish("x" * 50_000, "digest", "2026-01-01T00:00:00")  # compresses to ~100 bytes
    with pytest.raises(EventTooLargeError):
        store.save(document)
    assert store.last_position() == 0
