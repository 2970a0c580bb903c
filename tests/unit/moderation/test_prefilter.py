"""The prefilter's gates: which texts open which gate, from the literals of its patterns."""

from __future__ import annotations

import re

from infrastructure.moderation.prefilter import LiteralScan, Prefilter

GATES = Prefilter({
    "means": [re.compile("跳楼|卧轨"), re.compile(r"\bjump(?:ing)? off\b")],
    "insult": [re.compile("(?:你|你们)(?:.{0,8})(?:矫情|玻璃心)")],
    "number": [re.compile(r"\d+")],
})


def opened(text: str) -> list[str]:
    return GATES.opened(GATES.scan(text))


def test_a_gate_opens_on_any_literal_of_any_of_its_patterns() -> None:
    assert opened("他说想去卧轨") == ["means", "number"]
    assert opened("thinking of jumping off") == ["means", "number"]


def test_a_gate_whose_pattern_has_parts_opens_only_when_every_part_occurs() -> None:
    assert "insult" not in opened("你今天怎么样")
    assert "insult" not in opened("有人说这是矫情")
    assert "insult" in opened("你们就是矫情")


def test_a_gate_whose_pattern_needs_no_fixed_text_is_always_open() -> None:
    assert opened("") == ["number"]


def test_the_scan_finds_strings_inside_and_overlapping_each_other() -> None:
    scan = LiteralScan({"he": 1, "she": 2, "hers": 4, "e": 8})
    assert scan.bits_in("ushers") == 1 | 2 | 4 | 8
    assert scan.bits_in("hxs") == 0
