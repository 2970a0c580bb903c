"""The one event store of HeartRule: every context's aggregates, one notification log.

One log means one relay position, one projection position per view, and atomic saves of
aggregates from different contexts in the same turn (a Session, its ActionRun and the user's
RiskRoute). See docs/adr/0002-record-every-fact-in-one-eventsourcing-store.md.

Every stored event is bounded (``MAX_EVENT_BYTES``, default 1 MiB, docs/adr/0162): a save with a
larger event raises EventTooLargeError and keeps nothing. A save that lost an optimistic
concurrency race raises ConcurrentUpdateError and keeps nothing.
"""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

import structlog
from eventsourcing.application import (
    AggregateNotFoundError,
    Application,
    ProcessingEvent,
    Repository,
)
from eventsourcing.domain import Aggregate, DomainEventProtocol
from eventsourcing.persistence import EventStore as EventRecorder
from eventsourcing.persistence import (
    IntegrityError,
    Mapper,
    Notification,
    Recording,
    StoredEvent,
    Transcoder,
)
from eventsourcing.popo import POPOApplicationRecorder
from eventsourcing.utils import get_topic, strtobool

from domain.shared.copying import is_shared, share_saved, unshare
from domain.shared.frozen import made
from domain.shared.snapshots import Snapshot, Snapshotted

log = structlog.get_logger("heartrule.store")

PAGE = 500
CLOCK_SKEW = timedelta(seconds=60)
MAX_EVENT_BYTES = "MAX_EVENT_BYTES"
DEFAULT_MAX_EVENT_BYTES = 1_048_576


class EventTooLargeError(Exception):
    """An event is larger than the store's bound; nothing of that save was kept."""

    def __init__(self, topic: str, size: int, limit: int) -> None:
        self.topic, self.size, self.limit = topic, size, limit
        name = topic.rsplit(".", 1)[-1]
        super().__init__(f"a {name} event of {size:,} bytes is over the bound of {limit:,} bytes")


LOST_RACE = "another request saved the same record first; nothing of this one was kept"


class ConcurrentUpdateError(IntegrityError):
    """Another writer stored one of these aggregates first; nothing of this save was kept."""

    retry_after_s = 1


class _EncodedTooLargeError(Exception):
    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


class _BoundedTranscoder(Transcoder):
    """The application's transcoder, refusing an encoded state over ``max_bytes``: the bound
    holds before compression, so what a reader decodes is bounded too."""

    def __init__(self, inner: Transcoder, max_bytes: int) -> None:
        self.inner, self.max_bytes = inner, max_bytes

    def encode(self, obj: Any) -> bytes:
        data = self.inner.encode(obj)
        if len(data) > self.max_bytes:
            raise _EncodedTooLargeError(len(data))
        return data

    def decode(self, data: bytes) -> Any:
        return self.inner.decode(data)


class _BoundedMapper(Mapper[UUID]):
    """The application's mapper (its transcoder, compressor and cipher), refusing to store an
    event whose state encodes to more than ``max_bytes``.

    Its ``to_stored_event`` is the library's, step for step, with the stored event made by
    :func:`made` (ADR 0294): one write of its four fields, not four ``object.__setattr__``."""

    def __init__(self, inner: Mapper[UUID], max_bytes: int) -> None:
        bounded = _BoundedTranscoder(inner.transcoder, max_bytes)
        super().__init__(bounded, inner.compressor, inner.cipher)
        self.max_bytes = max_bytes

    def to_stored_event(self, domain_event: DomainEventProtocol[UUID]) -> StoredEvent:
        topic = get_topic(domain_event.__class__)
        event_state = dict(vars(domain_event))
        originator_id = event_state.pop("originator_id")
        originator_version = event_state.pop("originator_version")
        class_version = getattr(type(domain_event), "class_version", 1)
        if class_version > 1:
            event_state["class_version"] = class_version
        try:
            stored_state = self.transcoder.encode(event_state)
        except _EncodedTooLargeError as exc:
            raise EventTooLargeError(topic, exc.size, self.max_bytes) from None
        if self.compressor:
            stored_state = self.compressor.compress(stored_state)
        if self.cipher:
            stored_state = self.cipher.encrypt(stored_state)
        return made(
            StoredEvent,
            {
                "originator_id": originator_id,
                "originator_version": originator_version,
                "topic": topic,
                "state": stored_state,
            },
        )


