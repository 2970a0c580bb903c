"""The strategy decision engine (spec 004 §4.2.3): one LLM call, a static strategy on failure.

The caller records ``decision.calls`` as ``LLMCallRecorded`` and ``decision.event_fields()`` as
``StrategyDecided`` before the strategy is injected as ``{%strategy_prompt%}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from application.conversation.ports import TemplateNotFoundError, TemplateSource
from application.llm.port import ChatMessage, LLMPort, LLMRequest
from application.llm.structured import LLMCall, complete_structured
from domain.conversation.strategy import (
    StrategyContext,
    StrategyRecommendation,
    StrategySource,
    static_strategy,
)
from domain.conversation.templates import substitute

STRATEGY_TEMPLATE_ID = "strategy/strategy-generation"
STRATEGY_PURPOSE = "strategy.generation"
UNKNOWN = "未知"
HISTORY_NAMES = {"user": "用户", "assistant": "咨询师"}


@dataclass(frozen=True)
class StrategyDecision:
    """The recommendation, where it came from, and every LLM call made for it."""

    context: StrategyContext
    recommendation: StrategyRecommendation
    source: StrategySource
    calls: tuple[LLMCall, ...] = ()
    error: str | None = None
    unreplaced: tuple[str, ...] = ()

    @property
    def strategy_prompt(self) -> str:
        return self.recommendation.strategy_prompt

    def event_fields(self) -> dict[str, Any]:
        """JSON-safe keyword arguments for ``ActionRun.decide_strategy``."""
        return {
            "context": self.context.model_dump(mode="json", by_alias=True),
            "recommendation": self.recommendation.model_dump(mode="json", by_alias=True),
            "source": self.source,
        }


class StrategyDecisionEngine:
    """Generates a communication strategy end to end with the LLM (spec 004 §4)."""

    def __init__(self, llm: LLMPort, templates: TemplateSource) -> None:
        self._llm = llm
        self._templates = templates

    async def recommend(self, context: StrategyContext, *, temperature: float) -> StrategyDecision:
        """Ask the model; if it cannot give a valid strategy, fall back to the static one."""
        try:
            request, unreplaced = self._request(context, temperature)
        except TemplateNotFoundError as exc:
            return _fallback(context, str(exc))
        outcome = await complete_structured(
            self._llm, request, StrategyRecommendation, template_id=STRATEGY_TEMPLATE_ID
        )
        if outcome.value is None:
            return _fallback(context, outcome.error, outcome.calls, unreplaced)
        return StrategyDecision(context, outcome.value, "llm", outcome.calls, None, unreplaced)

    def _request(
        self, context: StrategyContext, temperature: float
    ) -> tuple[LLMRequest, tuple[str, ...]]:
        template = self._templates.get(STRATEGY_TEMPLATE_ID)
        rendered = substitute(template.content, profile_variables(context), situation(context))
        request = LLMRequest(
            messages=(ChatMessage("user", rendered.text),),
            purpose=STRATEGY_PURPOSE,
            temperature=temperature,
            json_schema=StrategyRecommendation.model_json_schema(),
            schema_name=STRATEGY_PURPOSE.replace(".", "_"),
            facts=context.model_dump(mode="json", by_alias=True),
        )
        return request, rendered.unreplaced


def _fallback(
    context: StrategyContext,
    error: str | None,
    calls: tuple[LLMCall, ...] = (),
    unreplaced: tuple[str, ...] = (),
) -> StrategyDecision:
    recommendation = static_strategy(error)
    return StrategyDecision(context, recommendation, "static_fallback", calls, error, unreplaced)


def profile_variables(context: StrategyContext) -> dict[str, str]:
    """The script layer: profile fields by their spec names, ``未知`` when the script has none."""
    profile = context.user_profile.model_dump(by_alias=True)
    return {name: UNKNOWN if value is None else str(value) for name, value in profile.items()}


def situation(context: StrategyContext) -> dict[str, str]:
    """The system layer: history, situation and action configuration."""
    now, action = context.current_situation, context.action_config
    history = "\n".join(
        f"{HISTORY_NAMES.get(turn.role, turn.role)}: {turn.content}"
        for turn in context.conversation_history
    )
    return {
        "conversation_history": history or "（尚无对话）",
        "topic_description": now.topic_description or UNKNOWN,
        "current_phase": now.current_phase or UNKNOWN,
        "progress_summary": now.progress_summary or UNKNOWN,
        "understanding_trend": now.understanding_trend or UNKNOWN,
        "action_type": action.action_type,
        "subtype": action.subtype or "通用",
        "max_rounds": str(action.max_rounds),
        "exit_criteria": json.dumps(action.exit_criteria, ensure_ascii=False),
    }
