"""Plays a script: enters actions, runs their rounds, decides exits, moves through scopes.

Executors are the only code that calls an LLM; everything a round produced becomes events here,
in the order of ADR 0004.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import structlog

from application.conversation.actions import Executor
from application.conversation.globals import stored_user_globals
from application.conversation.ports import SkillError, TemplateNotFoundError
from application.conversation.rounds import (
    BUDGET_SPENT,
    FALLBACK_MESSAGE,
    ROUND_FAILED,
    RoundInput,
    RoundResult,
)
from application.conversation.turn import Turn
from application.event_store import EventStore
from application.llm.budget import TurnBudgetSpentError, remaining_s
from application.moderation.context import earlier_user_messages, script_context
from application.moderation.stage import Moderation, ModerationStage
from application.ports import Clock, IdFactory
from application.timestamps import iso
from domain.conversation.action_run import ActionRun
from domain.conversation.exit_decision import EXIT_POLICIES, ExitSignals, decide_exit
from domain.conversation.script import (
    Position,
    VariableDeclaration,
    action_at,
    action_id_of,
    next_position,
)
from domain.conversation.session import Session
from domain.conversation.user_globals import UserGlobals
from domain.conversation.variables import VariableScope, infer_scope
from domain.shared.errors import DomainError

log = structlog.get_logger("heartrule.conversation")
GRACE_S = 0.5
"""How long past the turn's budget an executor may take before its round is cut."""


