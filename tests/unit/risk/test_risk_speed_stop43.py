"""Stop 43, speed (ADR 0300 amendment "Stop 43"): what the compiled walk hands back holds only
ints and strs, so the cyclic collector is not asked to follow it. A 4,000-character English
message's walks made ~1,500 lists that lived through the scan; each of the ~3 young
collections a score brings walked them (117 → 23 µs a collection). The values stay the same
(``test_risk_speed_stop42`` compares them with the Python walk); only ``gc`` no longer tracks
them."""

from __future__ import annotations

import gc

import pytest

from benchmarks.risk import counseling_text, english_text
from infrastructure.risk import anchors, rules


def setup_module() -> None:
    if anchors.CompiledMarks is None:
        pytest.fail("the compiled marks' walk (infrastructure/risk/_marks.c) is not built: "
                    "./dev setup builds it (setup.py, ADR 0300)", pytrace=False)


@pytest.mark.parametrize("name", ["EN", "EN_SCOPE", "ZH", "ZH_SCOPE"])
def test_the_walks_lists_and_a_sets_pairs_are_not_tracked_by_the_collector(name: str) -> None:
    from infrastructure.risk import _marks

    table = getattr(rules, name)
    assert table.compiled is not None
    text = rules.normalise(english_text() if name.startswith("EN") else counseling_text())
    places, members = table.compiled.walk(text, [(0, len(text))])
    assert places and members
    assert not any(gc.is_tracked(where) for where in places.values())
    assert not any(gc.is_tracked(marks) for marks in members.values())
    for number, marks in members.items():
        pairs = _marks.hits(places, marks)
        assert pairs == sorted((p, len(m)) for m in marks for p in places[m]), number
        assert not gc.is_tracked(pairs)
        assert not any(gc.is_tracked(pair) for pair in pairs)

