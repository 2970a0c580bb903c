"""The reply screen's normalisation, done for less (ADR 0290), gives the string the plain
composition gives: NFKC, traditional read as simplified, straight quotes, lower case, one space."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.moderation.datasets import counselor_turns, labelled_replies
from infrastructure.moderation.text import FULL_WIDTH, QUOTES, SPACES, normalise, sentences
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