class _EventRecorder(EventRecorder[UUID]):
    """The library's event store (mapper and recorder together), its recordings and their
    notifications made by :func:`made` (ADR 0294): seven fields an event, one write each."""

    def put(self, domain_events: Sequence[Any], **kwargs: Any) -> list[Recording[UUID]]:
        stored_events = list(map(self.mapper.to_stored_event, domain_events))
        notification_ids = self.recorder.insert_events(stored_events, **kwargs)
        if not notification_ids:
            return []
        if len(notification_ids) != len(stored_events):  # the library asserts it
            raise AssertionError((len(notification_ids), len(stored_events)))
        return [
            made(
                Recording,
                {
                    "domain_event": domain_event,
                    "notification": made(Notification, {**vars(stored), "id": notification_id}),
                },
            )
            for domain_event, stored, notification_id in zip(
                domain_events, stored_events, notification_ids, strict=True
            )
        ]


def replay_events(aggregate: Any, events: Iterable[Any]) -> Any:
    """``project_aggregate`` without its per-event runtime ``Protocol`` check.

    That check costs about 40 % of a load on Python 3.11 (shared/notes); our events are all
    library aggregate events, which the ``mutate`` call itself would reject otherwise.
    """
    for event in events:
        aggregate = event.mutate(aggregate)
    return aggregate


_HELD: ContextVar[dict[UUID, Any] | None] = ContextVar("heartrule_held_aggregates", default=None)
"""The aggregates a turn fast-forwarded together, each handed out once by ``get`` (ADR 0213)."""


ABSENT: Any = object()
"""Held for an aggregate the turn's query found no event of: its ``get`` raises
``AggregateNotFoundError`` without asking the store again (ADR 0285)."""


