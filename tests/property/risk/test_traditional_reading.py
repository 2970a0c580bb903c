"""Reading traditional characters as simplified moves no offset and changes nothing else
(ADR 0139): the rules' spans and evidence stay where the speaker wrote them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from infrastructure.risk.script import _table, _translated, simplified


@given(st.text())
def test_each_character_becomes_exactly_one_character(text: str) -> None:
    assert len(simplified(text)) == len(text)


@given(st.text(alphabet=st.characters(max_codepoint=0x2FFF)))
def test_text_without_chinese_characters_is_unchanged(text: str) -> None:
    assert simplified(text) == text


@given(st.text())
def test_reading_twice_reads_the_same(text: str) -> None:
    assert simplified(simplified(text)) == simplified(text)


def test_every_character_of_the_table_is_read_to_its_end() -> None:
    characters = "".join(chr(code) for code in range(0x3400, 0xA000))
    assert simplified(simplified(characters)) == simplified(characters)


TRADITIONAL = sorted(map(chr, _table()))


@given(st.text() | st.text(alphabet=st.sampled_from(TRADITIONAL) | st.characters()))
def test_the_array_reading_is_the_table_read_character_by_character(text: str) -> None:
    """The table applied in numpy (ADR 0112, "stop 31, fifth pass") is ``str.translate``."""
    assert _translated(text) == text.translate(_table())


def test_every_code_point_is_read_as_the_table_reads_it() -> None:
    every = "".join(map(chr, range(0x110000)))  # lone surrogates too
    assert _translated(every) == every.translate(_table())
