"""The anchored scan (ADR 0107, 0117) finds what one pass of each whole pattern finds, on texts
made of pieces of the shipped phrasings cut anywhere and joined in any order."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk import rules
from infrastructure.risk.anchors import AnchoredTable
from infrastructure.risk.datasets import conversational, conversational_dev, psysuicide_half
from infrastructure.risk.rule_atoms import EN_ATOMS, ZH_ATOMS
from infrastructure.risk.rules import SPACES

POOL = sorted({
    *(rules.normalise(turn) for items in (conversational(), conversational_dev())
      for item in items for turn in item.turns),
    *(rules.normalise(item.text) for item in psysuicide_half("tune")[:300]),
})
TABLES = {"zh": AnchoredTable(ZH_ATOMS.items()), "en": AnchoredTable(EN_ATOMS.items())}
ATOMS = {"zh": ZH_ATOMS, "en": EN_ATOMS}


@st.composite
def pieces(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(POOL))
    start = draw(st.integers(0, len(text)))
    return text[start:draw(st.integers(start, len(text)))]


# joined, white space collapsed as ``rules.normalise`` leaves it (the text a table reads): a
# table spells ``\\s*`` as " ?" (``anchors.one_space``)
texts = st.lists(pieces(), min_size=1, max_size=8).map(lambda p: SPACES.sub(" ", "".join(p)))


def _whole(atoms: dict[str, str], text: str) -> list[tuple[str, int, int]]:
    return sorted((kind, m.start(), m.end()) for kind, source in atoms.items()
                  for m in re.finditer(source, text))


@settings(max_examples=150, deadline=None)
@given(texts, st.sampled_from(["zh", "en"]))
def test_the_anchored_scan_finds_what_a_whole_pass_of_each_pattern_finds(
        text: str, script: str) -> None:
    found = sorted((f.kind, f.start, f.end) for f in TABLES[script].scan(text, [(0, len(text))]))
    assert found == _whole(ATOMS[script], text)


@settings(max_examples=100, deadline=None)
@given(texts, st.integers(0, 40), st.integers(0, 40))
def test_a_scan_of_one_span_finds_what_a_whole_pass_finds_inside_it(
        text: str, cut_start: int, cut_end: int) -> None:
    start, end = min(cut_start, len(text)), max(len(text) - cut_end, 0)
    if start >= end:
        start, end = 0, len(text)
    found = sorted((f.kind, f.start, f.end) for f in TABLES["zh"].scan(text, [(start, end)]))
    inside = sorted((kind, m.start(), m.end()) for kind, source in ZH_ATOMS.items()
                    for m in re.compile(source).finditer(text, start, end))
    assert found == inside
