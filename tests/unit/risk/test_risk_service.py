from __future__ import annotations

from uuid import UUID

import pytest

from application.event_store import EventStore
from application.llm.port import LLMError
from application.risk.ports import RiskScorer
from application.risk.screening import Screening
from application.risk.service import RiskService
from domain.risk.questionnaires import GAD7
from domain.risk.risk_route import RiskRoute, route_id
from infrastructure.risk.embedded import EmbeddedRiskScorer
from tests.support.fakes import FixedClock, ScriptedLLM
from tests.support.risk_fakes import DownScorer, FixedScorer

pytestmark = pytest.mark.anyio
SESSION = UUID(int=7)


def memory_store() -> EventStore:
    return EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})


def service(scorer: RiskScorer, llm: ScriptedLLM | None = None, store: EventStore | None = None,
            fallback: RiskScorer | None = None) -> RiskService:
    return RiskService(store or memory_store(), scorer, llm or ScriptedLLM(), FixedClock(),
                       fallback_scorer=fallback)


async def screen_and_save(risk: RiskService, *texts: str, user: str = "u1") -> Screening:
    screening = await risk.screen(tenant_id="t", user_id=user, session_id=SESSION,
                                  recent_user_texts=texts)
    risk.store.save(*screening.pending)
    return screening


def event_names(risk: RiskService, user: str = "u1") -> list[str]:
    return [type(e).__name__ for e in risk.store.repository.event_store.get(route_id("t", user))]


async def test_scenario_4_1_a_low_route_is_upgraded_to_medium_and_rigid_follows_the_table() -> None:
    risk = service(FixedScorer(0.3, 0.75))
    risk.assess_questionnaires(tenant_id="t", user_id="u1", phq9_items=[1, 1, 1, 1, 1, 0, 0, 0, 0],
                               gad7_items=[1, 1, 1, 0, 0, 0, 0])
    first = await screen_and_save(risk, "I've been feeling low")
    assert (first.route, first.rigid_score, first.upgraded) == ("low", 0.3, False)
    second = await screen_and_save(risk, "I've been feeling low", "it is getting worse")
    assert (second.route, second.rigid_score, second.upgraded) == ("medium", 0.5, True)
    assert "psyguard_upgrade" in second.reason
    assert event_names(risk)[-2:] == ["RiskScoreObserved", "RouteUpgraded"]


async def test_scenario_4_2_a_score_of_0_96_goes_straight_to_high_and_gets_the_script() -> None:
    llm = ScriptedLLM()  # no answers: any LLM call would fail the test
    risk = service(FixedScorer(0.96), llm)
    screening = await screen_and_save(risk, "...")
    assert (screening.route, screening.rigid_score, screening.upgraded) == ("high", 1.0, True)
    reply = await risk.agent_reply(screening, tenant_id="t", user_id="u1", user_text="...",
                                   history=[])
    assert reply.source == "safety_script" and reply.llm_calls == ()
    assert "12356" in reply.text
    assert llm.requests == []


async def test_screen_saves_nothing_itself_and_returns_the_pending_route() -> None:
    risk = service(FixedScorer(0.1))
    screening = await risk.screen(tenant_id="t", user_id="u1", session_id=SESSION,
                                  recent_user_texts=["hello"])
    assert [type(a) for a in screening.pending] == [RiskRoute]
    assert event_names(risk) == []


async def test_the_scorer_reads_only_the_recent_window_of_user_turns() -> None:
    scorer = FixedScorer(0.0)
    risk = service(scorer)
    await screen_and_save(risk, "a", "b", "c", "d", "e", "f", "g")
    assert scorer.windows == [("c", "d", "e", "f", "g")]


async def test_a_failed_scorer_falls_back_to_the_embedded_one_and_the_failure_is_recorded() -> None:
    risk = service(DownScorer("http-classifier"), fallback=EmbeddedRiskScorer())
    screening = await screen_and_save(risk, "我想自杀")
    assert (screening.route, screening.scorer_failed, screening.fail_safe) == ("high", True, False)
    assert event_names(risk) == ["RouteEstablished", "RiskScoringFailed", "RiskScoreObserved",
                                 "RouteUpgraded"]


async def test_when_every_scorer_fails_the_turn_is_answered_as_high_but_not_stored() -> None:
    risk = service(DownScorer(), fallback=DownScorer("lexicon"))
    screening = await screen_and_save(risk, "anything")
    assert (screening.route, screening.rigid_score, screening.fail_safe) == ("high", 1.0, True)
    context = risk.control_context(tenant_id="t", user_id="u1")
    assert context is not None and context.route == "low"
    assert event_names(risk) == ["RouteEstablished", "RiskScoringFailed", "RiskScoringFailed"]


