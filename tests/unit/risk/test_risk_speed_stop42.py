"""Stop 42, speed (ADR 0300): the marks' walk compiled in C gives what the walk of
``pyahocorasick`` grouped in Python gives — the same places, the marks in the same order, the
same members of each set — on every shipped text, whole and in parts, and on drawn texts; a
table made without it scans alike. Where ``_marks`` is not built these tests fail and say so:
``./dev setup`` builds it (a machine without a C compiler walks in Python, and has nothing here
to compare)."""

from __future__ import annotations

import random

import pytest

from benchmarks.risk import counseling_text, dense_text, english_text, ordinary_text
from infrastructure.risk import anchors, rules
from infrastructure.risk.anchors import AnchoredTable
from infrastructure.risk.rule_atoms import EN_ATOMS, ZH_ATOMS
from tests.unit.risk.test_anchored_scan import TEXTS


def setup_module() -> None:
    if anchors.CompiledMarks is None:
        pytest.fail("the compiled marks' walk (infrastructure/risk/_marks.c) is not built: "
                    "./dev setup builds it (setup.py, ADR 0300)", pytrace=False)


TABLES = sorted(name for name in dir(rules) if isinstance(getattr(rules, name), AnchoredTable))
BENCH = [rules.normalise(make()) for make in (english_text, counseling_text, ordinary_text,
                                              dense_text)]


