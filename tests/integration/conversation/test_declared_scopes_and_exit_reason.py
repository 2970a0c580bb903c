"""Declared phase and topic values, and the exit reason of a turn that plays on."""

from __future__ import annotations

import pytest

from domain.conversation.session import Session
from tests.integration.conversation.support import ask_answer, harness, one_action_script

pytestmark = pytest.mark.anyio

DECLARE = (
    "    declare:\n"
    "      - {var: 练习次数, value: 1, scope: phase}\n"
    "      - {var: 本题提示, value: 先想想A, scope: topic}\n"
    "      - {var: 未赋值, scope: session}\n"
)
ASK_THEN_PICTURE = """\
- type: ai_ask
  content: 最近发生了什么？
  output:
    - get: 事件
- type: show_pic
  src: https://example.org/abc.png
  alt: ABC 示意图
"""


async def test_declared_phase_and_topic_values_are_written_when_their_scopes_open() -> None:
    h = harness(one_action_script(ASK_THEN_PICTURE, declare=DECLARE), default=ask_answer())
    started = await h.start()
    writes = {
        (e.name, e.scope_id): e.value
        for e in h.events(started.sessionId)
        if isinstance(e, Session.VariableWritten) and e.source == "declare"
    }
    assert writes == {("练习次数", "p0"): 1, ("本题提示", "p0.t0"): "先想想A"}


async def test_a_declaration_without_a_value_writes_nothing() -> None:
    h = harness(one_action_script(ASK_THEN_PICTURE, declare=DECLARE), default=ask_answer())
    started = await h.start()
    names = [e.name for e in h.events(started.sessionId) if isinstance(e, Session.VariableWritten)]
    assert "未赋值" not in names


async def test_the_exit_reason_survives_a_single_shot_action_played_after_it() -> None:
    h = harness(
        one_action_script(ASK_THEN_PICTURE),
        ask_answer(text="最近发生了什么？"),
        ask_answer({"事件": "考试没考好"}, exit_flag="true", reason="信息已齐全"),
    )
    started = await h.start()
    response = await h.say(started.sessionId, "考试没考好")
    assert [m.actionId for m in response.aiMessages] == ["p0.t0.a0", "p0.t0.a1"]
    assert response.metadata.exitDecisionSource == "exit_flag"
    assert response.metadata.exitReason == "信息已齐全"
