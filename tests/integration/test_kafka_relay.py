"""The relay against a real Kafka-protocol broker (Tansu), on SQLite and PostgreSQL stores."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from uuid import uuid4

import pytest

from application.event_store import EventStore
from application.relay.envelope import CloudEventsEncoder
from application.relay.ports import PositionStore
from application.relay.relay import Backoff, EventRelay, RelayListener
from infrastructure.relay.consumer import (
    AggregateActivityProjection,
    ConsumerStats,
    KafkaProjectionConsumer,
)
from infrastructure.relay.kafka_publisher import KafkaEventPublisher
from infrastructure.relay.positions import position_store_for
from tests.support.kafka_topics import headers_of, read_topic
from tests.support.ledger import Ledger
from tests.support.relay_fakes import CrashingPositionStore, RecordingListener
from tests.support.services import Broker, free_port, tansu_broker

pytestmark = pytest.mark.kafka


@pytest.fixture
def prefix() -> str:
    """A topic prefix of its own, so tests sharing the broker never read each other's events."""
    return f"t{uuid4().hex[:10]}"


def _save_ledgers(store: EventStore, ledgers: int, entries: int) -> list[Ledger]:
    made = [Ledger.open(uuid4(), tenant_id=f"tenant-{n % 2}") for n in range(ledgers)]
    store.save(*made)
    for amount in range(entries):  # interleave aggregates in the log
        for ledger in made:
            ledger.record(amount)
        store.save(*made)
    return made


def _relay(
    store: EventStore,
    bootstrap: str,
    prefix: str,
    *,
    positions: PositionStore | None = None,
    batch_size: int = 500,
    listener: RelayListener | None = None,
) -> EventRelay:
    publisher = KafkaEventPublisher(bootstrap, ack_timeout_s=5.0)
    return EventRelay(
        store,
        publisher,
        positions or position_store_for(store, "test"),
        encoder=CloudEventsEncoder(prefix),
        backoff=Backoff(initial_s=0.2, max_s=1.0),
        batch_size=batch_size,
        listener=listener,
    )


def _run_once(relay: EventRelay) -> None:
    try:
        relay.run(once=True)
    finally:
        relay.publisher.close()


def test_every_event_is_published_once_in_order_per_key_with_its_headers(
    store: EventStore, kafka_broker: Broker, prefix: str
) -> None:
    ledgers = _save_ledgers(store, ledgers=4, entries=5)
    total = store.last_position()

    _run_once(_relay(store, kafka_broker.bootstrap, prefix))

    records = read_topic(kafka_broker.bootstrap, f"{prefix}.testing.events", expected=total)
    assert len(records) == total == 24
    for ledger in ledgers:
        mine = sorted(
            (r for r in records if r.key == str(ledger.id).encode()),
            key=lambda r: (r.partition, r.offset),
        )
        assert len({r.partition for r in mine}) == 1
        headers = [headers_of(r) for r in mine]
        assert [int(h["aggregate-version"]) for h in headers] == list(range(1, 7))
        assert {h["tenant-id"] for h in headers} == {ledger.tenant_id}
        assert [h["dedupe-id"] for h in headers] == [f"{ledger.id}:{v}" for v in range(1, 7)]
        assert headers[0]["event-type"] == "heartrule.testing.Ledger.Opened"
        assert [json.loads(r.value)["id"] for r in mine] == [h["dedupe-id"] for h in headers]


def test_a_restarted_relay_resumes_from_its_saved_position_and_loses_nothing(
    store: EventStore, kafka_broker: Broker, prefix: str
) -> None:
    _save_ledgers(store, ledgers=2, entries=2)
    _run_once(_relay(store, kafka_broker.bootstrap, prefix))
    before = store.last_position()
    _save_ledgers(store, ledgers=3, entries=1)

    restarted = _relay(store, kafka_broker.bootstrap, prefix)
    assert restarted.stats.position == before
    _run_once(restarted)

    records = read_topic(kafka_broker.bootstrap, f"{prefix}.testing.events", store.last_position())
    positions = sorted(int(headers_of(r)["log-position"]) for r in records)
    assert positions == list(range(1, store.last_position() + 1))
    assert position_store_for(store, "test").load() == store.last_position()


