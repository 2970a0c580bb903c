"""The offline model never shows authoring material: its replies come from substituted content.

Whatever a user says, in every bundled script and in generated content, no reply of the offline
model holds a placeholder (``{变量}``, ``{%system%}``), a ``【…】`` note heading or a line of the
author's numbered outline; declared values appear substituted.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from application.conversation.commands import SendUserMessage, StartSession, SubmitForm
from application.conversation.responses import SessionExecutionResponse
from bootstrap import Container, bootstrap
from infrastructure.settings import Settings
from tests.integration.conversation.support import SCRIPTS, one_action_script
from tests.support.fakes import FixedClock, SequentialIds

TENANT = "tenant-a"
MATERIAL = re.compile(r"[{}]|【|^\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[.．、)）]", re.M)
REPLIES = st.lists(
    st.one_of(
        st.sampled_from(["什么是ABC模型？", "不太明白", "我明白了", "明白了，谢谢", "同事没回"]),
        st.text(min_size=1, max_size=30).filter(str.strip),
    ),
    min_size=12,
    max_size=12,
)
FORM_VALUES = {"number": 5, "boolean": True, "text": "还好"}


def container() -> Container:
    return bootstrap(Settings(store="memory"), clock=FixedClock(), ids=SequentialIds())


def form_values(response: SessionExecutionResponse) -> dict[str, Any]:
    form = next(m.attachment["form"] for m in response.aiMessages if m.attachment)
    return {
        f["name"]: f["options"][0] if f["kind"] == "choice" else FORM_VALUES[f["kind"]]
        for f in form["fields"]
    }


async def model_replies(app: Container, script_text: str, replies: list[str]) -> list[str]:
    """Play a script with the offline model; every text the model wrote for the user."""
    ref = app.catalog.publish(TENANT, "played", script_text)
    response = await app.conversation.start_session(StartSession(TENANT, "u", ref.script_id))
    seen = list(response.aiMessages)
    for text in replies:
        if response.executionStatus == "completed":
            break
        if response.metadata.sessionStatus == "waiting_form":
            command = SubmitForm(TENANT, response.sessionId, form_values(response))
            response = await app.conversation.submit_form(command)
        else:
            message = SendUserMessage(TENANT, response.sessionId, text)
            response = await app.conversation.send_user_message(message)
        seen += response.aiMessages
    return [m.text for m in seen if m.source in {"llm", "fallback"}]


BUNDLED = sorted(p for p in SCRIPTS.glob("*.yaml") if p.name != "global.yaml")


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(script=st.sampled_from(BUNDLED), replies=REPLIES)
def test_no_bundled_script_shows_authoring_material(script: Any, replies: list[str]) -> None:
    texts = asyncio.run(model_replies(container(), script.read_text("utf-8"), replies))
    assert texts
    for text in texts:
        assert not MATERIAL.search(text), text


NOTE_LINES = [
    "ABC模型有三个部分。",
    "{用户名}，我们先看一个例子。",
    "你好，{%user%}。",
    "这里用到了 {没有声明的变量}。",
    "【讲解要点】",
    "1. 先整体介绍三个要素",
    "2、强调 B 是关键",
    "（3）引导用户举例",
    "【注意】语气要温和",
    "想法决定感受。",
]
# content opens with a written line (an all-blank content is no valid script); blanks may follow
LINES = st.builds(
    lambda first, rest: [first, *rest],
    st.sampled_from(NOTE_LINES),
    st.lists(st.sampled_from([*NOTE_LINES, ""]), max_size=11),
)


@settings(max_examples=40, deadline=None)
@given(lines=LINES, replies=REPLIES)
def test_generated_content_reaches_the_user_substituted_and_without_notes(
    lines: list[str], replies: list[str]
) -> None:
    content = "\n".join(lines) + "\n"
    action = "- type: ai_say\n  max_rounds: 4\n  content: |\n" + "".join(
        f"    {line}\n" for line in content.splitlines()
    )
    declare = "    declare:\n      - var: 用户名\n        value: 小红\n"
    script = one_action_script(action, declare=declare)
    texts = asyncio.run(model_replies(container(), script, replies))
    for text in texts:
        assert not MATERIAL.search(text), text
    if lines[0] == "{用户名}，我们先看一个例子。":
        assert "小红，我们先看一个例子。" in texts[0]
