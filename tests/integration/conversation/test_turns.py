"""The conversation service turn by turn, on a ScriptedLLM: the demo, and bad input of each kind."""

from __future__ import annotations

import pytest

from application.conversation.errors import SessionNotFoundError
from application.conversation.rounds import FALLBACK_MESSAGE, ROUND_FAILED
from domain.conversation.action_run import ActionRun
from domain.conversation.errors import InvalidUserMessageError, SessionNotAcceptingInputError
from domain.conversation.session import Session
from tests.integration.conversation.support import (
    TENANT,
    harness,
    one_action_script,
    say_answer,
    shipped,
)

pytestmark = pytest.mark.anyio


async def test_the_abc_demo_runs_to_completion_and_records_every_decision() -> None:
    h = harness(
        shipped("abc-model.yaml"),
        say_answer(10, text="我们先来认识ABC模型。"),
        say_answer(40, questions=True),
        say_answer(88, text="很好，你已经掌握了。", reason="理解了"),
    )
    first = await h.start()
    assert first.executionStatus == "waiting_input"
    assert first.aiMessage == "我们先来认识ABC模型。"
    assert (first.position.currentRound, first.position.maxRounds) == (1, 5)
    second = await h.say(first.sessionId, "什么是ABC模型？")
    assert second.executionStatus == "waiting_input"
    assert second.position.currentRound == 2
    last = await h.say(first.sessionId, "我明白了")
    assert last.executionStatus == "completed"
    assert last.metadata.exitDecisionSource == "exit_criteria"
    assert last.metadata.exitReason == "满足退出条件：理解度88达到80且无疑问"
    assert last.aiMessage == "很好，你已经掌握了。"
    history = h.view("exitHistory", first.sessionId)
    assert [(e["round"], e["decision"]["should_exit"]) for e in history] == [
        (1, False),
        (2, False),
        (3, True),
    ]


async def test_the_prompt_carries_both_layers_of_variables_and_the_chat_history() -> None:
    h = harness(shipped("abc-model.yaml"), say_answer(10), say_answer(20))
    first = await h.start()
    await h.say(first.sessionId, "B和C有什么区别？")
    prompt = h.llm.requests[-1].messages[0].content
    assert "你是 李医生" in prompt
    assert "生成给 小明 的回应" in prompt
    assert "教育背景：本科" in prompt
    assert "ABC模型是CBT的核心概念" in prompt
    assert "用户: B和C有什么区别？" in prompt
    assert "（第 2 轮，最多 5 轮）" in prompt
    assert "{%" not in prompt


async def test_the_session_ends_at_max_rounds_whatever_the_model_says() -> None:
    script = one_action_script("- type: ai_say\n  content: 讲解\n  max_rounds: 2")
    h = harness(script, default=say_answer(5, questions=True))
    first = await h.start()
    last = await h.say(first.sessionId, "还是不懂")
    assert last.executionStatus == "completed"
    assert last.metadata.exitDecisionSource == "max_rounds"
    assert last.position.currentRound == 2


async def test_require_acknowledgment_keeps_a_perfect_first_round_waiting_for_the_user() -> None:
    script = one_action_script("- type: ai_say\n  content: 讲解")
    h = harness(script, say_answer(100), say_answer(100))
    first = await h.start()
    assert first.executionStatus == "waiting_input"
    assert "require_acknowledgment" in (first.metadata.exitReason or "")
    assert (await h.say(first.sessionId, "好的")).executionStatus == "completed"


