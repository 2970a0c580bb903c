"""What the prefilter reads from a pattern: clauses of literal sets, one clause per branch, of
which every match contains one string of each set."""

from __future__ import annotations

import re

import pytest

from infrastructure.moderation.literals import UnsupportedFlagsError, clauses


def read(pattern: str) -> list[list[set[str]]] | None:
    found = clauses(re.compile(pattern))
    return None if found is None else [[set(s) for s in clause] for clause in found]


def test_an_alternation_of_words_gives_a_clause_per_word() -> None:
    assert read("跳楼|卧轨") == [[{"跳楼"}], [{"卧轨"}]]
    assert read("跳楼|跳下去") == [[{"跳楼", "跳下去"}]]  # the parser shares the prefix


def test_a_small_alternation_inside_a_word_is_spelled_out() -> None:
    assert read("(?:割|划)腕") == [[{"割腕", "划腕"}]]


def test_a_number_of_no_fixed_spelling_leaves_its_unit() -> None:
    assert read(r"\d+\s*(?:mg|毫克)") == [[{"mg", "毫克"}]]


def test_word_boundaries_and_lookarounds_take_no_text() -> None:
    assert read(r"(?<![心])\bjump(?=s)") == [[{"jump"}]]


def test_each_part_a_gap_separates_is_required() -> None:
    assert read("(?:你|你们)(?:.{0,8})(?:矫情|玻璃心)") == [[{"你", "你们"}, {"矫情", "玻璃心"}]]


def test_an_alternation_inside_a_sequence_requires_one_of_its_branches() -> None:
    assert read(r"take (?:\d+|a few) pills") == [[{"take "}, {" pills"}]]


def test_a_pattern_that_can_match_without_fixed_text_requires_nothing() -> None:
    assert read(r"\d+|x?") is None


def test_one_branch_without_fixed_text_makes_the_whole_alternation_require_nothing() -> None:
    assert read(r"跳楼|\w+") is None


def test_case_insensitive_patterns_are_refused_rather_than_misread() -> None:
    with pytest.raises(UnsupportedFlagsError):
        clauses(re.compile("overdose", re.IGNORECASE))
    with pytest.raises(UnsupportedFlagsError):
        clauses(re.compile("(?i:overdose)"))
