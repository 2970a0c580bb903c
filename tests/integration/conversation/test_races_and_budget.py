"""Races answered as races and a time budget per turn (issue 12, defects 3, 4 and 6).

Two containers on one SQLite file stand for two server processes."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from application.conversation.commands import SendUserMessage, StartSession
from application.conversation.errors import ConcurrentTurnError
from application.conversation.rounds import BUDGET_SPENT, FALLBACK_MESSAGE
from application.llm.port import LLMRequest, LLMResponse
from application.risk.ports import RiskScore
from bootstrap import Container, bootstrap
from domain.conversation.action_run import ActionRun
from domain.risk.risk_route import RiskRoute, route_id
from infrastructure.settings import Settings
from tests.integration.conversation.support import TENANT, RoutedLLM, one_action_script, say_answer
from tests.support.risk_fakes import FixedScorer

pytestmark = pytest.mark.anyio

SAY = "- type: ai_say\n  content: 讲解\n  max_rounds: 3\n  require_acknowledgment: false"


class GatedScorer:
    """Scores 0.0; the call after ``arm()`` waits until ``release()``, like a slow classifier."""

    name = "gated"

    def __init__(self) -> None:
        self.armed = False
        self.entered = asyncio.Event()
        self.gate = asyncio.Event()

    def arm(self) -> None:
        self.armed = True

    async def score(self, texts: Sequence[str]) -> RiskScore:
        if self.armed:
            self.armed = False
            self.entered.set()
            await self.gate.wait()
        return RiskScore(0.0, (), self.name)


class HangingLLM(RoutedLLM):
    """Answers the first ``answers`` calls, then never answers again (a model that hangs)."""

    def __init__(self, *answers: Any) -> None:
        super().__init__(*answers)
        self.hung = 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        if self.answers:
            return await super().complete(request)
        self.hung += 1
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


def _process(tmp_path: Path, llm: Any, scorer: Any, **settings: Any) -> Container:
    return bootstrap(
        Settings(store="sqlite", data_dir=tmp_path, **settings), llm=llm, risk_scorer=scorer
    )


async def test_a_turn_that_read_part_of_a_newer_turn_answers_409_and_its_resend_plays(
    tmp_path: Path,
) -> None:
    gated = GatedScorer()
    exits = RoutedLLM(say_answer(20), say_answer(90, should_exit=True), default=say_answer(20))
    first = _process(tmp_path, exits, FixedScorer())
    second = _process(tmp_path, RoutedLLM(default=say_answer(20)), gated)
    script = one_action_script(SAY + "\n- type: ai_say\n  content: 再讲")
    ref = first.catalog.publish(TENANT, "race", script)
    started = await first.conversation.start_session(StartSession(TENANT, "u", ref.script_id))
    session_id = started.sessionId

    gated.arm()
    loser = asyncio.create_task(
        second.conversation.send_user_message(SendUserMessage(TENANT, session_id, "慢", "k-slow"))
    )
    await gated.entered.wait()  # the loser has read the session and is being screened
    won = await first.conversation.send_user_message(
        SendUserMessage(TENANT, session_id, "快", "k-fast")
    )
    assert won.position.actionIndex == 1  # the winner finished the first action's run
    gated.gate.set()
    with pytest.raises(ConcurrentTurnError):
        await loser

    session = first.conversation.session(TENANT, session_id)
    assert [m.text for m in first.audit.transcript(session) if m.role == "user"] == ["快"]
    resent = await second.conversation.send_user_message(
        SendUserMessage(TENANT, session_id, "慢", "k-slow")
    )
    assert resent.executionStatus == "waiting_input"
    session = first.conversation.session(TENANT, session_id)
    assert [m.text for m in first.audit.transcript(session) if m.role == "user"] == ["快", "慢"]


async def test_two_sessions_of_one_user_never_conflict_on_the_risk_route(tmp_path: Path) -> None:
    gated = GatedScorer()
    first = _process(tmp_path, RoutedLLM(default=say_answer(20)), FixedScorer(0.1))
    second = _process(tmp_path, RoutedLLM(default=say_answer(20)), gated)
    ref = first.catalog.publish(TENANT, "two", one_action_script(SAY))
    one = await first.conversation.start_session(StartSession(TENANT, "same-user", ref.script_id))
    two = await first.conversation.start_session(StartSession(TENANT, "same-user", ref.script_id))
    await first.conversation.send_user_message(SendUserMessage(TENANT, one.sessionId, "你好", "a"))

    gated.arm()
    slow = asyncio.create_task(
        second.conversation.send_user_message(SendUserMessage(TENANT, two.sessionId, "嗯", "b"))
    )
    await gated.entered.wait()  # session two read the user's route ...
    await first.conversation.send_user_message(SendUserMessage(TENANT, one.sessionId, "好", "c"))
    gated.gate.set()  # ... and session one saved it since
    answer = await slow

    assert answer.executionStatus == "waiting_input"
    route: RiskRoute = first.store.repository.get(route_id(TENANT, "same-user"))
    observed = [
        e for e in first.store.events.get(route.id) if type(e).__name__ == "RiskScoreObserved"
    ]
    assert len(observed) == 3  # every turn's score is recorded once


async def test_a_hanging_model_gets_the_fallback_within_the_budget_and_the_next_message_plays(
    tmp_path: Path,
) -> None:
    llm = HangingLLM(say_answer(20))
    app = _process(tmp_path, llm, FixedScorer(), turn_budget_s=0.5)
    ref = app.catalog.publish(TENANT, "hang", one_action_script(SAY))
    started = await app.conversation.start_session(StartSession(TENANT, "u", ref.script_id))

    first, second = await asyncio.gather(
        app.conversation.send_user_message(SendUserMessage(TENANT, started.sessionId, "一", "1")),
        _after(0.1, app, started.sessionId, "二", "2"),
    )

    assert first.aiMessage == FALLBACK_MESSAGE
    assert first.metadata.error and BUDGET_SPENT in first.metadata.error
    assert second.aiMessage == FALLBACK_MESSAGE or second.executionStatus == "waiting_input"
    rounds = [e for _, e in app.store.domain_events() if isinstance(e, ActionRun.RoundCompleted)]
    assert any(r.error and "budget" in r.error for r in rounds), "the timeout is recorded"


async def _after(delay_s: float, app: Container, session_id: Any, text: str, key: str) -> Any:
    await asyncio.sleep(delay_s)
    command = SendUserMessage(TENANT, session_id, text, key)
    try:
        return await app.conversation.send_user_message(command)
    except ConcurrentTurnError:  # in one process the HTTP layer queues; here: resend once
        return await app.conversation.send_user_message(command)


async def test_a_high_risk_message_gets_the_safety_script_even_while_the_model_hangs(
    tmp_path: Path,
) -> None:
    llm = HangingLLM(say_answer(20))
    app = _process(tmp_path, llm, FixedScorer(0.95), turn_budget_s=0.3)
    ref = app.catalog.publish(TENANT, "crisis", one_action_script(SAY))
    started = await app.conversation.start_session(StartSession(TENANT, "u", ref.script_id))

    answer = await app.conversation.send_user_message(
        SendUserMessage(TENANT, started.sessionId, "我不想活了", "k")
    )

    assert answer.metadata.riskRoute == "high"
    assert answer.aiMessages[0].source == "safety_script"


class WaitsOnSomethingElse:
    """An executor that waits on something other than the model: the budget's model bound
    (BudgetedLLM) never sees it."""

    async def run_round(self, inp: Any) -> Any:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


async def test_an_executor_waiting_on_something_else_is_cut_shortly_after_the_budget(
    tmp_path: Path,
) -> None:
    app = _process(tmp_path, RoutedLLM(say_answer(20)), FixedScorer(), turn_budget_s=0.3)
    ref = app.catalog.publish(TENANT, "wait", one_action_script(SAY))
    started = await app.conversation.start_session(StartSession(TENANT, "u", ref.script_id))
    player = app.conversation.player
    player.executors = {**player.executors, "ai_say": WaitsOnSomethingElse()}

    async with asyncio.timeout(30):  # a guard: without the cut the turn would never end
        answer = await app.conversation.send_user_message(
            SendUserMessage(TENANT, started.sessionId, "一", "1")
        )

    assert answer.aiMessage == FALLBACK_MESSAGE
    assert answer.metadata.error and BUDGET_SPENT in answer.metadata.error
