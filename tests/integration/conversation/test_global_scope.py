"""The global scope (spec 004 §2.2.3): seeded from global.yaml, kept per tenant and user across
sessions, on record in variableOperations, replayed exactly, never a cause of 409 by itself."""

from __future__ import annotations

import pytest

from application.conversation.commands import StartSession
from domain.conversation.session import Session
from domain.conversation.user_globals import UserGlobals, user_globals_id
from tests.integration.conversation.support import TENANT, ask_answer, harness, one_action_script

pytestmark = pytest.mark.anyio

# 称呼 is a global of config/scripts/global.yaml (no value); 咨询师名 one with a value.
ASK_NAME = (
    "- type: ai_ask\n  id: ask-name\n  content: 我该怎么称呼你？\n  output:\n    - get: 称呼\n"
)
GREET = "- type: ai_ask\n  id: greet\n  content: '{称呼}，欢迎回来，我是{咨询师名}。'\n"


async def test_a_global_written_in_one_session_is_there_in_the_users_next() -> None:
    h = harness(
        one_action_script(ASK_NAME),
        ask_answer(),
        ask_answer({"称呼": "小林"}, exit_flag=True),
        default=ask_answer(),
    )
    first = await h.start("user-1")
    await h.say(first.sessionId, "叫我小林")
    greet = h.app.catalog.publish(TENANT, "greet", one_action_script(GREET))

    second = await h.app.conversation.start_session(StartSession(TENANT, "user-1", greet.script_id))
    other = await h.app.conversation.start_session(StartSession(TENANT, "user-2", greet.script_id))

    assert "小林，欢迎回来，我是AI咨询师。" in h.llm.requests[-2].facts["question"]
    assert "{称呼}" in h.llm.requests[-1].facts["question"]  # another user has none
    assert second.metadata.unreplacedPlaceholders == []
    assert other.metadata.unreplacedPlaceholders == ["{称呼}"]


async def test_globals_are_in_variable_operations_and_replay_exactly() -> None:
    h = harness(
        one_action_script(ASK_NAME), ask_answer(), ask_answer({"称呼": "小林"}, exit_flag=True)
    )
    started = await h.start()
    done = await h.say(started.sessionId, "叫我小林")
    operations = h.view("variableOperations", done.sessionId)
    globals_ = [(o["variableName"], o["value"]) for o in operations if o["scope"] == "global"]
    assert globals_ == [("咨询师名", "AI咨询师"), ("称呼", "小林")]
    replayed = h.app.audit.replay(done.sessionId)
    live = h.app.conversation.session(TENANT, done.sessionId)
    assert replayed.variables == live.visible_variables()
    assert replayed.variables["称呼"] == "小林" and replayed.variables["咨询师名"] == "AI咨询师"


async def test_the_users_globals_are_written_only_when_a_global_changes() -> None:
    h = harness(
        one_action_script(ASK_NAME),
        ask_answer(),
        ask_answer({"称呼": "小林"}, exit_flag=True),
        ask_answer(),
        ask_answer({"称呼": "小林"}, exit_flag=True),
    )
    for _ in range(2):
        started = await h.start("user-1")
        await h.say(started.sessionId, "叫我小林")
    kept: UserGlobals = h.app.store.repository.get(user_globals_id(TENANT, "user-1"))
    assert kept.values == {"称呼": "小林"}
    writes = [e for e in h.events(kept.id) if isinstance(e, UserGlobals.GlobalWritten)]
    assert len(writes) == 1


async def test_two_sessions_of_one_user_do_not_conflict_over_globals_they_only_read() -> None:
    h = harness(
        one_action_script(ASK_NAME),
        default=ask_answer(),
    )
    a, b = await h.start("user-1"), await h.start("user-1")
    first = await h.say(a.sessionId, "嗯")
    second = await h.say(b.sessionId, "嗯")
    assert first.executionStatus == second.executionStatus == "waiting_input"
    started = [e for e in h.all_events() if isinstance(e, Session.VariableWritten)]
    assert {e.source for e in started if e.scope == "global"} == {"global.yaml"}
