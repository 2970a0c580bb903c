"""One turn's route observations re-applied onto the route another session stored meanwhile.

Two sessions of one user each record a score on the user's one RiskRoute every turn, so they
race on it even when nothing about the route changes. When a turn's save loses only that race,
the conversation engine asks for its route changes on top of the stored route and saves again
(docs/adr/0164). That is sound only for observations (a score, a scorer failure) and only while
the stored route is still the route the turn was answered on: an upgrade, a persuasion step or
a route that moved meanwhile is a real conflict, answered 409 so the client resends and the
turn is screened against the route as it now is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.risk.risk_route import RiskRoute

# Declared by ``@event(...)`` on the aggregate's methods, so not visible to the type checker.
SCORE_OBSERVED: Any = RiskRoute.RiskScoreObserved
SCORING_FAILED: Any = getattr(RiskRoute, "RiskScoringFailed")  # noqa: B009
JUDGE_CONSULTED: Any = getattr(RiskRoute, "SafetyJudgeConsulted")  # noqa: B009
REPLY_FLAGGED: Any = getattr(RiskRoute, "SelfHarmReplyFlagged")  # noqa: B009


def rebased_route(
    stale: RiskRoute, events: Sequence[Any], fresh: RiskRoute | None
) -> RiskRoute | None:
    """``fresh`` with the observations among ``events`` recorded again; None if any other kind
    of change is among them or the stored route is no longer the one the turn saw."""
    if fresh is None or fresh.route != stale.route:
        return None
    for event in events:
        if isinstance(event, RiskRoute.RouteEstablished):
            continue  # another session established the route first: its baseline stands
        if isinstance(event, SCORE_OBSERVED):
            fresh.observe_score(
                event.session_id, event.score, event.evidence, event.scorer, event.window_size,
                event.at, decided_by=event.decided_by, layers=event.layers,
            )
        elif isinstance(event, JUDGE_CONSULTED):
            verdict = {name: getattr(event, name) for name in (
                "level", "signals", "evidence", "model", "latency_ms", "error", "raw_response")}
            fresh.record_judgement(event.session_id, verdict, event.at)
        elif isinstance(event, REPLY_FLAGGED):
            fresh.note_flagged_reply(event.session_id, event.categories, event.evidence, event.at)
        elif isinstance(event, SCORING_FAILED):
            fresh.record_scoring_failure(
                event.session_id, event.scorer, event.error, event.fail_safe, event.at
            )
        else:
            return None
    return fresh
