"""ADR 0183: exit criteria are their own level (spec 004 §3.2), in both orders of verdict."""

from __future__ import annotations

import pytest

from tests.integration.conversation.support import (
    ask_answer,
    harness,
    one_action_script,
    say_answer,
)

pytestmark = pytest.mark.anyio
SAY = "- type: ai_say\n  content: ABC 模型\n  require_acknowledgment: false\n  max_rounds: 5\n"
ASK = (
    "- type: ai_ask\n  content: 最近睡得好吗？\n  max_rounds: 5\n  output:\n    - get: 睡眠\n"
    "  exit_criteria:\n    custom_conditions:\n"
    "      - {variable: 睡眠, operator: '==', value: 好}\n"
)


async def test_criteria_met_while_the_model_says_continue_ends_an_ai_say() -> None:
    h = harness(one_action_script(SAY), say_answer(90, should_exit=False, reason="还想再讲讲"))
    response = await h.start()
    assert response.executionStatus == "completed"
    assert response.metadata.exitDecisionSource == "exit_criteria"


async def test_the_model_saying_exit_without_the_criteria_continues_an_ai_say() -> None:
    h = harness(one_action_script(SAY), say_answer(40, should_exit=True, reason="我觉得懂了"))
    response = await h.start()
    assert response.executionStatus == "waiting_input"
    assert response.metadata.exitDecisionSource == "llm_suggestion"
    assert response.metadata.exitReason == "我觉得懂了"


async def test_custom_criteria_met_while_exit_is_false_end_an_ai_ask() -> None:
    h = harness(one_action_script(ASK), ask_answer(), ask_answer({"睡眠": "好"}, exit_flag=False))
    started = await h.start()
    response = await h.say(started.sessionId, "挺好的")
    assert response.executionStatus == "completed"
    assert response.metadata.exitDecisionSource == "exit_criteria"


async def test_an_exit_flag_ends_an_ai_ask_whose_criteria_do_not_hold() -> None:
    h = harness(one_action_script(ASK), ask_answer(), ask_answer({"睡眠": "差"}, exit_flag=True))
    started = await h.start()
    response = await h.say(started.sessionId, "不太好")
    assert response.executionStatus == "completed"
    assert response.metadata.exitDecisionSource == "exit_flag"
