"""``heartrule relay`` and ``heartrule consume-projection``: events out to Kafka, and back in."""

from __future__ import annotations

import json
import signal
import threading
import time
from dataclasses import asdict
from pathlib import Path
from typing import Annotated

import structlog
import typer

from adapters.cli.console import AlreadyJson
from application.relay.relay import RelayStats
from bootstrap import bootstrap, build_relay
from infrastructure.logging import configure_logging
from infrastructure.relay.consumer import AggregateActivityProjection, KafkaProjectionConsumer
from infrastructure.settings import Settings

log = structlog.get_logger("heartrule.relay")

Once = Annotated[bool, typer.Option("--once", help="publish up to the end of the log, then exit")]
PollInterval = Annotated[
    float | None, typer.Option("--poll-interval", help="seconds between polls of an idle log")
]
BootstrapServers = Annotated[
    str | None, typer.Option("--bootstrap-servers", help="host:port[,host:port]; default: settings")
]


class LoggingListener:
    """Progress of the relay as log lines on stderr, with the rate since the start."""

    def __init__(self) -> None:
        self.started = time.monotonic()

    def batch_published(self, stats: RelayStats, size: int) -> None:
        rate = stats.published / max(time.monotonic() - self.started, 1e-9)
        log.info("relay.batch_published", size=size, rate_per_s=round(rate), **asdict(stats))

    def publish_failed(self, error: Exception, attempt: int, delay_s: float) -> None:
        log.warning("relay.publish_failed", attempt=attempt, retry_in_s=delay_s, error=str(error))


def _stop_on_signals() -> threading.Event:
    stop = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop.set())
    return stop


def relay(
    once: Once = False,
    poll_interval: PollInterval = None,
    bootstrap_servers: BootstrapServers = None,
    _json: AlreadyJson = False,
) -> None:
    """Publish every event of the store to Kafka, resuming from the relay's saved position."""
    settings = Settings()
    configure_logging(fmt=settings.log_format, level=settings.log_level)
    container = bootstrap(settings)
    stop = _stop_on_signals()
    event_relay = build_relay(
        container, bootstrap_servers=bootstrap_servers, listener=LoggingListener(), stop=stop
    )
    log.info("relay.started", position=event_relay.stats.position, store=settings.store)
    try:
        stats = event_relay.run(
            once=once, poll_interval_s=poll_interval or settings.relay_poll_interval_s
        )
    finally:
        event_relay.publisher.close()
    log.info("relay.stopped", **asdict(stats))
    typer.echo(json.dumps(asdict(stats)))


def consume_projection(
    bootstrap_servers: BootstrapServers = None,
    db: Annotated[Path | None, typer.Option(help="the projection's SQLite file")] = None,
    idle_timeout: Annotated[
        float | None, typer.Option(help="stop after this many seconds without a record")
    ] = None,
    _json: AlreadyJson = False,
) -> None:
    """Example consumer: rebuild events-per-aggregate from the relay's topics, idempotently."""
    settings = Settings()
    configure_logging(fmt=settings.log_format, level=settings.log_level)
    projection = AggregateActivityProjection(db or settings.data_dir / "activity-projection.sqlite")
    consumer = KafkaProjectionConsumer(
        bootstrap_servers or settings.kafka_bootstrap_servers,
        projection,
        topic_prefix=settings.kafka_topic_prefix,
        stop=_stop_on_signals(),
    )
    try:
        stats = consumer.run(idle_timeout_s=idle_timeout)
    finally:
        consumer.close()
    log.info("projection.stopped", **asdict(stats))
    for row in projection.activity():
        typer.echo(json.dumps(asdict(row), ensure_ascii=False))
