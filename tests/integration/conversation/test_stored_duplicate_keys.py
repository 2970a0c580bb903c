"""A version stored before duplicate keys were refused (ADR 0160) still loads as it was stored —
the last value wins, as PyYAML read it then — with a warning naming each duplicate's line; a new
version with a duplicated key is still refused with its line (ADR 0153)."""

from __future__ import annotations

import hashlib
from uuid import UUID

import pytest
from structlog.testing import capture_logs

from application.conversation.commands import StartSession
from application.conversation.script_editor import save_edited
from application.conversation.script_parsing import ScriptInvalidError
from application.conversation.script_yaml import read_yaml
from bootstrap import Container
from domain.conversation.script import AiSay
from domain.conversation.script_document import ScriptDocument
from tests.integration.conversation.support import TENANT, harness, one_action_script, say_answer

pytestmark = pytest.mark.anyio

DUPLICATED = """\
- type: ai_say
  id: hello
  content: 第一版开场白
  max_rounds: 3
  content: 你好，今天我们聊聊睡眠。
  max_rounds: 2
"""
STORED = one_action_script(DUPLICATED, session="睡眠")  # the action's keys on lines 8-13


def stored_before_the_ruamel_reader(app: Container, text: str) -> UUID:
    """A version as the PyYAML-era catalog stored it: published without today's key check."""
    document = ScriptDocument.register(TENANT, "睡眠")
    document.publish(text, hashlib.sha256(text.encode()).hexdigest(), "2026-01-01T00:00:00+00:00")
    app.store.save(document)
    return document.id


async def test_a_stored_version_with_a_duplicated_key_loads_with_the_last_value() -> None:
    h = harness(one_action_script("- type: ai_say\n  content: 其他脚本\n"), default=say_answer())
    script_id = stored_before_the_ruamel_reader(h.app, STORED)
    with capture_logs() as logs:
        _, script = h.app.catalog.load(TENANT, script_id)
        h.app.catalog.load(TENANT, script_id)  # parsed once: warned once
    action = script.sessions[0].phases[0].steps[0].actions[0]
    assert isinstance(action, AiSay)
    assert (action.content, action.max_rounds) == ("你好，今天我们聊聊睡眠。", 2)
    [warning] = [entry for entry in logs if entry["event"] == "stored_script_duplicate_keys"]
    assert warning["log_level"] == "warning" and warning["version"] == 1
    where = [problem.split(": ")[0] for problem in warning["problems"]]
    assert where == ["睡眠@v1:10", "睡眠@v1:11"]
    assert "the value on line 12 is used" in warning["problems"][0]

    started = await h.app.conversation.start_session(StartSession(TENANT, "user-1", script_id))
    assert started.executionStatus == "waiting_input"
    assert "你好，今天我们聊聊睡眠。" in h.llm.requests[0].messages[0].content


def test_a_new_version_with_a_duplicated_key_is_still_refused_with_its_line() -> None:
    h = harness(one_action_script("- type: ai_say\n  content: 其他脚本\n"))
    with pytest.raises(ScriptInvalidError) as refused:
        h.app.catalog.publish(TENANT, "睡眠", STORED)
    [problem] = refused.value.problems
    assert (problem.line, problem.message.split(":")[0]) == (12, "duplicate key")


def test_an_edit_saved_on_a_stored_version_writes_each_key_once() -> None:
    h = harness(one_action_script("- type: ai_say\n  content: 其他脚本\n"))
    script_id = stored_before_the_ruamel_reader(h.app, STORED)
    edited = read_yaml(STORED, stored=True).plain()
    edited["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] = 4
    ref = save_edited(h.app.catalog, TENANT, script_id, edited, based_on=1)
    text = h.app.catalog.document(TENANT, script_id).pinned(ref.version).text
    assert text.count("content:") == 1 and text.count("max_rounds:") == 1
    assert "content: 你好，今天我们聊聊睡眠。" in text and "max_rounds: 4" in text
