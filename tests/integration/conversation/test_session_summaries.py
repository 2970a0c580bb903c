"""The audit list of sessions (issue #19): one summary per session built from the log, filtered
the way a clinician looks (reached a risk route, got the safety script, had an action ended by
max_rounds, a date range), newest first and cursor-paged — the same on the in-memory, SQLite
and PostgreSQL view stores, and the same after a rebuild from zero."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from uuid import UUID

import pytest

from application.conversation.commands import SendUserMessage, StartSession
from application.conversation.summaries import SummaryCursor, SummaryFilter
from bootstrap import Container, bootstrap
from infrastructure.settings import Settings
from tests.integration.conversation.support import (
    TENANT,
    RoutedLLM,
    one_action_script,
    say_answer,
)
from tests.support.fakes import FixedClock

pytestmark = pytest.mark.anyio

CRISIS = "我不想活了，今晚就打算吃掉攒下的安眠药结束生命。"
SCRIPT = one_action_script("- type: ai_say\n  content: 讲解\n  max_rounds: 3")
BACKENDS = ["memory", "sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def _container(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Container:
    llm = RoutedLLM(default=say_answer(40))
    env = request.getfixturevalue("postgres_env") if backend == "postgres" else None
    settings = Settings(store=backend, data_dir=tmp_path)
    return bootstrap(settings, llm=llm, clock=FixedClock(), store_env=env)


async def _session(app: Container, script_id: UUID, user: str, *texts: str) -> UUID:
    started = await app.conversation.start_session(StartSession(TENANT, user, script_id))
    for n, text in enumerate(texts):
        command = SendUserMessage(TENANT, started.sessionId, text, idempotency_key=f"{user}-{n}")
        await app.conversation.send_user_message(command)
    return started.sessionId


async def _four_sessions(app: Container) -> dict[str, UUID]:
    script_id = app.catalog.publish(TENANT, "three-rounds", SCRIPT).script_id
    return {
        "calm": await _session(app, script_id, "u-calm", "你好"),
        "crisis": await _session(app, script_id, "u-crisis", "你好", CRISIS),
        "cut": await _session(app, script_id, "u-cut", "嗯", "嗯"),
        "other": await _session(app, script_id, "u-other"),
    }


ANY = SummaryFilter()


def _ids(app: Container, where: SummaryFilter = ANY) -> list[UUID]:
    found = app.sessions.page(TENANT, where, None, 50)
    return [UUID(s["sessionId"]) for s in found.items]


@pytest.mark.parametrize("backend", BACKENDS)
async def test_the_list_filters_by_what_a_clinician_asks(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    app = _container(backend, tmp_path, request)
    s = await _four_sessions(app)
    newest_first = [s["other"], s["cut"], s["crisis"], s["calm"]]
    assert _ids(app) == newest_first
    assert _ids(app, SummaryFilter(reached_route="high")) == [s["crisis"]]
    assert _ids(app, SummaryFilter(reached_route="medium")) == [s["crisis"]]
    assert _ids(app, SummaryFilter(safety_script=True)) == [s["crisis"]]
    assert _ids(app, SummaryFilter(safety_script=False)) == [s["other"], s["cut"], s["calm"]]
    assert _ids(app, SummaryFilter(max_rounds=True)) == [s["cut"]]
    assert _ids(app, SummaryFilter(withheld_reply=True)) == []
    now = datetime.now(UTC)
    assert _ids(app, SummaryFilter(started_from=now - timedelta(hours=1))) == newest_first
    assert _ids(app, SummaryFilter(started_before=now - timedelta(hours=1))) == []
    assert app.sessions.page("another-tenant", SummaryFilter(), None, 50).items == []


@pytest.mark.parametrize("backend", BACKENDS)
async def test_pages_follow_the_cursor_to_the_end_and_a_rebuild_lists_the_same(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    app = _container(backend, tmp_path, request)
    s = await _four_sessions(app)
    first = app.sessions.page(TENANT, SummaryFilter(), None, 3)
    assert len(first.items) == 3 and first.next is not None
    second = app.sessions.page(TENANT, SummaryFilter(), first.next, 3)
    assert [UUID(x["sessionId"]) for x in second.items] == [s["calm"]]
    assert second.next is None
    before = app.sessions.page(TENANT, SummaryFilter(), None, 50).items
    app.projections.rebuild("sessionSummaries")
    assert app.sessions.page(TENANT, SummaryFilter(), None, 50).items == before


async def test_a_summary_says_who_which_script_how_far_and_how_it_went(tmp_path: Path) -> None:
    app = bootstrap(Settings(store="memory"), llm=RoutedLLM(default=say_answer(40)))
    s = await _four_sessions(app)
    [crisis] = app.sessions.page(TENANT, SummaryFilter(safety_script=True), None, 5).items
    assert crisis["sessionId"] == str(s["crisis"]) and crisis["userId"] == "u-crisis"
    assert crisis["turns"] == 2 and crisis["riskRoute"] == "high"
    assert crisis["maxRiskScore"] >= 0.95 and crisis["status"] == "safety_hold"
    [cut] = app.sessions.page(TENANT, SummaryFilter(max_rounds=True), None, 5).items
    assert cut["status"] == "completed" and cut["riskRoute"] is None


def test_a_cursor_is_a_position_not_a_row(tmp_path: Path) -> None:
    app = bootstrap(Settings(store="memory"))
    after = SummaryCursor("2020-01-01T00:00:00+00:00", "ffffffff-ffff-ffff-ffff-ffffffffffff")
    assert app.sessions.page(TENANT, SummaryFilter(), after, 5).items == []
