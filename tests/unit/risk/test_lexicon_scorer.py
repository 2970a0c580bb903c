from __future__ import annotations

import pytest

from infrastructure.risk.lexicon import score_window


@pytest.mark.parametrize(("texts", "at_least", "below"), [
    (["我想自杀"], 0.95, 1.01),
    (["I want to kill myself"], 0.95, 1.01),
    (["我不想活了"], 0.70, 0.95),
    (["I wish I were dead"], 0.70, 0.95),
    (["我不想死"], 0.0, 0.70),
    (["I don't want to die"], 0.0, 0.70),
    (["我从来没有想过自杀"], 0.0, 0.70),
    (["好想死你了"], 0.0, 0.70),
    (["我朋友想自杀，我该怎么帮她"], 0.0, 0.70),
    (["今天天气不错"], 0.0, 0.01),
])
def test_the_lexicon_scores_by_the_spec_thresholds(
    texts: list[str], at_least: float, below: float
) -> None:
    assert at_least <= score_window(texts).score < below


def test_a_statement_split_over_two_turns_is_caught_by_the_window() -> None:
    assert score_window(["I want to"]).score < 0.70
    result = score_window(["I want to", "die"])
    assert result.score >= 0.70
    assert any("across turns" in item for item in result.evidence)
    assert score_window(["我想", "自杀"]).score >= 0.95


def test_negated_matches_are_kept_as_evidence_but_not_counted() -> None:
    result = score_window(["我不想死"])
    assert result.score == 0.0
    assert result.evidence == ("negated: 想死 [passive ideation 0.80]",)
