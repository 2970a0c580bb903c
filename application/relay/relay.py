"""Follows the notification log and publishes every event, at least once, in log order.

The position is saved only after the publisher returned, i.e. after the broker acknowledged the
whole batch; a failed batch is sent again after a backoff, never skipped. See docs/adr/0051.

An event the relay cannot send — undecodable, over the store's event bound, or encoding to a
message over ``max_message_bytes`` — is replaced by a small ``heartrule.relay.EventSkipped``
message at its place (same stream, key and dedupe id) and logged as an error, so consumers see
the gap and the relay never stops at the same position forever (docs/adr/0162).
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any, Protocol
from uuid import UUID

import structlog
from eventsourcing.persistence import Mapper, Notification, StoredEvent
from eventsourcing.utils import TopicError

from application.event_store import EventStore
from application.relay.envelope import CONTENT_TYPE, CloudEventsEncoder, dedupe_id
from application.relay.ports import (
    EventPublisher,
    OutboundMessage,
    PositionStore,
    PublishFailedError,
)
from application.relay.tenants import TenantResolver

log = structlog.get_logger("heartrule.relay")
SKIPPED_TYPE = "heartrule.relay.EventSkipped"
MAX_MESSAGE_BYTES = 1_000_000


@dataclass
class RelayStats:
    """What the relay has done since it started."""

    position: int = 0
    published: int = 0
    batches: int = 0
    failures: int = 0
    skipped: int = 0


class RelayListener(Protocol):
    """Told about progress and failures (the CLI prints them; tests record them)."""

    def batch_published(self, stats: RelayStats, size: int) -> None: ...

    def publish_failed(self, error: Exception, attempt: int, delay_s: float) -> None: ...


class SilentListener:
    def batch_published(self, stats: RelayStats, size: int) -> None:
        return None

    def publish_failed(self, error: Exception, attempt: int, delay_s: float) -> None:
        return None


@dataclass(frozen=True)
class Backoff:
    """Exponential delays between attempts, capped."""

    initial_s: float = 0.2
    factor: float = 2.0
    max_s: float = 30.0

    def delay(self, attempt: int) -> float:
        return float(min(self.max_s, self.initial_s * self.factor ** (attempt - 1)))


class EventRelay:
    """Publishes the store's events in order, resuming from its durable position."""

    def __init__(
        self,
        store: EventStore,
        publisher: EventPublisher,
        positions: PositionStore,
        *,
        encoder: CloudEventsEncoder | None = None,
        batch_size: int = 500,
        backoff: Backoff | None = None,
        listener: RelayListener | None = None,
        stop: threading.Event | None = None,
        max_message_bytes: int = MAX_MESSAGE_BYTES,
    ) -> None:
        self.store, self.publisher, self.positions = store, publisher, positions
        self.max_message_bytes = max_message_bytes
        self.encoder = encoder or CloudEventsEncoder()
        self.batch_size = batch_size
        self.backoff = backoff or Backoff()
        self.listener: RelayListener = listener or SilentListener()
        self.stop = stop or threading.Event()
        self.tenants = TenantResolver(self._first_event)
        self.stats = RelayStats(position=positions.load())

    def run(self, *, once: bool = False, poll_interval_s: float = 1.0) -> RelayStats:
        """Publish until stopped; with ``once``, until the end of the log as it was read."""
        while not self.stop.is_set():
            if self.publish_next_batch() == 0:
                if once:
                    break
                self.stop.wait(poll_interval_s)
        return self.stats

    def publish_next_batch(self) -> int:
        """Publish the next batch, retrying with backoff until acknowledged; its size."""
        messages = self.next_messages()
        attempt = 0
        while messages and not self.stop.is_set():
            try:
                self.publisher.publish(messages)
            except PublishFailedError as error:
                attempt += 1
                self.stats.failures += 1
                delay = self.backoff.delay(attempt)
                self.listener.publish_failed(error, attempt, delay)
                self.stop.wait(delay)
                continue
            self._acknowledged(messages)
            return len(messages)
        return 0

    def next_messages(self) -> list[OutboundMessage]:
        notifications = self.store.notifications(self.stats.position, limit=self.batch_size)
        return [self._message(notification) for notification in notifications]

    def _message(self, notification: Notification) -> OutboundMessage:
        size, limit = len(notification.state), self.store.max_event_bytes
        if size > limit:
            return self._skipped(notification, f"{size:,} bytes; at most {limit:,}")
        try:
            event = self._decoded(notification)
            tenant = self.tenants.tenant_of(notification.originator_id, event)
            message = self.encoder.message(notification, event, tenant)
        except Exception as exc:  # one bad event must not stop the relay at its position
            return self._skipped(notification, f"cannot be decoded ({type(exc).__name__})")
        if len(message.body) > self.max_message_bytes:
            return self._skipped(notification, f"a {len(message.body):,}-byte message")
        return message

    def _skipped(self, notification: Notification, reason: str) -> OutboundMessage:
        """A small message in the event's place: consumers see the gap, the relay moves on."""
        event_id = dedupe_id(notification.originator_id, notification.originator_version)
        self.stats.skipped += 1
        log.error("relay_event_skipped", position=notification.id, topic=notification.topic,
                  reason=reason)
        body = {
            "specversion": "1.0",
            "id": event_id,
            "source": "/heartrule/relay",
            "type": SKIPPED_TYPE,
            "subject": str(notification.originator_id),
            "logposition": notification.id,
            "data": {"topic": notification.topic, "reason": reason},
        }
        return OutboundMessage(
            stream=self.encoder.stream_of(notification.topic),
            key=str(notification.originator_id).encode(),
            headers={"content-type": CONTENT_TYPE, "event-type": SKIPPED_TYPE,
                     "dedupe-id": event_id, "log-position": str(notification.id)},
            body=json.dumps(body, ensure_ascii=False).encode(),
            position=notification.id,
        )

    def _acknowledged(self, messages: list[OutboundMessage]) -> None:
        self.positions.save(messages[-1].position)
        self.stats.position = messages[-1].position
        self.stats.published += len(messages)
        self.stats.batches += 1
        self.listener.batch_published(self.stats, len(messages))

    def _first_event(self, originator_id: UUID | str) -> object | None:
        stored = self.store.recorder.select_events(originator_id, limit=1)
        return self._decoded(stored[0]) if stored else None

    def _decoded(self, stored: StoredEvent) -> object:
        """The domain event (upcast); its stored fields if this process lacks its class."""
        try:
            return self.store.mapper.to_domain_event(stored)
        except TopicError:
            return SimpleNamespace(**stored_state(self.store.mapper, stored))


def stored_state(mapper: Mapper[UUID], stored: StoredEvent) -> dict[str, Any]:
    state = stored.state
    if mapper.cipher:
        state = mapper.cipher.decrypt(state)
    if mapper.compressor:
        state = mapper.compressor.decompress(state)
    decoded: dict[str, Any] = mapper.transcoder.decode(state)
    return decoded
