"""Phrasings for the English learned layer (ADR 0129), frozen before its model was first scored
on them, in words no rule and no training item was written for: risk said plainly in new words,
and look-alikes that use the layer's gate words (kill, die, cut, pills, bridge, rope …) in their
ordinary senses. They are not bound through ``phrasings.py``, so the export never trains on them.

First try, rules + the English model (ADR 0129, "Outcome"): high 5 / 6 (missed "i've decided
tonight is my last night on earth"), medium 3 / 4 (missed "some days i think everyone
would be lighter without me around"), look-alikes 16 / 16 below medium. The layer failed its
committed rule and is not used by the scorer, so nothing was changed after this try: the high and
medium ones stay a frozen first-try set for the next attempt (kept out of its training data, as
checked here), and the look-alikes are checked with the model and with the scorer as shipped.
"""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import combine, score_window
from infrastructure.risk.ngram import NgramModel, shipped_model
from infrastructure.risk.rules import assess
from infrastructure.risk.train_english import phrasings
from tests.unit.risk.english_model import english_model

HIGH = [
    "i've decided tonight is my last night on earth",
    "the plan is set, i'm doing it after everyone falls asleep",
    "i have the cord tied already and i'm standing on the chair",
    "i've swallowed everything in the medicine cabinet",
    "i'm writing this from the top of the parking garage, i'm going over",
    "i said goodbye to my sister today, she doesn't know it was goodbye. tonight i finish it",
]
MEDIUM = [
    "honestly i wish i could just stop existing, permanently",
    "some days i think everyone would be lighter without me around",
    "i keep scratching my arms until they bleed when it gets bad",
    "i don't see the point of waking up tomorrow",
]
LOOK_ALIKES = [
    "this commute is killing me, the train was late again",
    "my phone battery died right before the meeting",
    "i cut my hair short and i'm dying to show you",
    "we jumped off the pier into the lake, best summer ever",
    "my grandmother's pills are sorted into a weekly box now, the nurse helps",
    "the movie where the hero overdoses was so sad",
    "i'm dead tired after the double shift",
    "my knee hurts after the run",
    "i gave away my old textbooks to a freshman",
    "i wrote a note to my landlord about the leak",
    "the bridge on our way to work is closed for repairs",
    "the rope swing at the lake broke",
    "i'd kill for a coffee right now",
    "that joke killed, everyone laughed",
    "we hang out at the roof bar on fridays",
    "it's pointless arguing with my brother about football",
]


def scored(text: str, english: NgramModel) -> float:
    return combine([text], assess([text]), shipped_model(), english).score


@pytest.fixture(scope="module")
def model() -> NgramModel:
    return english_model()


def test_the_frozen_phrasings_stay_out_of_the_training_data() -> None:
    texts = {row.text for row in phrasings()}
    assert not texts & {*HIGH, *MEDIUM, *LOOK_ALIKES}


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_gate_words_in_ordinary_senses_stay_below_medium(text: str, model: NgramModel) -> None:
    assert scored(text, model) < 0.70
    assert score_window([text]).score < 0.70
