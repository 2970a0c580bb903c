"""Follows the notification log and feeds each projection the events after its position.

Projections are pure: ``apply(event, read)`` returns the documents it changed. The runner keeps
a batch's changes in memory and commits them with the batch's last position, so a crash
repeats at most one batch and a rebuild from zero gives what the live projection holds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from application.event_store import EventStore
from application.projections.ports import ViewStore

Read = Callable[[str], Any]
BATCH = 500


class Projection(Protocol):
    """A read model built from events."""

    name: str
    topics: frozenset[str]
    """Stored topics of the events it applies; other events are never decoded for it."""

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        """The documents this event changes (key → new document); empty when it ignores it."""
        ...


class ProjectionRunner:
    """Brings projections up to the end of the log; safe to call before every read."""

    def __init__(self, store: EventStore, views: ViewStore, projections: Iterable[Projection]):
        self.store = store
        self.views = views
        self.projections = list(projections)

    def catch_up(self) -> int:
        """Process everything new; return how many events were applied."""
        return sum(self._catch_up_one(p) for p in self.projections)

    def rebuild(self, name: str) -> int:
        """Drop one projection's documents and rebuild it from the first event."""
        self.views.reset(name)
        return self._catch_up_one(self._named(name))

    def get(self, name: str, key: str) -> Any | None:
        self.catch_up()
        return self.views.get(name, key)

    def _catch_up_one(self, projection: Projection) -> int:
        position = self.views.position(projection.name)
        applied = 0
        while True:
            batch = list(self.store.notifications(position, limit=BATCH))
            if not batch:
                return applied
            changes = self._apply_batch(projection, batch)
            position = batch[-1].id
            self.views.commit(projection.name, position, changes)
            applied += len(batch)

    def _apply_batch(self, projection: Projection, batch: Sequence[Any]) -> dict[str, Any]:
        changes: dict[str, Any] = {}

        def read(key: str) -> Any:
            return changes[key] if key in changes else self.views.get(projection.name, key)

        for notification in batch:
            if notification.topic in projection.topics:
                event = self.store.mapper.to_domain_event(notification)
                changes.update(projection.apply(event, read))
        return changes

    def _named(self, name: str) -> Projection:
        for projection in self.projections:
            if projection.name == name:
                return projection
        raise LookupError(f"no projection named '{name}'")
