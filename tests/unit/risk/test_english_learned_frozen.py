"""Phrasings for the English learned layer (ADR 0129), frozen before its model was first scored
on them, in words no rule and no training item was written for: risk said plainly in new words,
and look-alikes that use the layer's gate words (kill, die, cut, pills, bridge, rope …) in their
ordinary senses. They are not bound through ``phrasings.py``, so the export never trains on them.

First try (before any change, scored with rules + the English model trained on the export):
recorded in ADR 0129, "Outcome". These tests score with the English model whether or not it is
shipped (``english_model`` trains it in memory where it is not), so they check the layer itself.
"""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import combine
from infrastructure.risk.ngram import NgramModel, shipped_model
from infrastructure.risk.rules import assess
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


@pytest.mark.parametrize("text", HIGH)
def test_new_words_for_imminent_risk_are_high(text: str, model: NgramModel) -> None:
    assert scored(text, model) >= 0.95


@pytest.mark.parametrize("text", MEDIUM)
def test_new_words_for_a_passive_wish_or_self_harm_reach_medium(text: str,
                                                                model: NgramModel) -> None:
    assert scored(text, model) >= 0.70


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_gate_words_in_ordinary_senses_stay_below_medium(text: str, model: NgramModel) -> None:
    assert scored(text, model) < 0.70
