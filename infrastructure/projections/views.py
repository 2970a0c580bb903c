"""ViewStore adapters: in memory, and SQL (SQLite file or PostgreSQL) with one transaction per
commit so documents and the projection position never disagree.

A commit is a compare-and-set on the position (docs/adr/0161): it takes the position row first
(SQLite: the database's write lock, ``BEGIN IMMEDIATE``; PostgreSQL: the row lock of an
``UPDATE ... WHERE position = expected``), so concurrent catch-ups of one projection queue on
that one row and never hold document locks in another order: no deadlock, and the loser writes
nothing.
"""

from __future__ import annotations

import copy
import json
import sqlite3
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import orjson

from application.projections.ports import PositionMovedError, ViewCommit
from infrastructure.storage.postgres_ddl import lock_ddl

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS projection_documents ("
    " projection TEXT NOT NULL, key TEXT NOT NULL, doc TEXT NOT NULL,"
    " PRIMARY KEY (projection, key))",
    "CREATE TABLE IF NOT EXISTS projection_positions ("
    " projection TEXT PRIMARY KEY, position BIGINT NOT NULL)",
)
POSTGRES_KEY_ORDER = (
    "CREATE INDEX IF NOT EXISTS view_keys_by_code_point"
    ' ON projection_documents (projection, key COLLATE "C")'
)
"""Prefix reads compare keys code point by code point, whatever the database's collation."""


class MemoryViewStore:
    """For tests and the in-memory store."""

    def __init__(self) -> None:
        self._docs: dict[str, dict[str, Any]] = {}
        self._positions: dict[str, int] = {}

    def position(self, projection: str) -> int:
        return self._positions.get(projection, 0)

    def get(self, projection: str, key: str) -> Any | None:
        return copy.deepcopy(self._docs.get(projection, {}).get(key))

    def commit(
        self, projection: str, expected: int, position: int, changes: Mapping[str, Any]
    ) -> None:
        _commit_one(self, ViewCommit(projection, expected, position, changes))

    def commit_all(self, commits: Sequence[ViewCommit]) -> set[str]:
        moved = {c.projection for c in commits if self.position(c.projection) != c.expected}
        staged = [(c, copy.deepcopy(dict(c.changes))) for c in commits if c.projection not in moved]
        for kept, changes in staged:
            self._docs.setdefault(kept.projection, {}).update(changes)
            self._positions[kept.projection] = kept.position
        return moved

    def reset(self, projection: str) -> None:
        self._docs.pop(projection, None)
        self._positions.pop(projection, None)

    def documents(self, projection: str) -> dict[str, Any]:
        return copy.deepcopy(self._docs.get(projection, {}))

    def prefixed(self, projection: str, prefixes: Sequence[str]) -> dict[str, Any]:
        found = self._docs.get(projection, {})
        return copy.deepcopy({k: doc for k, doc in found.items() if k.startswith(tuple(prefixes))})


