"""RiskRouter and RouteUpdater (spec 001 §2.1, §2.2).

The questionnaire → route mapping is ADR 0011: a non-zero PHQ-9 item 9 is never low.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.risk.questionnaires import GAD7, PHQ9
from domain.risk.rigidity import rigid_score
from domain.risk.routes import (
    HIGH_RISK_DIRECT_THRESHOLD,
    MEDIUM_RISK_THRESHOLD,
    RANK,
    Route,
    RouteSource,
)

MODERATE_TOTAL = 10  # the "moderate" cut-off of both PHQ-9 and GAD-7


@dataclass(frozen=True)
class RouteDecision:
    """A route with the rigid_score, source and reason that justify it."""

    route: Route
    rigid_score: float
    route_source: RouteSource
    reason: str


def questionnaire_route(phq9: PHQ9 | None, gad7: GAD7 | None) -> tuple[Route, str]:
    """The route the questionnaires alone call for, and why."""
    item9 = phq9.item9 if phq9 else 0
    worst = max(phq9.total if phq9 else 0, gad7.total if gad7 else 0)
    if item9 >= 2:
        return "high", f"phq9_item9={item9}: thoughts of death on more than half the days"
    if item9 == 1:
        return "medium", "phq9_item9=1: thoughts of death on several days"
    if worst >= MODERATE_TOTAL:
        return "medium", f"max(phq9, gad7)={worst} >= {MODERATE_TOTAL}"
    return "low", f"max(phq9, gad7)={worst} < {MODERATE_TOTAL}"


class RiskRouter:
    """Decides a route from the questionnaires, then lets chat content take priority."""

    @staticmethod
    def apply_chat_priority(questionnaire_route: Route, chat_risk_score: float) -> Route:
        """Spec §2.1.2: ≥ 0.95 → high; ≥ 0.70 lifts low to medium; otherwise unchanged."""
        if chat_risk_score >= HIGH_RISK_DIRECT_THRESHOLD:
            return "high"
        if chat_risk_score >= MEDIUM_RISK_THRESHOLD and RANK[questionnaire_route] < 2:
            return "medium"
        return questionnaire_route

    def decide_from_questionnaires(
        self, phq9: PHQ9 | None, gad7: GAD7 | None, chat_risk_score: float = 0.0
    ) -> RouteDecision:
        base, reason = questionnaire_route(phq9, gad7)
        route = self.apply_chat_priority(base, chat_risk_score)
        source: RouteSource = "questionnaire" if route == base else "chat_content"
        if route != base:
            reason = f"chat risk score {chat_risk_score:.2f} raised {base} to {route}"
        totals = (phq9.total if phq9 else 0, gad7.total if gad7 else 0)
        return RouteDecision(route, rigid_score(route, *totals), source, reason)


class RouteUpdater:
    """One-way updates from a new live risk score (spec §2.2.1)."""

    @staticmethod
    def update_route(current_route: Route, new_psyguard_score: float) -> Route:
        if current_route == "high":
            return "high"
        if new_psyguard_score >= HIGH_RISK_DIRECT_THRESHOLD:
            return "high"
        if current_route == "low" and new_psyguard_score >= MEDIUM_RISK_THRESHOLD:
            return "medium"
        return current_route
