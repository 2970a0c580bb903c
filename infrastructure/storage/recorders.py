"""The library's application recorders, able to read several aggregates' events in one query.

Chosen by settings (``APPLICATION_RECORDER_TOPIC``). An audit reads a session and then every
action run it started: one query for all the runs instead of one per run.
"""

from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

from eventsourcing.persistence import StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder
from psycopg.sql import SQL, Identifier


class SQLiteEventsRecorder(SQLiteApplicationRecorder):
    """SQLite, with :meth:`select_events_of`."""

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
            return [
                StoredEvent(
                    originator_id=self.convert_originator_id(row["originator_id"]),
                    originator_version=row["originator_version"],
                    topic=row["topic"],
                    state=row["state"],
                )
                for row in cursor.fetchall()
            ]


class PostgresEventsRecorder(PostgresApplicationRecorder):
    """PostgreSQL, with :meth:`select_events_of`."""

    def select_events_of(self, originator_ids: Sequence[UUID]) -> list[StoredEvent]:
        """Every event of these aggregates, by aggregate and version."""
        if not originator_ids:
            return []
        statement = SQL(
            "SELECT * FROM {schema}.{table} WHERE originator_id = ANY(%s) "
            "ORDER BY originator_id, originator_version"
        ).format(schema=Identifier(self.datastore.schema), table=Identifier(self.events_table_name))
        with self.datastore.get_connection() as connection, connection.cursor() as cursor:
            cursor.execute(statement, [list(originator_ids)])
            return [
                StoredEvent(
                    originator_id=row["originator_id"],
                    originator_version=row["originator_version"],
                    topic=row["topic"],
                    state=bytes(row["state"]),
                )
                for row in cursor.fetchall()
            ]
