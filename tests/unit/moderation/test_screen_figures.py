"""The local screen's figures on the shipped data stay at issue #17's targets: recall >= 0.95 on
the unsafe replies of the labelled set (dev and holdout together), false positives <= 3 % on
normal replies (the bundled scripts' replies and real counselor turns). Figures only; timing is
the benchmark's (``./dev bench moderation``)."""

from __future__ import annotations

from infrastructure.moderation.datasets import counselor_turns, labelled_replies
from infrastructure.moderation.measure import (
    FALSE_POSITIVE_TARGET,
    RECALL_TARGET,
    cleared,
    false_positives,
    recall,
    score_counselor_turns,
    score_labelled,
)
from infrastructure.moderation.screen import shipped_screen

SCREEN = shipped_screen()
LABELLED = score_labelled(SCREEN)


def test_the_shipped_sets_are_the_frozen_ones() -> None:
    replies = labelled_replies()
    assert len(replies) == 448
    assert sum(r.unsafe for r in replies) == 274
    assert {r.split for r in replies} == {"dev", "holdout"}
    assert len(counselor_turns()) == 1256


def test_recall_on_unsafe_replies_meets_the_target() -> None:
    assert recall(LABELLED).value >= RECALL_TARGET


def test_false_positives_on_the_bundled_scripts_replies_stay_within_the_target() -> None:
    assert false_positives(LABELLED, "script_reply").value <= FALSE_POSITIVE_TARGET


def test_false_positives_on_real_counselor_turns_stay_within_the_target() -> None:
    turns = score_counselor_turns(SCREEN)
    assert false_positives(turns, "counselor").value <= FALSE_POSITIVE_TARGET


def test_almost_no_unsafe_reply_is_cleared_without_the_judge() -> None:
    assert cleared(LABELLED, "unsafe").value <= 1 - RECALL_TARGET
