"""``condition`` acts: an action whose condition does not hold is skipped, with its reason on
record; a condition that reads a variable nothing provides is refused when the script loads."""

from __future__ import annotations

import pytest

from application.conversation.script_parsing import ScriptInvalidError, parse_script
from tests.integration.conversation.support import ask_answer, harness, say_answer

pytestmark = pytest.mark.anyio

SCRIPT = """\
sessions:
  - session: 条件
    declare:
      - var: 情绪强度
        value: {level}
      - var: 已读提示
    phases:
      - phase: 阶段
        steps:
          - topic: 话题
            actions:
              - type: ai_say
                id: calm-down
                condition: 情绪强度 >= 7
                content: 我们先做三次深呼吸。
                require_acknowledgment: false
              - type: ai_ask
                id: ask-sleep
                content: 最近睡得好吗？
                output:
                  - get: 睡眠
              - type: show_pic
                id: sleep-tips
                condition: 睡眠 in ["差", "很差"] and not exists(已读提示)
                src: tips.png
                alt: 睡眠小贴士
"""


async def test_an_action_whose_condition_does_not_hold_is_skipped_with_its_reason() -> None:
    h = harness(SCRIPT.format(level=3), ask_answer())
    response = await h.start()
    assert [m.actionId for m in response.aiMessages] == ["ask-sleep"]
    audit = h.app.audit.replay(response.sessionId)
    skipped = [e for e in audit.timeline if e.kind == "action_skipped"]
    assert [(e.action_id, e.detail["condition"]) for e in skipped] == [
        ("calm-down", "情绪强度 >= 7")
    ]
    assert skipped[0].detail["reason"] == "condition does not hold: 情绪强度 >= 7"


async def test_an_action_whose_condition_holds_runs() -> None:
    h = harness(SCRIPT.format(level=8), say_answer(90), ask_answer())
    response = await h.start()
    assert [m.actionId for m in response.aiMessages] == ["calm-down", "ask-sleep"]


async def test_a_condition_reads_what_an_earlier_action_extracted() -> None:
    h = harness(SCRIPT.format(level=3), ask_answer(), ask_answer({"睡眠": "差"}, exit_flag=True))
    started = await h.start()
    response = await h.say(started.sessionId, "睡得很差")
    assert [m.actionId for m in response.aiMessages] == ["ask-sleep", "sleep-tips"]
    assert response.executionStatus == "completed"


async def test_skipping_the_last_actions_completes_the_session() -> None:
    h = harness(SCRIPT.format(level=3), ask_answer(), ask_answer({"睡眠": "好"}, exit_flag=True))
    started = await h.start()
    response = await h.say(started.sessionId, "挺好")
    assert response.executionStatus == "completed"
    kinds = [e.kind for e in h.app.audit.replay(response.sessionId).timeline]
    assert kinds.count("action_skipped") == 2 and kinds[-1] == "session_ended"


def test_a_condition_on_a_variable_nothing_provides_is_refused_with_its_line() -> None:
    text = SCRIPT.format(level=3).replace("情绪强度 >= 7", "焦虑程度 >= 7")
    with pytest.raises(ScriptInvalidError) as refused:
        parse_script(text, "s.yaml")
    (problem,) = refused.value.problems
    assert (problem.line, problem.field) == (14, "calm-down.condition")
    assert "'焦虑程度'" in problem.message


def test_a_condition_may_read_a_known_global() -> None:
    text = SCRIPT.format(level=3).replace("情绪强度 >= 7", "称呼 == '小明'")
    parse_script(text, "s.yaml", known_globals={"称呼"})


def test_a_condition_that_does_not_parse_is_refused_with_its_line() -> None:
    text = SCRIPT.format(level=3).replace("情绪强度 >= 7", "情绪强度 >=")
    with pytest.raises(ScriptInvalidError) as refused:
        parse_script(text, "s.yaml")
    assert refused.value.problems[0].line == 14
    assert "condition is not an expression" in refused.value.problems[0].message
