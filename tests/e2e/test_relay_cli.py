"""``heartrule relay`` and ``heartrule consume-projection`` as an operator runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from uuid import uuid4

import pytest
from eventsourcing.persistence import StoredEvent

from application.event_store import EventStore
from infrastructure.settings import Settings
from tests.support.ledger import Ledger
from tests.support.services import Broker

pytestmark = pytest.mark.kafka
HEARTRULE = str(Path(sys.executable).parent / "heartrule")


def _heartrule(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [HEARTRULE, *args], env=env, capture_output=True, text=True, timeout=120, check=True
    )


def test_the_relay_publishes_the_log_once_and_the_consumer_rebuilds_it(
    tmp_path: Path, kafka_broker: Broker
) -> None:
    env = {
        **os.environ,
        "HEARTRULE_DATA_DIR": str(tmp_path),
        "HEARTRULE_STORE": "sqlite",
        "HEARTRULE_KAFKA_TOPIC_PREFIX": f"cli{uuid4().hex[:8]}",
    }
    store = EventStore(env=Settings(data_dir=tmp_path, store="sqlite").event_store_env())
    for tenant in ("a", "b"):
        ledger = Ledger.open(uuid4(), tenant_id=tenant)
        ledger.record(1, {"text": "睡不好"})
        store.save(ledger)
    store.close()
    servers = ("--bootstrap-servers", kafka_broker.bootstrap)

    first = _heartrule(env, "relay", "--once", *servers)
    again = _heartrule(env, "relay", "--once", *servers)
    consumed = _heartrule(env, "consume-projection", "--idle-timeout", "3", *servers)

    assert json.loads(first.stdout)["published"] == 4
    assert "relay.batch_published" in first.stderr
    assert json.loads(again.stdout) == {
        "position": 4, "published": 0, "batches": 0, "failures": 0, "skipped": 0
    }
    rows = [json.loads(line) for line in consumed.stdout.splitlines()]
    assert sorted((row["tenant_id"], row["events"]) for row in rows) == [("a", 2), ("b", 2)]


def test_the_relay_passes_an_event_it_cannot_send_and_a_restart_goes_on_from_after_it(
    tmp_path: Path, kafka_broker: Broker
) -> None:
    env = {
        **os.environ,
        "HEARTRULE_DATA_DIR": str(tmp_path),
        "HEARTRULE_STORE": "sqlite",
        "HEARTRULE_MAX_EVENT_BYTES": "4096",
        "HEARTRULE_KAFKA_TOPIC_PREFIX": f"skip{uuid4().hex[:8]}",
    }
    settings = Settings(data_dir=tmp_path, store="sqlite", max_event_bytes=4096)
    store = EventStore(env=settings.event_store_env())
    store.save(Ledger.open(uuid4(), tenant_id="a"))
    oversized = StoredEvent(uuid4(), 1, "heartrule.testing:Ledger.Opened", b"x" * 10_000)
    broken = StoredEvent(uuid4(), 1, "heartrule.testing:Ledger.Opened", b"{not json")
    store.recorder.insert_events([oversized, broken])
    store.save(Ledger.open(uuid4(), tenant_id="b"))
    store.close()
    servers = ("--bootstrap-servers", kafka_broker.bootstrap)

    first = _heartrule(env, "relay", "--once", *servers)
    again = _heartrule(env, "relay", "--once", *servers)

    assert json.loads(first.stdout)["published"] == 4
    assert json.loads(first.stdout)["skipped"] == 2
    assert "relay_event_skipped" in first.stderr
    assert json.loads(again.stdout)["position"] == 4
    assert json.loads(again.stdout)["published"] == 0