class ScriptPlayer:
    """Moves a turn through the script until an action waits for the user."""

    def __init__(
        self,
        store: EventStore,
        executors: Mapping[str, Executor],
        clock: Clock,
        ids: IdFactory,
        moderation: ModerationStage | None = None,
    ) -> None:
        self.store = store
        self.executors = executors
        self.clock = clock
        self.ids = ids
        self.moderation = moderation

    async def enter(self, turn: Turn, position: Position) -> None:
        """Move to ``position``, or past the actions whose condition does not hold; play on."""
        found = self.skip_unless_condition_holds(turn, position)
        if found is None:
            self._switch_scopes(turn, turn.session.position, None)
            turn.session.complete()
            return
        await self._enter(turn, found)

    def skip_unless_condition_holds(self, turn: Turn, position: Position) -> Position | None:
        """The first position from ``position`` whose condition holds; each skipped one is an
        ``ActionSkipped`` event with the reason, its scopes opened and closed as if it ran."""
        following: Position | None = position
        while following is not None:
            action = action_at(turn.script, following)
            condition = action.parsed_condition()
            if condition is None or condition.holds(self._visible_at(turn, following)):
                return following
            left = turn.session.position
            turn.session.skip_action(
                following.phase,
                following.topic,
                following.action,
                action_id_of(action, following),
                action.type,
                condition.text,
                f"condition does not hold: {condition.text}",
            )
            self._switch_scopes(turn, left, following)
            following = next_position(turn.script, following)
        return None

    async def _enter(self, turn: Turn, position: Position) -> None:
        """Move to ``position``: start its ActionRun, close and open scopes, play round 1."""
        session = turn.session
        left = session.position
        action = action_at(turn.script, position)
        run = ActionRun.begin(
            self.ids.new_id(),
            session_id=session.id,
            action_id=action_id_of(action, position),
            action_type=action.type,
            max_rounds=getattr(action, "max_rounds", 1),
            policy=EXIT_POLICIES[action.type],
        )
        session.advance(
            position.phase, position.topic, position.action, run.action_id, action.type, run.id
        )
        self._switch_scopes(turn, left, position)
        turn.runs[run.id] = run
        await self.play_round(turn, run, action, None)

    async def play_round(
        self,
        turn: Turn,
        run: ActionRun,
        action: Any,
        user_text: str | None,
        form_values: Mapping[str, Any] | None = None,
    ) -> None:
        session = turn.session
        inp = RoundInput(
            session,
            run,
            action,
            turn.script,
            user_text,
            self.clock.now(),
            turn.temperature,
            form_values,
        )
        result = await self._run_executor(action, inp)
        moderation = await self._moderate(turn, action, result, user_text)
        if moderation is not None:
            said, calls = moderation.said, result.calls + moderation.judge_calls
            result = replace(result, ai_message=said, calls=calls)
        self._record(turn, run, result)
        run.complete_round(
            user_text=user_text,
            ai_message=result.ai_message,
            assessment=result.assessment,
            error=result.error,
        )
        if result.ai_message:
            source = "fallback" if result.error else ("script" if result.calls == () else "llm")
            if moderation is not None:
                source = self._record_moderation(turn, run, moderation, source)
            session.send_assistant_message(
                result.ai_message, run.action_id, source, self.now(), result.attachment
            )
        turn.last_run = run
        if run.policy.supports_exit:
            turn.last_exit_run = run
        self._conclude_round(run, action, result, session)

    async def _moderate(
        self, turn: Turn, action: Any, result: RoundResult, user_text: str | None
    ) -> Moderation | None:
        """Screen what the model wrote for the user; the script's own words are not screened."""
        if self.moderation is None or not _model_wrote(result):
            return None
        heard = user_text if user_text is not None else _last_user_text(turn.session)
        earlier = earlier_user_messages(turn.session.recent_messages, heard)
        context = script_context(action, turn.session.locale, turn.route, heard, earlier)
        return await self.moderation.moderate(str(result.ai_message), context)

    def _record_moderation(
        self, turn: Turn, run: ActionRun, moderation: Moderation, source: str
    ) -> str:
        """The verdict, recorded before the reply is said; the source of what is said."""
        turn.session.record_moderation(
            action_id=run.action_id, at=self.now(), **moderation.event_fields()
        )
        turn.moderations.append(moderation)
        return moderation.source or source

    async def advance_while_done(self, turn: Turn) -> None:
        """Play on through the script while the current action is done; stop when one waits."""
        while turn.session.action_run_id is not None and self.current_run(turn).completed:
            position = turn.session.position
            assert position is not None  # a run exists only at a position
            following = next_position(turn.script, position)
            if following is None:
                self._switch_scopes(turn, position, None)
                turn.session.complete()
                return
            await self.enter(turn, following)

    def current(self, turn: Turn) -> tuple[ActionRun, Any]:
        run = self.current_run(turn)
        position = turn.session.position
        assert position is not None
        return run, action_at(turn.script, position)

    def current_run(self, turn: Turn) -> ActionRun:
        run_id = turn.session.action_run_id
        assert run_id is not None, "a session at a position always has a current run"
        if run_id not in turn.runs:
            turn.runs[run_id] = self.store.repository.get(run_id)
        return turn.runs[run_id]

    def write(self, turn: Turn, name: str, value: Any, source: str) -> None:
        """Write to the declared scope, else one inferred from the name (spec 004 §2.2); a
        global that changes is kept for the user's later sessions too."""
        session = turn.session
        scope = session.definitions.get(name) or infer_scope(name)
        session.write_variable(name, value, scope=scope, source=source, at=self.now())
        if scope is VariableScope.GLOBAL:
            self._keep_global(turn, name, value, source)

    def start_globals(self, turn: Turn, seeds: tuple[VariableDeclaration, ...]) -> None:
        """The global scope at start: ``global.yaml`` seeds, the script's global and session
        declarations, then what the user kept from earlier sessions (each an event)."""
        for seed in seeds:
            if seed.value is not None:
                self._write_global(turn.session, seed.var, seed.value, "global.yaml")
        self.declare(turn, {VariableScope.GLOBAL, VariableScope.SESSION})
        kept = stored_user_globals(self.store, turn.session.tenant_id, turn.session.user_id)
        turn.user_globals = kept
        held = turn.session.variables.global_
        for name, value in (kept.values if kept else {}).items():
            if name not in held or held[name].value != value:
                self._write_global(turn.session, name, value, "user_globals")

    def _write_global(self, session: Session, name: str, value: Any, source: str) -> None:
        session.write_variable(
            name, value, scope=VariableScope.GLOBAL, source=source, at=self.now()
        )

    def _keep_global(self, turn: Turn, name: str, value: Any, source: str) -> None:
        session = turn.session
        if turn.user_globals is None:
            stored = stored_user_globals(self.store, session.tenant_id, session.user_id)
            turn.user_globals = stored or UserGlobals.open(session.tenant_id, session.user_id)
        changed = turn.user_globals.write(
            name, value, session_id=str(session.id), source=source, at=self.now()
        )
        if changed and turn.user_globals not in turn.others:
            turn.others.append(turn.user_globals)

    def declare(self, turn: Turn, scopes: set[VariableScope]) -> None:
        """Write declared values; phase and topic ones each time their scope opens."""
        for declaration in turn.script.declare:
            if declaration.scope in scopes and declaration.value is not None:
                turn.session.write_variable(
                    declaration.var,
                    declaration.value,
                    scope=declaration.scope,
                    source="declare",
                    at=self.now(),
                )

    def now(self) -> str:
        return iso(self.clock.now())

    def _visible_at(self, turn: Turn, position: Position) -> dict[str, Any]:
        """The variables an action at ``position`` would see: scopes it leaves are closed, the
        phase and topic scopes it opens hold their declared values."""
        session = turn.session
        visible = session.variables.visible(phase_id=position.phase_id, topic_id=position.topic_id)
        current = session.position
        opening = {
            VariableScope.PHASE: current is None or current.phase_id != position.phase_id,
            VariableScope.TOPIC: current is None or current.topic_id != position.topic_id,
        }
        for declaration in turn.script.declare:
            if opening.get(declaration.scope) and declaration.value is not None:
                visible[declaration.var] = declaration.value
        return visible

    async def _run_executor(self, action: Any, inp: RoundInput) -> RoundResult:
        """A failing executor fails its round, not the session: recorded, with a fallback.

        Model calls end with the turn's budget by themselves (BudgetedLLM); an executor that
        waits on anything else is cut shortly after it, so the turn still answers in time.
        """
        remaining = remaining_s()
        try:
            running = self.executors[action.type].run_round(inp)
            if remaining is None:
                return await running
            async with asyncio.timeout(max(0.0, remaining) + GRACE_S):  # no task of its own
                return await running
        except (TimeoutError, TurnBudgetSpentError):
            log.warning("round_over_budget", action_id=inp.run.action_id)
            return _fallback(inp, "the turn's time budget ran out", BUDGET_SPENT)
        except Exception as exc:
            log.exception("executor_failed", action_id=inp.run.action_id)
            error = f"{type(exc).__name__}: {exc}"
            return _fallback(inp, error, error if _says_what(exc) else ROUND_FAILED)

    def _record(self, turn: Turn, run: ActionRun, result: RoundResult) -> None:
        for call in result.calls:
            run.record_llm_call({**call.as_payload(), "unreplaced": list(result.unreplaced)})
        if result.strategy:
            run.decide_strategy(**result.strategy)
        for name, value in result.writes:
            self.write(turn, name, value, run.action_id)
        if result.error:
            turn.errors.append(f"{run.action_id}: {result.public_error or ROUND_FAILED}")
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

    def _switch_scopes(self, turn: Turn, old: Position | None, new: Position | None) -> None:
        session = turn.session
        topic_changes = old is None or new is None or old.topic_id != new.topic_id
        phase_changes = old is None or new is None or old.phase_id != new.phase_id
        if old is not None and topic_changes:
            session.close_scope(VariableScope.TOPIC, old.topic_id)
        if old is not None and phase_changes:
            session.close_scope(VariableScope.PHASE, old.phase_id)
        if new is not None and phase_changes:
            phase = turn.script.phases[new.phase]
            session.open_scope(VariableScope.PHASE.value, new.phase_id, phase.phase)
            self.declare(turn, {VariableScope.PHASE})
        if new is not None and topic_changes:
            topic = turn.script.phases[new.phase].steps[new.topic]
            session.open_scope(VariableScope.TOPIC.value, new.topic_id, topic.topic)
            self.declare(turn, {VariableScope.TOPIC})


def _model_wrote(result: RoundResult) -> bool:
    """A round whose message a model wrote: it made calls and did not fall back."""
    return bool(result.ai_message) and bool(result.calls) and result.error is None


def _last_user_text(session: Session) -> str:
    return next((m.text for m in reversed(session.recent_messages) if m.role == "user"), "")


def _fallback(inp: RoundInput, error: str, public_error: str) -> RoundResult:
    waits = "message" if inp.run.policy.supports_exit else None
    text = FALLBACK_MESSAGE if waits else None
    return RoundResult(ai_message=text, error=error, waits=waits, public_error=public_error)


def _says_what(error: Exception) -> bool:
    """Errors whose text this product writes about the script itself (no URLs or paths)."""
    return isinstance(error, TemplateNotFoundError | SkillError | DomainError)
