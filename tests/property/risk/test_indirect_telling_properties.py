"""Stop 44 (ADR 0110 amendment "Stop 44, engen"): an amount judged enough and things set out by
a pronoun are read only beside the window's means or another risk of the speaker's own. Said of
an ordinary day with no means named, they never reach medium; added to a turn, they never lower
its score; a means beside them is a preparation (high)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, score

JUDGED = ["that should be more than enough", "that'll do it", "it will be plenty",
          "enough i think", "i have double that", "that ought to be enough",
          "lined them all up", "counted them out"]
ORDINARY = ["packed the car for the weekend", "made a big pot of soup", "finished the essay",
            "tidied my desk at last", "bought snacks for movie night", "sorted the laundry",
            "the kids are at my mum's", "got home from work"]
MEANS = ["i've got 60 of my sleeping pills saved", "the rope is in the boot",
         "two boxes of paracetamol and the vodka", "the charcoal and the tape are in my room"]
ANY_TURN = ORDINARY + MEANS + ["i don't want to be here anymore", "i'm on the bridge"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ORDINARY), st.sampled_from(JUDGED))
def test_a_judgement_of_amount_with_no_means_stays_below_medium(day: str, judged: str) -> None:
    assert score(f"{day}. {judged}") < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ANY_TURN), st.sampled_from(JUDGED))
def test_a_judgement_of_amount_added_never_lowers_a_turn(turn: str, judged: str) -> None:
    assert score(f"{turn}. {judged}") >= score(turn)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MEANS), st.sampled_from(JUDGED[:6]))
def test_a_means_judged_enough_is_a_preparation(means: str, judged: str) -> None:
    assert score(f"{means}. {judged}") >= HIGH_FLOOR