class SqliteViewStore:
    """Views in their own SQLite file beside the event store's."""

    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=30
        )
        self._lock = threading.RLock()
        self._db.execute("PRAGMA journal_mode=WAL")
        for statement in SCHEMA:
            self._db.execute(statement)

    def position(self, projection: str) -> int:
        with self._lock:
            row = self._db.execute(
                "SELECT position FROM projection_positions WHERE projection = ?", (projection,)
            ).fetchone()
        return int(row[0]) if row else 0

    def get(self, projection: str, key: str) -> Any | None:
        row = self._db.execute(
            "SELECT doc FROM projection_documents WHERE projection = ? AND key = ?",
            (projection, key),
        ).fetchone()
        return json.loads(row[0]) if row else None

    def commit(
        self, projection: str, expected: int, position: int, changes: Mapping[str, Any]
    ) -> None:
        _commit_one(self, ViewCommit(projection, expected, position, changes))

    def commit_all(self, commits: Sequence[ViewCommit]) -> set[str]:
        staged = [(c, _rows(c.projection, c.changes)) for c in _in_lock_order(commits)]
        moved: set[str] = set()
        with self._lock, self._db:
            self._db.execute("BEGIN IMMEDIATE")
            for commit, rows in staged:
                if self.position(commit.projection) != commit.expected:
                    moved.add(commit.projection)
                    continue
                self._db.executemany(
                    "INSERT INTO projection_documents (projection, key, doc) VALUES (?, ?, ?) "
                    "ON CONFLICT (projection, key) DO UPDATE SET doc = excluded.doc",
                    rows,
                )
                self._db.execute(
                    "INSERT INTO projection_positions (projection, position) VALUES (?, ?) "
                    "ON CONFLICT (projection) DO UPDATE SET position = excluded.position",
                    (commit.projection, commit.position),
                )
                self._index(self._db, commit.projection, commit.changes)
        return moved

    def reset(self, projection: str) -> None:
        with self._lock, self._db:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.execute("DELETE FROM projection_documents WHERE projection = ?", (projection,))
            self._db.execute("DELETE FROM projection_positions WHERE projection = ?", (projection,))
            self._unindex(self._db, projection)

    def _index(self, db: Any, projection: str, changes: Mapping[str, Any]) -> None:
        """Write a read model's query columns beside its documents, in the commit's
        transaction (a subclass that lists a read model overrides it)."""

    def _unindex(self, db: Any, projection: str) -> None:
        """Drop a read model's query columns with its documents, on reset."""

    def documents(self, projection: str) -> dict[str, Any]:
        rows = self._db.execute(
            "SELECT key, doc FROM projection_documents WHERE projection = ?", (projection,)
        ).fetchall()
        return {key: json.loads(doc) for key, doc in rows}

    def prefixed(self, projection: str, prefixes: Sequence[str]) -> dict[str, Any]:
        sql, params = _prefixed(projection, prefixes, "key")
        with self._lock:
            rows = self._db.execute(sql, params).fetchall()
        return _documents(rows)


class PostgresViewStore:
    """Views in the PostgreSQL database of the event store (its schema, if one is set)."""

    def __init__(self, conninfo: str, schema: str = "") -> None:
        import psycopg

        self._conn = psycopg.connect(conninfo, autocommit=True)
        self._lock = threading.RLock()
        self._prefix = f"{schema}." if schema else ""
        with self._conn.transaction(), self._conn.cursor() as cursor:
            lock_ddl(cursor)
            for statement in (*SCHEMA, POSTGRES_KEY_ORDER):
                cursor.execute(self._sql(statement))

    def _sql(self, text: str) -> str:
        return text.replace("projection_", f"{self._prefix}projection_").replace("?", "%s")

    def position(self, projection: str) -> int:
        row = self._conn.execute(
            self._sql("SELECT position FROM projection_positions WHERE projection = ?"),
            (projection,),
        ).fetchone()
        return int(row[0]) if row else 0

    def get(self, projection: str, key: str) -> Any | None:
        row = self._conn.execute(
            self._sql("SELECT doc FROM projection_documents WHERE projection = ? AND key = ?"),
            (projection, key),
        ).fetchone()
        return json.loads(row[0]) if row else None

    def commit(
        self, projection: str, expected: int, position: int, changes: Mapping[str, Any]
    ) -> None:
        _commit_one(self, ViewCommit(projection, expected, position, changes))

    def commit_all(self, commits: Sequence[ViewCommit]) -> set[str]:
        staged = [(c, _rows(c.projection, c.changes)) for c in _in_lock_order(commits)]
        moved: set[str] = set()
        with self._lock, self._conn.transaction(), self._conn.cursor() as cursor:
            for commit, rows in staged:
                if not self._move(cursor, commit.projection, commit.expected, commit.position):
                    moved.add(commit.projection)
                    continue
                if rows:
                    cursor.executemany(
                        self._sql(
                            "INSERT INTO projection_documents (projection, key, doc) "
                            "VALUES (?, ?, ?) "
                            "ON CONFLICT (projection, key) DO UPDATE SET doc = excluded.doc"
                        ),
                        rows,
                    )
                self._index(cursor, commit.projection, commit.changes)
        return moved

    def _index(self, cursor: Any, projection: str, changes: Mapping[str, Any]) -> None:
        """Write a read model's query columns beside its documents, in the commit's
        transaction (a subclass that lists a read model overrides it)."""

    def _unindex(self, cursor: Any, projection: str) -> None:
        """Drop a read model's query columns with its documents, on reset."""

    def _move(self, cursor: Any, projection: str, expected: int, position: int) -> bool:
        """Compare-and-set the position; the row lock it takes serialises the commits."""
        cursor.execute(
            self._sql(
                "UPDATE projection_positions SET position = ? "
                "WHERE projection = ? AND position = ?"
            ),
            (position, projection, expected),
        )
        if cursor.rowcount == 1 or expected != 0:
            return bool(cursor.rowcount == 1)
        cursor.execute(
            self._sql(
                "INSERT INTO projection_positions (projection, position) VALUES (?, ?) "
                "ON CONFLICT (projection) DO NOTHING"
            ),
            (projection, position),
        )
        return bool(cursor.rowcount == 1)

    def reset(self, projection: str) -> None:
        with self._lock, self._conn.transaction():
            self._conn.execute(
                self._sql("DELETE FROM projection_positions WHERE projection = ?"), (projection,)
            )
            self._conn.execute(
                self._sql("DELETE FROM projection_documents WHERE projection = ?"), (projection,)
            )
            self._unindex(self._conn, projection)

    def documents(self, projection: str) -> dict[str, Any]:
        rows = self._conn.execute(
            self._sql("SELECT key, doc FROM projection_documents WHERE projection = ?"),
            (projection,),
        ).fetchall()
        return {key: json.loads(doc) for key, doc in rows}

    def prefixed(self, projection: str, prefixes: Sequence[str]) -> dict[str, Any]:
        sql, params = _prefixed(projection, prefixes, 'key COLLATE "C"')
        rows = self._conn.execute(self._sql(sql), params).fetchall()
        return _documents(rows)


