"""Stop 47, speed (ADR 0300 amendment "Stop 47, enspeed"): an alternative run in windows around
its rarest mark reaches as far before and after each occurrence as a match holding the mark
reaches there (its placement), not its whole width both ways. A mark at the end of a long
alternative ("… find me before") opens a window far before it and short after it; the
windows hold every match as the symmetric ones did, so every scan finds the same. A search of a
turn or a sentence for a pattern's words is gated by a walk of its marks (``MarkGate``): where
no string of one of them lies, it finds nothing."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from infrastructure.risk import rules
from infrastructure.risk.anchors import (
    LOOK_AROUND,
    AnchoredTable,
    MarkGate,
    _Reading,
    _Windows,
    anchored_alternative,
)
from tests.unit.risk.speed_texts import speed_texts

TABLES = ("EN", "EN_SCOPE", "ZH", "ZH_SCOPE", "EN_MARKERS", "ZH_MARKERS", "EN_OVER", "ZH_OVER")


def test_a_mark_is_placed_by_what_the_items_either_side_of_it_take_up() -> None:
    placed = anchored_alternative(r"\b(\w+ ){0,2}find me\b")
    assert placed.marks == (frozenset({"find me"}),)
    assert placed.placements == (((2, 2), (0, 0)),)  # two words and spaces before, none after
    took = anchored_alternative(r"\b(took|swallowed) \w+ pills\b")
    assert took.placements == (((0, 0), (6, 1)), ((10, 1), (0, 0)))


def test_a_look_around_widens_the_side_it_reads_past_the_mark() -> None:
    ahead = anchored_alternative(r"(?![^.]{0,40}\bjoke)\bfind me\b")  # read from before it
    assert ahead.placements[0] is not None and ahead.placements[0][1] >= (44, 0)
    behind = anchored_alternative(r"\bfind me(?<=\bno one will find me)")  # read back from after
    assert behind.placements[0] is not None and behind.placements[0][0] >= (19, 0)


def test_a_mark_in_a_repeat_or_past_an_unbounded_item_has_no_placement() -> None:
    assert anchored_alternative(r"(hello world|good night)+ ok").placements == (None, None)


def test_a_window_reaches_far_before_a_mark_that_ends_its_alternative_and_short_after() -> None:
    text = "x " * 100 + "honestly nobody will find me" + " y" * 100
    table = AnchoredTable({"alone": r"\b(\w+ ){0,4}(will )?find me\b"}.items())
    windows = _Windows(text, [(0, len(text))], *table._walk(text, [(0, len(text))]))
    alt, sets = table.alternatives[0], table.readings[False].numbers[0]
    ((start, end),) = windows.around(alt, sets)
    # the mark is "will find me" or "find me": four words and spaces before it, nothing after
    assert start == text.index("will find me") - (4 + 4 * windows.longest + LOOK_AROUND)
    assert end == text.index("find me") + len("find me") + LOOK_AROUND
    reach = windows.reach(alt)
    assert reach is not None and end - start < 2 * reach  # the symmetric one reached both ways
    assert [f.text for f in table.scan(text, [(0, len(text))])] == [
        "x x honestly nobody will find me"]  # four words before "will", the leftmost


def _unplaced(table: AnchoredTable) -> AnchoredTable:
    """The same table with every window symmetric, as before stop 47."""
    numbered = {marks: number for number, marks in enumerate(table.sets)}
    same = AnchoredTable([], chinese=table.chinese)
    same.__dict__.update(table.__dict__)
    same.alternatives = tuple(replace(alt, placements=()) for alt in table.alternatives)
    same.readings = {False: _Reading(same.alternatives, numbered), True: _Reading(
        tuple(replace(alt.ascii or alt, placements=()) for alt in table.alternatives), numbered,
        ascii=True)}
    return same




@pytest.mark.parametrize("name", TABLES)
def test_placed_windows_find_what_symmetric_windows_find(name: str) -> None:
    table = getattr(rules, name)
    before = _unplaced(table)
    for text in speed_texts():
        spans = [(0, len(text))]
        assert table.scan(text, spans) == before.scan(text, spans), text[:80]


def test_a_gate_lets_a_span_through_only_when_one_string_of_each_mark_lies_inside_it() -> None:
    gate = MarkGate(r"\b(took|swallowed) \w+ pills\b")
    text = "i took all the pills. i swallowed two"
    assert gate.may_match(text)
    assert not gate.may_match(text, text.index("i swallowed"))  # no " pills" after it
    assert not gate.may_match(text, 0, text.index(" pills") + 3)  # " pills" cut by the end
    assert MarkGate(r"(a|b)c").may_match("no mark: nothing ruled out")


def _sentences(text: str) -> list[tuple[int, int]]:
    starts, sentence_of = rules._segment(text)
    return list(rules._sentence_spans(starts, sentence_of, len(text)).values())


@pytest.mark.parametrize(("gate", "pattern"), [
    (rules.FRESH_EN_GATE, rules.FRESH_EN_WORDS), (rules.REGIMEN_GATE, rules.REGIMEN)],
    ids=["fresh start", "regimen"])
def test_a_gated_search_finds_nothing_where_its_gate_is_shut(
        gate: MarkGate, pattern: re.Pattern[str]) -> None:
    texts = [text for text in speed_texts() if text.isascii()]  # the gates are read on such texts
    for text in texts:
        for start, end in [(0, len(text)), *_sentences(text)]:
            if not gate.may_match(text, start, end):
                assert pattern.search(text, start, end) is None, text[start:end]
