"""Reading traditional characters as simplified moves no offset and changes nothing else
(ADR 0139): the rules' spans and evidence stay where the speaker wrote them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from infrastructure.risk.script import simplified


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
