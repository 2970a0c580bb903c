"""The RiskRoute aggregate: the safety route of one user of one tenant, built from its events.

Its id is derived from (tenant, user) so a turn finds it without an index (ADR 0010). Every
change is an event; the persuasion machine's state lives here too, never in process memory.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any, Final
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.risk.errors import RiskError, RouteDowngradeError
from domain.risk.persuasion import Persuasion, PersuasionState, PersuasionStep
from domain.risk.questionnaires import GAD7, PHQ9
from domain.risk.rigidity import rigid_score
from domain.risk.routes import RANK, Route, RouteSource, as_route
from domain.risk.signals import as_resistance_type
from domain.shared.copying import clone_aggregate
from domain.shared.events import event, replayed_directly

ROUTE_NAMESPACE: Final = UUID("5b0c6f1e-3f0a-4e57-9d1c-6a1f2a7c9e41")


@lru_cache(maxsize=4096)
def route_id(tenant_id: str, user_id: str) -> UUID:
    """The id of a user's RiskRoute; JSON keeps ("a/b", "c") and ("a", "b/c") apart.
    Remembered: a turn asks for it two or three times."""
    return uuid5(ROUTE_NAMESPACE, json.dumps([tenant_id, user_id]))


@replayed_directly
class RiskRoute(Aggregate):
    """A user's route (low / medium / high), which only ever goes up."""

    TOPIC = "heartrule.risk:RiskRoute"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.risk:RiskRoute.Created"

    class RouteEstablished(Created):
        TOPIC = "heartrule.risk:RiskRoute.RouteEstablished"
        tenant_id: str
        user_id: str
        route: str
        route_source: str
        reason: str
        at: datetime

    def __init__(
        self,
        tenant_id: str,
        user_id: str,
        route: str,
        route_source: str,
        reason: str,
        at: datetime,
    ) -> None:
        self.tenant_id, self.user_id = tenant_id, user_id
        self.route: Route = as_route(route)
        self.route_source, self.reason = route_source, reason
        self.established_at = self.last_updated_at = at
        self.phq9_total: int | None = None
        self.phq9_item9: int | None = None
        self.gad7_total: int | None = None
        self.worst_total = 0  # the highest max(PHQ-9, GAD-7) since the route was established
        self.questionnaire_offer_open = False
        # the session being scored when the questionnaires were last answered, as text, and how
        # many of its scores came after the answers (see ``answers_cover_window``)
        self.answered_in_session: str | None = None
        self.scores_since_answers = 0
        self.last_scored_session: str | None = None
        self.last_score: float | None = None
        self.scorer_failures = 0
        self.persuasion = Persuasion()

    def __deepcopy__(self, memo: dict[int, Any]) -> RiskRoute:
        """Every attribute is an immutable value, so a shallow copy is a whole one."""
        return clone_aggregate(self)

    def snapshot_state(self) -> dict[str, Any]:
        """Every attribute as it is but the persuasion machine, kept as its event holds it."""
        state = {name: value for name, value in vars(self).items() if not name.startswith("_")}
        persuasion: Persuasion = state.pop("persuasion")
        state["persuasion"] = [
            persuasion.state.value,
            persuasion.resistance_count,
            persuasion.resistance_type,
        ]
        return state

    @classmethod
    def attributes_from_snapshot(cls, state: dict[str, Any]) -> dict[str, Any]:
        attributes = dict(state)
        machine, resistance_count, resistance_type = attributes.pop("persuasion")
        attributes["persuasion"] = Persuasion(
            PersuasionState(machine), resistance_count, as_resistance_type(resistance_type)
        )
        # snapshots taken before ADR 0103 knew only the latest totals and no offer
        worst = max(attributes.get("phq9_total") or 0, attributes.get("gad7_total") or 0)
        attributes.setdefault("worst_total", worst)
        attributes.setdefault("questionnaire_offer_open", False)
        for name in ("answered_in_session", "last_scored_session"):
            attributes.setdefault(name, None)
        attributes.setdefault("scores_since_answers", 0)
        return attributes

    @classmethod
    def establish(
        cls,
        tenant_id: str,
        user_id: str,
        route: Route,
        source: RouteSource,
        reason: str,
        at: datetime,
    ) -> RiskRoute:
        return cls._create(
            cls.RouteEstablished,
            id=route_id(tenant_id, user_id),
            tenant_id=tenant_id,
            user_id=user_id,
            route=route,
            route_source=source,
            reason=reason,
            at=at,
        )

    @property
    def rigid_score(self) -> float:
        """The spec's table for the route and the worst totals seen while it holds (ADR 0103).

        Routes only go up, so rigid_score never falls: a later, lower PHQ-9 does not make the
        model's temperature rise for a user whose route stays where it is.
        """
        return rigid_score(self.route, self.worst_total, 0)

    def record_questionnaires(self, phq9: PHQ9 | None, gad7: GAD7 | None, at: datetime) -> None:
        if phq9 is None and gad7 is None:
            raise RiskError("an assessment needs PHQ-9, GAD-7 or both")
        self._questionnaires_assessed(
            phq9_items=list(phq9.items) if phq9 else None,
            gad7_items=list(gad7.items) if gad7 else None,
            at=at,
        )

    @event("QuestionnairesAssessed", topic="heartrule.risk:RiskRoute.QuestionnairesAssessed")
    def _questionnaires_assessed(
        self, phq9_items: list[int] | None, gad7_items: list[int] | None, at: datetime
    ) -> None:
        if phq9_items is not None:
            self.phq9_total, self.phq9_item9 = sum(phq9_items), phq9_items[8]
        if gad7_items is not None:
            self.gad7_total = sum(gad7_items)
        self.worst_total = max(self.worst_total, self.phq9_total or 0, self.gad7_total or 0)
        self.questionnaire_offer_open = False
        self.answered_in_session, self.scores_since_answers = self.last_scored_session, 0
        self.last_updated_at = at

    def answers_cover_window(self, session_id: UUID | None, window_size: int) -> bool:
        """True while a window of ``window_size`` messages of ``session_id`` still holds messages
        the answered questionnaires have already responded to: the window that moved the offer
        must not make it again right after the answers (a new session's window, or one that has
        moved past every message said before the answers, can)."""
        if self.answered_in_session is None or str(session_id) != self.answered_in_session:
            return False
        return self.scores_since_answers < window_size

    def observe_score(
        self,
        session_id: UUID | None,
        score: float,
        evidence: Sequence[str],
        scorer: str,
        window_size: int,
        at: datetime,
        *,
        decided_by: str = "",
        layers: Sequence[dict[str, Any]] = (),
    ) -> None:
        if not 0.0 <= score <= 1.0:
            raise RiskError(f"a risk score is within 0–1, got {score}")
        self._risk_score_observed(
            session_id=session_id,
            score=score,
            evidence=list(evidence),
            scorer=scorer,
            window_size=window_size,
            at=at,
            decided_by=decided_by or scorer,
            layers=list(layers),
        )

    class RiskScoreObserved(Aggregate.Event):
        """A live score of the user's window, with each layer's say and the one that decided."""

        TOPIC = "heartrule.risk:RiskRoute.RiskScoreObserved"
        class_version = 2
        session_id: UUID | None
        score: float
        evidence: list[str]
        scorer: str
        window_size: int
        at: datetime
        decided_by: str
        layers: list[dict[str, Any]]

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            """Scores observed before v2 came from one layer: the scorer itself decided."""
            state["decided_by"] = state["scorer"]
            state["layers"] = []

    @event(RiskScoreObserved)
    def _risk_score_observed(
        self,
        session_id: UUID | None,
        score: float,
        evidence: list[str],
        scorer: str,
        window_size: int,
        at: datetime,
        decided_by: str,
        layers: list[dict[str, Any]],
    ) -> None:
        self.last_score = score
        self.last_scored_session = str(session_id)
        if self.last_scored_session == self.answered_in_session:
            self.scores_since_answers += 1
        self.last_updated_at = at

    def record_scoring_failure(
        self, session_id: UUID | None, scorer: str, error: str, fail_safe: str, at: datetime
    ) -> None:
        self._risk_scoring_failed(
            session_id=session_id, scorer=scorer, error=error[:500], fail_safe=fail_safe, at=at
        )

    @event("RiskScoringFailed", topic="heartrule.risk:RiskRoute.RiskScoringFailed")
    def _risk_scoring_failed(
        self, session_id: UUID | None, scorer: str, error: str, fail_safe: str, at: datetime
    ) -> None:
        self.scorer_failures += 1
        self.last_updated_at = at

    def record_judgement(
        self, session_id: UUID | None, verdict: dict[str, Any], at: datetime
    ) -> None:
        """The LLM safety judge's verdict on a window, or why it gave none (issue #11)."""
        self._safety_judge_consulted(
            session_id=session_id,
            level=verdict.get("level"),
            signals=list(verdict.get("signals", [])),
            evidence=list(verdict.get("evidence", [])),
            model=str(verdict.get("model", "")),
            latency_ms=float(verdict.get("latency_ms", 0.0)),
            error=verdict.get("error"),
            raw_response=verdict.get("raw_response"),
            at=at,
        )

    @event("SafetyJudgeConsulted", topic="heartrule.risk:RiskRoute.SafetyJudgeConsulted")
    def _safety_judge_consulted(
        self,
        session_id: UUID | None,
        level: str | None,
        signals: list[str],
        evidence: list[str],
        model: str,
        latency_ms: float,
        error: str | None,
        raw_response: str | None,
        at: datetime,
    ) -> None:
        self.last_updated_at = at

    def note_flagged_reply(
        self, session_id: UUID | None, categories: Sequence[str], evidence: Sequence[str],
        at: datetime,
    ) -> None:
        """Reply moderation kept a model reply to this user from them for self-harm content
        (issue #17): evidence that the conversation is about hurting oneself."""
        self._self_harm_reply_flagged(
            session_id=session_id, categories=list(categories),
            evidence=[e[:300] for e in evidence][:5], at=at,
        )

    @event("SelfHarmReplyFlagged", topic="heartrule.risk:RiskRoute.SelfHarmReplyFlagged")
    def _self_harm_reply_flagged(
        self, session_id: UUID | None, categories: list[str], evidence: list[str], at: datetime
    ) -> None:
        self.last_updated_at = at

    def offer_questionnaire(self, session_id: UUID | None, score: float, at: datetime) -> None:
        """A live score ≥ 0.80 offered PHQ-9 / GAD-7 (spec 001 §1.1.2, "触发问卷")."""
        if self.questionnaire_offer_open:
            raise RiskError("a questionnaire offer is already open for this user")
        self._questionnaire_offered(session_id=session_id, score=score, at=at)

    @event("QuestionnaireOffered", topic="heartrule.risk:RiskRoute.QuestionnaireOffered")
    def _questionnaire_offered(self, session_id: UUID | None, score: float, at: datetime) -> None:
        self.questionnaire_offer_open = True
        self.last_updated_at = at

    def upgrade(self, to_route: Route, source: RouteSource, reason: str, at: datetime) -> None:
        """Move the route up; moving it down or sideways is refused."""
        if RANK[to_route] <= RANK[self.route]:
            raise RouteDowngradeError(f"route {self.route} cannot move to {to_route}")
        self._route_upgraded(
            from_route=self.route, to_route=to_route, route_source=source, reason=reason, at=at
        )

    @event("RouteUpgraded", topic="heartrule.risk:RiskRoute.RouteUpgraded")
    def _route_upgraded(
        self, from_route: str, to_route: str, route_source: str, reason: str, at: datetime
    ) -> None:
        self.route = as_route(to_route)
        self.route_source, self.reason = route_source, reason
        self.last_updated_at = at

    def advance_persuasion(self, step: PersuasionStep, at: datetime) -> None:
        """Record one turn of the medium-risk machine; only a medium route runs it."""
        if self.route != "medium":
            raise RiskError(f"the persuasion machine runs on the medium route, not {self.route}")
        if step.before != self.persuasion:
            raise RiskError("the persuasion step does not start from the recorded state")
        after = step.after
        self._persuasion_state_changed(
            from_state=step.before.state.value,
            to_state=after.state.value,
            resistance_count=after.resistance_count,
            resistance_type=after.resistance_type,
            reply=step.reply,
            trigger=step.trigger,
            at=at,
        )

    @event("PersuasionStateChanged", topic="heartrule.risk:RiskRoute.PersuasionStateChanged")
    def _persuasion_state_changed(
        self,
        from_state: str,
        to_state: str,
        resistance_count: int,
        resistance_type: str | None,
        reply: str,
        trigger: str,
        at: datetime,
    ) -> None:
        self.persuasion = Persuasion(
            PersuasionState(to_state), resistance_count, as_resistance_type(resistance_type)
        )
        self.last_updated_at = at
