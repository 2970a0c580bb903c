"""LLM temperature from the risk route's rigidity (spec 001 §3.2).

A more rigid route (higher ``rigid_score``) gets a cooler, more predictable model, never below
0.1. Without a route the action's base temperature is used unchanged.
"""

from __future__ import annotations

from domain.shared.errors import DomainError

MIN_TEMPERATURE = 0.1
RIGIDITY_WEIGHT = 0.8


class InvalidRigidScoreError(DomainError):
    """A rigid score outside 0.0-1.0."""


def temperature_for(base: float, rigid_score: float | None) -> float:
    """``max(0.1, base - 0.8 * rigid_score)`` without float noise; ``base`` with no route."""
    if rigid_score is None:
        return base
    if not 0.0 <= rigid_score <= 1.0:
        raise InvalidRigidScoreError(f"rigid_score must be within 0.0-1.0, got {rigid_score}")
    return round(max(MIN_TEMPERATURE, base - RIGIDITY_WEIGHT * rigid_score), 6)
