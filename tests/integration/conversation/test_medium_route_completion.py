"""The medium route ends (ADR 0104): after the persuasion machine's last reply the session goes
back to its script where it left off, with a note saying so; a score ≥ 0.80 offers PHQ-9 /
GAD-7 once (spec 001 §1.1.2)."""

from __future__ import annotations

from typing import Any

import pytest

from application.risk.service import RiskService
from domain.conversation.session import Session
from domain.risk.risk_route import RiskRoute, route_id
from tests.integration.conversation.support import TENANT, Harness, harness, say_answer, shipped
from tests.support.fakes import FixedClock
from tests.support.risk_fakes import FixedScorer

pytestmark = pytest.mark.anyio


def _medium(*scores: float) -> Harness:
    h = harness(shipped("abc-model.yaml"), default=say_answer(40))
    service = h.app.conversation
    service.risk = RiskService(service.store, FixedScorer(*scores), h.llm, FixedClock())
    return h


def _events(h: Harness, aggregate_id: Any) -> list[str]:
    return [type(e).__name__ for e in h.events(aggregate_id)]


async def test_accepting_the_peer_group_ends_the_hold_and_the_script_answers_the_next_message(
) -> None:
    h = _medium(0.75, 0.1)
    h.llm.queue("我理解。我们有一个由 moderator 陪伴的同伴支持小组，你愿意加入吗？",
                 "太好了，你会收到邀请。")
    started = await h.start()
    await h.say(started.sessionId, "最近觉得活着没意思")
    accepted = await h.say(started.sessionId, "好的，我愿意试试")
    assert accepted.metadata.riskRoute == "medium"
    assert accepted.metadata.sessionStatus == "waiting_input"
    assert "回到刚才的练习" in (accepted.aiMessage or "")
    assert "SafetyHoldReleased" in _events(h, started.sessionId)

    resumed = await h.say(started.sessionId, "B和C有什么区别？")
    assert resumed.aiMessages[0].source == "llm"
    assert h.llm.requests[-1].purpose.startswith("ai_say")
    # the script now runs at the medium route's rigid_score: max(0.1, 0.7 - 0.8 * 0.5)
    assert h.llm.requests[-1].temperature == pytest.approx(0.3)


async def test_declining_five_times_gives_resources_then_the_script_resumes() -> None:
    h = _medium(0.75, 0.1)
    h.llm.default = "我理解你的顾虑。"
    started = await h.start()
    await h.say(started.sessionId, "最近觉得活着没意思")
    replies = [await h.say(started.sessionId, "我太忙了，没时间") for _ in range(6)]
    last = replies[-1]
    assert [r.metadata.sessionStatus for r in replies[:-1]] == ["safety_hold"] * 5
    assert last.metadata.sessionStatus == "waiting_input"
    assert "12356" in (last.aiMessage or "") and "回到刚才的练习" in (last.aiMessage or "")
    h.llm.default = say_answer(40)
    assert (await h.say(started.sessionId, "嗯")).aiMessages[0].source == "llm"


async def test_a_route_that_rises_to_high_after_the_hold_ended_holds_again_for_good() -> None:
    h = _medium(0.75, 0.1, 0.1, 0.97)
    h.llm.queue("我们有一个由 moderator 陪伴的同伴支持小组，你愿意加入吗？", "太好了。")
    started = await h.start()
    await h.say(started.sessionId, "最近觉得活着没意思")
    await h.say(started.sessionId, "好的")
    await h.say(started.sessionId, "嗯")
    crisis = await h.say(started.sessionId, "药我已经攒够了，今晚就吃")
    assert crisis.aiMessages[0].source == "safety_script"
    assert crisis.metadata.sessionStatus == "safety_hold"
    holds = [e.route for e in h.events(started.sessionId)
             if isinstance(e, Session.SafetyHoldStarted)]
    assert holds == ["medium", "high"]


async def test_a_score_of_0_80_offers_the_questionnaires_once_in_the_agents_reply() -> None:
    h = _medium(0.85, 0.85)
    h.llm.default = "我在听，我们有一个由 moderator 陪伴的同伴支持小组。"
    started = await h.start()
    first = await h.say(started.sessionId, "我真的不想活了")
    second = await h.say(started.sessionId, "还是很难受")
    assert first.metadata.questionnaireOffered and "PHQ-9" in (first.aiMessage or "")
    assert not second.metadata.questionnaireOffered
    assert _events(h, route_id(TENANT, "user-1")).count("QuestionnaireOffered") == 1


async def test_answering_the_offered_questionnaires_closes_the_offer_and_folds_into_the_route(
) -> None:
    h = _medium(0.85, 0.85)
    h.llm.default = "我在听。"
    started = await h.start()
    await h.say(started.sessionId, "我真的不想活了")
    assessment = h.app.risk.assess_questionnaires(
        tenant_id=TENANT, user_id="user-1", phq9_items=[2, 2, 2, 2, 2, 2, 2, 2, 2])
    assert assessment.route == "high"
    route: RiskRoute = h.app.store.repository.get(route_id(TENANT, "user-1"))
    assert not route.questionnaire_offer_open
    after = await h.say(started.sessionId, "嗯")
    assert after.aiMessages[0].source == "safety_script"


async def test_after_the_answers_the_same_window_does_not_offer_the_questionnaires_again() -> None:
    h = _medium(0.85)
    service = h.app.conversation
    service.risk = RiskService(service.store, FixedScorer(0.85), h.llm, FixedClock(), window=2)
    h.llm.default = "我在听。"
    started = await h.start()
    offered = await h.say(started.sessionId, "我真的不想活了")
    h.app.risk.assess_questionnaires(
        tenant_id=TENANT, user_id="user-1", phq9_items=[1, 1, 1, 1, 1, 1, 1, 1, 0])
    right_after = await h.say(started.sessionId, "填好了")
    window_moved_on = await h.say(started.sessionId, "还是不想活")
    assert offered.metadata.questionnaireOffered
    assert not right_after.metadata.questionnaireOffered
    assert "PHQ-9" not in (right_after.aiMessage or "")
    assert window_moved_on.metadata.questionnaireOffered
    assert _events(h, route_id(TENANT, "user-1")).count("QuestionnaireOffered") == 2
