"""The learned layer scores all of a turn's chunks at once in numpy (ADR 0113) with the very
floats the one-chunk loop gives: the same n-grams, counted alike, summed in the same order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.datasets import conversational, psysuicide_half
from infrastructure.risk.ngram import chunks, shipped_model

MODEL = shipped_model()
POOL = sorted({*(turn for item in conversational() for turn in item.turns),
               *(item.text for item in psysuicide_half("tune")[:300])})


@st.composite
def pieces(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(POOL))
    start = draw(st.integers(0, len(text)))
    return text[start:draw(st.integers(start, len(text)))]


odd = st.text(alphabet=st.sampled_from("死了 \x00\n😀Aa想。，"), max_size=12)
chunk_lists = st.lists(st.one_of(pieces(), odd), max_size=12)


@settings(max_examples=150, deadline=None)
@given(chunk_lists)
def test_chunks_scored_together_get_the_floats_each_gets_alone(texts: list[str]) -> None:
    assert MODEL.probabilities_of(texts) == [MODEL.probabilities(text) for text in texts]


@settings(max_examples=60, deadline=None)
@given(st.lists(pieces(), min_size=1, max_size=20).map("。".join))
def test_a_long_turn_scores_as_its_best_chunk_scored_alone(text: str) -> None:
    alone = [MODEL.probabilities(piece) for piece in chunks(text)]
    best = max([(MODEL.calibration.score(*p), *p) for p in alone], default=(0.0, 0.0, 0.0))
    assert MODEL.score_afresh(text) == max(best, (0.0, 0.0, 0.0))


def test_a_chunk_with_nothing_the_model_knows_has_no_evidence_either_way() -> None:
    assert MODEL.probabilities_of(["", " ", "\x00"]) == [(0.0, 0.0)] * 3
    assert MODEL.probabilities_of([]) == []
