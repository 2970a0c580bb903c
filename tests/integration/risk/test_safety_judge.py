"""The LLM safety judge against a real OpenAI-wire server on 127.0.0.1 (issue #11, ADR 0105).

The script's own model is an in-process fake that notes when it is being called, so the tests
can see the judge asked while the script call is in flight. The judge raises, never lowers; its
verdict, latency and failures are events of the user's RiskRoute.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from application.llm.port import LLMRequest, LLMResponse
from bootstrap import bootstrap
from domain.conversation.session import Session
from domain.risk.risk_route import RiskRoute, route_id
from infrastructure.settings import Settings
from tests.integration.conversation.support import (
    TENANT,
    Harness,
    RoutedLLM,
    say_answer,
    shipped,
)
from tests.support.fakes import FixedClock, SequentialIds
from tests.support.openai_server import OpenAIServer, Received, Reply, completion, error, running

pytestmark = pytest.mark.anyio
HOTLINE = "12356"


class ScriptModel(RoutedLLM):
    """The script's model, a little slow, recording whether a call is in flight."""

    def __init__(self) -> None:
        super().__init__(default=say_answer(40), delay_s=0.3)
        self.in_flight = threading.Event()

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.in_flight.set()
        try:
            return await super().complete(request)
        finally:
            self.in_flight.clear()


class Judge:
    """What the judge endpoint answers; notes whether the script call was in flight."""

    def __init__(self, script: ScriptModel) -> None:
        self.script = script
        self.reply: Reply = verdict("none")
        self.asked_during_script_call: list[bool] = []

    def __call__(self, received: Received) -> Reply:
        self.asked_during_script_call.append(self.script.in_flight.is_set())
        return self.reply


def verdict(level: str, *signals: str, **extra: Any) -> Reply:
    body = {"level": level, "signals": list(signals), "evidence": ["…"]}
    return completion(json.dumps(body), model="guard-test", **extra)


@pytest.fixture
def world(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Harness, Judge, OpenAIServer]]:
    monkeypatch.setenv("HEARTRULE_RISK_JUDGE_TIMEOUT_S", "1.0")
    monkeypatch.setenv("HEARTRULE_MODERATION_JUDGE_ENABLED", "false")  # this server is a guard
    monkeypatch.delenv("HEARTRULE_RISK_SCORER_URL", raising=False)
    script = ScriptModel()
    judge = Judge(script)
    with running(OpenAIServer(default=judge)) as server:
        settings = Settings(store="memory", llm_base_url=server.base_url, llm_model="main")
        app = bootstrap(settings, llm=script, clock=FixedClock(), ids=SequentialIds())
        ref = app.catalog.publish(TENANT, "abc", shipped("abc-model.yaml"))
        yield Harness(app, script, ref.script_id), judge, server


def route_events(h: Harness) -> list[Any]:
    return list(h.app.store.events.get(route_id(TENANT, "user-1")))


async def test_the_judge_is_asked_beside_the_script_call_and_its_verdict_is_recorded(
    world: tuple[Harness, Judge, OpenAIServer],
) -> None:
    h, judge, server = world
    started = await h.start()
    response = await h.say(started.sessionId, "什么是ABC模型？")
    assert response.aiMessages[0].source == "llm"
    assert judge.asked_during_script_call == [True]
    [consulted] = [e for e in route_events(h) if type(e).__name__ == "SafetyJudgeConsulted"]
    assert (consulted.level, consulted.model, consulted.error) == ("none", "guard-test", None)
    assert consulted.latency_ms > 0
    prompt = server.received[0].body["messages"]
    assert "C-SSRS" in prompt[0]["content"] and "什么是ABC模型？" in prompt[1]["content"]


async def test_a_judge_that_says_high_after_the_script_replied_gets_the_safety_script_instead(
    world: tuple[Harness, Judge, OpenAIServer],
) -> None:
    h, judge, _ = world
    judge.reply = verdict("high", "farewell", "intent")
    started = await h.start()
    response = await h.say(started.sessionId, "谢谢你这段时间的照顾，我会好好的")
    assert response.aiMessages[0].source == "safety_script"
    assert HOTLINE in (response.aiMessage or "")
    assert response.metadata.sessionStatus == "safety_hold"
    route: RiskRoute = h.app.store.repository.get(route_id(TENANT, "user-1"))
    assert route.route == "high" and "safety judge" in route.reason
    session = list(h.app.store.events.get(started.sessionId))
    sent = [type(e).__name__ for e in session].count("AssistantMessageSent")
    assert sent == 2  # the welcome, then the safety script: the script's reply was withheld
    [hold] = [e for e in session if isinstance(e, Session.SafetyHoldStarted)]
    assert "safety judge" in hold.reason


async def test_the_higher_level_wins_when_the_judge_says_none_to_a_crisis(
    world: tuple[Harness, Judge, OpenAIServer],
) -> None:
    h, judge, _ = world
    judge.reply = verdict("none")
    started = await h.start()
    response = await h.say(started.sessionId, "药我已经攒够了，今晚就吃")
    assert response.aiMessages[0].source == "safety_script"


@pytest.mark.parametrize(("reply", "error_part"), [
    (verdict("high", delay_s=2.0), "no verdict within 1 s"),
    (error(500, "the guard is down", kind="server_error"), "HTTP 500"),
    (completion("I cannot help with that."), "JSON"),
])
async def test_when_the_judge_fails_the_embedded_layers_decide_alone_and_it_is_recorded(
    world: tuple[Harness, Judge, OpenAIServer], reply: Reply, error_part: str,
) -> None:
    h, judge, _ = world
    judge.reply = reply
    started = await h.start()
    response = await h.say(started.sessionId, "什么是ABC模型？")
    assert response.aiMessages[0].source == "llm"
    [consulted] = [e for e in route_events(h) if type(e).__name__ == "SafetyJudgeConsulted"]
    assert consulted.level is None and error_part in consulted.error


async def test_scoring_texts_shows_the_judge_as_a_layer_of_its_own(
    world: tuple[Harness, Judge, OpenAIServer],
) -> None:
    h, judge, _ = world
    judge.reply = verdict("high", "active ideation")
    result = await h.app.risk.score_texts(["我准备好了"])
    assert (result.score, result.decided_by) == (0.97, "judge")
    assert [layer.layer for layer in result.layers] == ["rules", "learned", "judge"]


async def test_the_session_replay_shows_the_deciding_layer_and_the_judges_verdict(
    world: tuple[Harness, Judge, OpenAIServer],
) -> None:
    h, judge, _ = world
    judge.reply = verdict("high", "farewell")
    started = await h.start()
    await h.say(started.sessionId, "谢谢你这段时间的照顾，我会好好的")
    timeline = h.app.audit.replay(started.sessionId).timeline
    kinds = [entry.kind for entry in timeline]
    assert {"risk_scored", "safety_judge", "route_upgraded", "safety_hold"} <= set(kinds)
    scored = next(e for e in timeline if e.kind == "risk_scored")
    assert scored.detail["decided_by"] in {"rules", "learned"}
    judged = next(e for e in timeline if e.kind == "safety_judge")
    assert (judged.detail["level"], judged.detail["model"]) == ("high", "guard-test")


async def test_a_turn_already_answered_on_high_does_not_ask_the_judge(
    world: tuple[Harness, Judge, OpenAIServer],
) -> None:
    h, _, server = world
    started = await h.start()
    await h.say(started.sessionId, "药我已经攒够了，今晚就吃")
    asked = len(server.received)
    response = await h.say(started.sessionId, "嗯")
    assert response.aiMessages[0].source == "safety_script"
    assert len(server.received) == asked
