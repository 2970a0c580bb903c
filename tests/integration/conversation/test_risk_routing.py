"""Risk routing inside conversation turns (spec 001 wired into the engine, DESIGN §5).

Whatever fails — the model, the scorer, the store — a user at high risk receives the reviewed
safety script with the hotline, the route never goes down, and the failure is recorded.
"""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest

from application.event_store import EventStore
from application.llm.port import LLMError
from application.risk.service import RiskService
from bootstrap import bootstrap
from domain.conversation.session import Session
from domain.risk.risk_route import RiskRoute, route_id
from infrastructure.settings import Settings
from tests.integration.conversation.support import (
    TENANT,
    Harness,
    RoutedLLM,
    harness,
    say_answer,
    shipped,
)
from tests.support.fakes import FixedClock
from tests.support.risk_fakes import DownScorer, FixedScorer

pytestmark = pytest.mark.anyio

HOTLINE = "12356"  # the national psychological assistance hotline in the zh-CN script


def _with_risk(h: Harness, scorer: Any, *, fallback: Any = None) -> Harness:
    """Swap the harness's risk gate for one on the given scorers (the composition root's job)."""
    service = h.app.conversation
    risk = RiskService(service.store, scorer, h.llm, FixedClock(), fallback_scorer=fallback)
    service.risk = risk
    return h


def _abc(*scores: float) -> Harness:
    h = harness(shipped("abc-model.yaml"), default=say_answer(40))
    return _with_risk(h, FixedScorer(*scores))


def _route(h: Harness, user: str = "user-1") -> RiskRoute:
    route: RiskRoute = h.app.store.repository.get(route_id(TENANT, user))
    return route


async def test_a_low_score_lets_the_script_answer_at_the_rigid_score_temperature() -> None:
    h = _abc(0.1)
    started = await h.start()
    response = await h.say(started.sessionId, "什么是ABC模型？")
    assert response.metadata.riskRoute == "low"
    assert response.aiMessages[0].source == "llm"
    assert h.llm.requests[-1].purpose == "ai_say.mainline_a"
    assert h.llm.requests[-1].temperature == pytest.approx(max(0.1, 0.7 - 0.8 * 0.15))


async def test_a_score_of_0_95_interrupts_the_script_with_the_safety_script_and_no_llm() -> None:
    h = _abc(0.96)
    started = await h.start()
    calls_before = len(h.llm.requests)
    response = await h.say(started.sessionId, "我想结束自己的生命")
    assert response.aiMessages[0].source == "safety_script"
    assert HOTLINE in (response.aiMessage or "")
    assert response.metadata.sessionStatus == "safety_hold"
    assert len(h.llm.requests) == calls_before
    assert _route(h).route == "high"


async def test_the_safety_turn_is_recorded_in_the_session_and_visible_in_replay() -> None:
    h = _abc(0.96)
    started = await h.start()
    await h.say(started.sessionId, "我想结束自己的生命")
    events = [type(e).__name__ for e in h.events(started.sessionId)]
    assert events[-3:] == ["UserMessageReceived", "SafetyHoldStarted", "AssistantMessageSent"]
    audit = h.app.audit.replay(started.sessionId)
    kinds = [entry.kind for entry in audit.timeline]
    assert "safety_hold" in kinds
    assert audit.transcript[-1].source == "safety_script"


async def test_once_high_every_later_message_gets_the_safety_script_even_when_calm() -> None:
    h = _abc(0.96, 0.0)
    started = await h.start()
    await h.say(started.sessionId, "我想结束自己的生命")
    response = await h.say(started.sessionId, "没事了，我们继续吧")
    assert response.aiMessages[0].source == "safety_script"
    assert _route(h).route == "high"


async def test_a_medium_score_hands_the_turn_to_the_persuasion_agent() -> None:
    h = _abc(0.75)
    h.llm.default = "我理解你的感受。我们有一个由 moderator 陪伴的同伴支持小组，你愿意了解一下吗？"
    started = await h.start()
    response = await h.say(started.sessionId, "最近觉得活着没意思")
    assert response.metadata.riskRoute == "medium"
    assert response.metadata.sessionStatus == "safety_hold"
    assert _route(h).route == "medium"
    purposes = [r.purpose for r in h.llm.requests]
    assert not purposes[-1].startswith("ai_say")