async def test_llm_and_scorer_both_down_a_crisis_message_still_gets_the_safety_script() -> None:
    llm = ScriptedLLM(default=LLMError("model down"))
    risk = service(DownScorer("http-classifier"), llm, fallback=EmbeddedRiskScorer())
    for scorers in ((DownScorer("http-classifier"), EmbeddedRiskScorer()),
                    (DownScorer("http-classifier"), DownScorer("lexicon"))):
        risk.scorers = scorers
        text = "I am going to kill myself tonight"
        screening = await screen_and_save(risk, text, user=scorers[1].name)
        reply = await risk.agent_reply(screening, tenant_id="t", user_id=scorers[1].name,
                                       user_text=text, history=[], locale="en")
        assert reply.source == "safety_script" and "988" in reply.text
    assert llm.requests == []
    assert risk.safety_script("en") == reply.text


async def test_low_route_chats_through_the_llm_at_the_rigid_score_temperature() -> None:
    llm = ScriptedLLM("I hear you.")
    risk = service(FixedScorer(0.1), llm)
    risk.assess_questionnaires(tenant_id="t", user_id="u1", phq9_items=[1] * 5 + [0] * 4)
    screening = await screen_and_save(risk, "hi")
    reply = await risk.agent_reply(screening, tenant_id="t", user_id="u1", user_text="hi",
                                   history=[("assistant", "hello"), ("user", "hi")])
    assert (reply.text, reply.source) == ("I hear you.", "llm")
    assert llm.requests[0].temperature == 0.66
    assert reply.llm_calls[0].purpose == "risk.low_chat"


async def test_medium_state_lives_in_events_and_survives_a_new_service() -> None:
    store = memory_store()
    llm = ScriptedLLM(default=LLMError("down"))
    turns = ["I feel so anxious", "I'm too busy for that", "still busy", "Okay, I'll join"]
    states = []
    for text in turns:
        risk = service(FixedScorer(0.8), llm, store)  # a fresh service each turn
        screening = await risk.screen(tenant_id="t", user_id="u1", session_id=SESSION,
                                      recent_user_texts=[text])
        reply = await risk.agent_reply(screening, tenant_id="t", user_id="u1", user_text=text,
                                       history=[])
        store.save(*reply.pending)
        states.append((reply.persuasion_state, reply.source))
    assert [s for s, _ in states] == ["detecting_resistance", "handling_resistance",
                                      "handling_resistance", "accepted"]
    assert {source for _, source in states} == {"static_fallback"}
    assert "PersuasionStateChanged" in event_names(risk)


async def test_the_initial_suggestion_always_mentions_the_moderator() -> None:
    risk = service(FixedScorer(0.8), ScriptedLLM("Have you considered a peer group?"))
    screening = await screen_and_save(risk, "I feel anxious")
    reply = await risk.agent_reply(screening, tenant_id="t", user_id="u1",
                                   user_text="I feel anxious", history=[], locale="en")
    assert "moderator" in reply.text
    assert reply.llm_calls[0].temperature == 0.2


async def test_route_history_replays_every_change_with_its_reason() -> None:
    risk = service(FixedScorer(0.75, 0.97))
    await screen_and_save(risk, "a")
    await screen_and_save(risk, "b")
    history = risk.route_history(tenant_id="t", user_id="u1")
    assert [(h.event, h.route) for h in history] == [
        ("RouteEstablished", "low"), ("RiskScoreObserved", "low"), ("RouteUpgraded", "medium"),
        ("RiskScoreObserved", "medium"), ("RouteUpgraded", "high")]
    assert history[-1].rigid_score == 1.0 and "0.97" in history[-1].details["reason"]


def test_answers_cover_the_window_of_their_session_until_it_has_moved_past_them() -> None:
    route = RiskRoute.establish("t", "u1", "low", "chat_content", "baseline", FixedClock().now())
    other = UUID(int=8)
    route.observe_score(SESSION, 0.85, (), "fixed", 3, FixedClock().now())
    assert not route.answers_cover_window(SESSION, 3)
    route.record_questionnaires(None, GAD7.from_items([1] * 7), FixedClock().now())
    covered = []
    for _ in range(3):
        route.observe_score(SESSION, 0.85, (), "fixed", 3, FixedClock().now())
        covered.append(route.answers_cover_window(SESSION, 3))
    assert covered == [True, True, False]
    assert not route.answers_cover_window(other, 3)
