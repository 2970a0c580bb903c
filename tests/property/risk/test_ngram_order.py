"""The learned layers' n-grams (risk scorer and reply screen) are every slice of the normalised
text, by length then position: training lists them so and scoring sums their weights in that
order, so a faster enumeration must give the very same list."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from infrastructure.risk.ngram import ngrams, normalise

TEXT = st.text(alphabet=st.sampled_from("ab 你我。\t\nC!"), max_size=40)


@given(TEXT, st.integers(1, 3), st.integers(0, 2))
def test_the_ngrams_are_every_slice_by_length_then_position(text: str, low: int,
                                                            extra: int) -> None:
    clean, high = normalise(text), low + extra
    slices = [clean[i:i + n] for n in range(low, high + 1) for i in range(len(clean) - n + 1)]
    assert ngrams(text, low, high) == slices
