"""View stores that also list session summaries: the summary documents stay in the projection's
document table, and a ``session_summaries`` table holds the columns the list filters and pages
by, written in the same transaction as the documents and the position (so it is exactly as
current as they are, ADR 0161 and 0261).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import MAXYEAR, UTC, datetime
from typing import Any

from application.conversation.summaries import (
    NAME,
    SummaryCursor,
    SummaryFilter,
    is_summary_key,
    route_rank,
)
from infrastructure.projections.views import MemoryViewStore, PostgresViewStore, SqliteViewStore
from infrastructure.storage.postgres_ddl import lock_ddl

TABLE = (
    "CREATE TABLE IF NOT EXISTS session_summaries ("
    " session_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, started_at TEXT NOT NULL,"
    " route_rank INTEGER NOT NULL, safety_script INTEGER NOT NULL,"
    " max_rounds INTEGER NOT NULL, withheld INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS summaries_by_tenant_and_start"
    " ON session_summaries (tenant, started_at, session_id)",
)
UPSERT = (
    "INSERT INTO session_summaries (session_id, tenant, started_at, route_rank, safety_script,"
    " max_rounds, withheld) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session_id) DO UPDATE SET"
    " route_rank = excluded.route_rank, safety_script = excluded.safety_script,"
    " max_rounds = excluded.max_rounds, withheld = excluded.withheld"
)
SELECT = (
    "SELECT d.doc FROM session_summaries s JOIN projection_documents d"
    " ON d.projection = ? AND d.key = s.session_id WHERE s.tenant = ?"
)


EARLIEST = "0000-00-00T00:00:00.000000"
LATEST = "9999-99-99T99:99:99.999999"


def sortable(moment: datetime | str) -> str:
    """A UTC time as fixed-width text, so text order is time order."""
    when = datetime.fromisoformat(moment) if isinstance(moment, str) else moment
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    try:
        return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")
    except OverflowError:  # a zone that moves year 1 or 9999 out of range: before or after all
        return EARLIEST if when.year < MAXYEAR else LATEST


def _row(summary: Mapping[str, Any]) -> tuple[Any, ...]:
    return (
        summary["sessionId"],
        summary["tenantId"],
        sortable(summary["startedAt"]),
        route_rank(summary["riskRoute"]),
        int(summary["safetyScript"]),
        int(summary["maxRoundsReached"]),
        int(summary["withheldReplies"]),
    )


def _rows(projection: str, changes: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    if projection != NAME:
        return []
    return [_row(changes[key]) for key in sorted(changes) if is_summary_key(key)]


def _query(
    tenant_id: str, where: SummaryFilter, after: SummaryCursor | None, limit: int
) -> tuple[str, list[Any]]:
    """The list's SQL (``?`` placeholders) and its parameters."""
    sql: list[str] = [SELECT]
    params: list[Any] = [NAME, tenant_id]
    if where.reached_route is not None:
        sql.append("AND s.route_rank >= ?")
        params.append(route_rank(where.reached_route))
    for column, wanted in (
        ("safety_script", where.safety_script),
        ("max_rounds", where.max_rounds),
    ):
        if wanted is not None:
            sql.append(f"AND s.{column} = ?")
            params.append(int(wanted))
    if where.withheld_reply is not None:
        sql.append("AND s.withheld > 0" if where.withheld_reply else "AND s.withheld = 0")
    if where.started_from is not None:
        sql.append("AND s.started_at >= ?")
        params.append(sortable(where.started_from))
    if where.started_before is not None:
        sql.append("AND s.started_at < ?")
        params.append(sortable(where.started_before))
    if after is not None:
        sql.append("AND (s.started_at < ? OR (s.started_at = ? AND s.session_id < ?))")
        params += [sortable(after.started_at), sortable(after.started_at), after.session_id]
    sql.append("ORDER BY s.started_at DESC, s.session_id DESC LIMIT ?")
    params.append(limit)
    return " ".join(sql), params


class MemorySessionViews(MemoryViewStore):
    """For tests and the in-memory store: the filter applied in Python."""

    def summaries(
        self, tenant_id: str, where: SummaryFilter, after: SummaryCursor | None, limit: int
    ) -> list[dict[str, Any]]:
        found = [
            doc
            for key, doc in self.documents(NAME).items()
            if is_summary_key(key) and doc["tenantId"] == tenant_id and where.keeps(doc)
        ]
        found.sort(key=lambda d: (sortable(d["startedAt"]), d["sessionId"]), reverse=True)
        if after is not None:
            last = (sortable(after.started_at), after.session_id)
            found = [d for d in found if (sortable(d["startedAt"]), d["sessionId"]) < last]
        return found[:limit]


class SqliteSessionViews(SqliteViewStore):
    """The SQLite view store, with the summaries' query table."""

    def __init__(self, path: Any) -> None:
        super().__init__(path)
        for statement in TABLE:
            self._db.execute(statement)

    def _index(self, db: Any, projection: str, changes: Mapping[str, Any]) -> None:
        db.executemany(UPSERT, _rows(projection, changes))

    def _unindex(self, db: Any, projection: str) -> None:
        if projection == NAME:
            db.execute("DELETE FROM session_summaries")

    def summaries(
        self, tenant_id: str, where: SummaryFilter, after: SummaryCursor | None, limit: int
    ) -> list[dict[str, Any]]:
        sql, params = _query(tenant_id, where, after, limit)
        with self._lock:
            rows = self._db.execute(sql, params).fetchall()
        return [json_doc(row[0]) for row in rows]


class PostgresSessionViews(PostgresViewStore):
    """The PostgreSQL view store, with the summaries' query table in the same schema."""

    def __init__(self, conninfo: str, schema: str = "") -> None:
        super().__init__(conninfo, schema)
        with self._lock, self._conn.transaction(), self._conn.cursor() as cursor:
            lock_ddl(cursor)
            for statement in TABLE:
                cursor.execute(self._named(statement))

    def _named(self, sql: str) -> str:
        return self._sql(sql).replace("session_summaries", f"{self._prefix}session_summaries")

    def _index(self, cursor: Any, projection: str, changes: Mapping[str, Any]) -> None:
        rows = _rows(projection, changes)
        if rows:
            cursor.executemany(self._named(UPSERT), rows)

    def _unindex(self, cursor: Any, projection: str) -> None:
        if projection == NAME:
            cursor.execute(self._named("DELETE FROM session_summaries"))

    def summaries(
        self, tenant_id: str, where: SummaryFilter, after: SummaryCursor | None, limit: int
    ) -> list[dict[str, Any]]:
        sql, params = _query(tenant_id, where, after, limit)
        with self._lock:
            rows = self._conn.execute(self._named(sql), params).fetchall()
        return [json_doc(row[0]) for row in rows]


def json_doc(text: str) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(text)
    return found
