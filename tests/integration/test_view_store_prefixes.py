"""A view store reads the documents whose keys start with given prefixes — exactly those, on every
backend, whatever the database's collation (ADR 0208: an audit is one such read)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bootstrap import build_views
from infrastructure.projections.views import MemoryViewStore, SqliteViewStore
from infrastructure.settings import Settings

KEYS = {
    "ab/s/0000000001": {"n": 1},
    "ab/r/x/0000000002": {"n": 2, "text": "句子"},
    "ab": {"standing": True},
    "ab-/s/0000000001": {"n": 3},
    "ab0/s/0000000001": {"n": 4},
    "ac/u/0000000001": {"n": 5},
    "@skipped": [{"position": 1}],
    "@skippedx": {"n": 6},
}


def _store(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Any:
    if backend == "memory":
        return MemoryViewStore()
    if backend == "sqlite":
        return SqliteViewStore(tmp_path / "views.sqlite")
    env = request.getfixturevalue("postgres_env")
    return build_views(Settings(store="postgres"), env)


@pytest.mark.parametrize(
    "backend", ["memory", "sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
)
def test_a_prefixed_read_returns_the_keys_under_each_prefix_and_no_neighbour(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    views = _store(backend, tmp_path, request)
    views.commit("p", 0, 1, KEYS)
    views.commit("other", 0, 1, {"ab/s/0000000009": {"n": 0}})

    found = views.prefixed("p", ["ab/", "ac/u/", "@skipped"])

    expected = ["@skipped", "@skippedx", "ab/r/x/0000000002", "ab/s/0000000001", "ac/u/0000000001"]
    assert sorted(found) == expected
    assert found == {key: KEYS[key] for key in expected}
    assert views.prefixed("p", ["zz/"]) == {}
