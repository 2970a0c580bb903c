"""Relay positions beside the store: a SQLite file or a table in the PostgreSQL schema."""

from __future__ import annotations

from pathlib import Path

from application.event_store import EventStore
from application.relay.ports import InMemoryPositionStore, PositionStore
from infrastructure.relay.positions import (
    PostgresPositionStore,
    SqlitePositionStore,
    position_store_for,
)


def test_the_position_is_kept_beside_the_store_the_settings_chose(
    store: EventStore, tmp_path: Path
) -> None:
    positions = position_store_for(store, "kafka")

    if store.env.get("PERSISTENCE_MODULE") == "eventsourcing.sqlite":
        assert isinstance(positions, SqlitePositionStore)
        assert (tmp_path / "heartrule.relay-positions.sqlite").exists()
    else:
        assert isinstance(positions, PostgresPositionStore)


def test_a_new_relay_starts_at_zero_and_a_saved_position_survives_a_restart(
    store: EventStore,
) -> None:
    assert position_store_for(store, "kafka").load() == 0

    position_store_for(store, "kafka").save(42)

    assert position_store_for(store, "kafka").load() == 42
    assert position_store_for(store, "archive").load() == 0


def test_a_position_never_moves_back(store: EventStore) -> None:
    positions: PositionStore = position_store_for(store, "kafka")
    positions.save(10)
    positions.save(7)  # a stale writer finishing an older batch

    assert position_store_for(store, "kafka").load() == 10


def test_the_memory_store_keeps_its_position_in_memory() -> None:
    memory = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    assert isinstance(position_store_for(memory, "kafka"), InMemoryPositionStore)
