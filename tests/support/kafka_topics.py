"""Reading a relay topic back in tests: every partition from the beginning, no group."""

from __future__ import annotations

import time
from typing import Any

from kafka import KafkaConsumer, TopicPartition


def read_topic(bootstrap: str, topic: str, expected: int, timeout_s: float = 30.0) -> list[Any]:
    """Every record of a topic from the beginning, once ``expected`` arrived or time ran out."""
    consumer = KafkaConsumer(bootstrap_servers=[bootstrap], group_id=None, enable_auto_commit=False)
    try:
        deadline = time.monotonic() + timeout_s
        while not consumer.partitions_for_topic(topic) and time.monotonic() < deadline:
            consumer.topics()
            time.sleep(0.1)
        partitions = [TopicPartition(topic, p) for p in consumer.partitions_for_topic(topic) or ()]
        consumer.assign(partitions)
        consumer.seek_to_beginning(*partitions)
        records: list[Any] = []
        while len(records) < expected and time.monotonic() < deadline:
            for batch in consumer.poll(timeout_ms=200).values():
                records.extend(batch)
        records.extend(r for b in consumer.poll(timeout_ms=300).values() for r in b)
        return records
    finally:
        consumer.close()


def headers_of(record: Any) -> dict[str, str]:
    return {name: value.decode() for name, value in record.headers}
