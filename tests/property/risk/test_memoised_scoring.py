"""Remembering a turn's analysis changes no score (ADR 0116): a window scored while earlier
windows' turns are remembered — at other positions, beside other turns — gives the same score,
evidence, deciding layer and layers as the same window scored with nothing remembered."""

from __future__ import annotations

from collections.abc import Sequence
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from application.risk.ports import RiskScore
from infrastructure.risk import rules
from infrastructure.risk.embedded import score_window
from infrastructure.risk.ngram import NgramModel, shipped_model
from infrastructure.risk.rules import forget_turns
from tests.property.risk.test_scorer_properties import POOL

turns = st.sampled_from(POOL)
windows = st.lists(turns, min_size=1, max_size=5)


def afresh(texts: Sequence[str]) -> RiskScore:
    """The window scored with nothing remembered: every turn analysed and heard anew."""
    with (patch.object(rules, "_turn_findings", rules.analyse_turn),
          patch.object(NgramModel, "score", NgramModel.score_afresh)):
        return score_window(texts)


@settings(max_examples=150, deadline=None)
@given(st.lists(windows, min_size=1, max_size=4))
def test_a_remembered_turn_scores_as_a_new_one(conversation: list[list[str]]) -> None:
    for window in conversation:  # each window's turns are remembered for the next ones
        remembered = score_window(window)
        assert remembered == afresh(window)
        score_window(window[::-1])


@settings(max_examples=60, deadline=None)
@given(st.lists(turns, min_size=2, max_size=9))
def test_a_sliding_window_scores_as_if_each_turn_were_new(messages: list[str]) -> None:
    slides = [messages[max(0, end - 5):end] for end in range(1, len(messages) + 1)]
    expected = [afresh(window) for window in slides]
    forget_turns()
    shipped_model().forget()
    assert [score_window(window) for window in slides] == expected


def test_a_turn_remembered_at_one_position_is_named_at_its_new_one() -> None:
    score_window(["我想自杀"])
    moved = score_window(["嗯，好的", "我想自杀"])
    assert "turn 2: 自杀 [active_ideation]" in moved.evidence
    assert "rules high: active_ideation (turn 2)" in moved.evidence