async def test_an_answer_that_is_not_json_gets_one_repair_then_a_recorded_fallback() -> None:
    h = harness(shipped("abc-model.yaml"), say_answer(10), "这不是JSON", "还是不是JSON")
    first = await h.start()
    before = h.events(first.sessionId)
    failed = await h.say(first.sessionId, "什么是ABC？")
    assert failed.executionStatus == "error"
    assert failed.aiMessage == FALLBACK_MESSAGE
    assert failed.aiMessages[0].source == "fallback"
    assert (failed.metadata.error or "").endswith(ROUND_FAILED)  # the details are recorded
    assert failed.metadata.sessionStatus == "waiting_input"
    repair = h.llm.requests[-1]
    assert repair.messages[-1].role == "user"
    assert "could not be used" in repair.messages[-1].content
    assert len(h.llm.requests) == 3
    after = h.events(first.sessionId)
    assert [e.__dict__ for e in after[: len(before)]] == [e.__dict__ for e in before]
    session: Session = h.app.store.repository.get(first.sessionId)
    assert session.action_run_id is not None
    run: ActionRun = h.app.store.repository.get(session.action_run_id)
    run_events = h.events(run.id)
    calls = [e for e in run_events if isinstance(e, ActionRun.LLMCallRecorded) and e.round == 2]
    assert [c.call["attempt"] for c in calls] == [1, 2]
    assert all(c.call["error"] for c in calls)
    [round_two] = [
        e for e in run_events if isinstance(e, ActionRun.RoundCompleted) and e.round == 2
    ]
    assert round_two.error and "no JSON" in round_two.error
    h.llm.queue(say_answer(90))
    assert (await h.say(first.sessionId, "再讲一次")).executionStatus == "completed"


async def test_a_repaired_answer_is_used_and_both_attempts_are_recorded() -> None:
    h = harness(shipped("abc-model.yaml"), "oops", say_answer(10, text="修好了"))
    first = await h.start()
    assert first.executionStatus == "waiting_input"
    assert first.aiMessage == "修好了"
    calls = h.view("llmCalls", first.sessionId)
    assert [(c["attempt"], bool(c["error"])) for c in calls] == [(1, True), (2, False)]


async def test_a_missing_template_fails_its_round_with_a_precise_recorded_error() -> None:
    script = one_action_script("- type: ai_say\n  content: 讲解\n  template: ai-say/没有这个")
    h = harness(script, default=say_answer(10))
    first = await h.start()
    assert first.executionStatus == "error"
    assert first.aiMessage == FALLBACK_MESSAGE
    assert "TemplateNotFoundError" in (first.metadata.error or "")
    assert "ai-say/没有这个" in (first.metadata.error or "")
    assert first.metadata.sessionStatus == "waiting_input"
    assert h.llm.requests == []
    session: Session = h.app.store.repository.get(first.sessionId)
    assert session.action_run_id is not None
    [failed] = [
        e for e in h.events(session.action_run_id) if isinstance(e, ActionRun.RoundCompleted)
    ]
    assert failed.error and "ai-say/没有这个" in failed.error


async def test_a_missing_variable_is_reported_as_unreplaced() -> None:
    script = one_action_script("- type: ai_say\n  content: 你好，{昵称}，今天聊{主题}。")
    h = harness(script, say_answer(10))
    first = await h.start()
    # the shipped ai_say template also wants the profile variables this script never declares
    expected = ["{昵称}", "{主题}", "{教育背景}", "{心理学知识}", "{学习风格}"]
    assert first.metadata.unreplacedPlaceholders == expected
    assert "你好，{昵称}" in h.llm.requests[0].messages[0].content
    [call] = h.view("llmCalls", first.sessionId)
    assert call["unreplaced"] == expected


@pytest.mark.parametrize("text", ["", "   ", "字" * 4001])
async def test_an_empty_or_oversized_message_is_refused_and_nothing_is_stored(text: str) -> None:
    h = harness(shipped("abc-model.yaml"), say_answer(10))
    first = await h.start()
    position = h.app.store.last_position()
    with pytest.raises(InvalidUserMessageError):
        await h.say(first.sessionId, text)
    assert h.app.store.last_position() == position
    assert len(h.llm.requests) == 1


async def test_a_completed_session_refuses_another_message() -> None:
    script = one_action_script("- type: show_pic\n  src: a.png\n  alt: 图")
    h = harness(script)
    first = await h.start()
    assert first.executionStatus == "completed"
    with pytest.raises(SessionNotAcceptingInputError):
        await h.say(first.sessionId, "还有吗？")


async def test_another_tenant_cannot_see_a_session() -> None:
    h = harness(shipped("abc-model.yaml"), say_answer(10))
    first = await h.start()
    assert h.app.conversation.session(TENANT, first.sessionId).id == first.sessionId
    with pytest.raises(SessionNotFoundError):
        h.app.conversation.session("tenant-b", first.sessionId)
