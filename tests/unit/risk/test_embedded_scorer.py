"""The embedded scorer: C-SSRS-style signals in clauses, cancelling scopes, the window, and the
learned layer under the rules' vetoes (ADR 0101, 0102)."""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import SCORER_NAME, score_window
from infrastructure.risk.rules import assess


def level(*texts: str) -> str:
    score = score_window(texts).score
    return "high" if score >= 0.95 else "medium" if score >= 0.70 else "none"


@pytest.mark.parametrize("text", [
    "我现在就坐在天台边上",  # place of danger, now
    "农药我已经买回来了，周六晚上喝",  # means, preparation, time: no 死 / 自杀
    "我把攒下来的安眠药都倒在桌上了",  # 把-construction
    "药，我早就攒够了",  # topic first
    "这是我最后一次跟你们说话了",  # last words
    "上回割腕被救了，这回我会割得更深",  # prior attempt and intent to repeat
    "我不想活了，明晚就去",  # ideation and timing
    "我想自杀",  # active ideation alone
    "I'm standing on the roof right now",
    "I've saved up enough pills and I'm taking them tonight",
])
def test_imminent_risk_in_plain_words_is_high(text: str) -> None:
    assert level(text) == "high"


@pytest.mark.parametrize("text", [
    "要是一觉睡过去再也不醒就好了",  # passive wish
    "我觉得自己就是大家的负担",
    "昨天又用刀片划了手臂",  # self-harm
    "I wish I could fall asleep forever",
    "I burned myself again last night",
])
def test_passive_wishes_and_self_harm_are_medium(text: str) -> None:
    assert level(text) == "medium"


@pytest.mark.parametrize("text", [
    "今天热死了",  # hyperbole
    "笑死我了哈哈哈",
    "我同事前天跳楼了，大家都很难过",  # someone else
    "我表妹说她不想活了，我该怎么办",
    "我从来没有想过自杀",  # negation
    "I would never kill myself",
    "这部电影的主角最后吞了安眠药",  # fiction
    "三年前我割过腕，现在已经好多了",  # resolved past
    "医生开的安眠药一次吃几片？",  # prescription question
    "周末带上绳子和刀去露营",  # ordinary use of a means
    "工作好累，心情很低落",  # ordinary sadness
])
def test_cancelling_scopes_and_ordinary_talk_stay_below_medium(text: str) -> None:
    assert level(text) == "none"


def test_a_plan_split_over_turns_is_high_and_the_evidence_names_both_turns() -> None:
    result = score_window(["我这几个月一直在攒药", "等爸妈回老家那天"])
    assert result.score >= 0.95
    reason = result.evidence[0]
    assert reason.startswith("rules high:")
    assert "(turn 1)" in reason and "timing (turn 2)" in reason


def test_each_turn_alone_of_that_plan_is_lower_than_the_window() -> None:
    assert level("等爸妈回老家那天") == "none"


def test_a_cancelled_signal_stays_in_the_evidence_with_the_scope_that_cancelled_it() -> None:
    findings = assess(["我朋友说她想自杀"])
    assert (findings.level, findings.score) == ("none", 0.0)
    assert "turn 1: 自杀 [active_ideation, cancelled: someone else]" in findings.evidence


def test_the_rules_scopes_veto_the_learned_layer_for_their_turn() -> None:
    result = score_window(["我同学说想跳楼，我很担心他"])
    learned = next(layer for layer in result.layers if layer.layer == "learned")
    assert result.score < 0.70
    assert learned.score is not None and learned.score <= 0.45
    assert 2 in assess(["我很好", "我同学说想跳楼"]).vetoed_turns


def test_every_score_names_its_layers_and_the_layer_that_decided() -> None:
    result = score_window(["我想自杀"])
    assert result.scorer == SCORER_NAME
    assert [layer.layer for layer in result.layers] == ["rules", "learned"]
    assert result.decided_by == "rules"


def test_english_text_has_no_learned_score_because_the_model_is_chinese_only() -> None:
    learned = next(x for x in score_window(["I feel fine"]).layers if x.layer == "learned")
    assert learned.score is None and "Chinese" in learned.evidence[0]


def test_a_long_text_is_scored_up_to_the_cap_and_long_windows_do_not_blow_up() -> None:
    filler = "今天去上班，路上有点堵，中午吃了面条。" * 300
    assert level(filler[:4000]) == "none"
    assert level(filler) == "none"
    assert level(filler[:3900] + "我想自杀") == "high"
