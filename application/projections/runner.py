"""Follows the notification log and feeds each projection the events after its position.

Projections are pure: ``apply(event, read)`` returns the documents it changed. Each reads only
the notifications of its topics (the database passes over the others); its position is the
end of the log it has read, or the last event of a full batch. The runner keeps a batch's
changes in memory and commits them with that position, in one transaction that fails if
another catch-up moved the position meanwhile (compare-and-set): then the batch is dropped
and the runner reads on from the position that process committed. So every event is applied
exactly once, however many processes catch up at the same time (docs/adr/0161).

An event that cannot be read or applied (undecodable, larger than the store's event bound, or
refused by the projection) is skipped: recorded in the projection's ``SKIPPED`` document and
logged as an error, so the runner never stops at the same position forever.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import structlog

from application.event_store import EventStore
from application.projections.ports import PositionMovedError, ViewStore

log = structlog.get_logger("heartrule.projections")

Read = Callable[[str], Any]
BATCH = 500
REBUILD_BATCH = 5000
"""A rebuild has no reader waiting on each batch: fewer, larger commits."""
SKIPPED = "@skipped"
"""The document key listing the events a projection skipped (position, topic, reason)."""


class FarBehindError(Exception):
    """A projection lies further behind the log's end than its reader will wait to catch up."""


class Projection(Protocol):
    """A read model built from events."""

    name: str
    topics: frozenset[str]
    """Stored topics of the events it applies; other events are never decoded for it."""

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        """The documents this event changes (key → new document); empty when it ignores it."""
        ...


@dataclass
class _Batch:
    """The changes of one batch, read through so later events see earlier ones."""

    projection: str
    views: ViewStore
    changes: dict[str, Any] = field(default_factory=dict)

    def read(self, key: str) -> Any:
        return self.changes[key] if key in self.changes else self.views.get(self.projection, key)

    def skip(self, notification: Any, reason: str) -> None:
        entry = {"position": notification.id, "topic": notification.topic, "reason": reason}
        self.changes[SKIPPED] = [*(self.read(SKIPPED) or []), entry]
        log.error("projection_event_skipped", projection=self.projection, **entry)


class ProjectionRunner:
    """Brings projections up to the end of the log; safe to call before every read, from any
    number of processes at once."""

    def __init__(
        self,
        store: EventStore,
        views: ViewStore,
        projections: Iterable[Projection],
        *,
        batch_size: int = BATCH,
    ) -> None:
        self.store = store
        self.views = views
        self.projections = list(projections)
        self.batch_size = batch_size

    def catch_up(self) -> int:
        """Process everything new; return how many events this process applied."""
        return sum(self._catch_up_one(p) for p in self.projections)

    def catch_up_to_end(self, name: str, *, at_most: int | None = None) -> int:
        """Process everything new for one projection only (a reader of that one read model);
        raise FarBehindError, before applying anything more, while more than ``at_most``
        positions of the log lie beyond its own."""
        return self._catch_up_one(self._named(name), lag_limit=at_most)

    def rebuild(self, name: str) -> int:
        """Drop one projection's documents and rebuild it from the first event."""
        self.views.reset(name)
        return self._catch_up_one(self._named(name), max(self.batch_size, REBUILD_BATCH))

    def get(self, name: str, key: str) -> Any | None:
        self.catch_up()
        return self.views.get(name, key)

    def _catch_up_one(
        self, projection: Projection, batch_size: int | None = None, lag_limit: int | None = None
    ) -> int:
        applied = 0
        while True:
            position = self.views.position(projection.name)
            end = self.store.last_position()
            if end <= position:
                return applied
            if lag_limit is not None and end - position > lag_limit:
                raise FarBehindError(f"{projection.name} is {end - position} positions behind")
            size = batch_size or self.batch_size
            batch = list(self.store.notifications(
                position, limit=size, topics=projection.topics, stop=end
            ))
            changes = self._apply_batch(projection, batch)
            # a short batch holds every event of its topics up to the log's end: stand there
            reached = batch[-1].id if len(batch) == size else end
            try:
                self.views.commit(projection.name, position, reached, changes)
            except PositionMovedError:
                continue  # another process applied this range first: read on from its position
            applied += len(batch)

    def _apply_batch(self, projection: Projection, notifications: Sequence[Any]) -> dict[str, Any]:
        batch = _Batch(projection.name, self.views)
        for notification in notifications:
            if notification.topic in projection.topics:
                self._apply_one(projection, notification, batch)
        return batch.changes

    def _apply_one(self, projection: Projection, notification: Any, batch: _Batch) -> None:
        limit = self.store.max_event_bytes
        if limit and len(notification.state) > limit:
            batch.skip(notification, f"{len(notification.state):,} bytes; at most {limit:,}")
            return
        try:
            event = self.store.mapper.to_domain_event(notification)
            batch.changes.update(projection.apply(event, batch.read))
        except Exception as exc:  # one bad event must not stop the read model for good
            batch.skip(notification, f"cannot be applied ({type(exc).__name__})")

    def _named(self, name: str) -> Projection:
        for projection in self.projections:
            if projection.name == name:
                return projection
        raise LookupError(f"no projection named '{name}'")
