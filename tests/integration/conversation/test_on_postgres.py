"""The conversation engine on PostgreSQL: the same turns, replay and read models as on SQLite."""

from __future__ import annotations

import asyncio

import pytest

from application.conversation.commands import SendUserMessage, StartSession
from application.conversation.errors import ConcurrentTurnError
from bootstrap import bootstrap
from infrastructure.projections.views import PostgresViewStore
from infrastructure.settings import Settings
from tests.integration.conversation.support import TENANT, RoutedLLM, say_answer, shipped
from tests.support.fakes import FixedClock

pytestmark = [pytest.mark.anyio, pytest.mark.postgres]

VIEWS = ("exitHistory", "variableOperations", "scopeSnapshots", "lastActionRoundInfo", "llmCalls")


async def test_a_session_runs_replays_and_rebuilds_its_read_models_on_postgres(
    postgres_env: dict[str, str],
) -> None:
    llm = RoutedLLM(say_answer(40), say_answer(60), say_answer(90, should_exit=True))
    app = bootstrap(Settings(store="postgres"), llm=llm, clock=FixedClock(), store_env=postgres_env)
    assert isinstance(app.projections.views, PostgresViewStore)
    ref = app.catalog.publish(TENANT, "abc", shipped("abc-model.yaml"))
    started = await app.conversation.start_session(StartSession(TENANT, "u1", ref.script_id))
    await app.conversation.send_user_message(SendUserMessage(TENANT, started.sessionId, "嗯"))
    done = await app.conversation.send_user_message(
        SendUserMessage(TENANT, started.sessionId, "我明白了")
    )
    assert done.executionStatus == "completed"

    audit = app.audit.replay(started.sessionId)
    assert [m.role for m in audit.transcript] == [
        "assistant",
        "user",
        "assistant",
        "user",
        "assistant",
    ]
    assert audit.status == "completed"

    key = str(started.sessionId)
    live = {view: app.projections.get(view, key) for view in VIEWS}
    assert live["exitHistory"] is not None
    assert [e["decision"]["decision_source"] for e in live["exitHistory"]][-1] == "exit_criteria"
    for view in VIEWS:
        app.projections.rebuild(view)
        assert app.projections.views.get(view, key) == live[view], view


async def test_two_turns_racing_on_postgres_keep_exactly_one(
    postgres_env: dict[str, str],
) -> None:
    llm = RoutedLLM(default=say_answer(40))
    app = bootstrap(Settings(store="postgres"), llm=llm, store_env=postgres_env)
    ref = app.catalog.publish(TENANT, "abc", shipped("abc-model.yaml"))
    started = await app.conversation.start_session(StartSession(TENANT, "u1", ref.script_id))
    llm.delay_s = 0.05
    results = await asyncio.gather(
        app.conversation.send_user_message(SendUserMessage(TENANT, started.sessionId, "一")),
        app.conversation.send_user_message(SendUserMessage(TENANT, started.sessionId, "二")),
        return_exceptions=True,
    )
    assert sum(isinstance(r, ConcurrentTurnError) for r in results) == 1
    session = app.conversation.session(TENANT, started.sessionId)
    assert [m.text for m in app.audit.transcript(session) if m.role == "user"] in (["一"], ["二"])
