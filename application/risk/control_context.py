"""ControlContext (spec 001 §2.3): a read model of a RiskRoute, handed to whoever needs it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from domain.risk.risk_route import RiskRoute
from domain.risk.routes import Route


@dataclass(frozen=True)
class ControlContext:
    """Everything a routing or policy decision needs, as of the route's last event."""

    user_id: str
    route: Route
    rigid_score: float
    guardrails_enabled: bool
    psyguard_score: float | None
    questionnaire_phq9_score: int | None
    questionnaire_gad7_score: int | None
    phq9_q9_score: int | None
    route_reason: str
    route_source: str
    route_established_at: datetime
    last_updated_at: datetime
    persuasion_state: str
    resistance_count: int

    @classmethod
    def of(cls, route: RiskRoute) -> ControlContext:
        return cls(
            user_id=route.user_id, route=route.route, rigid_score=route.rigid_score,
            guardrails_enabled=True, psyguard_score=route.last_score,
            questionnaire_phq9_score=route.phq9_total, questionnaire_gad7_score=route.gad7_total,
            phq9_q9_score=route.phq9_item9, route_reason=route.reason,
            route_source=route.route_source, route_established_at=route.established_at,
            last_updated_at=route.last_updated_at,
            persuasion_state=route.persuasion.state.value,
            resistance_count=route.persuasion.resistance_count,
        )
