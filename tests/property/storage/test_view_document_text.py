"""A read model's document reads back from the view store exactly as before ADR 0212: written by
orjson where that text reads back as the very document, by the stdlib otherwise (a NaN, a tuple,
a key that is not a string, an integer beyond 64 bits), so what any reader parses is unchanged."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.projections.views import SqliteViewStore, _json_text


def _documents(text: st.SearchStrategy[str]) -> st.SearchStrategy[Any]:
    scalars = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | text
    return st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.tuples(inner, inner)
            | st.dictionaries(text | st.integers(-5, 5), inner, max_size=4)
        ),
        max_leaves=20,
    )


documents = _documents(st.text())
stored_text = st.text(st.characters(codec="utf-8"))  # SQLite stores UTF-8


def _as_before(document: Any) -> str:
    return json.dumps(document, ensure_ascii=False)


@given(documents)
def test_a_documents_text_reads_back_as_the_stdlibs_text_did(document: Any) -> None:
    assert repr(json.loads(_json_text(document))) == repr(json.loads(_as_before(document)))


def test_a_value_the_stdlib_refuses_is_still_refused() -> None:
    with pytest.raises(TypeError):
        _json_text({"at": datetime(2026, 1, 1, tzinfo=UTC)})


@settings(max_examples=25, deadline=None)
@given(changes=st.dictionaries(stored_text, _documents(stored_text), min_size=1, max_size=5))
def test_documents_committed_to_sqlite_read_back_as_before(
    changes: dict[str, Any], tmp_path_factory: Any
) -> None:
    views = SqliteViewStore(Path(tmp_path_factory.mktemp("views")) / "views.db")
    views.commit("p", 0, 1, changes)
    for key, document in changes.items():
        assert repr(views.get("p", key)) == repr(json.loads(_as_before(document)))
