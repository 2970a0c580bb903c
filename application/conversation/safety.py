"""Risk routing inside a turn (spec 001 wired into the engine; ADR 0009).

Every user message is screened before the script's action runs. On a medium or high route the
route's agent answers instead of the script, and the session stays held on that route (routes
never go down). When the store itself fails, a message that scores at risk — or cannot be
scored — still receives the reviewed safety script.
"""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import structlog
from eventsourcing.domain import Aggregate

from application.conversation.commands import SendUserMessage
from application.conversation.errors import ConcurrentTurnError
from application.conversation.ports import RiskGate, ScreeningResult
from application.conversation.responses import (
    SessionExecutionResponse,
    build_response,
    emergency_response,
)
from application.conversation.turn import Turn, save_all, save_turn
from application.event_store import EventStore
from application.moderation.context import agent_context, earlier_user_messages
from application.moderation.stage import Moderation, ModerationStage
from application.ports import Clock
from domain.conversation.action_run import ActionRun
from domain.conversation.errors import InvalidUserMessageError
from domain.conversation.session import ACCEPTS_INPUT, Message, Session, SessionStatus

log = structlog.get_logger("heartrule.conversation")

SCREENED_USER_TURNS = 5
HISTORY_MESSAGES = 20
EMERGENCY_THRESHOLD = 0.70
MODEL_SOURCE = "llm"
RESUMED_REASON = "the peer-support conversation ended; the script resumes where it was"
RESUME_NOTE = {"zh": "如果你愿意，我们可以回到刚才的练习，接着聊。",
               "en": "If you like, we can go back to where we left off."}
END_NOTE = {"zh": "今天的练习已经结束了。无论什么时候需要，都可以再来找我。",
            "en": "Today's exercise has ended. You can come back and talk to me any time."}


def _language(locale: str) -> str:
    return "en" if locale.lower().startswith("en") else "zh"


