"""The result of assessing PHQ-9 / GAD-7 for a user."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Assessment:
    """The route after the questionnaires, and what they said."""

    route: str
    rigid_score: float
    route_source: str
    reason: str
    upgraded: bool
    phq9_total: int | None
    phq9_severity: str | None
    phq9_item9: int | None
    gad7_total: int | None
    gad7_severity: str | None
