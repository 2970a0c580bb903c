"""``KafkaEventPublisher``: the relay's port on kafka-python, idempotent, ``acks=all``.

A batch counts as published only when every record of it was acknowledged. On any failure the
producer is closed and a new one built on the next attempt: a restarted broker may not know the
old producer id, and a fresh one starts with a clean sequence. See docs/adr/0051.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from kafka import KafkaProducer
from kafka.errors import KafkaError

from application.relay.ports import OutboundMessage, PublishFailedError


class KafkaEventPublisher:
    """Sends outbound messages to Kafka and waits for the broker's acknowledgement."""

    def __init__(
        self,
        bootstrap_servers: str,
        *,
        client_id: str = "heartrule-relay",
        ack_timeout_s: float = 30.0,
        **producer_config: Any,
    ) -> None:
        self.ack_timeout_s = ack_timeout_s
        self.config: dict[str, Any] = {
            "bootstrap_servers": bootstrap_servers.split(","),
            "client_id": client_id,
            "acks": "all",
            "enable_idempotence": True,
            "linger_ms": 50,
            "batch_size": 256 * 1024,
            "max_block_ms": int(ack_timeout_s * 1000),
            "request_timeout_ms": int(ack_timeout_s * 1000) // 2,
            "delivery_timeout_ms": int(ack_timeout_s * 1000),
            "reconnect_backoff_max_ms": 1000,
            **producer_config,
        }
        self._producer: KafkaProducer | None = None

    def publish(self, messages: Sequence[OutboundMessage]) -> None:
        try:
            producer = self._connected()
            futures = [producer.send(**kafka_record(message)) for message in messages]
            producer.flush(timeout=self.ack_timeout_s)
            for future in futures:
                future.get(timeout=0)
        except (KafkaError, OSError) as error:
            self._discard_producer()
            raise PublishFailedError(f"Kafka did not acknowledge the batch: {error!r}") from error

    def connect(self, streams: Sequence[str] = ()) -> None:
        """Connect now and learn these topics (the broker may create them), not on first publish."""
        producer = self._connected()
        for stream in streams:
            producer.partitions_for(stream)

    def close(self) -> None:
        if self._producer is not None:
            self._producer.close(timeout=self.ack_timeout_s)
            self._producer = None

    def _connected(self) -> KafkaProducer:
        if self._producer is None:
            self._producer = KafkaProducer(**self.config)
        return self._producer

    def _discard_producer(self) -> None:
        producer, self._producer = self._producer, None
        if producer is not None:
            with contextlib.suppress(Exception):
                producer.close(timeout=0)


def kafka_record(message: OutboundMessage) -> dict[str, Any]:
    return {
        "topic": message.stream,
        "key": message.key,
        "value": message.body,
        "headers": [(name, value.encode()) for name, value in message.headers.items()],
    }
