"""Stop 49, speed2 (ADR 0300, amendment "Stop 49, speed2"): an alternative every match of which
opens with ``\\b`` is compiled with ``\\b`` before its first-character look-ahead, so ``re``
leaves a place inside a word at once. It matches where and as the look-ahead alone matched, at
every place: the tables' alternatives over the shipped texts and drawn ones, ``finditer`` and
``match`` alike, in both readings (as written and ``re.ASCII``).

The mechanism changes no score: ``benchmarks.risk_outputs --corpora`` is byte-identical with
stop49's (the amendment's figures)."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from infrastructure.risk import anchors, rules
from infrastructure.risk.anchors import PARSER, AnchoredTable
from tests.unit.risk.speed_texts import speed_texts

TEXTS = speed_texts()
WORDS = ("i ", "took ", "them ", "all", "no one", " will ", "find me", "'em", "it's ", "bye",
         ".", "!", ",", " ", "x", "_", "9", "my ", "wait", "until ", "can't ", "the ", "lot")


def _tables() -> list[AnchoredTable]:
    return [table for table in vars(rules).values() if isinstance(table, AnchoredTable)]


def _bounded() -> list[tuple[re.Pattern[str], re.Pattern[str]]]:
    """Each alternative given ``\\b`` before its look-ahead, with the look-ahead alone, in both
    readings."""
    pairs = []
    for table in _tables():
        for alt in table.readings[False].alternatives:
            source = alt.pattern.pattern
            if source.startswith("\\b(?=["):
                for flags in (alt.pattern.flags, alt.pattern.flags & ~re.UNICODE | re.ASCII):
                    pairs.append((re.compile(source, flags), re.compile(source[2:], flags)))
    return pairs


BOUNDED = _bounded()


def _opens(source: str) -> bool:
    assert PARSER is not None
    return anchors._opens_at_boundary(list(PARSER.parse(source)))


def test_a_pattern_opens_at_a_boundary_only_when_every_match_does() -> None:
    assert _opens(r"\bwait")
    assert _opens(r"(\btook|\bswallowed) them")
    assert _opens(r"(?:\b(a|b)|(?<!if i )\bc)d")
    assert _opens(r"(?<!\bif i )(?<!\bwhether i )\b(took|swallowed) them")
    assert not _opens(r"(\btook|swallowed) them")  # one choice opens anywhere
    assert not _opens(r"(?:^|(?<=[.!?] ))(i )?done")
    assert not _opens(r"(\bi )?done")  # a group that may be left out
    assert not _opens(r"\Bwait")
    assert not _opens(r"(?i:\bwait)")  # a group with flags is not read through
    assert not _opens("")


def test_the_tables_give_the_boundary_to_many_alternatives() -> None:
    assert len(BOUNDED) >= 200  # 261 on stop49's rules, each in two readings


@pytest.mark.parametrize("index", range(len(TEXTS)))
def test_a_bounded_alternative_finds_over_the_shipped_texts_what_its_look_ahead_found(
        index: int) -> None:
    text = rules.normalise(TEXTS[index])
    for bounded, ahead in BOUNDED:
        for chosen in (TEXTS[index], text):
            assert [m.span() for m in bounded.finditer(chosen)] == [
                m.span() for m in ahead.finditer(chosen)]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=24).map("".join))
@example("i took them all. no one will find me in time")
@example("xi took them all")
@example("_took_ them all")
def test_a_bounded_alternative_matches_at_every_place_as_its_look_ahead_did(text: str) -> None:
    for bounded, ahead in BOUNDED:
        for at in range(len(text) + 1):
            one, other = bounded.match(text, at), ahead.match(text, at)
            assert (one and one.span()) == (other and other.span())


def test_drawn_texts_are_matched_alike() -> None:
    draw = random.Random(4902)
    for _ in range(100):
        text = "".join(draw.choice(WORDS) for _ in range(draw.randint(0, 30)))
        for bounded, ahead in BOUNDED:
            assert [m.span() for m in bounded.finditer(text)] == [
                m.span() for m in ahead.finditer(text)]
