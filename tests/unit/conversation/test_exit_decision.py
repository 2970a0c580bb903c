"""Exit decisions for multi-round actions (spec 002 §5.2, §10.1; spec 004 §3.2)."""

from __future__ import annotations

from typing import Any

import pytest

from domain.conversation.exit_decision import (
    EXIT_POLICIES,
    ExitPolicy,
    ExitSignals,
    ExitSource,
    condition_holds,
    decide_exit,
)
from domain.conversation.script import AiAskExitCriteria, AiSayExitCriteria, CustomCondition

AI_SAY = EXIT_POLICIES["ai_say"]
AI_ASK = EXIT_POLICIES["ai_ask"]
EVERY_SOURCE = ExitPolicy(True, frozenset(ExitSource))


def _say(
    current_round: int,
    signals: ExitSignals,
    *,
    max_rounds: int = 5,
    criteria: AiSayExitCriteria | None = None,
    policy: ExitPolicy = AI_SAY,
    require_acknowledgment: bool = False,
) -> Any:
    return decide_exit(
        policy,
        current_round=current_round,
        max_rounds=max_rounds,
        criteria=criteria or AiSayExitCriteria(),
        signals=signals,
        require_acknowledgment=require_acknowledgment,
    )


# -- the cases of spec 002 §10.1 ----------------------------------------------------------------


def test_reaching_max_rounds_forces_an_exit() -> None:
    decision = _say(5, ExitSignals(understanding_level=10, has_questions=True, user_replies=4))
    assert decision.should_exit is True
    assert decision.decision_source is ExitSource.MAX_ROUNDS
    assert "5" in decision.reason


def test_understanding_at_threshold_without_questions_exits_by_criteria() -> None:
    signals = ExitSignals(
        understanding_level=85, has_questions=False, llm_should_exit=True, user_replies=1
    )
    decision = _say(2, signals, criteria=AiSayExitCriteria(understanding_threshold=80))
    assert decision.should_exit is True
    assert decision.decision_source is ExitSource.EXIT_CRITERIA


def test_understanding_of_seventy_plus_with_expressed_understanding_exits() -> None:
    signals = ExitSignals(
        understanding_level=75,
        has_questions=True,
        expressed_understanding=True,
        llm_should_exit=True,
        user_replies=1,
    )
    decision = _say(2, signals)
    assert decision.should_exit is True
    assert decision.decision_source is ExitSource.EXIT_CRITERIA


# -- each priority level ------------------------------------------------------------------------


def test_max_rounds_outranks_an_exit_flag_that_says_continue() -> None:
    decision = _say(3, ExitSignals(exit_flag=False, user_replies=2), max_rounds=3, policy=AI_ASK)
    assert (decision.should_exit, decision.decision_source) == (True, ExitSource.MAX_ROUNDS)


def test_an_exit_flag_outranks_the_criteria_and_the_suggestion() -> None:
    signals = ExitSignals(
        exit_flag=True, understanding_level=99, llm_should_exit=True, llm_reason="信息齐全"
    )
    decision = _say(1, signals, policy=EVERY_SOURCE)
    assert decision.decision_source is ExitSource.EXIT_FLAG
    assert decision.reason == "信息齐全"


def test_criteria_outrank_the_llm_suggestion() -> None:
    signals = ExitSignals(understanding_level=90, has_questions=False, llm_should_exit=True)
    decision = _say(1, signals, policy=EVERY_SOURCE)
    assert decision.decision_source is ExitSource.EXIT_CRITERIA


def test_the_llm_suggestion_decides_when_nothing_stronger_fires() -> None:
    signals = ExitSignals(understanding_level=20, llm_should_exit=True, llm_reason="用户想结束")
    decision = _say(1, signals, policy=EVERY_SOURCE)
    assert (decision.should_exit, decision.decision_source) == (True, ExitSource.LLM_SUGGESTION)
    assert decision.reason == "用户想结束"


def test_nothing_firing_means_continue_with_the_llm_reason() -> None:
    signals = ExitSignals(understanding_level=20, has_questions=True, llm_reason="继续讲解")
    decision = _say(1, signals)
    assert decision.should_exit is False
    assert decision.reason == "继续讲解"


def test_ai_say_ignores_a_bare_llm_suggestion_to_exit() -> None:
    decision = _say(1, ExitSignals(understanding_level=20, llm_should_exit=True))
    assert decision.should_exit is False


def test_questions_block_the_threshold_unless_the_criteria_allow_them() -> None:
    signals = ExitSignals(understanding_level=90, has_questions=True)
    assert _say(1, signals).should_exit is False
    allowing = AiSayExitCriteria(has_questions=True)
    assert _say(1, signals, criteria=allowing).should_exit is True


