"""An example downstream consumer: rebuilds a projection from the relay's topics.

It shows the contract a consumer of HeartRule events relies on: events of one aggregate arrive
in order on one partition; a copy sent twice inside the relay's at-least-once window carries the
same ``dedupe-id`` header and is applied once. Partitions are assigned by hand (no consumer group,
so no join delay) and the offsets are stored in the projection's own transaction, so a restart
resumes exactly where the projection's state is.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kafka import KafkaConsumer, TopicPartition
from kafka.errors import KafkaError


@dataclass(frozen=True)
class ReceivedEvent:
    """One record read from a relay topic, with its place in the topic."""

    topic: str
    partition: int
    offset: int
    headers: dict[str, str]
    envelope: dict[str, Any]

    @property
    def dedupe_id(self) -> str:
        return self.headers.get("dedupe-id") or str(self.envelope["id"])


@dataclass(frozen=True)
class AggregateActivity:
    """A row of the example projection: how many events one aggregate has had, and the last."""

    aggregate_id: str
    tenant_id: str | None
    events: int
    last_version: int
    last_type: str


@dataclass(frozen=True)
class Applied:
    applied: int
    duplicates: int


SCHEMA = (
    "CREATE TABLE IF NOT EXISTS applied_events (dedupe_id TEXT PRIMARY KEY)",
    "CREATE TABLE IF NOT EXISTS aggregate_activity (aggregate_id TEXT PRIMARY KEY, "
    "tenant_id TEXT, events INTEGER NOT NULL, last_version INTEGER NOT NULL, last_type TEXT)",
    "CREATE TABLE IF NOT EXISTS consumer_offsets (topic TEXT, partition INTEGER, "
    "next_offset INTEGER NOT NULL, PRIMARY KEY (topic, partition))",
)

UPSERT_ACTIVITY = (
    "INSERT INTO aggregate_activity VALUES (?, ?, 1, ?, ?) ON CONFLICT(aggregate_id) DO UPDATE "
    "SET events = events + 1, tenant_id = coalesce(excluded.tenant_id, tenant_id), "
    "last_version = max(last_version, excluded.last_version), "
    "last_type = CASE WHEN excluded.last_version > last_version "
    "THEN excluded.last_type ELSE last_type END"
)


class AggregateActivityProjection:
    """Events per aggregate, in a SQLite file; idempotent by dedupe id."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        with self._transaction() as conn:
            for statement in SCHEMA:
                conn.execute(statement)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with closing(sqlite3.connect(self.path, timeout=30)) as conn, conn:
            yield conn

    def apply(self, received: Sequence[ReceivedEvent]) -> Applied:
        """Apply a batch and record its offsets in one transaction."""
        applied = 0
        with self._transaction() as conn:
            for event in received:
                applied += self._apply_one(conn, event)
                conn.execute(
                    "INSERT OR REPLACE INTO consumer_offsets VALUES (?, ?, ?)",
                    (event.topic, event.partition, event.offset + 1),
                )
        return Applied(applied=applied, duplicates=len(received) - applied)

    def _apply_one(self, conn: sqlite3.Connection, event: ReceivedEvent) -> int:
        new = conn.execute(
            "INSERT OR IGNORE INTO applied_events VALUES (?)", (event.dedupe_id,)
        ).rowcount
        if new:
            envelope = event.envelope
            conn.execute(
                UPSERT_ACTIVITY,
                (
                    envelope["subject"],
                    envelope.get("tenantid"),
                    envelope["aggregateversion"],
                    envelope["type"],
                ),
            )
        return int(new)

    def offsets(self) -> dict[tuple[str, int], int]:
        with self._transaction() as conn:
            rows = conn.execute("SELECT topic, partition, next_offset FROM consumer_offsets")
            return {(topic, partition): offset for topic, partition, offset in rows}

    def activity(self) -> list[AggregateActivity]:
        with self._transaction() as conn:
            rows = conn.execute("SELECT * FROM aggregate_activity ORDER BY aggregate_id")
            return [AggregateActivity(*row) for row in rows]


@dataclass
class ConsumerStats:
    received: int = 0
    applied: int = 0
    duplicates: int = 0


BOOTSTRAP_TIMEOUT_MS = 10_000
"""How long the consumer waits for a bootstrap server before it says none can be reached."""


class BrokerUnreachableError(Exception):
    """No bootstrap server of the broker answered; the message names them."""


class KafkaProjectionConsumer:
    """Reads every ``<prefix>.<context>.events`` topic into a projection."""

    def __init__(
        self,
        bootstrap_servers: str,
        projection: AggregateActivityProjection,
        *,
        topic_prefix: str = "heartrule",
        stop: threading.Event | None = None,
    ) -> None:
        self.projection = projection
        self.topic_prefix = topic_prefix
        self.stop = stop or threading.Event()
        self.stats = ConsumerStats()
        try:
            self.consumer = KafkaConsumer(
                bootstrap_servers=bootstrap_servers.split(","),
                client_id="heartrule-projection",
                group_id=None,
                enable_auto_commit=False,
                auto_offset_reset="earliest",
                bootstrap_timeout_ms=BOOTSTRAP_TIMEOUT_MS,
            )
        except KafkaError as exc:
            said = f"Kafka at {bootstrap_servers} cannot be reached ({type(exc).__name__})"
            raise BrokerUnreachableError(said) from None

    def run(self, *, idle_timeout_s: float | None = None, refresh_s: float = 2.0) -> ConsumerStats:
        """Consume until stopped, or until nothing arrived for ``idle_timeout_s``."""
        last_record = last_refresh = time.monotonic()
        self._assign()
        while not self.stop.is_set():
            if time.monotonic() - last_refresh > refresh_s:
                self._assign()
                last_refresh = time.monotonic()
            if self.poll_once():
                last_record = time.monotonic()
            elif idle_timeout_s is not None and time.monotonic() - last_record > idle_timeout_s:
                break
        return self.stats

    def poll_once(self, timeout_ms: int = 200) -> int:
        batches = self.consumer.poll(timeout_ms=timeout_ms)
        received = [_received(record) for records in batches.values() for record in records]
        if received:
            result = self.projection.apply(received)
            self.stats.received += len(received)
            self.stats.applied += result.applied
            self.stats.duplicates += result.duplicates
        return len(received)

    def close(self) -> None:
        self.consumer.close()

    def _assign(self) -> None:
        topics = sorted(t for t in self.consumer.topics() if self._is_event_topic(t))
        wanted = [
            TopicPartition(topic, partition)
            for topic in topics
            for partition in sorted(self.consumer.partitions_for_topic(topic) or ())
        ]
        if set(wanted) == self.consumer.assignment():
            return
        self.consumer.assign(wanted)
        stored = self.projection.offsets()
        for tp in wanted:
            offset = stored.get((tp.topic, tp.partition))
            if offset is None:
                self.consumer.seek_to_beginning(tp)
            else:
                self.consumer.seek(tp, offset)

    def _is_event_topic(self, topic: str) -> bool:
        return topic.startswith(f"{self.topic_prefix}.") and topic.endswith(".events")


def _received(record: Any) -> ReceivedEvent:
    headers = {name: value.decode() for name, value in record.headers or ()}
    return ReceivedEvent(
        topic=record.topic,
        partition=record.partition,
        offset=record.offset,
        headers=headers,
        envelope=json.loads(record.value),
    )