def test_a_crash_between_ack_and_save_repeats_one_batch_with_the_same_dedupe_ids(
    store: EventStore, kafka_broker: Broker, prefix: str
) -> None:
    _save_ledgers(store, ledgers=2, entries=4)
    crashing = CrashingPositionStore(position_store_for(store, "test"), crash_on=2)
    with pytest.raises(SystemExit):
        _run_once(_relay(store, kafka_broker.bootstrap, prefix, positions=crashing, batch_size=4))

    _run_once(_relay(store, kafka_broker.bootstrap, prefix, batch_size=4))

    records = read_topic(kafka_broker.bootstrap, f"{prefix}.testing.events", expected=14)
    ids = [headers_of(r)["dedupe-id"] for r in records]
    assert len(ids) == 14 and len(set(ids)) == 10  # the second batch of 4 went twice
    assert position_store_for(store, "test").load() == store.last_position()


def test_the_example_consumer_rebuilds_the_projection_once_per_event(
    store: EventStore, kafka_broker: Broker, prefix: str, tmp_path: Path
) -> None:
    ledgers = _save_ledgers(store, ledgers=3, entries=2)
    _run_once(_relay(store, kafka_broker.bootstrap, prefix))
    _run_once(_relay(store, kafka_broker.bootstrap, prefix, positions=_Zero()))  # all again

    projection = AggregateActivityProjection(tmp_path / "projection.sqlite")
    stats = _consume(kafka_broker.bootstrap, projection, prefix)

    assert (stats.received, stats.applied, stats.duplicates) == (18, 9, 9)
    rows = {row.aggregate_id: row for row in projection.activity()}
    for ledger in ledgers:
        row = rows[str(ledger.id)]
        assert (row.events, row.last_version, row.tenant_id) == (3, 3, ledger.tenant_id)
        assert row.last_type == "heartrule.testing.Ledger.EntryRecorded"
    assert _consume(kafka_broker.bootstrap, projection, prefix).received == 0  # resumes


def _consume(
    bootstrap: str, projection: AggregateActivityProjection, prefix: str
) -> ConsumerStats:
    consumer = KafkaProjectionConsumer(bootstrap, projection, topic_prefix=prefix)
    try:
        return consumer.run(idle_timeout_s=3.0)
    finally:
        consumer.close()


class _Zero:
    def load(self) -> int:
        return 0

    def save(self, position: int) -> None:
        return None


def _wait_for(condition: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")
        time.sleep(0.1)


def test_the_relay_rides_out_a_broker_restart_without_moving_past_unacknowledged_events(
    tmp_path: Path, prefix: str
) -> None:
    store = EventStore(
        env={"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(tmp_path / "s.db")}
    )
    port, listener = free_port(), RecordingListener()
    relay = _relay(store, f"127.0.0.1:{port}", prefix, listener=listener)
    thread = threading.Thread(target=relay.run, kwargs={"poll_interval_s": 0.1}, daemon=True)
    try:
        with tansu_broker(port):
            _save_ledgers(store, ledgers=2, entries=1)
            thread.start()
            _wait_for(lambda: relay.stats.position == store.last_position(), 30, "the first events")
        acknowledged = relay.stats.position

        _save_ledgers(store, ledgers=2, entries=1)  # while the broker is down
        _wait_for(lambda: bool(listener.failures), 30, "a failed publish")
        assert relay.stats.position == acknowledged
        assert position_store_for(store, "test").load() == acknowledged

        with tansu_broker(port) as broker:
            _save_ledgers(store, ledgers=1, entries=2)  # after the restart
            _wait_for(lambda: relay.stats.position == store.last_position(), 60, "catching up")
            records = read_topic(broker.bootstrap, f"{prefix}.testing.events", expected=7)
            last, saved = store.last_position(), position_store_for(store, "test").load()
            relay.stop.set()
            thread.join(timeout=30)
    finally:
        relay.stop.set()
        thread.join(timeout=30)
        relay.publisher.close()
        store.close()

    positions = sorted({int(headers_of(r)["log-position"]) for r in records})
    assert positions == list(range(acknowledged + 1, last + 1))
    assert saved == last
