"""The library's application recorders, able to read several aggregates' events in one query,
and an aggregate's events from where another one began.

Chosen by settings (``APPLICATION_RECORDER_TOPIC``). An audit reads a session and then every
action run it started: one query for all the runs instead of one per run. It reads the user's
risk route from the session's first save on, not from the user's first session.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from typing import Any
from uuid import UUID, SafeUUID

from eventsourcing.persistence import StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder
from psycopg.sql import SQL, Identifier

_new = object.__new__
_set = object.__setattr__


def uuid_of(text: str) -> UUID:
    """``UUID(text)``, the same object, made at once for the 32 hex digits a SQLite row holds
    (the library stores ``UUID.hex``): ``UUID.__init__`` strips prefixes, braces and dashes,
    checks the length and sets ``int`` and ``is_safe`` with ``object.__setattr__`` — for such
    text only the last is left to do (ADR 0297). Any other text goes to ``UUID``."""
    if len(text) == 32 and text.isascii() and text.isalnum():
        made = _new(UUID)
        _set(made, "int", int(text, 16))  # raises ValueError for a non-hex letter, as UUID does
        _set(made, "is_safe", SafeUUID.unknown)
        return made
    return UUID(text)


class SQLiteEventsRecorder(SQLiteApplicationRecorder):
    """SQLite, with :meth:`select_events_of` and :meth:`select_events_since`."""

    WRITERS_SHARE_ONE_CLOCK = True
    """A SQLite file is written by processes of one host: their event stamps share a clock."""

    def convert_originator_id(self, originator_id: str) -> UUID | str:
        """The library's (a ``UUID`` of the stored text where ids are UUIDs), each ``UUID`` made
        by :func:`uuid_of`: every row read — the catch-up's notifications, a turn's
        fast-forward, an audit's events — parses one (ADR 0297)."""
        if self.datastore.originator_id_type == "uuid":
            return uuid_of(originator_id)
        return originator_id

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._reading = threading.Lock()
        self._connection: sqlite3.Connection | None = None

    def select_events_since(self, originator_id: UUID, since_id: UUID) -> list[StoredEvent]:
        """The events of ``originator_id`` stored with or after the first event of
        ``since_id``, by version (the log position is the rowid)."""
        table = self.events_table_name
        statement = (
            f"SELECT * FROM {table} WHERE originator_id = ? AND rowid >= "
            f"(SELECT MIN(rowid) FROM {table} WHERE originator_id = ?) "
            "ORDER BY originator_version"
        )
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(statement, [originator_id.hex, since_id.hex])
            return [self._stored(row) for row in cursor.fetchall()]

    def _stored(self, row: Any) -> StoredEvent:
        return StoredEvent(
            originator_id=self.convert_originator_id(row["originator_id"]),
            originator_version=row["originator_version"],
            topic=row["topic"],
            state=row["state"],
        )

    def select_events_after(
        self, versions: Sequence[tuple[UUID, int]], first_of: Sequence[UUID] = ()
    ) -> list[StoredEvent]:
        """The events of each aggregate past the version given for it, in one query: a turn
        fast-forwards the aggregates it holds in memory together (ADR 0213). With them, the
        first event of each of ``first_of`` (none for an aggregate never stored): whether the
        aggregates the turn will load from the store exist at all (ADR 0285)."""
        if not versions and not first_of:
            return []
        table = self.events_table_name
        each = " OR ".join(
            [*("(originator_id = ? AND originator_version > ?)" for _ in versions),
             *(f"(originator_id = ? AND originator_version = (SELECT MIN(originator_version) "
               f"FROM {table} WHERE originator_id = ?))" for _ in first_of)]
        )
        statement = f"SELECT * FROM {table} WHERE {each} ORDER BY originator_id, originator_version"
        params: list[Any] = [value for i, version in versions for value in (i.hex, version)]
        params += [i.hex for i in first_of for _ in (0, 1)]
        reader = self._reader()
        if reader is None:
            with self.datastore.transaction(commit=False) as cursor:
                cursor.execute(statement, params)
                return [self._stored(row) for row in cursor.fetchall()]
        with self._reading:
            rows = reader.execute(statement, params).fetchall()
        return [self._stored(row) for row in rows]

    def _reader(self) -> sqlite3.Connection | None:
        """A connection of its own for the fast-forward of every turn (ADR 0218): one statement
        in autocommit (a consistent read by itself), not a pooled connection's ``BEGIN``,
        ``SELECT`` and ``ROLLBACK``. None for an in-memory database (one connection's data)."""
        if self._connection is None and not self.datastore.pool.is_sqlite_memory_mode:
            with self._reading:
                if self._connection is None:
                    self._connection = self._connect()
        return self._connection

    def _connect(self) -> sqlite3.Connection:
        pool = self.datastore.pool
        connection = sqlite3.connect(
            pool.db_name,
            uri=True,
            check_same_thread=False,
            isolation_level=None,
            timeout=pool.lock_timeout or 5,
        )
        connection.row_factory = sqlite3.Row
        return connection

    def select_events_of(self, originator_ids: Sequence[UUID]) -> list[StoredEvent]:
        """Every event of these aggregates, by aggregate and version."""
        if not originator_ids:
            return []
        marks = ",".join("?" * len(originator_ids))
        statement = (
            f"SELECT * FROM {self.events_table_name} WHERE originator_id IN ({marks}) "
            "ORDER BY originator_id, originator_version"
        )
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(statement, [i.hex for i in originator_ids])
            return [self._stored(row) for row in cursor.fetchall()]


