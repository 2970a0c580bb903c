"""The JSON answers the judge must give, validated by ``complete_structured``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class JudgeVerdict(BaseModel):
    """Whether the rule's criterion holds in the judged turn(s)."""

    model_config = ConfigDict(extra="ignore")

    triggered: bool
    score: float = Field(ge=0, le=1)
    reason: str
    evidence_turn: int | None = None


class PreconditionVerdict(BaseModel):
    """Every turn whose user message meets the precondition (one call classifies all turns)."""

    model_config = ConfigDict(extra="ignore")

    met_turns: list[int]
    reason: str = ""
