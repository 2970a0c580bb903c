"""Properties of the English learned layer (ADR 0129), scored with its model (which the scorer
itself does not use): someone else's or a negated English clause that the rules cancel, as a turn
of its own or as a sentence added to a turn, never raises the score; the layer never lowers what
the rules say. A third party's risk the rules find no signal in at all ("my friend wants to kill
himself", anything "a guy online" did) is not taken out, and the model does raise the score on
it (0.80 -> 0.86 beside "back to cutting"): a known limit, one of the reasons the layer is off."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import combine
from infrastructure.risk.ngram import shipped_model
from infrastructure.risk.rules import assess
from infrastructure.risk.train_english import phrasings
from tests.unit.risk.english_model import english_model

POOL = sorted(row.text for row in phrasings()[::5])
turns = st.sampled_from(POOL)
windows = st.lists(turns, min_size=1, max_size=3)

OTHERS = ["my friend", "my sister", "my coworker", "her boyfriend", "my roommate", "a guy online"]
THEIR_RISK = ["wants to kill himself", "said she wants to die", "took a bunch of pills last night",
              "has been cutting again", "wrote a goodbye note", "is standing on the bridge",
              "bought a rope", "doesn't want to live anymore"]
NEGATED = ["I would never kill myself", "I don't want to die", "I'm not suicidal",
           "I have never thought about ending my life", "I'm not going to hurt myself",
           "no, I don't have any pills or a plan"]
CLAUSES = [*(f"{who} {what}" for who in OTHERS for what in THEIR_RISK), *NEGATED]
CANCELLED = [c for c in CLAUSES if any(s.cancelled_by for s in assess([c]).signals)]
cancelled = st.sampled_from(CANCELLED)


def test_most_of_the_clauses_are_ones_the_rules_cancel() -> None:
    assert len(CANCELLED) >= 31 and set(NEGATED) <= set(CANCELLED)  # 31 of 54 at stop 35


def score(window: list[str]) -> float:
    return combine(window, assess(window), shipped_model(), english_model()).score


@settings(max_examples=120, deadline=None)
@given(windows, cancelled)
def test_a_negated_or_third_party_english_turn_never_raises_the_score(window: list[str],
                                                                      clause: str) -> None:
    assert score([*window, clause]) <= score(window)


@settings(max_examples=120, deadline=None)
@given(windows, cancelled)
def test_a_negated_or_third_party_english_sentence_never_raises_its_turns_score(
    window: list[str], clause: str
) -> None:
    *earlier, last = window
    assert score([*earlier, f"{last.rstrip('.')}. {clause}."]) <= score(
        [*earlier, f"{last.rstrip('.')}."])


@settings(max_examples=120, deadline=None)
@given(windows)
def test_the_english_layer_never_lowers_what_the_rules_say(window: list[str]) -> None:
    assert score(window) >= assess(window).score
