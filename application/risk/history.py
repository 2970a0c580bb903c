"""A user's route history with reasons, replayed event by event from the store."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from domain.risk.errors import RiskError
from domain.risk.risk_route import RiskRoute

SHOWN_FIELDS = ("route", "to_route", "route_source", "reason", "score", "decided_by", "layers",
                "evidence", "scorer", "level", "signals", "model", "latency_ms", "session_id",
                "error", "fail_safe", "phq9_items", "gad7_items", "from_state", "to_state",
                "resistance_count", "resistance_type", "reply", "trigger")


@dataclass(frozen=True)
class RouteHistoryEntry:
    """One event of a RiskRoute and the route and rigid_score in force after it."""

    version: int
    event: str
    at: datetime
    route: str
    rigid_score: float
    details: dict[str, Any]


def _details(event: Any) -> dict[str, Any]:
    return {name: getattr(event, name) for name in SHOWN_FIELDS if hasattr(event, name)}


def replay_history(events: Iterable[Any]) -> tuple[RiskRoute | None, tuple[RouteHistoryEntry, ...]]:
    """Apply each event in turn, noting the state after it (replay never asks clock or LLM)."""
    route: RiskRoute | None = None
    entries: list[RouteHistoryEntry] = []
    for event in events:
        route = event.mutate(route)
        if route is None:
            raise RiskError(f"event {type(event).__name__} did not yield a RiskRoute")
        entries.append(RouteHistoryEntry(
            event.originator_version, type(event).__name__, event.at, route.route,
            route.rigid_score, _details(event),
        ))
    return route, tuple(entries)
