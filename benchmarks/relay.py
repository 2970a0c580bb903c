"""Relay throughput: events/s into Kafka through the relay, beside a bare kafka-python producer.

All variants send the same messages (same topics, keys, headers and CloudEvents bodies) to the
same Tansu broker, with the same producer settings (idempotent, ``acks=all``):

- relay: reads the SQLite log, decodes, encodes, publishes 500 at a time, waits for the ack,
  saves its position in its SQLite file — the whole loop of ``heartrule relay``;
- bare, one flush: the pre-encoded messages sent back to back, one flush at the end;
- bare, flush per 500: the same, waiting for the ack every 500 messages as the relay does;
- encode only: the relay's read + decode + encode with no broker, to show where time goes.

Run: ``python -m benchmarks.relay`` (or ``./dev bench`` for every benchmark).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from uuid import uuid4

from kafka import KafkaProducer

from application.event_store import EventStore
from application.relay.envelope import CloudEventsEncoder
from application.relay.ports import InMemoryPositionStore, OutboundMessage
from application.relay.relay import EventRelay
from infrastructure.relay.kafka_publisher import KafkaEventPublisher, kafka_record
from infrastructure.relay.positions import SqlitePositionStore
from tests.support.ledger import Ledger
from tests.support.services import tansu_broker

AGGREGATES, EVENTS_PER_AGGREGATE, RUNS, BATCH = 2_000, 10, 3, 500


def _fill(store: EventStore) -> int:
    for _ in range(AGGREGATES):
        ledger = Ledger.open(uuid4())
        for amount in range(EVENTS_PER_AGGREGATE - 1):
            ledger.record(amount, {"text": "我今天感觉有点焦虑，睡不好。", "round": amount})
        store.save(ledger)
    return store.last_position()


def _encoded(store: EventStore, prefix: str) -> list[OutboundMessage]:
    relay = EventRelay(
        store, _NoPublisher(), InMemoryPositionStore(), encoder=CloudEventsEncoder(prefix)
    )
    messages: list[OutboundMessage] = []
    while batch := relay.next_messages():
        messages.extend(batch)
        relay.stats.position = batch[-1].position
    return messages


class _NoPublisher:
    def publish(self, messages: object) -> None:
        return None

    def close(self) -> None:
        return None


def _relay_once(store: EventStore, bootstrap: str, workdir: Path, run: int) -> float:
    publisher = KafkaEventPublisher(bootstrap)
    positions = SqlitePositionStore(workdir / f"positions-{run}.sqlite", "bench")
    relay = EventRelay(
        store, publisher, positions, encoder=CloudEventsEncoder(f"relay{run}"), batch_size=BATCH
    )
    publisher.connect([f"relay{run}.testing.events"])  # as the bare producer does, untimed
    started = time.perf_counter()
    relay.run(once=True)
    elapsed = time.perf_counter() - started
    publisher.close()
    return elapsed


def _bare(bootstrap: str, messages: list[OutboundMessage], flush_every: int | None) -> float:
    producer = KafkaProducer(**KafkaEventPublisher(bootstrap).config)
    producer.partitions_for(messages[0].stream)  # connect and learn the topic before timing
    started = time.perf_counter()
    for index, message in enumerate(messages, start=1):
        producer.send(**kafka_record(message))
        if flush_every and index % flush_every == 0:
            producer.flush()
    producer.flush()
    elapsed = time.perf_counter() - started
    producer.close()
    return elapsed


def _median_rate(count: int, timings: list[float]) -> float:
    return count / statistics.median(timings)


def run() -> list[str]:
    """Measure every variant ``RUNS`` times against one broker; the lines to print."""
    with tempfile.TemporaryDirectory() as tmp, tansu_broker() as broker:
        workdir = Path(tmp)
        store = EventStore(
            env={
                "PERSISTENCE_MODULE": "eventsourcing.sqlite",
                "SQLITE_DBNAME": str(workdir / "events.sqlite"),
            }
        )
        count = _fill(store)
        size = statistics.mean(len(m.body) for m in _encoded(store, "size")[:1000])
        variants: dict[str, Callable[[int], float]] = {
            "relay (read, encode, publish, ack, save position)": lambda r: _relay_once(
                store, broker.bootstrap, workdir, r
            ),
            "bare kafka-python producer, one flush": lambda r: _bare(
                broker.bootstrap, _encoded(store, f"bare{r}"), None
            ),
            f"bare kafka-python producer, flush per {BATCH}": lambda r: _bare(
                broker.bootstrap, _encoded(store, f"bareb{r}"), BATCH
            ),
            "encode only (relay without a broker)": lambda r: _time(lambda: _encoded(store, "x")),
        }
        timings: dict[str, list[float]] = {name: [] for name in variants}
        for r in range(RUNS):  # interleaved, so a busy moment hits every variant alike
            for name, fn in variants.items():
                timings[name].append(fn(r))
        rates = {name: _median_rate(count, times) for name, times in timings.items()}
        store.close()
    bare = rates["bare kafka-python producer, one flush"]
    lines = [
        f"relay → Kafka (Tansu, loopback), {count:,} events, bodies ~{size:.0f} B, "
        f"median of {RUNS} runs:"
    ]
    for name, rate in rates.items():
        lines.append(f"  {name:<55} {rate:>9,.0f} events/s  ({rate / bare:.2f}× bare)")
    return lines


def _time(fn: Callable[[], object]) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


if __name__ == "__main__":
    for line in run():
        print(line)
    sys.stdout.flush()
