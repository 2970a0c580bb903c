"""The strategy decision engine with a scripted model, including its static fallback."""

from __future__ import annotations

from typing import Any

import pytest

from application.conversation.ports import TemplateNotFoundError
from application.conversation.strategy import (
    STRATEGY_PURPOSE,
    STRATEGY_TEMPLATE_ID,
    StrategyDecisionEngine,
)
from application.llm.port import LLMError
from domain.conversation.strategy import (
    STATIC_STRATEGY_PROMPT,
    ActionConfig,
    ConversationTurn,
    CurrentSituation,
    StrategyContext,
    UserProfile,
)
from domain.conversation.templates import PromptTemplate
from tests.support.fakes import ScriptedLLM

pytestmark = pytest.mark.anyio

TEMPLATE = (
    "画像：{educationLevel}/{age}/{currentEmotion}\n历史：\n{%conversation_history%}\n"
    "话题：{%topic_description%}；趋势：{%understanding_trend%}；动作：{%action_type%}"
)
ANSWER: dict[str, Any] = {
    "reasoning": {
        "userStateAnalysis": "用户情绪低落，理解较慢",
        "keyConsiderations": ["情绪低落", "本科学历"],
        "strategyRationale": "先验证情绪再讲解",
    },
    "strategyPrompt": "【沟通策略建议】\n1. 语言风格：温和",
}


class Templates:
    def __init__(self, content: str | None = TEMPLATE) -> None:
        self.content = content

    def get(self, template_id: str) -> PromptTemplate:
        if self.content is None:
            raise TemplateNotFoundError(f"prompt template '{template_id}' not found")
        return PromptTemplate(template_id, self.content)


def context(**situation: str) -> StrategyContext:
    return StrategyContext(
        user_profile=UserProfile.from_variables({"教育背景": "本科", "当前情绪": "低落"}),
        conversation_history=tuple(
            ConversationTurn(role="user" if i % 2 else "assistant", content=f"第{i}句")
            for i in range(30)
        ),
        current_situation=CurrentSituation(topic_description="认知三角", **situation),
        action_config=ActionConfig(action_type="ai_say", subtype="introduce_concept", max_rounds=5),
    )


async def test_the_model_s_strategy_is_used_and_its_call_is_returned() -> None:
    llm = ScriptedLLM(ANSWER)
    decision = await StrategyDecisionEngine(llm, Templates()).recommend(context(), temperature=0.66)
    assert decision.source == "llm"
    assert decision.strategy_prompt == ANSWER["strategyPrompt"]
    assert decision.recommendation.reasoning.key_considerations == ("情绪低落", "本科学历")
    assert decision.error is None
    [call] = decision.calls
    assert (call.purpose, call.template_id, call.temperature) == (
        STRATEGY_PURPOSE,
        STRATEGY_TEMPLATE_ID,
        0.66,
    )
    assert call.parsed == ANSWER


async def test_the_prompt_renders_both_layers_and_the_facts_carry_the_context() -> None:
    llm = ScriptedLLM(ANSWER)
    decision = await StrategyDecisionEngine(llm, Templates()).recommend(
        context(understanding_trend="理解度下降（70 → 40）"), temperature=0.7
    )
    [request] = llm.requests
    prompt = request.messages[0].content
    assert "画像：本科/未知/低落" in prompt
    assert "话题：认知三角；趋势：理解度下降（70 → 40）；动作：ai_say" in prompt
    assert "第10句" in prompt and "第9句" not in prompt  # only the last 20 messages
    assert request.facts["userProfile"]["educationLevel"] == "本科"
    assert request.json_schema is not None and "strategyPrompt" in request.json_schema["properties"]
    assert decision.unreplaced == ()


async def test_a_failing_model_gives_the_static_strategy_and_says_so() -> None:
    llm = ScriptedLLM(LLMError("HTTP 503 after 4 attempt(s)", attempts=4, status=503))
    decision = await StrategyDecisionEngine(llm, Templates()).recommend(context(), temperature=0.7)
    assert decision.source == "static_fallback"
    assert decision.strategy_prompt == STATIC_STRATEGY_PROMPT
    assert decision.error is not None and "503" in decision.error
    assert "503" in decision.recommendation.reasoning.key_considerations[0]
    assert [call.transport_attempts for call in decision.calls] == [4]


async def test_an_answer_still_invalid_after_the_repair_falls_back_with_both_calls() -> None:
    llm = ScriptedLLM("我觉得应该温和一点。", {"strategyPrompt": ""})
    decision = await StrategyDecisionEngine(llm, Templates()).recommend(context(), temperature=0.7)
    assert decision.source == "static_fallback"
    assert [call.attempt for call in decision.calls] == [1, 2]
    assert "strategyPrompt" in (decision.error or "")


async def test_a_missing_template_falls_back_without_calling_the_model() -> None:
    llm = ScriptedLLM()
    engine = StrategyDecisionEngine(llm, Templates(None))
    decision = await engine.recommend(context(), temperature=0.7)
    assert decision.source == "static_fallback" and decision.calls == ()
    assert llm.requests == []


async def test_the_decision_becomes_json_safe_event_fields_with_the_spec_s_names() -> None:
    decision = await StrategyDecisionEngine(ScriptedLLM(ANSWER), Templates()).recommend(
        context(), temperature=0.7
    )
    fields = decision.event_fields()
    assert fields["source"] == "llm"
    assert fields["recommendation"] == ANSWER
    assert fields["context"]["actionConfig"]["maxRounds"] == 5
    assert len(fields["context"]["conversationHistory"]) == 20
