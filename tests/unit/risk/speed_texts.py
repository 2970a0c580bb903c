"""The texts the speed tests check a faster reading against: the bench's four long messages, every
other turn of the shipped conversational sets and every third item joined, normalised as the rules
read them (written once for the stop 47 and stop 49 speed tests)."""

from __future__ import annotations

from benchmarks.risk import counseling_text, dense_text, english_text, ordinary_text
from infrastructure.risk import rules
from infrastructure.risk.datasets import conversational, conversational_dev, conversational_third


def speed_texts() -> list[str]:
    sets = (conversational(), conversational_dev(), conversational_third())
    turns = [turn for items in sets for item in items for turn in item.turns]
    joined = [" ".join(item.turns) for items in sets for item in items]
    bench = [english_text(), counseling_text(), ordinary_text(), dense_text()]
    return [rules.normalise(text) for text in [*bench, *turns[::2], *joined[::3]]]