def test_min_rounds_holds_back_the_criteria_but_not_max_rounds() -> None:
    criteria = AiSayExitCriteria(min_rounds=3)
    signals = ExitSignals(understanding_level=95, has_questions=False)
    assert _say(2, signals, criteria=criteria).should_exit is False
    assert _say(3, signals, criteria=criteria).should_exit is True
    assert _say(2, signals, criteria=criteria, max_rounds=2).decision_source is (
        ExitSource.MAX_ROUNDS
    )


def test_the_threshold_is_inclusive() -> None:
    criteria = AiSayExitCriteria(understanding_threshold=60)
    assert _say(1, ExitSignals(understanding_level=60), criteria=criteria).should_exit
    assert not _say(1, ExitSignals(understanding_level=59), criteria=criteria).should_exit


# -- require_acknowledgment ---------------------------------------------------------------------


def test_require_acknowledgment_waits_for_a_user_reply_before_any_criteria() -> None:
    signals = ExitSignals(understanding_level=100, has_questions=False, user_replies=0)
    decision = _say(1, signals, require_acknowledgment=True)
    assert decision.should_exit is False
    assert "require_acknowledgment" in decision.reason


def test_require_acknowledgment_is_satisfied_by_one_reply() -> None:
    signals = ExitSignals(understanding_level=100, has_questions=False, user_replies=1)
    assert _say(2, signals, require_acknowledgment=True).should_exit is True


def test_require_acknowledgment_never_outlasts_max_rounds() -> None:
    decision = _say(1, ExitSignals(user_replies=0), max_rounds=1, require_acknowledgment=True)
    assert (decision.should_exit, decision.decision_source) == (True, ExitSource.MAX_ROUNDS)


# -- policies ---------------------------------------------------------------------------------


@pytest.mark.parametrize("action_type", ["ai_think", "use_skill", "show_form", "show_pic"])
def test_single_shot_policies_refuse_an_exit_decision(action_type: str) -> None:
    policy = EXIT_POLICIES[action_type]
    assert policy.supports_exit is False
    with pytest.raises(ValueError, match="single-shot"):
        _say(1, ExitSignals(), policy=policy)


def test_every_action_type_has_a_policy() -> None:
    assert set(EXIT_POLICIES) == {
        "ai_say",
        "ai_ask",
        "ai_think",
        "use_skill",
        "show_form",
        "fill_form",
        "show_pic",
    }


def test_ai_ask_exits_on_its_custom_conditions() -> None:
    criteria = AiAskExitCriteria(
        custom_conditions=(CustomCondition(variable="情绪", operator="!=", value=""),)
    )
    decision = decide_exit(
        AI_ASK,
        current_round=1,
        max_rounds=3,
        criteria=criteria,
        signals=ExitSignals(variables={"情绪": "焦虑"}),
    )
    assert (decision.should_exit, decision.decision_source) == (True, ExitSource.EXIT_CRITERIA)


def test_ai_ask_without_custom_conditions_has_no_criteria_to_meet() -> None:
    decision = decide_exit(
        AI_ASK, current_round=1, max_rounds=3, criteria=AiAskExitCriteria(), signals=ExitSignals()
    )
    assert decision.should_exit is False


def test_ai_say_needs_both_its_custom_conditions_and_understanding() -> None:
    criteria = AiSayExitCriteria(
        custom_conditions=(CustomCondition(variable="练习次数", operator=">", value=2),)
    )
    understood = ExitSignals(understanding_level=90, variables={"练习次数": 1})
    assert not _say(1, understood, criteria=criteria).should_exit
    practised = ExitSignals(understanding_level=90, variables={"练习次数": 3})
    assert _say(1, practised, criteria=criteria).should_exit


# -- custom condition operators ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("operator", "expected", "actual", "holds"),
    [
        ("==", "焦虑", "焦虑", True),
        ("==", "焦虑", "平静", False),
        ("!=", "焦虑", "平静", True),
        ("!=", 3, 3, False),
        (">", 5, 7, True),
        (">", 5, 5, False),
        ("<", 5, 4.5, True),
        ("<", 5, 9, False),
        ("contains", "失眠", "最近失眠很严重", True),
        ("contains", "失眠", "睡得很好", False),
        ("contains", "读心术", ["读心术", "灾难化"], True),
        ("contains", "以偏概全", ["读心术"], False),
        ("contains", 2, [1, 2, 3], True),
    ],
)
def test_a_custom_condition_compares_with_its_operator(
    operator: Any, expected: Any, actual: Any, holds: bool
) -> None:
    condition = CustomCondition(variable="v", operator=operator, value=expected)
    assert condition_holds(condition, {"v": actual}) is holds


def test_a_condition_on_a_missing_variable_never_holds() -> None:
    condition = CustomCondition(variable="没有", operator="!=", value="x")
    assert condition_holds(condition, {}) is False


def test_incomparable_values_do_not_hold_and_do_not_raise() -> None:
    condition = CustomCondition(variable="v", operator=">", value=5)
    assert condition_holds(condition, {"v": "很多"}) is False
