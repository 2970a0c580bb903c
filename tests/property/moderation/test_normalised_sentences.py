"""A reply normalised character by character holds every sentence's normalised text (stop 42):
the prefilter then scans the reply alone and splits its sentences only when a rule opens, so
this must hold for every text ``normalise_marked`` marks, whatever its characters."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.moderation.text import normalise, normalise_marked, sentences

AWKWARD = (
    "我你的了著着看著好著呢是不在有人ＡＢＣａｂｃ１２３，。！？；：「」『』“”‘’"
    "abcXYZ ΣσςΑΒ\u0301\u0308e\u00e9\u00a0\u3000\u2028\x1c\x85\t\r\n .!?;"
    "ﬁ㈱Ⅻ①ｶﾞ가\u1100\u1161İ"
)
TEXT = st.text(alphabet=st.sampled_from(AWKWARD), max_size=40)


@settings(max_examples=400)
@given(TEXT)
def test_the_marked_normalisation_is_normalise(text: str) -> None:
    assert normalise_marked(text)[0] == normalise(text)


@settings(max_examples=400)
@given(TEXT)
def test_a_text_read_alone_holds_every_sentence(text: str) -> None:
    normalised, read_alone = normalise_marked(text)
    if read_alone:
        assert all(sentence.text in normalised for sentence in sentences(text))
