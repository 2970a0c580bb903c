"""The real strategy template with the offline model: renders fully, answers honestly."""

from __future__ import annotations

import pytest

from application.conversation.strategy import StrategyDecisionEngine
from domain.conversation.strategy import (
    ActionConfig,
    CurrentSituation,
    StrategyContext,
    UserProfile,
)
from infrastructure.conversation.templates import FileTemplateSource
from infrastructure.llm.offline import OFFLINE_NOTICE, OfflineLLM
from infrastructure.llm.offline_responders import offline_responders
from infrastructure.settings import ROOT

pytestmark = pytest.mark.anyio


def engine() -> StrategyDecisionEngine:
    llm = OfflineLLM(offline_responders())
    return StrategyDecisionEngine(llm, FileTemplateSource(ROOT / "config" / "prompts"))


def low_mood_context(trend: str) -> StrategyContext:
    return StrategyContext(
        user_profile=UserProfile(education_level="本科", current_emotion="低落"),
        current_situation=CurrentSituation(understanding_trend=trend),
        action_config=ActionConfig(action_type="ai_say", max_rounds=5),
    )


async def test_the_offline_model_answers_the_real_template_and_says_it_is_offline() -> None:
    decision = await engine().recommend(low_mood_context("理解度下降（70 → 40）"), temperature=0.7)
    assert decision.source == "llm" and decision.unreplaced == ()
    prompt = decision.strategy_prompt
    assert OFFLINE_NOTICE in prompt
    assert "半正式" in prompt and "高强度情绪验证" in prompt and "放慢节奏" in prompt
    assert "{%" not in decision.calls[0].prompt


async def test_the_offline_strategy_is_deterministic() -> None:
    first = await engine().recommend(low_mood_context(""), temperature=0.7)
    second = await engine().recommend(low_mood_context(""), temperature=0.7)
    assert first.recommendation == second.recommendation
