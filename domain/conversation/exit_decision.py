"""Exit decisions for multi-round actions (spec 002 §5.2, spec 004 §3.2).

Priority, highest first, and only for actions whose ExitPolicy supports exit:
max_rounds > exit flag > exit criteria > LLM suggestion. The rule layer decides; an LLM only
supplies signals. See docs/adr/0005-decide-exits-by-rules-with-llm-signals.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from domain.conversation.script import (
    AiAskExitCriteria,
    AiSayExitCriteria,
    CustomCondition,
    FillFormExitCriteria,
)
from domain.shared.frozen import one_write

EXPRESSED_UNDERSTANDING_LEVEL = 70


class ExitSource(StrEnum):
    MAX_ROUNDS = "max_rounds"
    EXIT_FLAG = "exit_flag"
    EXIT_CRITERIA = "exit_criteria"
    LLM_SUGGESTION = "llm_suggestion"
    FORM_COMPLETE = "form_complete"


@dataclass(frozen=True)
class ExitPolicy:
    """Whether an action type takes part in exit decisions, and from which sources."""

    supports_exit: bool
    enabled_sources: frozenset[ExitSource] = frozenset()


SINGLE_SHOT = ExitPolicy(supports_exit=False)
EXIT_POLICIES: Mapping[str, ExitPolicy] = {
    # spec 002 §11.3: for ai_say the rules decide; the LLM's should_exit alone does not end it.
    "ai_say": ExitPolicy(True, frozenset({ExitSource.MAX_ROUNDS, ExitSource.EXIT_CRITERIA})),
    "ai_ask": ExitPolicy(True, frozenset(ExitSource)),
    "ai_think": SINGLE_SHOT,
    "use_skill": SINGLE_SHOT,
    "show_form": SINGLE_SHOT,
    # spec 004 §3.2.1: fill_form is interactive; it ends when its form is complete (ADR 0185)
    "fill_form": ExitPolicy(True, frozenset({ExitSource.MAX_ROUNDS, ExitSource.FORM_COMPLETE})),
    "show_pic": SINGLE_SHOT,
}


@one_write
@dataclass(frozen=True)
class ExitSignals:
    """What one round observed: the LLM's assessment and flags, and the visible variables."""

    understanding_level: int | None = None
    has_questions: bool | None = None
    expressed_understanding: bool | None = None
    exit_flag: bool | None = None
    llm_should_exit: bool | None = None
    llm_reason: str = ""
    form_complete: bool | None = None
    user_replies: int = 0
    variables: Mapping[str, Any] = field(default_factory=dict)


@one_write
@dataclass(frozen=True)
class ExitDecision:
    should_exit: bool
    reason: str
    decision_source: ExitSource

    def as_dict(self) -> dict[str, Any]:
        return {
            "should_exit": self.should_exit,
            "reason": self.reason,
            "decision_source": self.decision_source.value,
        }


Criteria = AiSayExitCriteria | AiAskExitCriteria | FillFormExitCriteria


def decide_exit(
    policy: ExitPolicy,
    *,
    current_round: int,
    max_rounds: int,
    criteria: Criteria,
    signals: ExitSignals,
    require_acknowledgment: bool = False,
) -> ExitDecision:
    """Apply the four levels in priority order; the first that fires decides."""
    if not policy.supports_exit:
        raise ValueError("single-shot actions take no exit decision")
    enabled = policy.enabled_sources
    if ExitSource.MAX_ROUNDS in enabled and current_round >= max_rounds:
        return ExitDecision(True, f"达到最大轮次限制 ({max_rounds})", ExitSource.MAX_ROUNDS)
    if require_acknowledgment and signals.user_replies == 0:
        return ExitDecision(
            False, "等待用户确认 (require_acknowledgment)", ExitSource.EXIT_CRITERIA
        )
    if ExitSource.FORM_COMPLETE in enabled and signals.form_complete:
        return ExitDecision(True, "表单已填写完整", ExitSource.FORM_COMPLETE)
    if ExitSource.EXIT_FLAG in enabled and signals.exit_flag:
        return ExitDecision(True, signals.llm_reason or "退出标志 EXIT=true", ExitSource.EXIT_FLAG)
    met = _criteria_met(criteria, current_round, signals)
    if ExitSource.EXIT_CRITERIA in enabled and met:
        return ExitDecision(True, f"满足退出条件：{met}", ExitSource.EXIT_CRITERIA)
    if ExitSource.LLM_SUGGESTION in enabled and signals.llm_should_exit:
        return ExitDecision(True, signals.llm_reason or "LLM 建议退出", ExitSource.LLM_SUGGESTION)
    return ExitDecision(False, signals.llm_reason or "继续", ExitSource.LLM_SUGGESTION)


def _criteria_met(criteria: Criteria, current_round: int, signals: ExitSignals) -> str | None:
    """A description of the condition that holds, or None."""
    if current_round < criteria.min_rounds:
        return None
    if not all(condition_holds(c, signals.variables) for c in criteria.custom_conditions):
        return None
    if isinstance(criteria, AiSayExitCriteria):
        return _understanding_met(criteria, signals)
    if criteria.custom_conditions:
        return "自定义条件全部满足"
    return None


def _understanding_met(criteria: AiSayExitCriteria, signals: ExitSignals) -> str | None:
    level = signals.understanding_level
    if level is None:
        return None
    threshold = criteria.understanding_threshold
    questions_ok = criteria.has_questions or not signals.has_questions
    if level >= threshold and questions_ok:
        return f"理解度{level}达到{threshold}且无疑问"
    if level >= EXPRESSED_UNDERSTANDING_LEVEL and signals.expressed_understanding:
        return f"理解度{level}达到{EXPRESSED_UNDERSTANDING_LEVEL}+且用户明确表达理解"
    return None


def condition_holds(condition: CustomCondition, variables: Mapping[str, Any]) -> bool:
    """Evaluate one custom condition; a missing variable or incomparable values never hold."""
    if condition.variable not in variables:
        return False
    actual, expected = variables[condition.variable], condition.value
    try:
        if condition.operator == "==":
            return bool(actual == expected)
        if condition.operator == "!=":
            return bool(actual != expected)
        if condition.operator == ">":
            return bool(actual > expected)
        if condition.operator == "<":
            return bool(actual < expected)
        if isinstance(actual, list):
            return str(expected) in (str(item) for item in actual)
        return str(expected) in str(actual)
    except TypeError:
        return False
