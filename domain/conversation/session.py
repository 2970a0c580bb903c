"""The Session aggregate: one conversation of one user running one script version."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from domain.conversation.errors import (
    InvalidUserMessageError,
    SafetyHoldError,
    ScopeNotOpenError,
    SessionNotAcceptingInputError,
)
from domain.conversation.script import Position
from domain.conversation.variables import VariableScope, VariableStore, VariableValue, infer_type
from domain.shared.copying import clone_aggregate
from domain.shared.events import event, replayed_directly
from domain.shared.frozen import one_write

MAX_MESSAGE_CHARS = 4000


class SessionStatus(StrEnum):
    RUNNING = "running"
    WAITING_INPUT = "waiting_input"
    WAITING_FORM = "waiting_form"
    SAFETY_HOLD = "safety_hold"
    COMPLETED = "completed"
    FAILED = "failed"


ACCEPTS_INPUT = {SessionStatus.WAITING_INPUT, SessionStatus.WAITING_FORM, SessionStatus.SAFETY_HOLD}


@one_write
@dataclass(frozen=True)
class Message:
    """One line of the transcript."""

    role: str  # "user" | "assistant"
    text: str
    action_id: str | None
    source: str
    at: str
    attachment: dict[str, Any] | None = None  # a form or an image sent with the text


@dataclass
class Turn:
    """A user message and the assistant messages that answered it."""

    user_text: str
    idempotency_key: str | None
    replies: list[Message]


TURN_WINDOW = 20
"""The turns a Session keeps: every decision reads at most the last 20 messages (the strategy's
history window, the safety screen's history) or the last 5 user messages, and a turn is at
least one message. Older messages live in the events only (docs/adr/0203)."""


def _turns_of(transcript: list[Message], keys: list[str | None]) -> list[Turn]:
    """Each user message opens a turn; the assistant messages after it are its replies."""
    turns: list[Turn] = []
    for message in transcript:
        if message.role == "user":
            turns.append(Turn(message.text, keys[len(turns)], []))
        elif turns:
            turns[-1].replies.append(message)
    return turns


def _window(
    messages: list[Message], turns: list[Turn]
) -> tuple[list[Message], list[Turn]]:
    """The messages of the last TURN_WINDOW turns (and, before that many, every message)."""
    if len(turns) <= TURN_WINDOW:
        return messages, turns
    kept = turns[-TURN_WINDOW:]
    return messages[-sum(1 + len(t.replies) for t in kept) :], kept


PLAIN_ATTRIBUTES = (
    "tenant_id",
    "user_id",
    "script_id",
    "script_version",
    "session_name",
    "locale",
    "action_id",
    "action_type",
    "action_run_id",
    "failure",
    "held_route",
)


@replayed_directly
class Session(Aggregate):
    """Holds the recent transcript, the variable scopes and the position in the script.

    Only the last :data:`TURN_WINDOW` turns' messages stay in the aggregate (``recent_messages``,
    ``recent_turns``); ``message_count`` counts every message. The whole transcript is the
    events' (:func:`transcript_of`), so a session loads in the same time at any length.
    """

    TOPIC = "heartrule.conversation:Session"
    class_version = 2
    """Version 2 snapshots keep the window; version 1 ones held the whole transcript."""

    class Event(Aggregate.Event):
        TOPIC = "heartrule.conversation:Session.Event"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.conversation:Session.Created"

    class Started(Aggregate.Created):
        TOPIC = "heartrule.conversation:Session.Started"
        tenant_id: str
        user_id: str
        script_id: str
        script_version: int
        session_name: str
        locale: str
        definitions: dict[str, str]

    @event(Started)
    def __init__(
        self,
        tenant_id: str,
        user_id: str,
        script_id: str,
        script_version: int,
        session_name: str,
        locale: str,
        definitions: dict[str, str],
    ) -> None:
        self.tenant_id = tenant_id
        self.user_id = user_id
        self.script_id = script_id
        self.script_version = script_version
        self.session_name = session_name
        self.locale = locale
        self.definitions = {name: VariableScope(s) for name, s in definitions.items()}
        self.status = SessionStatus.RUNNING
        self.position: Position | None = None
        self.action_id: str | None = None
        self.action_type: str | None = None
        self.action_run_id: UUID | None = None
        self.variables = VariableStore()
        self.recent_messages: list[Message] = []
        self.recent_turns: list[Turn] = []
        self.message_count = 0
        self.failure: str | None = None
        self.held_route: str | None = None
        self.status_before_hold: SessionStatus | None = None

    @classmethod
    def start(cls, session_id: UUID, **started: Any) -> Session:
        return cls._create(cls.Started, id=session_id, **started)

    def __deepcopy__(self, memo: dict[int, Any]) -> Session:
        """Copy the containers; messages and variable values are immutable and shared."""
        clone = clone_aggregate(self)
        clone.definitions = dict(self.definitions)
        clone.variables = self.variables.copy()
        clone.recent_messages = list(self.recent_messages)
        clone.recent_turns = [
            Turn(t.user_text, t.idempotency_key, list(t.replies)) for t in self.recent_turns
        ]
        return clone

    # -- snapshots (domain/shared/snapshots.py) ------------------------------------------------

    def snapshot_state(self) -> dict[str, Any]:
        """The window's messages as rows; its turns as their idempotency keys (their texts are
        the messages')."""
        position, before_hold = self.position, self.status_before_hold
        return {
            **{name: getattr(self, name) for name in PLAIN_ATTRIBUTES},
            "definitions": {name: scope.value for name, scope in self.definitions.items()},
            "status": self.status.value,
            "status_before_hold": before_hold.value if before_hold else None,
            "position": [position.phase, position.topic, position.action] if position else None,
            "variables": self.variables.snapshot_state(),
            "recent_messages": [
                [m.role, m.text, m.action_id, m.source, m.at, m.attachment]
                for m in self.recent_messages
            ],
            "idempotency_keys": [turn.idempotency_key for turn in self.recent_turns],
            "message_count": self.message_count,
        }

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        """A version 1 snapshot held the whole transcript: keep its window and count it."""
        transcript = state.pop("transcript")
        state["message_count"] = len(transcript)
        messages = [Message(*row) for row in transcript]
        window, turns = _window(messages, _turns_of(messages, state["idempotency_keys"]))
        state["recent_messages"] = transcript[len(transcript) - len(window) :]
        state["idempotency_keys"] = [turn.idempotency_key for turn in turns]

    @classmethod
    def attributes_from_snapshot(cls, state: dict[str, Any]) -> dict[str, Any]:
        messages = [Message(*row) for row in state["recent_messages"]]
        position = state["position"]
        return {
            **{name: state[name] for name in PLAIN_ATTRIBUTES},
            "definitions": {name: VariableScope(s) for name, s in state["definitions"].items()},
            "status": SessionStatus(state["status"]),
            "status_before_hold": SessionStatus(before) if (before := state.get(
                "status_before_hold")) else None,  # snapshots older than ADR 0104 have none
            "position": Position(*position) if position else None,
            "variables": VariableStore.from_snapshot_state(state["variables"]),
            "recent_messages": messages,
            "recent_turns": _turns_of(messages, state["idempotency_keys"]),
            "message_count": state["message_count"],
        }

    # -- scopes and variables -------------------------------------------------------------

    class ScopeOpened(Event):
        TOPIC = "heartrule.conversation:Session.ScopeOpened"
        scope: str
        scope_id: str
        name: str

    @event(ScopeOpened)
    def open_scope(self, scope: str, scope_id: str, name: str) -> None:
        self.variables.open(VariableScope(scope), scope_id)

    class ScopeClosed(Event):
        TOPIC = "heartrule.conversation:Session.ScopeClosed"
        scope: str
        scope_id: str
        snapshot: dict[str, Any]
        cleaned_variables: list[str]

    def close_scope(self, scope: VariableScope, scope_id: str) -> None:
        space = self.variables.namespace(scope, scope_id)
        if space is None:
            raise ScopeNotOpenError(
                f"cannot close {scope.value} scope '{scope_id}': it is not open"
            )
        snapshot = {name: held.value for name, held in space.items()}
        self._close_scope(scope.value, scope_id, snapshot, sorted(snapshot))

    @event(ScopeClosed)
    def _close_scope(
        self, scope: str, scope_id: str, snapshot: dict[str, Any], cleaned_variables: list[str]
    ) -> None:
        self.variables.close(VariableScope(scope), scope_id)

    class VariableWritten(Event):
        TOPIC = "heartrule.conversation:Session.VariableWritten"
        name: str
        value: Any
        value_type: str
        scope: str
        scope_id: str
        source: str
        operation: str
        written_at: str

    def write_variable(
        self, name: str, value: Any, *, scope: VariableScope, source: str, at: str
    ) -> None:
        """Write to ``scope`` at the current position; 'update' if the name exists there."""
        scope_id = self.scope_id(scope)
        space = self.variables.namespace(scope, scope_id)
        if space is None:
            raise ScopeNotOpenError(f"cannot write '{name}': {scope.value} scope is not open")
        operation = "update" if name in space else "extract"
        self._write(name, value, infer_type(value), scope.value, scope_id, source, operation, at)

    @event(VariableWritten)
    def _write(
        self,
        name: str,
        value: Any,
        value_type: str,
        scope: str,
        scope_id: str,
        source: str,
        operation: str,
        written_at: str,
    ) -> None:
        held = VariableValue(value, value_type, written_at, source, VariableScope(scope))
        self.variables.write(name, held, scope_id)

    def scope_id(self, scope: VariableScope) -> str:
        if scope in (VariableScope.GLOBAL, VariableScope.SESSION):
            return scope.value
        if self.position is None:
            raise ScopeNotOpenError(f"no {scope.value} scope is open before the first action")
        return self.position.phase_id if scope is VariableScope.PHASE else self.position.topic_id

    def visible_variables(self) -> dict[str, Any]:
        position = self.position or Position(0, 0, 0)
        return self.variables.visible(phase_id=position.phase_id, topic_id=position.topic_id)

    # -- messages ---------------------------------------------------------------------------

    class UserMessageReceived(Event):
        TOPIC = "heartrule.conversation:Session.UserMessageReceived"
        text: str
        idempotency_key: str | None
        received_at: str

    def receive_user_message(self, text: str, *, idempotency_key: str | None, at: str) -> None:
        if self.status not in ACCEPTS_INPUT:
            raise SessionNotAcceptingInputError(
                f"session {self.id} is {self.status.value} and accepts no message"
            )
        if not text.strip():
            raise InvalidUserMessageError("the message is empty")
        if len(text) > MAX_MESSAGE_CHARS:
            raise InvalidUserMessageError(
                f"the message has {len(text)} characters; at most {MAX_MESSAGE_CHARS} are accepted"
            )
        self._receive(text, idempotency_key, at)

    @event(UserMessageReceived)
    def _receive(self, text: str, idempotency_key: str | None, received_at: str) -> None:
        self.recent_messages.append(Message("user", text, self.action_id, "user", received_at))
        self.recent_turns.append(Turn(text, idempotency_key, []))
        self.message_count += 1
        self.recent_messages, self.recent_turns = _window(self.recent_messages, self.recent_turns)
        if self.status is not SessionStatus.SAFETY_HOLD:
            self.status = SessionStatus.RUNNING

    def turn_for_key(self, idempotency_key: str) -> Turn | None:
        """The turn of a key among the last TURN_WINDOW turns (a resend comes within seconds)."""
        return next((t for t in self.recent_turns if t.idempotency_key == idempotency_key), None)

    def messages_after(self, count: int) -> list[Message]:
        """The messages after the first ``count`` (``count`` within the window)."""
        return self.recent_messages[len(self.recent_messages) - (self.message_count - count) :]

    class AssistantMessageSent(Event):
        TOPIC = "heartrule.conversation:Session.AssistantMessageSent"
        text: str
        action_id: str | None
        source: str
        sent_at: str
        attachment: dict[str, Any] | None

    @event(AssistantMessageSent)
    def send_assistant_message(
        self,
        text: str,
        action_id: str | None,
        source: str,
        sent_at: str,
        attachment: dict[str, Any] | None = None,
    ) -> None:
        message = Message("assistant", text, action_id, source, sent_at, attachment)
        self.recent_messages.append(message)
        self.message_count += 1
        if self.recent_turns:
            self.recent_turns[-1].replies.append(message)

    class ReplyModerated(Event):
        """A model reply's moderation verdict (issue #17), recorded before the reply or its
        reviewed replacement is sent. ``withheld_text`` is kept for auditors only: it is never
        in the transcript, never said, never answered to the user's client."""

        TOPIC = "heartrule.conversation:Session.ReplyModerated"
        action_id: str | None
        agent: str
        action_type: str
        route_level: str
        verdict: dict[str, Any]
        withheld_text: str | None
        screen_ms: float
        latency_ms: float
        judge: dict[str, Any] | None
        at: str

    @event(ReplyModerated)
    def record_moderation(
        self,
        action_id: str | None,
        agent: str,
        action_type: str,
        route_level: str,
        verdict: dict[str, Any],
        withheld_text: str | None,
        screen_ms: float,
        latency_ms: float,
        judge: dict[str, Any] | None,
        at: str,
    ) -> None:
        """Nothing of the session's state changes: the reply said is the next event."""

    # -- position and status ----------------------------------------------------------------

    class PositionAdvanced(Event):
        TOPIC = "heartrule.conversation:Session.PositionAdvanced"
        phase: int
        topic: int
        action: int
        action_id: str
        action_type: str
        action_run_id: UUID

    @event(PositionAdvanced)
    def advance(
        self,
        phase: int,
        topic: int,
        action: int,
        action_id: str,
        action_type: str,
        action_run_id: UUID,
    ) -> None:
        self.position = Position(phase, topic, action)
        self.action_id = action_id
        self.action_type = action_type
        self.action_run_id = action_run_id

    class ActionSkipped(Event):
        TOPIC = "heartrule.conversation:Session.ActionSkipped"
        phase: int
        topic: int
        action: int
        action_id: str
        action_type: str
        condition: str
        reason: str

    @event(ActionSkipped)
    def skip_action(
        self,
        phase: int,
        topic: int,
        action: int,
        action_id: str,
        action_type: str,
        condition: str,
        reason: str,
    ) -> None:
        """The action's condition did not hold: the session stands there, with no run."""
        self.position = Position(phase, topic, action)
        self.action_id = action_id
        self.action_type = action_type
        self.action_run_id = None

    class InputRequested(Event):
        TOPIC = "heartrule.conversation:Session.InputRequested"
        kind: str  # "message" | "form"

    @event(InputRequested)
    def request_input(self, kind: str) -> None:
        self.status = SessionStatus.WAITING_FORM if kind == "form" else SessionStatus.WAITING_INPUT

    class SafetyHoldStarted(Event):
        TOPIC = "heartrule.conversation:Session.SafetyHoldStarted"
        route: str
        reason: str

    @event(SafetyHoldStarted)
    def hold_for_safety(self, route: str, reason: str) -> None:
        """The route's agent answers from now on, until a medium route's agent is done."""
        if self.status is not SessionStatus.SAFETY_HOLD:
            self.status_before_hold = self.status
        self.status = SessionStatus.SAFETY_HOLD
        self.held_route = route

    class SafetyHoldReleased(Event):
        TOPIC = "heartrule.conversation:Session.SafetyHoldReleased"
        route: str
        reason: str

    def release_safety_hold(self, route: str, reason: str) -> None:
        """The medium route's persuasion ended: the script resumes where it was (ADR 0104).

        A high route is never released: it holds until a clinician, not the bot, ends it.
        """
        if route == "high" or self.status is not SessionStatus.SAFETY_HOLD:
            raise SafetyHoldError(f"a {route} safety hold cannot be released")
        self._release_safety_hold(route=route, reason=reason)

    @event(SafetyHoldReleased)
    def _release_safety_hold(self, route: str, reason: str) -> None:
        waited_for_form = self.status_before_hold is SessionStatus.WAITING_FORM
        self.status = SessionStatus.WAITING_FORM if waited_for_form else SessionStatus.WAITING_INPUT
        self.status_before_hold = None
        self.held_route = None

    class SessionCompleted(Event):
        TOPIC = "heartrule.conversation:Session.SessionCompleted"

    @event(SessionCompleted)
    def complete(self) -> None:
        self.status = SessionStatus.COMPLETED
        self.action_run_id = None

    class SessionFailed(Event):
        TOPIC = "heartrule.conversation:Session.SessionFailed"
        reason: str

    @event(SessionFailed)
    def fail(self, reason: str) -> None:
        self.status = SessionStatus.FAILED
        self.failure = reason


