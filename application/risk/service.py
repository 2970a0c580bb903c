"""RiskService: the API the conversation engine calls each user turn, and the risk use cases.

``screen`` and ``agent_reply`` do not save: they return the modified aggregates in ``pending``
so the engine saves them atomically with its own (one ``store.save(...)``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.domain import Aggregate

from application.event_store import EventStore
from application.llm.port import LLMPort
from application.ports import Clock
from application.risk.agents import HighRiskAgent, History, LowRiskAgent, MediumRiskAgent
from application.risk.assessment import Assessment
from application.risk.control_context import ControlContext
from application.risk.fallbacks import QUESTIONNAIRE_OFFER, for_locale
from application.risk.history import RouteHistoryEntry, replay_history
from application.risk.judge import Judgement, LLMSafetyJudge
from application.risk.limits import check_limits
from application.risk.ports import LayerScore, RiskScore, RiskScorer, RiskScorerError
from application.risk.rebase import rebased_route
from application.risk.replies import AgentReply
from application.risk.scoring import ScoringOutcome, score_with_fallback
from application.risk.screening import Screening
from domain.risk.questionnaires import GAD7, PHQ9
from domain.risk.risk_route import RiskRoute, route_id
from domain.risk.router import RiskRouter, RouteUpdater
from domain.risk.routes import RANK, SUICIDE_INTENT_THRESHOLD, Route
from domain.risk.safety_script import DEFAULT_HOTLINES, Hotline, render_safety_script

DEFAULT_WINDOW = 5
FAIL_SAFE_REASON = "no risk scorer answered: this turn is answered as high risk (fail safe)"


def _merge(*groups: Sequence[Aggregate]) -> tuple[Aggregate, ...]:
    """Aggregates in order, each once (the same RiskRoute is often in both groups)."""
    seen: dict[UUID, Aggregate] = {}
    for group in groups:
        for aggregate in group:
            seen.setdefault(aggregate.id, aggregate)
    return tuple(seen.values())


class RiskService:
    """Screens user turns, answers on the user's route, assesses questionnaires."""

    def __init__(
        self, store: EventStore, scorer: RiskScorer, llm: LLMPort, clock: Clock, *,
        fallback_scorer: RiskScorer | None = None,
        hotlines: Mapping[str, Sequence[Hotline]] = DEFAULT_HOTLINES,
        window: int = DEFAULT_WINDOW,
        judge: LLMSafetyJudge | None = None,
    ) -> None:
        self.store, self.clock, self.window, self.hotlines = store, clock, max(1, window), hotlines
        fallback = (fallback_scorer,) if fallback_scorer else ()
        self.scorers: tuple[RiskScorer, ...] = (scorer, *fallback)
        self.router = RiskRouter()
        self.judge = judge
        self.high = HighRiskAgent(hotlines)
        self.low = LowRiskAgent(llm)
        self.medium = MediumRiskAgent(llm, clock, hotlines)

    # --- the engine's API -----------------------------------------------------------------

    async def screen(
        self, *, tenant_id: str, user_id: str, session_id: UUID,
        recent_user_texts: Sequence[str],
    ) -> Screening:
        """Score the recent window of the user's turns and move the route up if it calls for it."""
        if not recent_user_texts:
            raise ValueError("screening needs at least the current user turn")
        route = self._load(tenant_id, user_id) or self._baseline(tenant_id, user_id)
        texts = tuple(recent_user_texts)[-self.window:]
        outcome = await score_with_fallback(self.scorers, texts)
        return dataclasses.replace(self._apply(route, session_id, len(texts), outcome), texts=texts)

    @property
    def judge_configured(self) -> bool:
        """Whether an LLM safety judge is configured (the offline model is never one)."""
        return self.judge is not None

    async def judge_window(self, screening: Screening) -> Judgement | None:
        """The judge's verdict on the screened window; None without a judge. Never raises:
        a timeout or an error is a Judgement without a level."""
        if self.judge is None or not screening.texts:
            return None
        return await self.judge.judge(screening.texts)

    def apply_judgement(self, screening: Screening, judgement: Judgement | None) -> Screening:
        """Record the verdict on the user's route; the higher of scorer and judge wins."""
        if judgement is None:
            return screening
        route = self._route_of(screening, screening.tenant_id, screening.user_id)
        now = self.clock.now()
        route.record_judgement(screening.session_id, judgement.as_payload(), now)
        pending = _merge(screening.pending, (route,))
        before = RANK[screening.route]
        after = RouteUpdater.update_route(route.route, judgement.score or 0.0)
        if RANK[after] <= max(before, RANK[route.route]):
            return dataclasses.replace(screening, pending=pending)
        reason = f"safety judge raised {route.route} to {after}: {judgement.describe()}"
        route.upgrade(after, "chat_content", reason, now)
        raised = _screening(route, screening.session_id, after, route.rigid_score, True,
                            screening.scorer_failed, reason, None)
        return dataclasses.replace(raised, score=judgement.score, pending=pending,
                                   evidence=(judgement.describe(), *screening.evidence),
                                   texts=screening.texts)

    async def agent_reply(
        self, screening: Screening, *, tenant_id: str, user_id: str, user_text: str,
        history: History, locale: str = "zh-CN",
    ) -> AgentReply:
        """Answer on the screened route: safety script, persuasion machine, or free chat."""
        if screening.route == "high":
            return self.high.reply(locale, screening.pending, user_text)
        route = self._route_of(screening, tenant_id, user_id)
        if route.route == "high":
            return self.high.reply(locale, _merge(screening.pending, (route,)), user_text)
        if screening.route == "medium":
            reply = await self.medium.reply(route, user_text, history, locale)
            reply = _with_pending(reply, _merge(screening.pending, reply.pending))
        else:
            reply = await self.low.reply(screening.rigid_score, user_text, history, locale,
                                         screening.pending)
        return self.offer_questionnaire(screening, route, reply, locale)

    def offer_questionnaire(
        self, screening: Screening, route: RiskRoute, reply: AgentReply, locale: str
    ) -> AgentReply:
        """A score ≥ 0.80 offers PHQ-9 / GAD-7 in this reply, once until they are answered, and
        not again for the messages the answers already responded to."""
        score = screening.score
        if score is None or score < SUICIDE_INTENT_THRESHOLD or route.questionnaire_offer_open:
            return reply
        if route.answers_cover_window(screening.session_id, len(screening.texts)):
            return reply
        route.offer_questionnaire(screening.session_id, score, self.clock.now())
        text = f"{reply.text}\n{for_locale(QUESTIONNAIRE_OFFER, locale)}"
        return dataclasses.replace(reply, text=text, questionnaire_offered=True,
                                   pending=_merge(reply.pending, (route,)))

    def note_flagged_reply(
        self, pending: Sequence[Aggregate], *, tenant_id: str, user_id: str,
        session_id: UUID, categories: Sequence[str], evidence: Sequence[str],
    ) -> tuple[Aggregate, ...]:
        """Reply moderation kept a reply from the user for self-harm content: the user's route
        records it and goes up to medium if it was low (docs/adr/0124). Returns ``pending`` with
        the route, to be saved with the turn."""
        route = self._route_in(pending, tenant_id, user_id)
        now = self.clock.now()
        route.note_flagged_reply(session_id, categories, evidence, now)
        if RANK[route.route] < RANK["medium"]:
            withheld_for = ", ".join(categories)
            reason = f"reply_moderation: a reply to the user was withheld for {withheld_for}"
            route.upgrade("medium", "chat_content", reason, now)
        return _merge(pending, (route,))

    def safety_script(self, locale: str) -> str:
        """The reviewed safety script; falls back to the built-in hotlines if config is broken."""
        try:
            return self.high.script(locale)
        except Exception:  # the script must come out whatever is wrong with the configuration
            return render_safety_script(locale)

    # --- other use cases ------------------------------------------------------------------

    def assess_questionnaires(
        self, *, tenant_id: str, user_id: str, phq9_items: Sequence[int] | None = None,
        gad7_items: Sequence[int] | None = None,
    ) -> Assessment:
        """Validate and record PHQ-9 / GAD-7; the route moves up if they call for it. Saves."""
        phq9 = PHQ9.from_items(phq9_items) if phq9_items is not None else None
        gad7 = GAD7.from_items(gad7_items) if gad7_items is not None else None
        existing = self._load(tenant_id, user_id)
        chat = existing.last_score if existing and existing.last_score is not None else 0.0
        decision = self.router.decide_from_questionnaires(phq9, gad7, chat)
        now = self.clock.now()
        route = existing or RiskRoute.establish(
            tenant_id, user_id, decision.route, decision.route_source, decision.reason, now)
        route.record_questionnaires(phq9, gad7, now)
        upgraded = existing is not None and RANK[decision.route] > RANK[existing.route]
        if upgraded:
            route.upgrade(decision.route, decision.route_source, decision.reason, now)
        self.store.save(route)
        return _assessment(route, upgraded, phq9, gad7)

    def route_history(self, *, tenant_id: str, user_id: str) -> tuple[RouteHistoryEntry, ...]:
        """Every event of the user's route with the route and rigid_score after it."""
        events = self.store.repository.event_store.get(route_id(tenant_id, user_id))
        return replay_history(events)[1]

    def control_context(self, *, tenant_id: str, user_id: str) -> ControlContext | None:
        route = self._load(tenant_id, user_id)
        return ControlContext.of(route) if route else None

    def rebase_route(self, stale: object, events: Sequence[object]) -> RiskRoute | None:
        """A turn's route observations on top of the stored route (docs/adr/0164)."""
        if not isinstance(stale, RiskRoute):
            return None
        return rebased_route(stale, events, self._load(stale.tenant_id, stale.user_id))

    async def score_texts(self, texts: Sequence[str]) -> RiskScore:
        """Score a window with the configured scorers, recording nothing (the CLI's use).

        Raises ScoringLimitError beyond MAX_TEXTS texts or MAX_TEXT_CHARS characters a text.
        """
        check_limits(texts)
        outcome = await score_with_fallback(self.scorers, texts)
        if outcome.result is None:
            raise RiskScorerError("; ".join(f"{name}: {error}" for name, error in outcome.failures))
        return await self._with_judge(outcome.result, texts)

    async def _with_judge(self, result: RiskScore, texts: Sequence[str]) -> RiskScore:
        """Add the judge as a layer of its own; it decides when it says more."""
        if self.judge is None:
            layer = LayerScore("judge", None, ("not configured (no LLM safety judge)",))
            return dataclasses.replace(result, layers=(*result.layers, layer))
        judgement = await self.judge.judge(texts)
        layer = LayerScore("judge", judgement.score, (judgement.describe(), *judgement.evidence))
        layers = (*result.layers, layer)
        if (judgement.score or 0.0) > result.score:
            return dataclasses.replace(result, score=judgement.score or 0.0, layers=layers,
                                       decided_by="judge",
                                       evidence=(judgement.describe(), *result.evidence))
        return dataclasses.replace(result, layers=layers)

    # --- helpers --------------------------------------------------------------------------

    def _load(self, tenant_id: str, user_id: str) -> RiskRoute | None:
        try:
            route: RiskRoute = self.store.repository.get(route_id(tenant_id, user_id))
        except AggregateNotFoundError:
            return None
        return route

    def _baseline(self, tenant_id: str, user_id: str) -> RiskRoute:
        reason = "no questionnaire yet: baseline low, chat content decides"
        return RiskRoute.establish(tenant_id, user_id, "low", "chat_content", reason,
                                   self.clock.now())

    def _route_of(self, screening: Screening, tenant_id: str, user_id: str) -> RiskRoute:
        return self._route_in(screening.pending, tenant_id, user_id)

    def _route_in(
        self, pending: Sequence[Aggregate], tenant_id: str, user_id: str
    ) -> RiskRoute:
        wanted = route_id(tenant_id, user_id)
        for aggregate in pending:
            if isinstance(aggregate, RiskRoute) and aggregate.id == wanted:
                return aggregate
        return self._load(tenant_id, user_id) or self._baseline(tenant_id, user_id)

    def _apply(
        self, route: RiskRoute, session_id: UUID, window: int, outcome: ScoringOutcome
    ) -> Screening:
        now = self.clock.now()
        fail_safe = "next_scorer" if outcome.result else "answer_turn_as_high"
        for name, error in outcome.failures:
            route.record_scoring_failure(session_id, name, error, fail_safe, now)
        result = outcome.result
        if result is None:
            return _screening(route, session_id, "high", 1.0, False, True, FAIL_SAFE_REASON, None)
        route.observe_score(session_id, result.score, result.evidence, result.scorer, window, now,
                            decided_by=result.decided_by or result.scorer,
                            layers=[_layer(layer) for layer in result.layers])
        before = route.route
        after = RouteUpdater.update_route(before, result.score)
        if after != before:
            reason = f"psyguard_upgrade: risk score {result.score:.2f} moved {before} to {after}"
            route.upgrade(after, "chat_content", reason, now)
        reason = f"risk score {result.score:.2f}; route {route.route}: {route.reason}"
        return _screening(route, session_id, route.route, route.rigid_score, after != before,
                          bool(outcome.failures), reason, result)


