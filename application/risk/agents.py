"""The three route agents (spec 001 §3.2, §7): low chats, medium persuades, high uses no LLM."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from application.llm.port import LLMPort
from application.ports import Clock
from application.risk.fallbacks import (
    LOW_FALLBACK,
    MODERATOR_MARKERS,
    MODERATOR_NOTE,
    SELF_HELP,
    for_locale,
    medium_fallback,
)
from application.risk.prompts import low_request, medium_request, template_id
from application.risk.replies import AgentReply, ReplySource
from application.risk.text_completion import complete_text
from domain.risk.persuasion import step
from domain.risk.rigidity import (
    LOW_AGENT_BASE_TEMPERATURE,
    MEDIUM_AGENT_BASE_TEMPERATURE,
    temperature,
)
from domain.risk.risk_route import RiskRoute
from domain.risk.safety_script import (
    Hotline,
    base_locale,
    hotline_lines,
    render_safety_script,
    written_in,
)

History = Sequence[tuple[str, str]]


class HighRiskAgent:
    """The fixed, reviewed safety script with the locale's hotlines; no LLM call at all."""

    def __init__(self, hotlines: Mapping[str, Sequence[Hotline]]) -> None:
        self.hotlines = hotlines

    def script(self, locale: str) -> str:
        return render_safety_script(locale, self.hotlines)

    def reply(
        self, locale: str, pending: tuple[Any, ...] = (), user_text: str = ""
    ) -> AgentReply:
        """The script in the session's locale, its hotlines first; when the user wrote in the
        other language, the same reviewed script in theirs follows, so they can read it."""
        text = self.script(locale)
        theirs = written_in(user_text, locale)
        if base_locale(theirs) != base_locale(locale):
            text = f"{text}\n\n{self.script(theirs)}"
        return AgentReply(text, "safety_script", "high", (), pending)


class LowRiskAgent:
    """Free conversation through the LLM port at the temperature rigid_score allows."""

    def __init__(self, llm: LLMPort) -> None:
        self.llm = llm

    async def reply(
        self, rigid: float, user_text: str, history: History, locale: str,
        pending: tuple[Any, ...] = (),
    ) -> AgentReply:
        heat = temperature(LOW_AGENT_BASE_TEMPERATURE, rigid)
        request = low_request(history, user_text, locale, heat)
        text, call = await complete_text(self.llm, request, template_id(request.purpose))
        if text is None:
            return AgentReply(for_locale(LOW_FALLBACK, locale), "static_fallback", "low",
                              (call,), pending)
        return AgentReply(text, "llm", "low", (call,), pending)


class MediumRiskAgent:
    """Runs one turn of the persuasion machine, recorded on the RiskRoute, then words it."""

    def __init__(
        self, llm: LLMPort, clock: Clock, hotlines: Mapping[str, Sequence[Hotline]]
    ) -> None:
        self.llm, self.clock, self.hotlines = llm, clock, hotlines

    async def reply(
        self, route: RiskRoute, user_text: str, history: History, locale: str
    ) -> AgentReply:
        turn = step(route.persuasion, user_text)
        route.advance_persuasion(turn, self.clock.now())
        facts = {"locale": locale, "state": turn.after.state.value,
                 "resistance_type": turn.after.resistance_type,
                 "resistance_count": turn.after.resistance_count}
        heat = temperature(MEDIUM_AGENT_BASE_TEMPERATURE, route.rigid_score)
        request = medium_request(turn.reply, facts, history, user_text, heat)
        text, call = await complete_text(self.llm, request, template_id(request.purpose))
        source: ReplySource = "llm" if text else "static_fallback"
        body = self._complete(turn.reply, text or medium_fallback(turn.reply, locale), locale)
        return AgentReply(body, source, "medium", (call,), (route,), turn.after.state.value,
                          releases_hold=turn.reply in ("accepted", "resources"))

    def _complete(self, reply: str, text: str, locale: str) -> str:
        """Add what a reply must carry whatever the model wrote (moderator, resources)."""
        if reply == "initial_suggestion" and not any(m in text.lower() for m in MODERATOR_MARKERS):
            return f"{text}\n{for_locale(MODERATOR_NOTE, locale)}"
        if reply == "resources":
            lines = hotline_lines(locale, self.hotlines)
            return f"{text}\n{for_locale(SELF_HELP, locale)}\n{lines}"
        return text
