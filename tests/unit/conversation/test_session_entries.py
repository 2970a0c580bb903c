"""The audit timeline's entry of each session event (stop 34): found by the event's class in one
look-up, as the former chain of ``isinstance`` checks found it — the first class of
``SESSION_ENTRIES`` the event is an instance of, subclasses included, None for the others."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from eventsourcing.domain import DomainEvent

from application.conversation import audit
from domain.conversation.session import Session

KINDS: dict[type, str] = {
    Session.Started: "session_started",
    Session.UserMessageReceived: "user",
    Session.AssistantMessageSent: "assistant",
    Session.VariableWritten: "variable",
    Session.ScopeClosed: "scope_closed",
    Session.PositionAdvanced: "action_entered",
    Session.ActionSkipped: "action_skipped",
    Session.ReplyModerated: "reply_moderated",
    Session.SafetyHoldStarted: "safety_hold",
    Session.SessionCompleted: "session_ended",
    Session.SessionFailed: "session_ended",
}


READ = [
    "script_id", "script_version", "session_name", "text", "action_id", "source", "name",
    "value", "scope", "operation", "scope_id", "snapshot", "action_type", "condition", "reason",
    "agent", "verdict", "withheld_text", "latency_ms", "judge", "route",
]  # fmt: skip
"""Every attribute an entry reads."""


def _event(kind: type) -> Any:
    event: Any = object.__new__(kind)
    fields: dict[str, Any] = {name: f"<{name}>" for name in READ}
    fields["timestamp"] = datetime(2026, 11, 29, tzinfo=UTC)
    object.__setattr__(event, "__dict__", fields)
    return event


def _session_event_classes() -> list[type]:
    return [
        kind
        for kind in vars(Session).values()
        if isinstance(kind, type) and issubclass(kind, DomainEvent)
    ]


def test_every_session_event_class_gets_the_entry_it_always_got() -> None:
    for kind in _session_event_classes():
        entry = audit.session_entry(_event(kind))
        expected = KINDS.get(kind)
        assert (entry.kind if entry else None) == expected, kind.__name__


def test_a_subclass_is_entered_as_its_first_listed_base_and_remembered() -> None:
    class Typed(Session.UserMessageReceived):
        pass

    entry = audit.session_entry(_event(Typed))
    assert entry is not None and entry.kind == "user"
    assert audit._ENTRY_OF_TYPE[Typed] is audit._user
    assert audit.session_entry(_event(Session.ScopeOpened)) is None
    assert audit._ENTRY_OF_TYPE[Session.ScopeOpened] is None
