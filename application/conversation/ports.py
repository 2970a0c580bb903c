"""Ports the conversation context needs from the outside world."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol
from uuid import UUID

from application.llm.structured import LLMCall
from domain.conversation.templates import PromptTemplate


class TemplateNotFoundError(LookupError):
    """No prompt template has that id."""


class TemplateSource(Protocol):
    """Prompt templates by id (``ai-say/mainline-a-introduce-concept``), loaded once."""

    def get(self, template_id: str) -> PromptTemplate: ...


class SkillError(Exception):
    """A skill failed or does not exist."""


class SkillPort(Protocol):
    """Runs a named skill for ``use_skill`` actions."""

    async def run(
        self, name: str, arguments: Mapping[str, Any], variables: Mapping[str, Any]
    ) -> Any: ...


class ScreeningResult(Protocol):
    """The route a user turn is answered on (the risk context's Screening)."""

    @property
    def route(self) -> str: ...

    @property
    def rigid_score(self) -> float: ...

    @property
    def reason(self) -> str: ...

    @property
    def pending(self) -> tuple[Any, ...]: ...

    @property
    def held(self) -> bool:
        """The route's agent answers instead of the script (high, or medium until it is done)."""
        ...


class RouteReply(Protocol):
    """A route agent's answer (the risk context's AgentReply)."""

    @property
    def text(self) -> str: ...

    @property
    def source(self) -> str: ...

    @property
    def llm_calls(self) -> tuple[LLMCall, ...]: ...

    @property
    def pending(self) -> tuple[Any, ...]: ...

    @property
    def releases_hold(self) -> bool:
        """The medium route's agent is done: the script resumes where it was."""
        ...

    @property
    def questionnaire_offered(self) -> bool: ...


class RouteState(Protocol):
    """A user's stored route (the risk context's ControlContext)."""

    @property
    def route(self) -> str: ...

    @property
    def rigid_score(self) -> float: ...


class RiskGate(Protocol):
    """Screens every user turn and answers on medium and high routes (spec 001)."""

    async def screen(
        self, *, tenant_id: str, user_id: str, session_id: UUID, recent_user_texts: Sequence[str]
    ) -> ScreeningResult: ...

    async def agent_reply(
        self,
        screening: Any,
        *,
        tenant_id: str,
        user_id: str,
        user_text: str,
        history: Sequence[tuple[str, str]],
        locale: str = "zh-CN",
    ) -> RouteReply: ...

    def safety_script(self, locale: str) -> str: ...

    def note_flagged_reply(
        self,
        pending: Sequence[Any],
        *,
        tenant_id: str,
        user_id: str,
        session_id: UUID,
        categories: Sequence[str],
        evidence: Sequence[str],
    ) -> tuple[Any, ...]:
        """Record that a reply to the user was withheld for self-harm content; the route goes
        up if it was low. Returns ``pending`` with the user's route, to save with the turn."""
        ...

    @property
    def judge_configured(self) -> bool:
        """Whether an LLM safety judge is asked beside each turn."""
        ...

    async def judge_window(self, screening: Any) -> Any:
        """The judge's verdict on the screened window (never raises)."""
        ...

    def apply_judgement(self, screening: Any, judgement: Any) -> ScreeningResult:
        """Record the verdict; the higher of scorer and judge decides the turn's route."""
        ...

    async def score_texts(self, texts: Sequence[str]) -> Any:
        """Score without recording anything (the emergency path when the store is down)."""
        ...

    def control_context(self, *, tenant_id: str, user_id: str) -> RouteState | None:
        """The user's stored route, if one was ever established."""
        ...

    def rebase_route(self, stale: Any, events: Sequence[Any]) -> Any | None:
        """The stored route with this turn's route observations recorded again, after another
        session of the user saved the route first; None when they no longer apply."""
        ...