class FastRepository(Repository[UUID]):
    """The library's repository, replaying with :func:`replay_events` by default, handing out
    first what the current turn fast-forwarded together (:meth:`EventStore.loaded_together`).

    The cache may hold a saved aggregate as its saver does (ADR 0286): before a fast-forward
    changes one, it is copied, and the copy takes its place in the cache."""

    def get(self, aggregate_id: UUID, *, version: int | None = None, **options: Any) -> Any:
        held = _HELD.get()
        if held and version is None and aggregate_id in held:
            found = held.pop(aggregate_id)
            if found is ABSENT:  # the turn's query found no event of it (ADR 0285)
                raise AggregateNotFoundError(f"Aggregate {aggregate_id!r} version None not found.")
            return found
        options.setdefault("projector_func", self._replay if version is None else replay_events)
        return super().get(aggregate_id, version=version, **options)

    def _replay(self, aggregate: Any, events: Iterable[Any]) -> Any:
        """:func:`replay_events`; a saved aggregate the cache shares is copied before its first
        event, and the copy cached in its place (copy-on-write, ADR 0286)."""
        for event in events:
            if aggregate is not None and is_shared(aggregate):
                aggregate = self._unshared(aggregate)
            aggregate = event.mutate(aggregate)
        return aggregate

    def _unshared(self, aggregate: Any) -> Any:
        copied = copy.deepcopy(aggregate)
        if self.cache is not None:
            self.cache.put(copied.id, copied)
        unshare(aggregate)
        return copied

    def peek(self, aggregate_id: UUID) -> Any | None:
        """The cached aggregate as it is (maybe behind the store), not a copy; None if absent."""
        try:
            return self.cache.get(aggregate_id) if self.cache is not None else None
        except KeyError:
            return None

    def forwarded(self, aggregate_ids: Iterable[UUID]) -> dict[UUID, Any]:
        """Copies of the cached ones of ``aggregate_ids``, brought up to the store with one
        query for all of them (the library asks once per aggregate). Absent ones are left out:
        ``get`` loads them as before."""
        select_after = getattr(self.event_store.recorder, "select_events_after", None)
        if select_after is None or not self.fastforward:
            return {}
        wanted = dict.fromkeys(aggregate_ids)
        cached = {i: a for i in wanted if (a := self.peek(i)) is not None}
        uncached = [i for i in wanted if i not in cached]
        stored: set[UUID] = set()
        locks = [(i, self._use_fastforward_lock(i)) for i in sorted(cached)]
        try:
            for _, lock in locks:
                lock.acquire()
            try:
                rows = select_after([(i, a.version) for i, a in cached.items()], uncached)
                for row in rows:
                    if row.originator_id not in cached:
                        stored.add(row.originator_id)
                        continue
                    event: Any = self.event_store.mapper.to_domain_event(row)
                    current = cached[row.originator_id]
                    if is_shared(current):  # copy-on-write (ADR 0286)
                        current = self._unshared(current)
                    cached[row.originator_id] = event.mutate(current)
            finally:
                for _, lock in locks:
                    lock.release()
        finally:
            for aggregate_id, _ in locks:
                self._disuse_fastforward_lock(aggregate_id)
        copy_of = copy.deepcopy if self.deepcopy_from_cache else _same
        held = {i: copy_of(a) for i, a in cached.items() if a is not None}
        held.update((i, ABSENT) for i in uncached if i not in stored)
        return held


def _same(aggregate: Any) -> Any:
    return aggregate


