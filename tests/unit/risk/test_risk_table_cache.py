"""The rules' tables read back from the cache are the tables derived (ADR 0301)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.risk import counseling_text, dense_text, english_text, ordinary_text
from infrastructure.risk import table_cache
from infrastructure.risk.anchors import AnchoredTable, Found
from infrastructure.risk.rule_atoms import EN_ATOMS, ZH_ATOMS
from infrastructure.risk.rules import normalise

ZH_ENTRIES = [(kind, ZH_ATOMS[kind]) for kind in ("passive", "self_harm", "means", "time")]
EN_ENTRIES = [(kind, EN_ATOMS[kind]) for kind in ("passive", "self_harm", "means", "time")]


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(table_cache, "FOLDER", tmp_path)
    monkeypatch.delenv("HEARTRULE_RISK_TABLE_CACHE", raising=False)
    return tmp_path


def _finds(table: AnchoredTable, text: str) -> list[Found]:
    plain = normalise(text)
    return list(table.scan(plain, [(0, len(plain))]))


@pytest.mark.parametrize(("entries", "chinese", "texts"), [
    (ZH_ENTRIES, True, [counseling_text(), ordinary_text(), dense_text()]),
    (EN_ENTRIES, False, [english_text()]),
])
def test_a_table_read_back_finds_what_the_derived_one_finds(
        folder: Path, entries: list[tuple[str, str]], chinese: bool, texts: list[str]) -> None:
    derived = table_cache.cached_table(entries, chinese=chinese)
    written = list(folder.glob("risk-table-*.pickle"))
    read_back = table_cache.cached_table(entries, chinese=chinese)
    assert len(written) == 1 and read_back is not derived
    assert (read_back.compiled is None) == (derived.compiled is None)
    for text in texts:
        assert _finds(read_back, text) == _finds(derived, text)


def test_an_edited_rule_derives_the_table_again_and_drops_the_old_file(folder: Path) -> None:
    table_cache.cached_table(ZH_ENTRIES, chinese=True)
    (old,) = folder.glob("risk-table-*.pickle")
    edited = [*ZH_ENTRIES[:-1], ("time", ZH_ATOMS["time"] + "|下下周")]
    table = table_cache.cached_table(edited, chinese=True)
    (new,) = folder.glob("risk-table-*.pickle")
    assert new != old and new.name.split("-")[:4] == old.name.split("-")[:4]
    assert any(found.text == "下下周" for found in _finds(table, "下下周再说"))


def test_an_unreadable_file_is_derived_again(folder: Path) -> None:
    table_cache.cached_table(EN_ENTRIES)
    (path,) = folder.glob("risk-table-*.pickle")
    path.write_bytes(b"not a pickle")
    table = table_cache.cached_table(EN_ENTRIES)
    assert _finds(table, "i want to die tonight")
    assert path.read_bytes() != b"not a pickle"


def test_a_folder_that_cannot_be_written_still_gives_the_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("")
    monkeypatch.setattr(table_cache, "FOLDER", blocked)
    table = table_cache.cached_table(EN_ENTRIES)
    assert _finds(table, "i want to die tonight")


def test_the_cache_can_be_turned_off(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTRULE_RISK_TABLE_CACHE", "0")
    table = table_cache.cached_table(EN_ENTRIES)
    assert _finds(table, "i want to die tonight")
    assert not list(folder.iterdir())
