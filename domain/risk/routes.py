"""Routes, their order, and the thresholds of the live risk score (spec 001 §1.1.2)."""

from __future__ import annotations

from typing import Final, Literal, get_args

Route = Literal["low", "medium", "high"]
RouteSource = Literal["questionnaire", "chat_content", "legacy"]

ROUTES: Final[tuple[Route, ...]] = get_args(Route)
RANK: Final[dict[Route, int]] = {"low": 1, "medium": 2, "high": 3}

SUICIDE_INTENT_THRESHOLD: Final = 0.80
MEDIUM_RISK_THRESHOLD: Final = 0.70
HIGH_RISK_DIRECT_THRESHOLD: Final = 0.95


def higher(a: Route, b: Route) -> Route:
    """The higher of two routes: how every update combines, so nothing ever goes down."""
    return a if RANK[a] >= RANK[b] else b


def as_route(value: str) -> Route:
    """Read a stored route name back; anything unknown is an error, never a silent 'low'."""
    for route in ROUTES:
        if value == route:
            return route
    raise ValueError(f"unknown route {value!r}")
