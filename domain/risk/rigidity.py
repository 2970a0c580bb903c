"""``rigid_score`` (spec 001 §2.1.1) and the temperature it sets (§3.2.1)."""

from __future__ import annotations

from typing import Final

from domain.risk.routes import Route
from domain.shared.temperature import temperature_for

LOW_AGENT_BASE_TEMPERATURE: Final = 0.9
MEDIUM_AGENT_BASE_TEMPERATURE: Final = 0.6


def rigid_score(route: Route, phq9_total: int, gad7_total: int) -> float:
    """The spec's table, keyed by route and max(PHQ-9, GAD-7) total."""
    worst = max(phq9_total, gad7_total)
    if route == "high":
        return 1.0
    if route == "medium":
        return 0.75 if worst >= 15 else 0.6 if worst >= 10 else 0.5
    return 0.3 if worst >= 5 else 0.15


def temperature(base: float, rigid: float) -> float:
    """``max(0.1, base − 0.8 · rigid_score)``: the shared kernel's one definition (ADR 0044)."""
    return temperature_for(base, rigid)