def _commit_one(views: Any, commit: ViewCommit) -> None:
    """A lone projection's commit: PositionMovedError, nothing written, if its position moved."""
    if views.commit_all([commit]):
        raise PositionMovedError(commit.projection)


def _in_lock_order(commits: Sequence[ViewCommit]) -> list[ViewCommit]:
    """By projection name: concurrent commits of several projections lock their position rows
    in one order, so they queue rather than deadlock (PostgreSQL's row locks)."""
    return sorted(commits, key=lambda commit: commit.projection)


def _prefixed(
    projection: str, prefixes: Sequence[str], key: str
) -> tuple[str, list[str]]:
    """A read of the keys starting with any of ``prefixes``: each a range of the primary key
    (``key`` compares code point by code point: SQLite's default, PostgreSQL's "C")."""
    ranges = " OR ".join(f"({key} >= ? AND {key} < ?)" for _ in prefixes)
    params = [projection]
    for prefix in prefixes:
        params += [prefix, prefix[:-1] + chr(ord(prefix[-1]) + 1)]
    sql = f"SELECT key, doc FROM projection_documents WHERE projection = ? AND ({ranges})"
    return sql, params


def _documents(rows: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """Documents parsed in one call of orjson; by the stdlib where orjson refuses a document
    (``NaN``, which ``json.dumps`` writes)."""
    try:
        docs = orjson.loads("[" + ",".join(doc for _, doc in rows) + "]")
    except orjson.JSONDecodeError:
        docs = [json.loads(doc) for _, doc in rows]
    return {key: doc for (key, _), doc in zip(rows, docs, strict=True)}


def _rows(projection: str, changes: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Rows in key order, so any two writers take document locks in the same order."""
    return [(projection, key, _json_text(changes[key])) for key in sorted(changes)]


def _json_text(document: Any) -> str:
    """The document as JSON text (ADR 0212): orjson's, when it reads back as the very document;
    else the stdlib's, as before — a NaN (orjson would write null), a tuple, a key that is not a
    string, an integer beyond 64 bits, a value the stdlib refuses."""
    try:
        text = orjson.dumps(document)
    except TypeError:  # orjson.JSONEncodeError
        return json.dumps(document, ensure_ascii=False)
    if orjson.loads(text) != document:
        return json.dumps(document, ensure_ascii=False)
    return text.decode()
