"""The conversation use cases: start a session, take a user message, take a form.

Each use case loads the aggregates, plays rounds through the action executors (the only place
LLMs are called), records every fact as an event, and saves everything of the turn in one
atomic ``store.save``. See docs/adr/0004-play-a-turn-then-save-it-atomically.md.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

import structlog
from eventsourcing.application import AggregateNotFoundError
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from application.conversation.actions import Executor
from application.conversation.catalog import ScriptCatalog
from application.conversation.commands import SendUserMessage, StartSession, SubmitForm
from application.conversation.errors import (
    ConcurrentTurnError,
    FormExpectedError,
    FormInvalidError,
    IdempotencyKeyReusedError,
    SessionNotFoundError,
)
from application.conversation.forms import validate_submission
from application.conversation.ports import RiskGate, ScreeningResult
from application.conversation.responses import (
    SessionExecutionResponse,
    build_response,
    emergency_response,
)
from application.conversation.rounds import FALLBACK_MESSAGE, RoundInput, RoundResult
from application.conversation.safety import (
    HELD_ROUTES,
    history,
    needs_safety_script,
    recent_user_texts,
    reply_message,
)
from application.event_store import EventStore
from application.ports import Clock, IdFactory
from domain.conversation.action_run import ActionRun
from domain.conversation.errors import InvalidUserMessageError
from domain.conversation.exit_decision import EXIT_POLICIES, ExitSignals, decide_exit
from domain.conversation.script import (
    Position,
    SessionScript,
    action_at,
    action_id_of,
    next_position,
)
from domain.conversation.session import ACCEPTS_INPUT, Session, SessionStatus
from domain.conversation.variables import VariableScope, infer_scope
from domain.shared.errors import DomainError
from domain.shared.temperature import temperature_for

log = structlog.get_logger("heartrule.conversation")


@dataclass
class _Turn:
    """The aggregates one turn touches, saved together at the end."""

    session: Session
    script: SessionScript
    temperature: float
    runs: dict[UUID, ActionRun] = field(default_factory=dict)
    others: list[Aggregate] = field(default_factory=list)
    last_run: ActionRun | None = None
    last_exit_run: ActionRun | None = None
    errors: list[str] = field(default_factory=list)
    unreplaced: list[str] = field(default_factory=list)
    first_reply: int = 0
    route: str | None = None

    def replies(self) -> list[Any]:
        return [m for m in self.session.transcript[self.first_reply :] if m.role == "assistant"]


class ConversationService:
    """Runs scripts turn by turn on the event store."""

    def __init__(
        self,
        store: EventStore,
        catalog: ScriptCatalog,
        executors: Mapping[str, Executor],
        clock: Clock,
        ids: IdFactory,
        *,
        risk: RiskGate | None = None,
        base_temperature: float = 0.7,
    ) -> None:
        self.store = store
        self.catalog = catalog
        self.executors = executors
        self.clock = clock
        self.ids = ids
        self.risk = risk
        self.base_temperature = base_temperature

    # -- use cases ---------------------------------------------------------------------------

    async def start_session(self, cmd: StartSession) -> SessionExecutionResponse:
        ref, script = self.catalog.load(cmd.tenant_id, cmd.script_id, cmd.script_version)
        plan = script.session_named(cmd.session_name)
        session = Session.start(
            self.ids.new_id(),
            tenant_id=cmd.tenant_id,
            user_id=cmd.user_id,
            script_id=str(ref.script_id),
            script_version=ref.version,
            session_name=plan.session,
            locale=cmd.locale,
            definitions={d.var: d.scope.value for d in plan.declare},
        )
        route, rigid_score = self._stored_route(cmd.tenant_id, cmd.user_id)
        turn = _Turn(session, plan, temperature_for(self.base_temperature, rigid_score))
        turn.route = route
        self._declare(turn, {VariableScope.GLOBAL, VariableScope.SESSION})
        if route == "high" and self.risk is not None:
            return self._start_on_safety_script(turn, self.risk)
        await self._enter(turn, Position(0, 0, 0))
        await self._advance_while_done(turn)
        return self._save(turn)

    async def send_user_message(self, cmd: SendUserMessage) -> SessionExecutionResponse:
        """Screen, then answer on the route or play the script. Survives a failing store."""
        try:
            return await self._send_user_message(cmd)
        except (DomainError, LookupError):
            raise
        except Exception as exc:
            return await self._survive(cmd, exc)

    async def _send_user_message(self, cmd: SendUserMessage) -> SessionExecutionResponse:
        session = self.session(cmd.tenant_id, cmd.session_id)
        earlier = self._earlier_answer(session, cmd.idempotency_key, cmd.text)
        if earlier is not None:
            return earlier
        screening = await self._screen(session, cmd.text)
        if screening is not None and screening.route in HELD_ROUTES:
            return await self._answer_on_route(session, cmd, screening)
        if session.status is SessionStatus.WAITING_FORM:
            raise FormExpectedError("this step waits for a form submission, not a chat message")
        turn = self._turn(session, screening)
        session.receive_user_message(cmd.text, idempotency_key=cmd.idempotency_key, at=self._now())
        run, action = self._current(turn)
        await self._play_round(turn, run, action, cmd.text)
        await self._advance_while_done(turn)
        return self._save(turn)

    async def submit_form(self, cmd: SubmitForm) -> SessionExecutionResponse:
        session = self.session(cmd.tenant_id, cmd.session_id)
        text = json.dumps(cmd.values, ensure_ascii=False, sort_keys=True)
        earlier = self._earlier_answer(session, cmd.idempotency_key, text)
        if earlier is not None:
            return earlier
        if session.status is not SessionStatus.WAITING_FORM:
            raise FormExpectedError("no form is waiting for a submission in this session")
        turn = self._turn(session)
        run, action = self._current(turn)
        problems = validate_submission(action, cmd.values)
        if problems:
            raise FormInvalidError("; ".join(problems))
        session.receive_user_message(text, idempotency_key=cmd.idempotency_key, at=self._now())
        for name, value in cmd.values.items():
            session.write_variable(
                name,
                value,
                scope=self._scope_of(session, name),
                source=run.action_id,
                at=self._now(),
            )
        run.finish("submitted")
        turn.last_run = run
        await self._advance_while_done(turn)
        return self._save(turn)

    def session(self, tenant_id: str, session_id: UUID, version: int | None = None) -> Session:
        try:
            session: Session = self.store.repository.get(session_id, version=version)
        except AggregateNotFoundError:
            raise SessionNotFoundError(f"no session {session_id}") from None
        if not isinstance(session, Session) or session.tenant_id != tenant_id:
            raise SessionNotFoundError(f"no session {session_id}")
        return session

    # -- playing rounds ----------------------------------------------------------------------

    async def _enter(self, turn: _Turn, position: Position) -> None:
        """Move to ``position``: start its ActionRun, close and open scopes, play round 1."""
        session = turn.session
        left = session.position
        action = action_at(turn.script, position)
        policy = EXIT_POLICIES[action.type]
        run = ActionRun.begin(
            self.ids.new_id(),
            session_id=session.id,
            action_id=action_id_of(action, position),
            action_type=action.type,
            max_rounds=getattr(action, "max_rounds", 1),
            policy=policy,
        )
        session.advance(
            position.phase, position.topic, position.action, run.action_id, action.type, run.id
        )
        self._switch_scopes(turn, left, position)
        turn.runs[run.id] = run
        await self._play_round(turn, run, action, None)

    async def _run_executor(self, action: Any, inp: RoundInput) -> RoundResult:
        """A failing executor fails its round, not the session: recorded, with a fallback."""
        try:
            return await self.executors[action.type].run_round(inp)
        except Exception as exc:
            log.exception("executor_failed", action_id=inp.run.action_id)
            waits = "message" if inp.run.policy.supports_exit else None
            text = FALLBACK_MESSAGE if waits else None
            return RoundResult(ai_message=text, error=f"{type(exc).__name__}: {exc}", waits=waits)

    async def _play_round(
        self, turn: _Turn, run: ActionRun, action: Any, user_text: str | None
    ) -> None:
        session = turn.session
        inp = RoundInput(
            session, run, action, turn.script, user_text, self.clock.now(), turn.temperature
        )
        result = await self._run_executor(action, inp)
        self._record(turn, run, result)
        run.complete_round(
            user_text=user_text,
            ai_message=result.ai_message,
            assessment=result.assessment,
            error=result.error,
        )
        if result.ai_message:
            source = "fallback" if result.error else ("script" if result.calls == () else "llm")
            session.send_assistant_message(
                result.ai_message, run.action_id, source, self._now(), result.attachment
            )
        turn.last_run = run
        if run.policy.supports_exit:
            turn.last_exit_run = run
        self._conclude_round(run, action, result, session)

    def _record(self, turn: _Turn, run: ActionRun, result: RoundResult) -> None:
        for call in result.calls:
            run.record_llm_call({**call.as_payload(), "unreplaced": list(result.unreplaced)})
        if result.strategy:
            run.decide_strategy(**result.strategy)
        for name, value in result.writes:
            turn.session.write_variable(
                name,
                value,
                scope=self._scope_of(turn.session, name),
                source=run.action_id,
                at=self._now(),
            )
        if result.error:
            turn.errors.append(f"{run.action_id}: {result.error}")
            log.warning("round_failed", action_id=run.action_id, error=result.error)
        if result.unreplaced:
            turn.unreplaced.extend(result.unreplaced)
            log.warning(
                "placeholders_unreplaced",
                action_id=run.action_id,
                placeholders=list(result.unreplaced),
            )

    def _conclude_round(
        self, run: ActionRun, action: Any, result: RoundResult, session: Session
    ) -> None:
        if run.policy.supports_exit:
            decision = decide_exit(
                run.policy,
                current_round=run.rounds_completed,
                max_rounds=run.max_rounds,
                criteria=action.exit_criteria,
                signals=result.signals or ExitSignals(user_replies=run.user_replies),
                require_acknowledgment=getattr(action, "require_acknowledgment", False),
            )
            run.decide_exit(decision)
            if decision.should_exit:
                run.finish("exited")
            else:
                session.request_input("message")
        elif result.waits:
            session.request_input(result.waits)
        else:
            run.finish("failed" if result.error else "done")

    async def _advance_while_done(self, turn: _Turn) -> None:
        """Play on through the script while the current action is done; stop when one waits."""
        while self._current_run(turn).completed:
            position = turn.session.position
            assert position is not None  # a run exists only at a position
            following = next_position(turn.script, position)
            if following is None:
                self._switch_scopes(turn, position, None)
                turn.session.complete()
                return
            await self._enter(turn, following)

    # -- risk routing (application/conversation/safety.py) ----------------------------------

    def _stored_route(self, tenant_id: str, user_id: str) -> tuple[str | None, float | None]:
        state = (
            self.risk.control_context(tenant_id=tenant_id, user_id=user_id) if self.risk else None
        )
        return (state.route, state.rigid_score) if state else (None, None)

    async def _screen(self, session: Session, text: str) -> ScreeningResult | None:
        if self.risk is None or not text.strip():
            return None
        return await self.risk.screen(
            tenant_id=session.tenant_id,
            user_id=session.user_id,
            session_id=session.id,
            recent_user_texts=recent_user_texts(session, text),
        )

    def _start_on_safety_script(self, turn: _Turn, risk: RiskGate) -> SessionExecutionResponse:
        """A user whose route is already high starts on the safety script, not the script."""
        session = turn.session
        session.hold_for_safety("high", "the user's route was already high when the session began")
        session.send_assistant_message(
            risk.safety_script(session.locale), None, "safety_script", self._now()
        )
        return self._save(turn)

    async def _answer_on_route(
        self, session: Session, cmd: SendUserMessage, screening: ScreeningResult
    ) -> SessionExecutionResponse:
        """The route's agent answers; the session is held on the route and records the turn."""
        assert self.risk is not None
        reply = await self.risk.agent_reply(
            screening,
            tenant_id=session.tenant_id,
            user_id=session.user_id,
            user_text=cmd.text,
            history=history(session),
            locale=session.locale,
        )
        now = self._now()
        aggregates: list[Aggregate] = list(reply.pending)
        run = self._open_run(session)
        if self._record_route_turn(session, run, cmd, screening, reply, now):
            aggregates = [session, *([run] if run else []), *aggregates]
        error = self._save_route_turn(aggregates, session)
        message = reply_message(reply.text, reply.source, session.action_id, now)
        return build_response(session, [message], run, error=error, route=screening.route)

    def _record_route_turn(
        self,
        session: Session,
        run: ActionRun | None,
        cmd: SendUserMessage,
        screening: ScreeningResult,
        reply: Any,
        now: str,
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
        session.send_assistant_message(reply.text, session.action_id, reply.source, now)
        return True

    def _save_route_turn(self, aggregates: list[Aggregate], session: Session) -> str | None:
        """Save; if the store fails the reply still goes out, and the failure is logged."""
        try:
            self.store.save(*aggregates)
        except IntegrityError:
            raise ConcurrentTurnError(
                f"another message on session {session.id} was stored first; send it again"
            ) from None
        except Exception as exc:  # the user at risk is answered whatever the store does
            log.exception("route_turn_not_stored", session_id=str(session.id))
            return f"this turn could not be stored ({type(exc).__name__}); the reply was sent"
        return None

    def _open_run(self, session: Session) -> ActionRun | None:
        if session.action_run_id is None:
            return None
        run: ActionRun = self.store.repository.get(session.action_run_id)
        return None if run.completed else run

    async def _survive(self, cmd: SendUserMessage, exc: Exception) -> SessionExecutionResponse:
        """The store (or something unexpected) failed: a user at risk still gets the script."""
        log.exception("turn_failed", session_id=str(cmd.session_id))
        if self.risk is None:
            raise exc
        try:
            score = await self.risk.score_texts([cmd.text])
        except Exception:
            score = None
        if not needs_safety_script(score):
            raise exc
        text = self.risk.safety_script("zh-CN")
        reason = f"the turn failed ({type(exc).__name__}); the safety script was sent unrecorded"
        return emergency_response(cmd.session_id, text, reason)

    # -- scopes and variables ----------------------------------------------------------------

    def _switch_scopes(self, turn: _Turn, old: Position | None, new: Position | None) -> None:
        session = turn.session
        topic_changes = old is None or new is None or old.topic_id != new.topic_id
        phase_changes = old is None or new is None or old.phase_id != new.phase_id
        if old is not None and topic_changes:
            session.close_scope(VariableScope.TOPIC, old.topic_id)
        if old is not None and phase_changes:
            session.close_scope(VariableScope.PHASE, old.phase_id)
        if new is not None and phase_changes:
            session.open_scope(
                VariableScope.PHASE.value, new.phase_id, turn.script.phases[new.phase].phase
            )
            self._declare(turn, {VariableScope.PHASE})
        if new is not None and topic_changes:
            session.open_scope(
                VariableScope.TOPIC.value,
                new.topic_id,
                turn.script.phases[new.phase].steps[new.topic].topic,
            )
            self._declare(turn, {VariableScope.TOPIC})

    def _declare(self, turn: _Turn, scopes: set[VariableScope]) -> None:
        """Write declared values; phase and topic ones each time their scope opens."""
        for declaration in turn.script.declare:
            if declaration.scope in scopes and declaration.value is not None:
                turn.session.write_variable(
                    declaration.var,
                    declaration.value,
                    scope=declaration.scope,
                    source="declare",
                    at=self._now(),
                )

    @staticmethod
    def _scope_of(session: Session, name: str) -> VariableScope:
        """The declared scope, else one inferred from the name (default topic), spec 004 §2.2."""
        return session.definitions.get(name) or infer_scope(name)

    # -- loading and saving ------------------------------------------------------------------

    def _turn(self, session: Session, screening: ScreeningResult | None = None) -> _Turn:
        _, script = self.catalog.load(
            session.tenant_id, UUID(session.script_id), session.script_version
        )
        plan = script.session_named(session.session_name)
        rigid_score = screening.rigid_score if screening else None
        turn = _Turn(
            session,
            plan,
            temperature_for(self.base_temperature, rigid_score),
            first_reply=len(session.transcript),
        )
        if screening is not None:
            turn.others.extend(screening.pending)
            turn.route = screening.route
        return turn

    def _current(self, turn: _Turn) -> tuple[ActionRun, Any]:
        run = self._current_run(turn)
        position = turn.session.position
        assert position is not None
        return run, action_at(turn.script, position)

    def _current_run(self, turn: _Turn) -> ActionRun:
        run_id = turn.session.action_run_id
        assert run_id is not None, "a session at a position always has a current run"
        if run_id not in turn.runs:
            turn.runs[run_id] = self.store.repository.get(run_id)
        return turn.runs[run_id]

    def _earlier_answer(
        self, session: Session, key: str | None, text: str
    ) -> SessionExecutionResponse | None:
        """The stored answer to a repeated idempotency key; nothing is appended."""
        earlier = session.turn_for_key(key) if key else None
        if earlier is None:
            return None
        if earlier.user_text != text:
            raise IdempotencyKeyReusedError(
                f"idempotency key '{key}' was already used on this session for another message"
            )
        run = self.store.repository.get(session.action_run_id) if session.action_run_id else None
        route, _ = self._stored_route(session.tenant_id, session.user_id)
        return build_response(session, earlier.replies, run, replayed=True, route=route)

    def _save(self, turn: _Turn) -> SessionExecutionResponse:
        try:
            self.store.save(turn.session, *turn.runs.values(), *turn.others)
        except IntegrityError:
            raise ConcurrentTurnError(
                f"another message on session {turn.session.id} was stored first; nothing of this "
                "one was kept: send it again"
            ) from None
        error = "; ".join(turn.errors) or None
        return build_response(
            turn.session,
            turn.replies(),
            turn.last_run,
            exit_run=turn.last_exit_run,
            error=error,
            route=turn.route,
            unreplaced=tuple(turn.unreplaced),
        )

    def _now(self) -> str:
        return self.clock.now().isoformat()
