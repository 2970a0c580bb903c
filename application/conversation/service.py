"""The conversation use cases: start a session, take a user message, take a form.

Each use case loads the aggregates, screens the user's words for risk (SafetyRouting), plays the
script (ScriptPlayer) and saves everything of the turn in one atomic ``store.save``
(docs/adr/0004, 0009).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError

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
from application.conversation.forms import check_fill_values, validate_submission
from application.conversation.globals import GlobalSeeds, NoGlobalSeeds
from application.conversation.player import ScriptPlayer
from application.conversation.ports import RiskGate, ScreeningResult
from application.conversation.responses import SessionExecutionResponse, build_response
from application.conversation.safety import SafetyRouting, noted_on_route
from application.conversation.turn import Rebase, Turn, save_turn
from application.event_store import EventStore
from application.llm.budget import turn_budget
from application.metrics import TURN_SECONDS, TURNS, Metrics, NoMetrics, timed
from application.moderation.stage import ModerationStage
from application.ports import Clock, IdFactory
from application.timestamps import iso
from domain.conversation.script import Position
from domain.conversation.session import Session, SessionStatus
from domain.conversation.user_globals import user_globals_id
from domain.conversation.variables import VariableScope
from domain.risk.risk_route import RiskRoute, route_id
from domain.risk.routes import as_route, higher
from domain.shared.errors import DomainError
from domain.shared.temperature import temperature_for


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
        turn_budget_s: float | None = None,
        metrics: Metrics | None = None,
        globals_seeds: GlobalSeeds | None = None,
        moderation: ModerationStage | None = None,
    ) -> None:
        self.store = store
        self.catalog = catalog
        self.clock = clock
        self.ids = ids
        self.risk = risk
        self.base_temperature = base_temperature
        self.turn_budget_s = turn_budget_s
        self.metrics = metrics or NoMetrics()
        self.globals_seeds: GlobalSeeds = globals_seeds or NoGlobalSeeds()
        self.moderation = moderation
        self.player = ScriptPlayer(store, executors, clock, ids, moderation)

    async def start_session(self, cmd: StartSession) -> SessionExecutionResponse:
        with turn_budget(self.turn_budget_s), self.store.turn(self._start_ids(cmd)):
            return await self._start_session(cmd)

    def _start_ids(self, cmd: StartSession) -> list[UUID]:
        """What a start loads: the script, the user's risk route and kept globals."""
        route = [route_id(cmd.tenant_id, cmd.user_id)] if self.risk else []
        return [cmd.script_id, *route, user_globals_id(cmd.tenant_id, cmd.user_id)]

    async def _start_session(self, cmd: StartSession) -> SessionExecutionResponse:
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
            definitions={
                **dict.fromkeys(self.globals_seeds.names(), VariableScope.GLOBAL.value),
                **{d.var: d.scope.value for d in plan.declare},
            },
        )
        safety = self._safety()
        route, rigid = safety.stored_route(cmd.tenant_id, cmd.user_id) if safety else (None, None)
        turn = Turn(session, plan, temperature_for(self.base_temperature, rigid), route=route)
        self.player.start_globals(turn, self.globals_seeds.declarations())
        if safety and route == "high":
            return await safety.start_on_safety_script(turn)
        await self.player.enter(turn, Position(0, 0, 0))
        await self.player.advance_while_done(turn)
        return await self._save(turn)

    async def send_user_message(self, cmd: SendUserMessage) -> SessionExecutionResponse:
        """Screen, then answer on the route or play the script. Survives a failing store."""
        with timed(self.metrics, TURNS, TURN_SECONDS) as outcome:
            try:
                response = await self._send_user_message(cmd)
            except (DomainError, LookupError):
                outcome.value = "refused"
                raise
            except Exception as exc:
                safety = self._safety()
                if safety is None:
                    raise
                response = await safety.survive(cmd, exc)
                outcome.value = "survived"
                return response
            outcome.value = "played"
            return response

    async def submit_form(self, cmd: SubmitForm) -> SessionExecutionResponse:
        with turn_budget(self.turn_budget_s), self.store.turn(self._message_ids(cmd.session_id)):
            return await self._submit_form(cmd)

    async def _submit_form(self, cmd: SubmitForm) -> SessionExecutionResponse:
        session = self.session(cmd.tenant_id, cmd.session_id)
        loaded = session.version
        try:
            return await self._play_form(session, cmd)
        except DomainError as error:
            raise self._race_or(error, session.id, loaded) from None

    async def _play_form(self, session: Session, cmd: SubmitForm) -> SessionExecutionResponse:
        text = json.dumps(cmd.values, ensure_ascii=False, sort_keys=True)
        earlier = self._earlier_answer(session, cmd.idempotency_key, text)
        if earlier is not None:
            return earlier
        if session.action_type == "fill_form" and session.status is SessionStatus.WAITING_INPUT:
            return await self._fill_form(session, cmd, text)
        if session.status is not SessionStatus.WAITING_FORM:
            raise FormExpectedError("no form is waiting for a submission in this session")
        turn = self._turn(session)
        run, action = self.player.current(turn)
        problems = validate_submission(action, cmd.values)
        if problems:
            raise FormInvalidError("; ".join(problems))
        session.receive_user_message(text, idempotency_key=cmd.idempotency_key, at=self._now())
        for name, value in cmd.values.items():
            self.player.write(turn, name, value, run.action_id)
        run.finish("submitted")
        turn.last_run = run
        await self.player.advance_while_done(turn)
        return await self._save(turn)

    async def _fill_form(
        self, session: Session, cmd: SubmitForm, text: str
    ) -> SessionExecutionResponse:
        """Part or all of a ``fill_form``'s values, submitted: checked, then one round."""
        turn = self._turn(session)
        run, action = self.player.current(turn)
        problems = check_fill_values(action, cmd.values).problems
        if problems:
            raise FormInvalidError("; ".join(problems.values()))
        session.receive_user_message(text, idempotency_key=cmd.idempotency_key, at=self._now())
        await self.player.play_round(turn, run, action, text, form_values=cmd.values)
        await self.player.advance_while_done(turn)
        return await self._save(turn)

    def session(self, tenant_id: str, session_id: UUID, version: int | None = None) -> Session:
        """A session of this tenant; another tenant's id reads as not found."""
        try:
            session: Session = self.store.repository.get(session_id, version=version)
        except AggregateNotFoundError:
            raise SessionNotFoundError(f"no session {session_id}") from None
        if not isinstance(session, Session) or session.tenant_id != tenant_id:
            raise SessionNotFoundError(f"no session {session_id}")
        return session

    async def _send_user_message(self, cmd: SendUserMessage) -> SessionExecutionResponse:
        with self.store.turn(self._message_ids(cmd.session_id)):
            return await self._take_message(cmd)

    def _message_ids(self, session_id: UUID) -> list[UUID]:
        """What a message or form turn loads: the session, its current run, the user's risk route —
        as the cache has the session (another worker may have moved it: then the run or route
        read together is not the one wanted, and is loaded on its own)."""
        cached: Session | None = self.store.cached(session_id)
        if cached is None:
            return [session_id]
        run = [cached.action_run_id] if cached.action_run_id else []
        route = [route_id(cached.tenant_id, cached.user_id)] if self.risk else []
        return [session_id, *run, *route]

    async def _take_message(self, cmd: SendUserMessage) -> SessionExecutionResponse:
        started = time.monotonic()
        session = self.session(cmd.tenant_id, cmd.session_id)
        earlier = self._earlier_answer(session, cmd.idempotency_key, cmd.text)
        if earlier is not None:
            return earlier
        loaded = session.version
        safety = self._safety()
        screening = await safety.screen(session, cmd.text) if safety else None  # never cut
        with turn_budget(self.turn_budget_s, started=started):
            try:
                return await self._answer(session, cmd, screening)
            except DomainError as error:
                raise self._race_or(error, session.id, loaded) from None

    async def _answer(
        self, session: Session, cmd: SendUserMessage, screening: ScreeningResult | None
    ) -> SessionExecutionResponse:
        """On a held route its agent answers; otherwise the script plays the turn."""
        safety = self._safety()
        if safety and screening and screening.held:
            return await safety.answer(session, cmd, screening, safety.start_judging(screening))
        if session.status is SessionStatus.WAITING_FORM:
            raise FormExpectedError("this step waits for a form submission, not a chat message")
        judging = safety.start_judging(screening) if safety else None  # beside the script call
        turn = self._turn(session, screening)
        session.receive_user_message(cmd.text, idempotency_key=cmd.idempotency_key, at=self._now())
        run, action = self.player.current(turn)
        await self.player.play_round(turn, run, action, cmd.text)
        await self.player.advance_while_done(turn)
        if safety and screening and judging:
            judged = await safety.judged(screening, judging)
            if judged.held:  # the script's reply is withheld; the route's agent answers
                return await safety.answer(self.session(cmd.tenant_id, cmd.session_id), cmd, judged)
        return await self._save(turn)

    async def _save(self, turn: Turn) -> SessionExecutionResponse:
        """Save the turn, with the user's route noting each reply withheld for self-harm."""
        if self.risk is not None:
            _note_flagged_replies(self.risk, turn)
        return await save_turn(self.store, turn, self._rebase())

    def _race_or(self, error: DomainError, session_id: UUID, loaded: int) -> DomainError:
        """A rule broken only because another turn of this session was stored meanwhile (this
        one read part of its state before and part after) is a lost race: 409, not 422."""
        if isinstance(error, ConcurrentTurnError):
            return error
        if list(self.store.recorder.select_events(session_id, gt=loaded, limit=1)):
            return ConcurrentTurnError(
                f"another message of session {session_id} was stored while this one was played; "
                "nothing of this one was kept: send it again"
            )
        return error

    def _rebase(self) -> Rebase | None:
        return self.risk.rebase_route if self.risk else None

    def _safety(self) -> SafetyRouting | None:
        if self.risk is None:
            return None
        return SafetyRouting(self.store, self.risk, self.clock, self.moderation)

    def _turn(self, session: Session, screening: ScreeningResult | None = None) -> Turn:
        _, script = self.catalog.load(
            session.tenant_id, UUID(session.script_id), session.script_version
        )
        rigid_score = screening.rigid_score if screening else None
        turn = Turn(
            session,
            script.session_named(session.session_name),
            temperature_for(self.base_temperature, rigid_score),
            first_reply=session.message_count,
        )
        if screening is not None:
            turn.others.extend(screening.pending)
            turn.route = screening.route
        return turn

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
        safety = self._safety()
        route, _ = safety.stored_route(session.tenant_id, session.user_id) if safety else (None, 0)
        return build_response(session, earlier.replies, run, replayed=True, route=route)

    def _now(self) -> str:
        return iso(self.clock.now())


def _note_flagged_replies(risk: RiskGate, turn: Turn) -> None:
    """Each reply withheld for self-harm content is noted on the user's route (it may go up)."""
    for moderation in turn.moderations:
        if not moderation.raises_risk:
            continue
        pending = noted_on_route(risk, turn.session, tuple(turn.others), moderation)
        turn.others[:] = list(pending)
        for route in (a for a in pending if isinstance(a, RiskRoute)):
            turn.route = higher(route.route, as_route(turn.route or "low"))