class PostgresEventsRecorder(PostgresApplicationRecorder):
    """PostgreSQL, with :meth:`select_events_of` and :meth:`select_events_since`."""

    def select_events_since(self, originator_id: UUID, since_id: UUID) -> list[StoredEvent]:
        """The events of ``originator_id`` stored with or after the first event of
        ``since_id``, by version."""
        statement = SQL(
            "SELECT * FROM {schema}.{table} WHERE originator_id = %s AND notification_id >= "
            "(SELECT MIN(notification_id) FROM {schema}.{table} WHERE originator_id = %s) "
            "ORDER BY originator_version"
        ).format(schema=Identifier(self.datastore.schema), table=Identifier(self.events_table_name))
        return self._select(statement, [originator_id, since_id])

    def _select(self, statement: Any, params: list[Any]) -> list[StoredEvent]:
        with self.datastore.get_connection() as connection, connection.cursor() as cursor:
            cursor.execute(statement, params)
            return [
                StoredEvent(
                    originator_id=row["originator_id"],
                    originator_version=row["originator_version"],
                    topic=row["topic"],
                    state=bytes(row["state"]),
                )
                for row in cursor.fetchall()
            ]

    def select_events_after(
        self, versions: Sequence[tuple[UUID, int]], first_of: Sequence[UUID] = ()
    ) -> list[StoredEvent]:
        """The events of each aggregate past the version given for it, and the first event of
        each of ``first_of``, in one query (ADR 0213, ADR 0285)."""
        if not versions and not first_of:
            return []
        schema, table = Identifier(self.datastore.schema), Identifier(self.events_table_name)
        each = SQL(" OR ").join(
            [*(SQL("(originator_id = %s AND originator_version > %s)") for _ in versions),
             *(SQL("(originator_id = %s AND originator_version = (SELECT MIN(originator_version) "
                   "FROM {schema}.{table} WHERE originator_id = %s))").format(
                       schema=schema, table=table) for _ in first_of)]
        )
        statement = SQL(
            "SELECT * FROM {schema}.{table} WHERE {each} ORDER BY originator_id, originator_version"
        ).format(schema=schema, table=table, each=each)
        params: list[Any] = [value for pair in versions for value in pair]
        params += [i for i in first_of for _ in (0, 1)]
        return self._select(statement, params)

    def select_events_of(self, originator_ids: Sequence[UUID]) -> list[StoredEvent]:
        """Every event of these aggregates, by aggregate and version."""
        if not originator_ids:
            return []
        statement = SQL(
            "SELECT * FROM {schema}.{table} WHERE originator_id = ANY(%s) "
            "ORDER BY originator_id, originator_version"
        ).format(schema=Identifier(self.datastore.schema), table=Identifier(self.events_table_name))
        return self._select(statement, [list(originator_ids)])
