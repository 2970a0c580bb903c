"""What a route agent answered, with every LLM call it made, for the engine to record."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from eventsourcing.domain import Aggregate

from application.llm.structured import LLMCall

ReplySource = Literal["safety_script", "llm", "static_fallback"]


@dataclass(frozen=True)
class AgentReply:
    """The assistant's text for this turn and how it was produced."""

    text: str
    source: ReplySource
    route: str
    llm_calls: tuple[LLMCall, ...]
    pending: tuple[Aggregate, ...]
    persuasion_state: str | None = None
    releases_hold: bool = False
    questionnaire_offered: bool = False