class SafetyRouting:
    """Screens turns and answers them on the user's route when it is medium or high."""

    def __init__(
        self, store: EventStore, risk: RiskGate, clock: Clock,
        moderation: ModerationStage | None = None,
    ) -> None:
        self.store = store
        self.risk = risk
        self.clock = clock
        self.moderation = moderation

    def stored_route(self, tenant_id: str, user_id: str) -> tuple[str | None, float | None]:
        state = self.risk.control_context(tenant_id=tenant_id, user_id=user_id)
        return (state.route, state.rigid_score) if state else (None, None)

    async def screen(self, session: Session, text: str) -> ScreeningResult | None:
        if not text.strip():
            return None
        return await self.risk.screen(
            tenant_id=session.tenant_id,
            user_id=session.user_id,
            session_id=session.id,
            recent_user_texts=recent_user_texts(session, text),
        )

    async def start_on_safety_script(self, turn: Turn) -> SessionExecutionResponse:
        """A user whose route is already high starts on the safety script, not the script."""
        session = turn.session
        session.hold_for_safety("high", "the user's route was already high when the session began")
        script = self.risk.safety_script(session.locale)
        session.send_assistant_message(script, None, "safety_script", self._now())
        return await save_turn(self.store, turn, self.risk.rebase_route)

    def start_judging(self, screening: ScreeningResult | None) -> asyncio.Task[Any] | None:
        """Ask the LLM safety judge about the window, running beside the turn's model call."""
        if screening is None or screening.route == "high" or not self.risk.judge_configured:
            return None  # high is answered by the safety script whatever the judge says
        return asyncio.create_task(self.risk.judge_window(screening))

    async def judged(
        self, screening: ScreeningResult, judging: asyncio.Task[Any]
    ) -> ScreeningResult:
        """The screening after the judge's verdict: recorded, and the higher level wins."""
        return self.risk.apply_judgement(screening, await judging)

    async def answer(
        self, session: Session, cmd: SendUserMessage, screening: ScreeningResult,
        judging: asyncio.Task[Any] | None = None,
    ) -> SessionExecutionResponse:
        """The route's agent answers; the session is held on the route and records the turn.

        When the judge, asked beside the agent, raises the route to high, the agent's reply is
        replaced by the safety script (routes only go up).
        """
        reply = await self._agent_reply(session, cmd, screening)
        if judging is not None:
            judged = await self.judged(screening, judging)
            if judged.route == "high" and screening.route != "high":
                screening, reply = judged, await self._agent_reply(session, cmd, judged)
            else:
                screening = judged
                reply = _with(reply, _merged(reply.pending, judged.pending))
        moderation = await self._moderate(session, cmd, screening, reply)
        if moderation is not None:
            reply = self._moderated(session, reply, moderation)
        now = self._now()
        aggregates: list[Aggregate] = list(reply.pending)
        run = self._open_run(session)
        text = self._with_resume_note(session, reply)
        if self._record(session, run, cmd, screening, reply, text, now, moderation):
            aggregates = [session, *([run] if run else []), *aggregates]
        error = await self._save(aggregates, session)
        message = Message("assistant", text, session.action_id, reply.source, now)
        return build_response(session, [message], run, error=error, route=screening.route,
                              questionnaire_offered=reply.questionnaire_offered)

    async def _agent_reply(
        self, session: Session, cmd: SendUserMessage, screening: ScreeningResult
    ) -> Any:
        return await self.risk.agent_reply(
            screening,
            tenant_id=session.tenant_id,
            user_id=session.user_id,
            user_text=cmd.text,
            history=history(session),
            locale=session.locale,
        )

    async def _moderate(
        self, session: Session, cmd: SendUserMessage, screening: ScreeningResult, reply: Any
    ) -> Moderation | None:
        """The agent's model words are screened; the reviewed safety script never is."""
        if self.moderation is None or reply.source != MODEL_SOURCE:
            return None
        earlier = earlier_user_messages(session.recent_messages, cmd.text)
        context = agent_context(str(reply.route), session.locale, screening.route, cmd.text,
                                earlier)
        return await self.moderation.moderate(str(reply.text), context)

    def _moderated(self, session: Session, reply: Any, moderation: Moderation) -> Any:
        """The reply as it will be said; a self-harm flag is noted on the user's route."""
        pending = noted_on_route(self.risk, session, tuple(reply.pending), moderation)
        if not moderation.replaced:
            return _with(reply, pending)
        return dataclasses.replace(reply, text=moderation.said, source=moderation.source,
                                   pending=pending)

    async def survive(self, cmd: SendUserMessage, exc: Exception) -> SessionExecutionResponse:
        """The store (or something unexpected) failed: a user at risk still gets the script."""
        log.exception("turn_failed", session_id=str(cmd.session_id))
        try:
            score = await self.risk.score_texts([cmd.text])
        except Exception:
            score = None
        if not needs_safety_script(score):
            raise exc
        text = self.risk.safety_script("zh-CN")
        reason = f"the turn failed ({type(exc).__name__}); the safety script was sent unrecorded"
        return emergency_response(cmd.session_id, text, reason)

    def _record(
        self,
        session: Session,
        run: ActionRun | None,
        cmd: SendUserMessage,
        screening: ScreeningResult,
        reply: Any,
        text: str,
        now: str,
        moderation: Moderation | None = None,
    ) -> bool:
        """Record the turn in the session when it can take it; False when it cannot."""
        if session.status not in ACCEPTS_INPUT:
            return False
        try:
            session.receive_user_message(cmd.text, idempotency_key=cmd.idempotency_key, at=now)
        except InvalidUserMessageError:
            return False
        if session.held_route != screening.route:
            session.hold_for_safety(screening.route, screening.reason)
        if run is not None:
            for call in reply.llm_calls:
                run.record_llm_call(call.as_payload())
        if moderation is not None:
            session.record_moderation(
                action_id=session.action_id, at=now, **moderation.event_fields()
            )
        session.send_assistant_message(text, session.action_id, reply.source, now)
        if reply.releases_hold:
            session.release_safety_hold(screening.route, RESUMED_REASON)
        return True

    def _with_resume_note(self, session: Session, reply: Any) -> str:
        """A medium route's last persuasion reply says where the conversation goes next."""
        if not reply.releases_hold:
            return str(reply.text)
        resumes = session.status is SessionStatus.SAFETY_HOLD and session.action_run_id
        note = RESUME_NOTE if resumes else END_NOTE
        return f"{reply.text}\n{note[_language(session.locale)]}"

    async def _save(self, aggregates: list[Aggregate], session: Session) -> str | None:
        """Save; if the store fails the reply still goes out, and the failure is logged."""
        try:
            await save_all(self.store, session, aggregates, self.risk.rebase_route)
        except ConcurrentTurnError:
            raise
        except Exception as exc:  # the user at risk is answered whatever the store does
            log.exception("route_turn_not_stored", session_id=str(session.id))
            return f"this turn could not be stored ({type(exc).__name__}); the reply was sent"
        return None

    def _open_run(self, session: Session) -> ActionRun | None:
        if session.action_run_id is None:
            return None
        run: ActionRun = self.store.repository.get(session.action_run_id)
        return None if run.completed else run

    def _now(self) -> str:
        return self.clock.now().isoformat()


def noted_on_route(
    risk: RiskGate, session: Session, pending: tuple[Any, ...], moderation: Moderation
) -> tuple[Any, ...]:
    """``pending`` with the user's route noting a reply withheld for self-harm content."""
    if not moderation.raises_risk:
        return pending
    verdict = moderation.verdict
    return risk.note_flagged_reply(
        pending, tenant_id=session.tenant_id, user_id=session.user_id, session_id=session.id,
        categories=[str(c) for c in verdict.categories],
        evidence=[f.evidence for f in verdict.findings])


def _merged(*groups: Any) -> tuple[Any, ...]:
    """Aggregates in order, each once (the judge's verdict lands on the route already there)."""
    seen: dict[Any, Any] = {}
    for group in groups:
        for aggregate in group:
            seen.setdefault(aggregate.id, aggregate)
    return tuple(seen.values())


def _with(reply: Any, pending: tuple[Any, ...]) -> Any:
    return dataclasses.replace(reply, pending=pending)


def recent_user_texts(session: Session, text: str) -> list[str]:
    """The user's last turns and this one, oldest first: a split crisis statement still shows."""
    earlier = [m.text for m in session.recent_messages if m.role == "user"]
    return [*earlier[-(SCREENED_USER_TURNS - 1) :], text]


def history(session: Session) -> list[tuple[str, str]]:
    return [(m.role, m.text) for m in session.recent_messages[-HISTORY_MESSAGES:]]


def needs_safety_script(score: Any) -> bool:
    """In an emergency, anything at medium risk or above, or unscorable, gets the script."""
    value = getattr(score, "score", None)
    return value is None or float(value) >= EMERGENCY_THRESHOLD
