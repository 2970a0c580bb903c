"""The anchored scan (ADR 0107) finds exactly what one pass of each whole pattern finds."""

from __future__ import annotations

import re

import pytest

from infrastructure.risk import rules
from infrastructure.risk.anchors import (
    AnchoredTable,
    alternatives,
    anchored_alternative,
    text_pairs,
)
from infrastructure.risk.datasets import (
    conversational,
    conversational_dev,
    conversational_third,
    psysuicide,
)
from infrastructure.risk.rule_atoms import EN_ATOMS, ZH_ATOMS


def _shipped_texts() -> list[str]:
    sets = (conversational(), conversational_dev(), conversational_third())
    texts = [turn for items in sets for item in items for turn in item.turns]
    texts += [item.text for item in psysuicide()[::3]]
    long = "。".join(texts)[:4000]
    return [rules.normalise(text) for text in [*texts, long]]


TEXTS = _shipped_texts()


def _whole(atoms: dict[str, str], text: str) -> list[tuple[str, int, int]]:
    return sorted((kind, m.start(), m.end()) for kind, source in atoms.items()
                  for m in re.finditer(source, text))


@pytest.mark.parametrize("atoms", [ZH_ATOMS, EN_ATOMS], ids=["zh", "en"])
def test_every_atom_is_found_where_a_whole_pass_of_its_pattern_finds_it(
        atoms: dict[str, str]) -> None:
    table = AnchoredTable(atoms.items())
    for text in TEXTS:
        found = sorted((f.kind, f.start, f.end) for f in table.scan(text, [(0, len(text))]))
        assert found == _whole(atoms, text), text


def test_a_scan_of_some_spans_finds_only_what_lies_inside_them() -> None:
    table = AnchoredTable({"means": ZH_ATOMS["means"]}.items())
    text = "我买了绳子。今天天气很好。刀片在抽屉里。"
    found = [f.text for f in table.scan(text, [(0, 6), (13, len(text))])]
    assert found == ["绳子", "刀片"]


def test_alternatives_are_split_at_the_top_level_only() -> None:
    assert alternatives(r"a(b|c)|[|]d|e\|f") == ["a(b|c)", "[|]d", r"e\|f"]


def test_an_alternative_is_anchored_on_the_rarest_characters_every_match_holds() -> None:
    assert anchored_alternative("(我|自己)[^，]{0,4}消失").anchors == frozenset("消")
    assert anchored_alternative("想(死|活)").anchors == frozenset("死活")
    assert anchored_alternative("[^，]{0,4}").anchors is None
    assert anchored_alternative("[0-9]+楼").anchors is None  # unbounded: scanned whole


def test_an_alternative_names_the_strings_one_of_which_every_match_holds() -> None:
    assert anchored_alternative(r"\bfentanyl\b").needles == frozenset({"fentanyl"})
    assert anchored_alternative(r"\b(belt|cord)\b(?= tied)").needles == frozenset({"belt", "cord"})
    assert anchored_alternative(r"\b(sleeping )?pills\b").needles == frozenset({"pills"})
    assert anchored_alternative(r"(a|bc)d").needles is None  # no string of three characters


def test_a_string_absent_from_the_text_leaves_out_only_the_alternatives_that_need_it() -> None:
    table = AnchoredTable({"means": r"\bfentanyl\b|\bro(pe|ad)\b"}.items())
    text = "i walked down the road, nothing else"
    assert [f.text for f in table.scan(text, [(0, len(text))])] == ["road"]


def test_a_chinese_alternative_names_the_pairs_one_of_which_every_match_holds() -> None:
    assert anchored_alternative("累赘").pairs == frozenset({"累赘"})
    assert anchored_alternative("(跳|跃)下去").pairs == frozenset({"下去"})
    assert anchored_alternative("想(自杀|轻生)").pairs == frozenset({"自杀", "轻生"})
    assert anchored_alternative("死").pairs is None  # one character: no pair
    assert anchored_alternative(r"\bpills\b").pairs is None  # English letters pair everywhere


def test_an_alternative_whose_pairs_are_absent_is_left_out_and_the_others_still_run() -> None:
    table = AnchoredTable({"passive": "累赘|活着没意思"}.items())
    assert [f.text for f in table.scan("我是个累人的赘", [(0, 7)])] == []
    assert [f.text for f in table.scan("我就是个累赘", [(0, 6)])] == ["累赘"]


def test_the_pairs_of_adjacent_characters_of_a_text_are_listed_once() -> None:
    assert text_pairs("我是累赘是累") == frozenset({"我是", "是累", "累赘", "赘是"})
    assert text_pairs("我") == frozenset()
