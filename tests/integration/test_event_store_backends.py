"""The same store-level tests on SQLite and PostgreSQL: the store is chosen by settings only."""

from __future__ import annotations

from uuid import uuid4

import psycopg
import pytest
from eventsourcing.persistence import IntegrityError

from application.event_store import EventStore
from infrastructure.settings import Settings
from tests.support.ledger import Ledger
from tests.support.services import POSTGRES_DB, POSTGRES_HOST, POSTGRES_PORT, POSTGRES_USER


def _two_ledgers(store: EventStore) -> tuple[Ledger, Ledger]:
    first, second = Ledger.open(uuid4()), Ledger.open(uuid4(), tenant_id="tenant-b")
    first.record(10)
    second.record(20, {"why": "refund", "ok": True})
    store.save(first, second)
    return first, second


def test_a_saved_aggregate_loads_with_the_same_state(store: EventStore) -> None:
    first, second = _two_ledgers(store)

    loaded: Ledger = store.repository.get(second.id)

    assert (loaded.tenant_id, loaded.amounts, loaded.version) == ("tenant-b", [20], 2)
    assert store.repository.get(first.id).amounts == [10]


def test_two_writers_of_one_version_conflict_and_the_second_save_raises(store: EventStore) -> None:
    ledger, _ = _two_ledgers(store)
    mine: Ledger = store.repository.get(ledger.id)
    theirs: Ledger = store.repository.get(ledger.id)
    mine.record(1)
    theirs.record(2)
    store.save(mine)

    with pytest.raises(IntegrityError):
        store.save(theirs)

    assert store.repository.get(ledger.id).amounts == [10, 1]


def test_notifications_come_in_the_order_they_were_saved(store: EventStore) -> None:
    first, second = _two_ledgers(store)
    first.record(11)
    store.save(first)

    seen = [(n.id, n.originator_id, n.originator_version) for n in store.notifications()]

    assert [position for position, _, _ in seen] == sorted(position for position, _, _ in seen)
    assert [(o, v) for _, o, v in seen] == [
        (first.id, 1),
        (first.id, 2),
        (second.id, 1),
        (second.id, 2),
        (first.id, 3),
    ]
    assert [n.originator_version for n in store.notifications(after=seen[2][0])] == [2, 3]
    assert store.last_position() == seen[-1][0]


def test_an_aggregate_reads_back_at_any_earlier_version(store: EventStore) -> None:
    ledger = Ledger.open(uuid4())
    for amount in (1, 2, 3):
        ledger.record(amount)
    store.save(ledger)

    assert [store.repository.get(ledger.id, version=v).amounts for v in (1, 2, 4)] == [
        [],
        [1],
        [1, 2, 3],
    ]


@pytest.mark.postgres
def test_the_postgres_settings_put_the_events_in_the_configured_schema(
    postgres_env: dict[str, str],
) -> None:
    schema = postgres_env["POSTGRES_SCHEMA"]
    settings = Settings(
        store="postgres",
        postgres_dbname=POSTGRES_DB,
        postgres_host=POSTGRES_HOST,
        postgres_port=POSTGRES_PORT,
        postgres_user=POSTGRES_USER,
        postgres_schema=schema,
    )
    store = EventStore(env=settings.event_store_env())
    try:
        _two_ledgers(store)
    finally:
        store.close()

    dsn = f"host={POSTGRES_HOST} port={POSTGRES_PORT} dbname={POSTGRES_DB} user={POSTGRES_USER}"
    with psycopg.connect(dsn) as conn:
        tables = conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %s", (schema,)
        ).fetchall()
        rows = conn.execute(f"SELECT count(*) FROM {schema}.heartrule_events").fetchone()
    assert ("heartrule_events",) in tables
    assert rows == (4,)