def _spans(text: str) -> list[list[tuple[int, int]]]:
    third = len(text) // 3
    return [[(0, len(text))], [(0, third), (len(text) // 2, len(text))],
            [(1, third), (third + 1, 2 * third)], [(0, 0)], []]


def _same(table: AnchoredTable, text: str, spans: list[tuple[int, int]]) -> None:
    assert table.compiled is not None
    places, members = table.compiled.walk(text, spans)
    expected_places, expected_members = table._walk_python(text, spans)
    assert places == expected_places
    assert list(places) == list(expected_places)  # the marks in the order first found
    assert members == expected_members
    assert list(members) == list(expected_members)


def test_every_table_of_the_rules_is_walked_in_c() -> None:
    assert {"EN", "EN_SCOPE", "ZH", "ZH_SCOPE", "EN_EVENTS", "ZH_EVENTS"} <= set(TABLES)
    for name in TABLES:
        table = getattr(rules, name)
        assert table.compiled is not None and len(table.compiled) == len(table.automaton)


@pytest.mark.parametrize("name", TABLES)
def test_the_compiled_walk_finds_what_the_python_walk_finds_on_every_shipped_text(
        name: str) -> None:
    table = getattr(rules, name)
    for text in [*TEXTS, *BENCH]:
        for spans in _spans(text):
            _same(table, text, spans)


PIECES = ("想自杀", "累赘", "自杀", "药", "攒", "死", "i want to ", "kill myself", "the ", " my ",
          "pills", "tonight", "bridge", "end it", "i'm ", "goodbye", "cut", "aa", "jk", "ha",
          "。", ", ", ". ", " ", "\n", "🔪", "💊", "é", "ー", "a", "e")
LONE_SURROGATE = chr(0xD800)  # (made, not written: the outputs' benchmark reads literals as UTF-8)


def test_the_compiled_walk_finds_what_the_python_walk_finds_on_drawn_texts() -> None:
    """Texts of risk words, scope words, punctuation and odd characters (an emoji, a lone
    surrogate, a kana), in either script: one, two and four bytes a character."""
    draw = random.Random(42)
    tables = [getattr(rules, name) for name in TABLES]
    for _ in range(600):
        text = "".join(draw.choice((*PIECES, LONE_SURROGATE))
                       for _ in range(draw.randrange(0, 40)))
        cuts = sorted(draw.randrange(0, len(text) + 1) for _ in range(4))
        for table in tables:
            _same(table, text, [(0, len(text))])
            _same(table, text, [(cuts[0], cuts[1]), (cuts[2], cuts[3])])


def test_a_table_made_without_the_compiled_walk_scans_alike() -> None:
    for atoms, kinds, chinese in ((EN_ATOMS, rules.PRIMARY, False),
                                  (ZH_ATOMS, rules.PRIMARY, True)):
        entries = [(kind, atoms[kind]) for kind in kinds if kind in atoms]
        compiled = AnchoredTable(entries, chinese)
        plain = AnchoredTable(entries, chinese, compiled=False)
        assert compiled.compiled is not None and plain.compiled is None
        for text in [*TEXTS[::7], *BENCH]:
            spans = [(0, len(text))]
            assert compiled.scan(text, spans) == plain.scan(text, spans)


def test_the_automaton_says_what_it_cannot_take() -> None:
    automaton = anchors.CompiledMarks
    assert automaton is not None
    assert automaton([], []).walk("anything", [(0, 8)]) == ({}, {})
    with pytest.raises(ValueError):
        automaton(["ab", "ab"], [(0,), (1,)])  # each mark once
    with pytest.raises(TypeError):
        automaton([""], [(0,)])
    with pytest.raises(ValueError):
        automaton(["ab"], [(0,), (1,)])  # one tuple of set numbers a mark
    with pytest.raises(TypeError):
        automaton(["ab"], [[0]])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        automaton(["ab"], [(0,)]).walk("ab", [(0, 1, 2)])  # type: ignore[list-item]
    found = automaton(["ab", "b", "abc"], [(0,), (0, 1), (2,)]).walk("xabcab", [(0, 6)])
    assert found == ({"ab": [1, 4], "b": [2, 5], "abc": [1]}, {0: ["ab", "b"], 1: ["b"],
                                                              2: ["abc"]})
    assert list(found[0]) == ["ab", "b", "abc"]


def test_the_longest_run_between_white_space_is_counted_as_split_reads_it() -> None:
    """``anchors.longest_word`` in C: every character ``str.split`` takes for white space (the
    29 of Unicode, the four separators among them) ends a run, nothing else does."""
    from infrastructure.risk import _marks  # (built: the module is skipped otherwise)

    spaces = [chr(code) for code in range(0x110000) if chr(code).isspace()]
    pieces = [*spaces, *PIECES, LONE_SURROGATE, "x" * 9]
    draw = random.Random(7)
    for _ in range(5000):
        text = "".join(draw.choice(pieces) for _ in range(draw.randrange(0, 30)))
        expected = max(map(len, text.split()), default=0)
        assert _marks.longest_run(text) == expected
    for text in [*TEXTS, *BENCH]:
        assert anchors.longest_word(text) == max(map(len, text.split()), default=0)


def test_a_sets_hits_are_paired_and_sorted_in_c_as_in_python() -> None:
    """``_Windows.hits`` in C (``_marks.hits``): each string's places with its length, in the
    order the pairs sort, against the Python pairing on drawn places and on every table's walk
    of the bench's messages."""
    from infrastructure.risk import _marks

    draw = random.Random(11)
    for _ in range(3000):
        marks = sorted({"".join(draw.choice("ab我") for _ in range(draw.randrange(1, 4)))
                        for _ in range(draw.randrange(0, 5))})
        places = {m: sorted({draw.randrange(0, 50) for _ in range(draw.randrange(1, 6))})
                  for m in marks}
        found = [m for m in marks if draw.random() < 0.8]
        windows = anchors._Windows("x" * 60, [(0, 60)], places, {0: found})
        assert _marks.hits(places, found) == windows.hits(0)
    for name in TABLES:
        table = getattr(rules, name)
        for text in BENCH:
            places, members = table._walk(text, [(0, len(text))])
            python = anchors._Windows(text, [(0, len(text))], places, members)
            for number, found in members.items():
                assert _marks.hits(places, found) == python.hits(number)
    with pytest.raises(KeyError):
        _marks.hits({}, ["absent"])
