"""Follows the notification log and feeds each projection the events after its position.

Projections are pure: ``apply(event, read)`` returns the documents it changed. Each reads only
the notifications of its topics (the database passes over the others); its position is the
end of the log it has read, or the last event of a full batch. The runner keeps a batch's
changes in memory and commits them with that position, in one transaction with the other read
models sharing the batch (ADR 0209); a read model whose position another catch-up moved
meanwhile (compare-and-set) is left out of it: its batch is dropped and the runner reads on from
the position that process committed. So every event is applied
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
from application.projections.ports import ViewCommit, ViewStore

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
        return self._catch_up(self.projections)

    def catch_up_to_end(self, name: str, *, at_most: int | None = None) -> int:
        """Process everything new for one projection only (a reader of that one read model);
        raise FarBehindError, before applying anything more, while more than ``at_most``
        positions of the log lie beyond its own."""
        return self._catch_up([self._named(name)], lag_limit=at_most)

    def rebuild(self, name: str) -> int:
        """Drop one projection's documents and rebuild it from the first event."""
        self.views.reset(name)
        return self._catch_up([self._named(name)], max(self.batch_size, REBUILD_BATCH))

    def get(self, name: str, key: str) -> Any | None:
        self.catch_up()
        return self.views.get(name, key)

    def _catch_up(
        self,
        projections: Sequence[Projection],
        batch_size: int | None = None,
        lag_limit: int | None = None,
    ) -> int:
        """Batch after batch until every one of ``projections`` stands at the log's end.

        Projections standing at the same position share each batch (ADR 0216): one read of the
        log for all their topics, each event decoded once, then each projection applies its
        events; their documents and positions are committed in one transaction (ADR 0209), each
        position compare-and-set as before: one whose position moved is left out of it.
        """
        size = batch_size or self.batch_size
        positions = {p.name: self.views.position(p.name) for p in projections}
        applied = 0
        while True:
            end = self.store.last_position()
            behind = [p for p in projections if positions[p.name] < end]
            if not behind:
                return applied
            position = min(positions[p.name] for p in behind)
            if lag_limit is not None and end - position > lag_limit:
                raise FarBehindError(f"{behind[0].name} is {end - position} positions behind")
            group = [p for p in behind if positions[p.name] == position]
            topics = frozenset(topic for p in group for topic in p.topics)
            limit = size * len(group)  # as many events as the group's batches read one by one
            batch = list(self.store.notifications(position, limit=limit, topics=topics, stop=end))
            # a short batch holds every event of its topics up to the log's end: stand there
            reached = batch[-1].id if len(batch) == limit else end
            events = self._decoded(batch)
            commits: list[ViewCommit] = []
            counts: dict[str, int] = {}
            for projection in group:
                changes, counts[projection.name] = self._apply_batch(projection, events)
                commits.append(ViewCommit(projection.name, position, reached, changes))
            moved = self.views.commit_all(commits)  # one transaction for the group (ADR 0209)
            for projection in group:
                if projection.name in moved:  # another process applied this range first:
                    positions[projection.name] = self.views.position(projection.name)
                    continue  # read on from the position it committed
                positions[projection.name] = reached
                applied += counts[projection.name]

    def _decoded(self, notifications: Sequence[Any]) -> list[tuple[Any, Any, str | None]]:
        """Each notification with its event, or None and why it cannot be read."""
        limit = self.store.max_event_bytes
        decoded: list[tuple[Any, Any, str | None]] = []
        for notification in notifications:
            if limit and len(notification.state) > limit:
                reason = f"{len(notification.state):,} bytes; at most {limit:,}"
                decoded.append((notification, None, reason))
                continue
            try:
                event = self.store.mapper.to_domain_event(notification)
            except Exception as exc:  # one unreadable event must not stop the read models
                decoded.append((notification, None, f"cannot be applied ({type(exc).__name__})"))
                continue
            decoded.append((notification, event, None))
        return decoded

    def _apply_batch(
        self, projection: Projection, events: Sequence[tuple[Any, Any, str | None]]
    ) -> tuple[dict[str, Any], int]:
        """The documents the batch's events of its topics change, and how many there were."""
        batch = _Batch(projection.name, self.views)
        count = 0
        for notification, event, unreadable in events:
            if notification.topic not in projection.topics:
                continue
            count += 1
            if unreadable is not None:
                batch.skip(notification, unreadable)
                continue
            try:
                batch.changes.update(projection.apply(event, batch.read))
            except Exception as exc:  # one bad event must not stop the read model for good
                batch.skip(notification, f"cannot be applied ({type(exc).__name__})")
        return batch.changes, count

    def _named(self, name: str) -> Projection:
        for projection in self.projections:
            if projection.name == name:
                return projection
        raise LookupError(f"no projection named '{name}'")
