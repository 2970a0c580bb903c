"""Stored events as an older class version wrote them, built with the store's own mapper."""

from __future__ import annotations

from typing import Any

from eventsourcing.persistence import StoredEvent

from application.event_store import EventStore
from application.relay.relay import stored_state


def stored_as_v1(store: EventStore, event: Any, *, without: str) -> StoredEvent:
    """``event`` as stored when its class was at version 1 and had no field ``without``."""
    stored = store.mapper.to_stored_event(event)
    state = stored_state(store.mapper, stored)
    del state[without], state["class_version"]
    return StoredEvent(
        originator_id=stored.originator_id,
        originator_version=stored.originator_version,
        topic=stored.topic,
        state=store.mapper.transcoder.encode(state),
    )


def first_stored_state(store: EventStore, originator_id: Any) -> dict[str, Any]:
    """The decoded state of an aggregate's first stored event, as it lies in the store."""
    (stored,) = store.recorder.select_events(originator_id, limit=1)
    return stored_state(store.mapper, stored)