class EventStore(Application[UUID]):
    """Stores and retrieves aggregates; reads the notification log in order."""

    name = "HeartRule"
    SNAPSHOT_INTERVAL = "SNAPSHOT_INTERVAL"
    observers: list[Callable[[Sequence[Any]], None]]

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        super().__init__(env)
        self.snapshot_interval = int(self.env.get(self.SNAPSHOT_INTERVAL) or 0)
        self.observers = []
        self._turns = 0

    @property
    def saves_wait(self) -> bool:
        """Whether a save waits on a disk or a network; the in-memory store's saves do not."""
        return not isinstance(self.recorder, POPOApplicationRecorder)

    @property
    def max_event_bytes(self) -> int:
        """The largest stored event this store writes (and its readers take as sound)."""
        return int(self.env.get(MAX_EVENT_BYTES) or DEFAULT_MAX_EVENT_BYTES)

    def construct_event_store(self) -> EventRecorder[UUID]:
        return _EventRecorder(_BoundedMapper(self.mapper, self.max_event_bytes), self.recorder)

    def cached(self, aggregate_id: UUID) -> Any | None:
        """The cached aggregate as it is (maybe behind the store), not a copy; None if absent.
        To read, never to change."""
        repository = self.repository
        return repository.peek(aggregate_id) if isinstance(repository, FastRepository) else None

    @contextmanager
    def turn(self, aggregate_ids: Iterable[UUID]) -> Iterator[None]:
        """A turn in progress: counted while it runs (:meth:`save_turn`), and within it the
        first ``repository.get`` of each of ``aggregate_ids`` the cache holds returns a copy
        fast-forwarded with the others in one query at entry.

        A turn reads its session, its action run and the user's risk route: one query instead
        of three. Nothing held outlives a save (a save that lost a race reads again), nor the
        turn (ADR 0213).
        """
        repository = self.repository
        held = repository.forwarded(aggregate_ids) if isinstance(repository, FastRepository) else {}
        token = _HELD.set(held)
        self._turns += 1
        try:
            yield
        finally:
            self._turns -= 1
            _HELD.reset(token)

    async def save_turn(self, *aggregates: Any) -> None:
        """Save a turn's aggregates. In a worker thread when the save waits on a disk or a
        network and other turns are in progress here, so that they go on meanwhile; on the
        event loop otherwise: nothing would go on, and the hand-off costs (ADR 0214)."""
        if self.saves_wait and self._turns > 1:
            await asyncio.to_thread(self.save, *aggregates)
        else:
            self.save(*aggregates)

    def save(self, *objs: Any, **kwargs: Any) -> Any:
        """Save; cache what was saved; snapshot each aggregate whose save crossed an interval.

        With fast-forwarding on, the library leaves its cache behind on save; the next load
        would replay this save's events from the store. Another process's later events are
        still fast-forwarded on load. What the turn held from :meth:`loaded_together` is let go.
        """
        held = _HELD.get()
        if held:
            held.clear()
        try:
            recordings = self._save(objs, kwargs)
        except ConcurrentUpdateError:
            raise
        except IntegrityError as exc:  # the database's words name tables and ids: log only
            log.debug("concurrent_update", cause=str(exc))
            raise ConcurrentUpdateError(LOST_RACE) from None
        aggregates = [obj for obj in objs if isinstance(obj, Aggregate)]
        cache = self.repository.cache
        if cache is not None and self.repository.deepcopy_from_cache:
            for aggregate in aggregates:  # the saved object itself, read-only now (ADR 0286)
                share_saved(aggregate, self._copy_into_cache)
                cache.put(aggregate.id, aggregate)
        elif cache is not None:  # loads hand out the cache's objects: it keeps its own
            for aggregate in aggregates:
                cache.put(aggregate.id, copy.deepcopy(aggregate))
        self._snapshot_crossed(aggregates, recordings)
        return recordings

    def _copy_into_cache(self, aggregate: Any) -> None:
        """A command is about to change a saved aggregate the cache holds as it is: the cache
        takes a copy of it as saved (ADR 0286)."""
        cache, key = self.repository.cache, aggregate.id
        if cache is not None and self.cached(key) is aggregate:
            cache.put(key, copy.deepcopy(aggregate))

    def _save(self, objs: Sequence[Any], kwargs: dict[str, Any]) -> list[Recording[UUID]]:
        """The library's ``save``, without its runtime ``Protocol`` checks for aggregates: two
        ``isinstance`` calls per aggregate cost about as much as collecting its events."""
        processing = ProcessingEvent[UUID]()
        for obj in objs:
            if isinstance(obj, Aggregate):
                processing.events.extend(obj.collect_events())
                processing.aggregates[obj.id] = obj
            else:
                processing.collect_events(obj)
        processing.saved_kwargs.update(kwargs)
        recordings = self._record(processing)
        self._take_snapshots(processing)
        self._notify(recordings)
        self.notify(processing.events)  # the library's deprecated hook, as its save calls it
        return recordings

    def _snapshot_crossed(self, aggregates: list[Aggregate], recordings: list[Any]) -> None:
        """A snapshot at the saved version of every aggregate that passed a multiple of K.

        Taken from the aggregate just saved (its state is what its events replay to), after the
        events are committed: a failed snapshot costs a longer load, never the turn.
        """
        interval = self.snapshot_interval
        if interval <= 0:
            return
        crossed = {
            r.domain_event.originator_id
            for r in recordings
            if r.domain_event.originator_version % interval == 0
        }
        for aggregate in aggregates:
            if aggregate.id in crossed and isinstance(aggregate, Snapshotted):
                self._snapshot(aggregate)

    def _snapshot(self, aggregate: Aggregate) -> None:
        if self.snapshots is None:
            return
        try:
            self.snapshots.put([Snapshot.take(aggregate)])
        except IntegrityError:
            pass  # this version's snapshot is already stored (another process took it)
        except Exception:
            log.exception("snapshot_failed", aggregate_id=str(aggregate.id), at=aggregate.version)

    def _notify(self, recordings: list[Recording[UUID]]) -> None:
        """Hand the domain events of each save to the observers (metrics, ADR 0142)."""
        if self.observers:
            events = [recording.domain_event for recording in recordings]
            for observer in self.observers:
                observer(events)

    def construct_repository(self) -> Repository[UUID]:
        cache_size = self.env.get(self.AGGREGATE_CACHE_MAXSIZE)
        return FastRepository(
            event_store=self.events,
            snapshot_store=self.snapshots,
            cache_maxsize=int(cache_size) if cache_size else None,
            fastforward=strtobool(self.env.get(self.AGGREGATE_CACHE_FASTFORWARD, "y")),
            deepcopy_from_cache=strtobool(self.env.get(self.DEEPCOPY_FROM_AGGREGATE_CACHE, "y")),
        )

    def notifications(
        self,
        after: int = 0,
        *,
        limit: int | None = None,
        topics: Collection[str] = (),
        stop: int | None = None,
    ) -> Iterator[Notification]:
        """Every notification with an id above ``after`` (up to ``stop``), in order, read page
        by page; only those of the stored ``topics`` when some are given (the database skips
        the others)."""
        position, remaining, wanted = after, limit, sorted(topics)
        while remaining is None or remaining > 0:
            size = PAGE if remaining is None else min(PAGE, remaining)
            page = self.recorder.select_notifications(
                start=position + 1, limit=size, stop=stop, topics=wanted
            )
            if not page:
                return
            yield from page
            position = page[-1].id
            if remaining is not None:
                remaining -= len(page)

    def events_of(
        self, aggregate_ids: Sequence[UUID], topics: Collection[str] | None = None
    ) -> dict[UUID, list[Any]]:
        """The events of several aggregates, read in one query where the recorder can.

        Only events of the stored ``topics`` asked for are decoded (all when None).
        """
        select_many = getattr(self.recorder, "select_events_of", None)
        if select_many is not None:
            rows = select_many(aggregate_ids)
        else:
            rows = [row for i in aggregate_ids for row in self.recorder.select_events(i)]
        found: dict[UUID, list[Any]] = {aggregate_id: [] for aggregate_id in aggregate_ids}
        for row in rows:
            if topics is None or row.topic in topics:
                found[row.originator_id].append(self.mapper.to_domain_event(row))
        return found

    def events_since(self, aggregate_id: UUID, since_id: UUID, until: datetime) -> Iterator[Any]:
        """The events of ``aggregate_id`` stored since ``since_id`` was first saved, stamped
        up to ``until``: a session's share of its user's risk route, without the user's
        earlier sessions (where the recorder can select so) nor the later ones.

        A version is stamped after the version before it was stored (a writer that lost a race
        records its events again, ADR 0164), so stamps rise with versions and the read stops
        at the first one past ``until`` and the most two writers' clocks may disagree:
        ``CLOCK_SKEW``, or none where the recorder says its writers share one clock (a SQLite
        file is written on one host; ADR 0207).
        """
        one_clock = getattr(self.recorder, "WRITERS_SHARE_ONE_CLOCK", False)
        end = until if one_clock else until + CLOCK_SKEW
        select_since = getattr(self.recorder, "select_events_since", None)
        if select_since is not None:
            rows = select_since(aggregate_id, since_id)
        else:
            rows = self.recorder.select_events(aggregate_id)
        for row in rows:
            stored: Any = self.mapper.to_domain_event(row)
            if stored.timestamp > end:
                return
            yield stored

    def domain_events(self, after: int = 0) -> Iterator[tuple[int, DomainEventProtocol[Any]]]:
        """Every domain event after a position, with its position in the log."""
        for notification in self.notifications(after):
            yield notification.id, self.mapper.to_domain_event(notification)

    def last_position(self) -> int:
        return int(self.recorder.max_notification_id() or 0)