TRANSCRIPT_EVENTS = (
    Session.PositionAdvanced,
    Session.ActionSkipped,
    Session.UserMessageReceived,
    Session.AssistantMessageSent,
)
"""The Session events :func:`transcript_of` reads."""


def transcript_of(events: Iterable[Any]) -> list[Message]:
    """The whole transcript, from a session's events in order.

    A user message is filed under the action the session stood at, so the position events count
    too: :data:`TRANSCRIPT_EVENTS` are the event classes this reads; others are passed over.
    """
    transcript: list[Message] = []
    action_id: str | None = None
    for fact in events:
        action_id, message = transcript_step(fact, action_id)
        if message is not None:
            transcript.append(message)
    return transcript


_MOVES = (Session.PositionAdvanced, Session.ActionSkipped)
"""A tuple, not ``A | B``: a union in an ``isinstance`` call is built anew on every call."""


def transcript_step(fact: Any, action_id: str | None) -> tuple[str | None, Message | None]:
    """One event's share of :func:`transcript_of`: the action a user message is filed under
    after ``fact`` (``action_id`` before it), and the message ``fact`` adds, if any."""
    if isinstance(fact, _MOVES):
        return fact.action_id, None
    if isinstance(fact, Session.UserMessageReceived):
        return action_id, Message("user", fact.text, action_id, "user", fact.received_at)
    if isinstance(fact, Session.AssistantMessageSent):
        return action_id, Message(
            "assistant", fact.text, fact.action_id, fact.source, fact.sent_at,
            getattr(fact, "attachment", None),
        )
    return action_id, None