def _screening(
    route: RiskRoute, session_id: UUID, answered_on: Route, rigid: float, upgraded: bool,
    failed: bool, reason: str, result: RiskScore | None,
) -> Screening:
    held = answered_on == "high" or (answered_on == "medium" and not route.persuasion.finished)
    return Screening(
        tenant_id=route.tenant_id, user_id=route.user_id, session_id=session_id,
        route=answered_on, rigid_score=rigid, upgraded=upgraded, scorer_failed=failed,
        reason=reason, score=result.score if result else None,
        evidence=result.evidence if result else (), pending=(route,), held=held,
    )


def _layer(layer: LayerScore) -> dict[str, Any]:
    return {"layer": layer.layer, "score": layer.score, "evidence": list(layer.evidence)}


def _with_pending(reply: AgentReply, pending: tuple[Aggregate, ...]) -> AgentReply:
    return dataclasses.replace(reply, pending=pending)


def _assessment(
    route: RiskRoute, upgraded: bool, phq9: PHQ9 | None, gad7: GAD7 | None
) -> Assessment:
    return Assessment(
        route=route.route, rigid_score=route.rigid_score, route_source=route.route_source,
        reason=route.reason, upgraded=upgraded,
        phq9_total=phq9.total if phq9 else None, phq9_severity=phq9.severity if phq9 else None,
        phq9_item9=phq9.item9 if phq9 else None,
        gad7_total=gad7.total if gad7 else None, gad7_severity=gad7.severity if gad7 else None,
    )
