"""What the prefilter reads from a pattern: the strings one of which every match contains."""

from __future__ import annotations

import re

import pytest

from infrastructure.moderation.literals import UnsupportedFlagsError, required


def literals(pattern: str) -> set[str] | None:
    found = required(re.compile(pattern))
    return None if found is None else set(found)


def test_an_alternation_of_words_requires_one_of_them() -> None:
    assert literals("跳楼|跳下去") == {"跳楼", "跳下去"}


def test_a_small_alternation_inside_a_word_is_spelled_out() -> None:
    assert literals("(?:割|划)腕") == {"割腕", "划腕"}


def test_a_number_of_no_fixed_spelling_leaves_its_unit() -> None:
    assert literals(r"\d+\s*(?:mg|毫克)") == {"mg", "毫克"}


def test_word_boundaries_and_lookarounds_take_no_text() -> None:
    assert literals(r"(?<![心])\bjump(?=s)") == {"jump"}


def test_the_longest_certain_run_is_kept() -> None:
    assert literals("你.{0,8}(?:矫情|玻璃心)") == {"矫情", "玻璃心"}


def test_a_pattern_that_can_match_without_fixed_text_requires_nothing() -> None:
    assert literals(r"\d+|x?") is None


def test_one_branch_without_fixed_text_makes_the_whole_alternation_require_nothing() -> None:
    assert literals(r"跳楼|\w+") is None


def test_case_insensitive_patterns_are_refused_rather_than_misread() -> None:
    with pytest.raises(UnsupportedFlagsError):
        required(re.compile("overdose", re.IGNORECASE))
    with pytest.raises(UnsupportedFlagsError):
        required(re.compile("(?i:overdose)"))
