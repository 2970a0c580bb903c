"""Durable relay positions: a SQLite file beside the SQLite store, a table in PostgreSQL.

A position only moves forward: a stale writer (an older relay process still finishing a batch)
can never move it back. One row per relay name. See docs/adr/0051.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg
from psycopg import sql
from psycopg.conninfo import make_conninfo

from application.event_store import EventStore
from application.relay.ports import InMemoryPositionStore, PositionStore
from infrastructure.storage.postgres_ddl import lock_ddl

TABLE = "heartrule_relay_positions"


class SqlitePositionStore:
    """The position of one relay in its own SQLite file (never the event store's file).

    ``synchronous=NORMAL``: a power cut may lose the last position writes, which only makes the
    relay send those batches again (duplicates, never loss), and spares an fsync per batch.
    """

    def __init__(self, path: Path, relay_name: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.relay_name = relay_name
        self._conn = sqlite3.connect(path, timeout=30, check_same_thread=False)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        with self._transaction() as conn:
            conn.execute(
                f"CREATE TABLE IF NOT EXISTS {TABLE} (relay_name TEXT PRIMARY KEY, "
                "position INTEGER NOT NULL, updated_at TEXT NOT NULL)"
            )

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._conn:
            yield self._conn

    def close(self) -> None:
        self._conn.close()

    def load(self) -> int:
        with self._transaction() as conn:
            row = conn.execute(
                f"SELECT position FROM {TABLE} WHERE relay_name = ?", (self.relay_name,)
            ).fetchone()
        return int(row[0]) if row else 0

    def save(self, position: int) -> None:
        with self._transaction() as conn:
            conn.execute(
                f"INSERT INTO {TABLE} VALUES (?, ?, datetime('now')) ON CONFLICT(relay_name) DO "
                f"UPDATE SET position = excluded.position, updated_at = excluded.updated_at "
                f"WHERE excluded.position > {TABLE}.position",
                (self.relay_name, position),
            )


class PostgresPositionStore:
    """The position of one relay in a table of the event store's schema."""

    def __init__(self, conninfo: str, schema: str, relay_name: str) -> None:
        self.conninfo, self.relay_name = conninfo, relay_name
        self.table = sql.Identifier(schema or "public", TABLE)
        with self._connect() as conn, conn.transaction(), conn.cursor() as cursor:
            lock_ddl(cursor)
            cursor.execute(
                sql.SQL(
                    "CREATE TABLE IF NOT EXISTS {} (relay_name text PRIMARY KEY, "
                    "position bigint NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())"
                ).format(self.table)
            )

    def _connect(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(self.conninfo, autocommit=True, connect_timeout=10)

    def load(self) -> int:
        query = sql.SQL("SELECT position FROM {} WHERE relay_name = %s").format(self.table)
        with self._connect() as conn:
            row = conn.execute(query, (self.relay_name,)).fetchone()
        return int(str(row[0])) if row else 0

    def save(self, position: int) -> None:
        query = sql.SQL(
            "INSERT INTO {} AS existing (relay_name, position) VALUES (%s, %s) "
            "ON CONFLICT (relay_name) DO UPDATE SET position = excluded.position, "
            "updated_at = now() WHERE excluded.position > existing.position"
        ).format(self.table)
        with self._connect() as conn:
            conn.execute(query, (self.relay_name, position))


def position_store_for(store: EventStore, relay_name: str) -> PositionStore:
    """Keep the position beside the store: its own SQLite file, or a table of its schema."""
    env = store.env
    module = env.get("PERSISTENCE_MODULE") or ""
    if module.endswith(".sqlite") and env.get("SQLITE_DBNAME", ":memory:") != ":memory:":
        events = Path(env.get("SQLITE_DBNAME") or "")
        return SqlitePositionStore(
            events.with_name(f"{events.stem}.relay-positions.sqlite"), relay_name
        )
    if module.endswith(".postgres"):
        conninfo = make_conninfo(
            host=env.get("POSTGRES_HOST"),
            port=env.get("POSTGRES_PORT"),
            dbname=env.get("POSTGRES_DBNAME"),
            user=env.get("POSTGRES_USER"),
            password=env.get("POSTGRES_PASSWORD") or None,
        )
        return PostgresPositionStore(conninfo, env.get("POSTGRES_SCHEMA") or "", relay_name)
    return InMemoryPositionStore()
