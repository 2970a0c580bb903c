"""The reply screen's normalisation, done for less (ADR 0290), gives the string the plain
composition gives: NFKC, traditional read as simplified, straight quotes, lower case, one space."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.moderation.datasets import counselor_turns, labelled_replies
from infrastructure.moderation.text import (
    FULL_WIDTH,
    QUOTES,
    SPACES,
    _folding,
    _folding_by_point,
    _narrowing_by_point,
    by_point,
    normalise,
    sentences,
)
from infrastructure.risk.script import simplified, traditional_table


def plainly(text: str) -> str:
    """The normalisation as it was written before ADR 0290."""
    folded = simplified(unicodedata.normalize("NFKC", text)).translate(QUOTES).lower()
    return SPACES.sub(" ", folded).strip()


SPECIAL = (
    "著名显著活著睡著等著著作土著著者"  # 著's rule, with the characters it looks at
    + "‘’“”「」『』'\""  # the quotes
    + "".join(map(chr, FULL_WIDTH))  # full-width ASCII, the ideographic space
    + "ﬁ①²ℌ㍿\u00a0\u2003Å\u0301é\u0065\u0301\u1100\u1161\u11a8가ｶﾞ"  # NFKC's other cases
    + "".join(map(chr, list(traditional_table())[::40]))  # traditional characters
    + "我想自殺了。！？\n\t ABCabc"
)


def test_each_full_width_character_narrows_to_its_nfkc_form() -> None:
    for wide, narrow in FULL_WIDTH.items():
        assert unicodedata.normalize("NFKC", chr(wide)) == chr(narrow)


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=st.sampled_from(SPECIAL), max_size=40) | st.text(max_size=40))
def test_any_text_is_normalised_as_the_plain_composition_does(text: str) -> None:
    assert normalise(text) == plainly(text)


def test_every_labelled_reply_and_counselor_turn_is_normalised_as_before() -> None:
    texts = [r.reply for r in labelled_replies()] + [r.context.user_message
                                                     for r in labelled_replies()]
    texts += [turn.reply for turn in counselor_turns()]
    assert len(texts) > 1000
    for text in texts:
        assert normalise(text) == plainly(text)
        for sentence in sentences(text):
            assert sentence.text == plainly(sentence.raw)


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=st.sampled_from(SPECIAL), max_size=40) | st.text(max_size=40))
def test_the_tables_by_code_point_translate_as_the_dicts_do(text: str) -> None:
    """Stop 35: the narrowing and folding tables as strings indexed by code point (no KeyError
    per unmapped character) give the dicts' translation, astral and unpaired characters too."""
    assert text.translate(_narrowing_by_point()) == text.translate(FULL_WIDTH)
    assert text.translate(_folding_by_point()) == text.translate(_folding())


def test_every_character_the_tables_map_and_those_beyond_translate_as_before() -> None:
    folding, narrowing = _folding_by_point(), _narrowing_by_point()
    assert isinstance(folding, str) and isinstance(narrowing, str)  # the fast form is in use
    mapped = "".join(map(chr, _folding())) + "".join(map(chr, FULL_WIDTH))
    beyond = "".join(chr(len(folding) + n) for n in (0, 1, 1000)) + "\U0010ffff\ud800"
    for text in (mapped, beyond, mapped + beyond + "我想自殺了。"):
        assert text.translate(folding) == text.translate(_folding())
        assert text.translate(narrowing) == text.translate(FULL_WIDTH)


def test_a_table_mapping_to_other_than_one_character_is_kept_as_a_dict() -> None:
    for table in ({65: "ab"}, {65: ""}, {65: None}):
        assert by_point(table) is table  # type: ignore[arg-type]
    assert "xAy".translate(by_point({65: "b"})) == "xby"