async def test_a_route_moves_from_medium_to_high_and_the_session_records_the_new_hold() -> None:
    h = _abc(0.75, 0.97)
    h.llm.default = "我在听。"
    started = await h.start()
    await h.say(started.sessionId, "最近觉得活着没意思")
    response = await h.say(started.sessionId, "我已经准备好了药")
    assert response.aiMessages[0].source == "safety_script"
    holds = [
        e.route for e in h.events(started.sessionId) if isinstance(e, Session.SafetyHoldStarted)
    ]
    assert holds == ["medium", "high"]


async def test_when_the_model_and_every_scorer_fail_a_crisis_message_still_gets_the_script() -> (
    None
):
    h = harness(shipped("abc-model.yaml"), default=LLMError("model down", model="x"))
    h.app.conversation.risk = None  # start without screening: the model is down already
    started = await h.start()
    _with_risk(h, DownScorer("primary"), fallback=DownScorer("lexicon"))
    response = await h.say(started.sessionId, "我不想活了")
    assert response.aiMessages[0].source == "safety_script"
    assert HOTLINE in (response.aiMessage or "")
    failures = [e for e in h.events(route_id(TENANT, "user-1")) if "Fail" in type(e).__name__]
    assert len(failures) == 2  # both scorer outages are recorded on the route


async def test_a_user_already_at_high_risk_starts_a_new_session_on_the_safety_script() -> None:
    h = _abc(0.96)
    first = await h.start()
    await h.say(first.sessionId, "我想结束自己的生命")
    second = await h.start()
    assert second.aiMessages[0].source == "safety_script"
    assert second.metadata.sessionStatus == "safety_hold"


async def test_a_crisis_message_to_a_completed_session_still_gets_the_safety_script() -> None:
    h = _abc(0.96)
    h.llm.default = say_answer(90, should_exit=True)  # the one-action script ends in round 1
    started = await h.start()
    assert started.executionStatus == "completed"
    response = await h.say(started.sessionId, "可是我还是想死")
    assert response.aiMessages[0].source == "safety_script"
    assert _route(h).route == "high"


class FailingStore(EventStore):
    """The store behind the port going down: once ``fail`` is set, every save fails."""

    fail = False

    def save(self, *objs: Any, **kwargs: Any) -> Any:
        if self.fail:
            raise sqlite3.OperationalError("database or disk is full")
        return super().save(*objs, **kwargs)


def _on_failing_store() -> tuple[Harness, FailingStore]:
    store = FailingStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    llm = RoutedLLM(default=say_answer(40))
    app = bootstrap(Settings(store="memory"), llm=llm, clock=FixedClock(), store=store)
    ref = app.catalog.publish(TENANT, "abc", shipped("abc-model.yaml"))
    return Harness(app, llm, ref.script_id), store


async def test_when_the_store_fails_a_user_at_risk_still_gets_the_safety_script() -> None:
    h, store = _on_failing_store()
    started = await h.start()
    store.fail = True
    response = await h.say(started.sessionId, "我想自杀，今晚就去做")
    assert response.aiMessages[0].source == "safety_script"
    assert HOTLINE in (response.aiMessage or "")
    assert response.executionStatus == "error"
    assert "OperationalError" in (response.metadata.error or "")


async def test_when_the_store_fails_a_calm_message_gets_the_error_not_a_made_up_answer() -> None:
    h, store = _on_failing_store()
    started = await h.start()
    store.fail = True
    with pytest.raises(sqlite3.OperationalError):
        await h.say(started.sessionId, "今天天气不错，我们继续吧")


async def test_an_english_crisis_message_in_a_chinese_script_gets_the_script_in_both_languages(
) -> None:
    h = harness(shipped("abc-model.yaml"), default=say_answer(40))
    started = await h.start()
    crisis = await h.say(started.sessionId, "I already swallowed the whole bottle of pills")
    text = crisis.aiMessage or ""
    assert crisis.aiMessages[0].source == "safety_script"
    assert HOTLINE in text and "988" in text and text.index(HOTLINE) < text.index("988")
    assert "Are you safe right now?" in text
