"""The SQLite recorder's originator ids made at once (ADR 0297) are what ``UUID`` makes."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any
from uuid import UUID

from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore
from hypothesis import given
from hypothesis import strategies as st

from infrastructure.storage.recorders import SQLiteEventsRecorder, uuid_of


def _made(make: Any, text: str) -> Any:
    try:
        return make(text)
    except ValueError as refused:
        return ("ValueError", str(refused))


def _same(ours: Any, theirs: Any) -> None:
    assert type(ours) is type(theirs)
    assert ours == theirs
    if isinstance(ours, UUID):
        assert hash(ours) == hash(theirs)
        assert repr(ours) == repr(theirs)
        for slot in UUID.__slots__:  # every attribute UUID.__init__ sets, set alike
            if slot != "__weakref__":
                assert getattr(ours, slot) == getattr(theirs, slot)


@given(st.uuids())
def test_every_form_of_a_uuid_reads_as_uuid_reads_it(value: UUID) -> None:
    for text in (value.hex, value.hex.upper(), str(value), f"{{{value}}}", f"urn:uuid:{value}"):
        _same(_made(uuid_of, text), _made(UUID, text))


@given(st.text(alphabet="0123456789abcdefABCDEFgG-{}xz _+٣", max_size=40))
def test_any_text_reads_or_is_refused_as_uuid_reads_it(text: str) -> None:
    _same(_made(uuid_of, text), _made(UUID, text))


@given(st.text(alphabet="0123456789abcdef٣_+ ", min_size=32, max_size=32))
def test_32_characters_read_or_are_refused_as_uuid_reads_them(text: str) -> None:
    _same(_made(uuid_of, text), _made(UUID, text))


def test_the_recorder_converts_ids_as_the_librarys_does() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for id_type in ("uuid", "text"):
            path = str(Path(tmp) / f"{id_type}.db")
            datastore = SQLiteDatastore(path, originator_id_type=id_type)
            ours = SQLiteEventsRecorder(datastore)
            theirs = SQLiteApplicationRecorder(datastore)
            for text in (UUID(int=7).hex, "a4c1a2b3c4d5e6f708192a3b4c5d6e7f"):
                _same(ours.convert_originator_id(text), theirs.convert_originator_id(text))
            datastore.close()
