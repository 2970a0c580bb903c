"""Create PostgreSQL tables one process at a time.

``CREATE TABLE IF NOT EXISTS`` is not safe when several processes run it at once: both can find
the table missing, and one fails with "tuple concurrently updated" or a unique violation in the
catalog. Every process that creates tables first takes one advisory lock, so
``serve --workers N``, the relay and CLI commands can start together on a fresh database.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg.conninfo import make_conninfo

from application.event_store import EventStore

DDL_LOCK_KEY = 0x4865_6172_7452  # "HeartR": one key for every table this product creates


def lock_ddl(cursor: Any) -> None:
    """Wait for the table-creation lock; it is released when the transaction ends."""
    cursor.execute("SELECT pg_advisory_xact_lock(%s)", (DDL_LOCK_KEY,))


class StoreUnreachableError(Exception):
    """The event store's server cannot be reached; the message says which, never the password."""


def open_event_store(env: Mapping[str, str]) -> EventStore:
    """The event store; on PostgreSQL its tables (events, snapshots) created under the lock."""
    try:
        with _ddl_lock(env):
            return EventStore(env=dict(env))
    except psycopg.OperationalError as exc:
        where = f"{env.get('POSTGRES_HOST')}:{env.get('POSTGRES_PORT')}"
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise StoreUnreachableError(f"PostgreSQL at {where} cannot be reached: {reason}") from None


@contextmanager
def _ddl_lock(env: Mapping[str, str]) -> Iterator[None]:
    if not env.get("PERSISTENCE_MODULE", "").endswith("postgres"):
        yield
        return
    conninfo = make_conninfo(
        host=env.get("POSTGRES_HOST"),
        port=env.get("POSTGRES_PORT"),
        dbname=env.get("POSTGRES_DBNAME"),
        user=env.get("POSTGRES_USER"),
        password=env.get("POSTGRES_PASSWORD") or None,
        connect_timeout=env.get("POSTGRES_CONNECT_TIMEOUT") or None,
    )
    with psycopg.connect(conninfo, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (DDL_LOCK_KEY,))
        try:
            yield
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (DDL_LOCK_KEY,))
