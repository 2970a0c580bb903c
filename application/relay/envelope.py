"""Domain events as CloudEvents (structured JSON), routed to one stream per bounded context.

A stored topic ``heartrule.<context>:<Aggregate>.<Event>`` goes to ``<prefix>.<context>.events``
with the CloudEvents type ``heartrule.<context>.<Aggregate>.<Event>``. See docs/adr/0050.
"""

from __future__ import annotations

import dataclasses
import json
from datetime import date, datetime
from decimal import Decimal
from enum import Enum
from typing import Any
from uuid import UUID

from eventsourcing.persistence import Notification

from application.relay.ports import OutboundMessage

CONTENT_TYPE = "application/cloudevents+json; charset=utf-8"
UNROUTED = "unrouted"
ENVELOPE_FIELDS = frozenset(
    {"originator_id", "originator_version", "timestamp", "originator_topic"}
)


def context_of(topic: str) -> str:
    """The bounded context named by a stored topic, or ``unrouted`` for a foreign topic."""
    module = topic.partition(":")[0]
    root, _, context = module.partition(".")
    return context.replace(".", "-") if root == "heartrule" and context else UNROUTED


def event_type_of(topic: str) -> str:
    return topic.replace(":", ".")


def dedupe_id(originator_id: UUID | str, version: int) -> str:
    """The same for every copy of one event, different for every other event of the store."""
    return f"{originator_id}:{version}"


def _jsonable(value: Any) -> Any:
    if isinstance(value, UUID | Decimal):
        return str(value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, set | frozenset):
        return sorted(value, key=str)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return str(value)  # never stall the relay on one odd value: publish its text


def event_data(event: object) -> dict[str, Any]:
    """The event's own fields: what is left once the envelope carries id, version and time."""
    return {k: v for k, v in vars(event).items() if k not in ENVELOPE_FIELDS}


class CloudEventsEncoder:
    """Builds the outbound message of one notification and its decoded domain event."""

    def __init__(self, topic_prefix: str = "heartrule") -> None:
        self.topic_prefix = topic_prefix

    def stream_of(self, topic: str) -> str:
        return f"{self.topic_prefix}.{context_of(topic)}.events"

    def message(
        self, notification: Notification, event: object, tenant: str | None
    ) -> OutboundMessage:
        event_id = dedupe_id(notification.originator_id, notification.originator_version)
        envelope = self.envelope(notification, event, tenant, event_id)
        headers = {
            "content-type": CONTENT_TYPE,
            "event-type": envelope["type"],
            "aggregate-version": str(notification.originator_version),
            "dedupe-id": event_id,
            "log-position": str(notification.id),
        }
        if tenant is not None:
            headers["tenant-id"] = tenant
        return OutboundMessage(
            stream=self.stream_of(notification.topic),
            key=str(notification.originator_id).encode(),
            headers=headers,
            body=json.dumps(
                envelope, default=_jsonable, ensure_ascii=False, separators=(",", ":")
            ).encode(),
            position=notification.id,
        )

    def envelope(
        self, notification: Notification, event: object, tenant: str | None, event_id: str
    ) -> dict[str, Any]:
        timestamp = getattr(event, "timestamp", None)
        envelope: dict[str, Any] = {
            "specversion": "1.0",
            "id": event_id,
            "source": f"/heartrule/{context_of(notification.topic)}",
            "type": event_type_of(notification.topic),
            "subject": str(notification.originator_id),
            "time": timestamp.isoformat() if isinstance(timestamp, datetime) else None,
            "datacontenttype": "application/json",
            "aggregateversion": notification.originator_version,
            "logposition": notification.id,
            "data": event_data(event),
        }
        if tenant is not None:
            envelope["tenantid"] = tenant
        return envelope
