"""fill_form (spec 004 §3.2.1): fields filled over several rounds, in words or by submission,
each value checked, ending on its own exit policy ``form_complete`` or at ``max_rounds``."""

from __future__ import annotations

from typing import Any

import pytest

from application.conversation.errors import FormInvalidError
from application.conversation.responses import SessionExecutionResponse
from domain.conversation.script import Script
from tests.integration.conversation.support import harness, one_action_script

pytestmark = pytest.mark.anyio

FORM = """\
- type: fill_form
  id: sleep
  title: 最近一周的睡眠
  fields:
    - name: 睡眠小时
      label: 平均每晚睡几个小时
      kind: number
      minimum: 0
      maximum: 24
    - name: 入睡困难
      label: 是否经常入睡困难
      kind: boolean
    - name: 备注
      label: 还有什么想说的
      required: false
  max_rounds: 4
"""


def form_in(reply: SessionExecutionResponse) -> dict[str, Any]:
    """The form the reply's first message carries."""
    attachment = reply.aiMessages[0].attachment
    assert attachment is not None, "the reply carries no form"
    form: dict[str, Any] = attachment["form"]
    return form


def said(extracted: dict[str, Any], text: str = "好的，记下了。") -> dict[str, Any]:
    return {"response": {"咨询师": text}, "extracted": extracted}


async def test_a_form_is_filled_over_rounds_and_ends_when_complete() -> None:
    h = harness(one_action_script(FORM), said({"睡眠小时": "6"}), said({"入睡困难": "是"}))
    started = await h.start()
    assert form_in(started)["missing"] == ["睡眠小时", "入睡困难"]
    second = await h.say(started.sessionId, "大概睡六个小时")
    assert second.executionStatus == "waiting_input"
    assert form_in(second)["missing"] == ["入睡困难"]
    done = await h.say(started.sessionId, "是的，经常睡不着")
    assert done.executionStatus == "completed"
    assert done.metadata.exitDecisionSource == "form_complete"
    written = h.view("variableOperations", done.sessionId)
    values = {o["variableName"]: o["value"] for o in written if o["actionId"] == "sleep"}
    assert values == {"睡眠小时": 6, "入睡困难": True}


async def test_a_value_that_breaks_its_field_is_refused_and_asked_again() -> None:
    h = harness(
        one_action_script(FORM),
        said({"睡眠小时": "30", "入睡困难": "否"}),
        said({"睡眠小时": 7}),
    )
    started = await h.start()
    refused = await h.say(started.sessionId, "睡三十个小时，不困难")
    assert "「平均每晚睡几个小时」需要一个数字（0–24）" in refused.aiMessages[0].text
    assert form_in(refused)["missing"] == ["睡眠小时"]
    done = await h.say(started.sessionId, "其实是七个小时")
    assert done.executionStatus == "completed"


async def test_a_submission_fills_what_it_gives_and_a_bad_one_is_refused_whole() -> None:
    h = harness(one_action_script(FORM), default=said({}))
    started = await h.start()
    with pytest.raises(FormInvalidError, match="must be at most 24"):
        await h.submit(started.sessionId, {"睡眠小时": 25, "入睡困难": True})
    partial = await h.submit(started.sessionId, {"睡眠小时": 8})
    assert partial.executionStatus == "waiting_input"
    assert form_in(partial)["values"] == {"睡眠小时": 8}
    done = await h.submit(started.sessionId, {"入睡困难": False})
    assert done.executionStatus == "completed"
    assert h.llm.requests == []  # submissions need no model


async def test_a_form_never_completed_ends_at_max_rounds() -> None:
    h = harness(one_action_script(FORM), default=said({}, "能再说说吗？"))
    response = await h.start()
    for text in ("嗯", "不知道", "随便"):
        response = await h.say(response.sessionId, text)
    assert response.executionStatus == "completed"
    assert response.metadata.exitDecisionSource == "max_rounds"


def test_the_editor_schema_of_a_fill_form_has_titles() -> None:
    schema = Script.model_json_schema()["$defs"]
    assert schema["FillForm"]["properties"]["title"]["title"] == "表单标题"
    assert schema["FillFormField"]["properties"]["minimum"]["title"] == "最小值"
