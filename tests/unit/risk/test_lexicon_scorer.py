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


@pytest.mark.parametrize("text", [
    "我不想活了，我已经准备好了药",
    "我已经准备好了药，今晚就结束自己",
    "我想死，家里的安眠药我已经攒了很久",
    "活不下去了，遗书都写好了",
    "我真的不想活了，绳子已经买好了",
    "吃安眠药睡过去就一了百了",
    "第二次吃药，被送医院抢救了，我真的不想活着了",
    "我明天就去死",
    "吃多少片安眠药会死",
    "I want to die, I have saved up pills",
    "I'm going to end it tonight, I have the pills",
    "I don't want to live anymore and I wrote a goodbye letter",
])
def test_ideation_with_means_preparation_or_timing_is_high(text: str) -> None:
    assert score_window([text]).score >= 0.95


def test_a_co_occurrence_names_both_cues_in_the_evidence() -> None:
    result = score_window(["我不想活了，我已经准备好了药"])
    assert "不想活 + 准备好了药 [ideation + means 0.97]" in result.evidence
    timing = score_window(["我已经准备好了药，今晚就结束自己"])
    assert "结束自己 + 今晚就 [ideation + timing 0.97]" in timing.evidence
    english = score_window(["I want to die tonight"])
    assert english.score >= 0.95
    assert "want to die + tonight [ideation + timing 0.97]" in english.evidence


def test_ideation_and_preparation_in_different_turns_of_the_window_is_high() -> None:
    result = score_window(["我真的不想活了", "药我已经准备好了"])
    assert result.score >= 0.95
    assert "不想活 + 准备好了 [ideation + preparation 0.97] (across turns)" in result.evidence


@pytest.mark.parametrize(("texts", "at_least", "below"), [
    # Negated ideation stays low even next to means, preparation or timing.
    (["我不想死，药已经准备好了，明天就出发去旅行"], 0.0, 0.70),
    (["I don't want to die, I just bought pills for my headache"], 0.0, 0.70),
    # A negated cue does not combine: passive ideation stays medium.
    (["我还没有准备好，好想死"], 0.70, 0.95),
    # Timing combines only in the same clause as the ideation.
    (["明天就要考试了，真想死"], 0.70, 0.95),
    # Ordinary medication talk is not a means.
    (["吃着医生开的药，我还是频繁想死"], 0.70, 0.95),
    # Preparation or timing alone is nothing.
    (["我已经准备好了药，明天就出发"], 0.0, 0.70),
    (["I have everything ready for tonight's party"], 0.0, 0.70),
    # Someone else's ideation is noticed but not the user's, with or without means.
    (["我朋友说他想自杀，他已经买好了安眠药"], 0.40, 0.70),
    # A euphemism alone is too ambiguous to score; with a means it is high.
    (["考完试就解脱了"], 0.0, 0.70),
    # Hoarded lethal means without ideation words are medium.
    (["安眠药我已经攒了一百多片"], 0.70, 0.95),
])
def test_co_occurrence_rules_keep_negation_timing_and_third_party_limits(
    texts: list[str], at_least: float, below: float
) -> None:
    assert at_least <= score_window(texts).score < below


def test_a_negator_before_a_conditional_jiu_does_not_negate_the_match() -> None:
    assert score_window(["一点小事就不开心，不开心就想死"]).score >= 0.70
    assert score_window(["我不想死"]).score == 0.0


def test_the_scorer_names_its_version() -> None:
    assert score_window(["你好"]).scorer == "lexicon-v2"
