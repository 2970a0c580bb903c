"""Audit replay: a session rebuilt from its events alone, at any version, with every decision.

Nothing here calls a model, a clock or a random source: the timeline is the stored events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol
from uuid import UUID

from eventsourcing.utils import get_topic

from application.event_store import EventStore, replay_events
from application.timestamps import iso
from domain.conversation.action_run import ActionRun
from domain.conversation.session import TRANSCRIPT_EVENTS, Message, Session, transcript_of
from domain.risk.risk_route import route_id
from domain.shared.frozen import one_write


@one_write
@dataclass(frozen=True)
class AuditEntry:
    """One fact of the timeline."""

    at: str
    kind: str
    action_id: str | None
    detail: dict[str, Any]


@dataclass(frozen=True)
class SessionAudit:
    """The session as it stood at ``version``, and how it got there."""

    session_id: UUID
    version: int
    latest_version: int
    tenant_id: str
    user_id: str
    script: str
    status: str
    transcript: list[Message]
    variables: dict[str, Any]
    timeline: list[AuditEntry]
    events_read: int
    """Events decoded: the session's, and those of its runs the timeline shows (none when the
    timeline read model served the audit)."""


class AuditReadModel(Protocol):
    """Audits built ahead of time (``audit_timelines``); None where they cannot serve one."""

    def audit(self, session_id: UUID, at_version: int | None) -> SessionAudit | None: ...


RUN_TOPICS = frozenset(
    get_topic(kind)
    for kind in (
        ActionRun.ExitDecided,
        ActionRun.StrategyDecided,
        ActionRun.LLMCallRecorded,
        ActionRun.RoundCompleted,
    )
)
"""The action run events a timeline shows; the others are never decoded for it."""

TRANSCRIPT_TOPICS = frozenset(get_topic(kind) for kind in TRANSCRIPT_EVENTS)


class AuditReplay:
    """Sessions as they stood at any version, with every decision: from the timeline read model
    where it holds the session whole (ADR 0208), from the stored events otherwise."""

    def __init__(self, store: EventStore, read_model: AuditReadModel | None = None) -> None:
        self.store = store
        self.read_model = read_model

    def replay(self, session_id: UUID, at_version: int | None = None) -> SessionAudit:
        """Raise LookupError for an unknown session or a version it never had."""
        if self.read_model is not None:
            built = self.read_model.audit(session_id, at_version)
            if built is not None:
                return built
        return self.replay_from_events(session_id, at_version)

    def replay_from_events(self, session_id: UUID, at_version: int | None = None) -> SessionAudit:
        """The audit rebuilt from the stored events alone: the record the read model keeps."""
        every: list[Any] = list(self.store.events.get(session_id))
        if not every or not isinstance(every[0], Session.Started):
            raise LookupError(f"no session {session_id}")
        latest = len(every)
        if at_version is not None and not 1 <= at_version <= latest:
            raise LookupError(f"session {session_id} has versions 1..{latest}, not {at_version}")
        session_events = every[:at_version] if at_version else every
        session: Session = replay_events(None, session_events)
        cutoff = session_events[-1].timestamp
        found = [session_entry(e) for e in session_events]
        read = len(session_events)
        runs = _runs(session_events)
        stored = self.store.events_of([run_id for run_id, _ in runs], RUN_TOPICS)
        for run_id, action_id in runs:
            run_events = [e for e in stored[run_id] if e.timestamp <= cutoff]
            read += len(run_events)
            found += [run_entry(e, action_id) for e in run_events]
        risk_events = self._risk_events(session, session_events[0].timestamp, cutoff)
        read += len(risk_events)
        found += [risk_entry(e) for e in risk_events]
        timeline = sorted((e for e in found if e is not None), key=lambda entry: entry.at)
        return SessionAudit(
            session_id=session.id,
            version=session.version,
            latest_version=latest,
            tenant_id=session.tenant_id,
            user_id=session.user_id,
            script=f"{session.script_id}@v{session.script_version}",
            status=session.status.value,
            transcript=transcript_of(session_events),
            variables=session.visible_variables(),
            timeline=timeline,
            events_read=read,
        )

    def transcript(self, session: Session) -> list[Message]:
        """The whole transcript of ``session`` at its version, from the stored events (the
        aggregate keeps only its last turns); only the events it needs are decoded."""
        (events,) = self.store.events_of([session.id], TRANSCRIPT_TOPICS).values()
        return transcript_of(e for e in events if e.originator_version <= session.version)

    def _risk_events(self, session: Session, started: Any, cutoff: Any) -> list[Any]:
        """The user's risk-route events of this session: every score, with the layer that
        decided it, the safety judge's verdicts and the route's moves while it ran."""
        route = route_id(session.tenant_id, session.user_id)
        stored = self.store.events_since(route, session.id, cutoff)
        return [e for e in stored if started <= e.timestamp <= cutoff
                and getattr(e, "session_id", session.id) == session.id]


def _runs(events: list[Any]) -> list[tuple[UUID, str]]:
    return [
        (e.action_run_id, e.action_id) for e in events if isinstance(e, Session.PositionAdvanced)
    ]


def session_entry(event: Any) -> AuditEntry | None:
    """The audit's timeline entry of a session event, None for an event the timeline omits."""
    kind = type(event)
    build = _ENTRY_OF_TYPE[kind] if kind in _ENTRY_OF_TYPE else _entry_builder(kind)
    return None if build is None else build(event, iso(event.timestamp))


def _started(event: Any, at: str) -> AuditEntry:
    detail = {
        "script_id": event.script_id,
        "version": event.script_version,
        "session": event.session_name,
    }
    return AuditEntry(at, "session_started", None, detail)


def _user(event: Any, at: str) -> AuditEntry:
    return AuditEntry(at, "user", None, {"text": event.text})


def _assistant(event: Any, at: str) -> AuditEntry:
    detail = {"text": event.text, "source": event.source}
    return AuditEntry(at, "assistant", event.action_id, detail)


def _variable(event: Any, at: str) -> AuditEntry:
    detail = {
        "name": event.name,
        "value": event.value,
        "scope": event.scope,
        "operation": event.operation,
        "source": event.source,
    }
    return AuditEntry(at, "variable", None, detail)


def _scope_closed(event: Any, at: str) -> AuditEntry:
    detail = {"scope": event.scope_id, "snapshot": event.snapshot}
    return AuditEntry(at, "scope_closed", None, detail)


def _entered(event: Any, at: str) -> AuditEntry:
    return AuditEntry(at, "action_entered", event.action_id, {"type": event.action_type})


def _skipped(event: Any, at: str) -> AuditEntry:
    detail = {"type": event.action_type, "condition": event.condition, "reason": event.reason}
    return AuditEntry(at, "action_skipped", event.action_id, detail)


def _reply_moderated(event: Any, at: str) -> AuditEntry:
    return AuditEntry(at, "reply_moderated", event.action_id, _moderated(event))


def _hold(event: Any, at: str) -> AuditEntry:
    return AuditEntry(at, "safety_hold", None, {"route": event.route, "reason": event.reason})


def _ended(event: Any, at: str) -> AuditEntry:
    return AuditEntry(at, "session_ended", None, {"status": type(event).__name__})


EntryBuilder = Callable[[Any, str], AuditEntry]
SESSION_ENTRIES: tuple[tuple[type | tuple[type, ...], EntryBuilder], ...] = (
    (Session.Started, _started),
    (Session.UserMessageReceived, _user),
    (Session.AssistantMessageSent, _assistant),
    (Session.VariableWritten, _variable),
    (Session.ScopeClosed, _scope_closed),
    (Session.PositionAdvanced, _entered),
    (Session.ActionSkipped, _skipped),
    (Session.ReplyModerated, _reply_moderated),
    (Session.SafetyHoldStarted, _hold),
    ((Session.SessionCompleted, Session.SessionFailed), _ended),
)
"""Which session events the timeline shows, and how: the first class an event is an instance
of decides."""
_ENTRY_OF_TYPE: dict[type, EntryBuilder | None] = {}
"""Each event class met so far, with what ``SESSION_ENTRIES`` decides for it: one dictionary
look-up an event instead of a chain of ``isinstance`` checks."""


def _entry_builder(kind: type) -> EntryBuilder | None:
    build = next((b for classes, b in SESSION_ENTRIES if issubclass(kind, classes)), None)
    _ENTRY_OF_TYPE[kind] = build
    return build


def _moderated(event: Any) -> dict[str, Any]:
    """The verdict as recorded (replay reads it, never recomputes it), for auditors: with the
    words that were withheld."""
    return {
        "agent": event.agent,
        "verdict": event.verdict,
        "withheld_text": event.withheld_text,
        "latency_ms": event.latency_ms,
        "judge": event.judge,
    }


RISK_DETAILS = {
    "RiskScoreObserved": ("risk_scored", ("score", "scorer", "decided_by", "evidence")),
    "SafetyJudgeConsulted": ("safety_judge", ("level", "signals", "model", "latency_ms", "error")),
    "RiskScoringFailed": ("risk_scoring_failed", ("scorer", "error", "fail_safe")),
    "RouteUpgraded": ("route_upgraded", ("from_route", "to_route", "reason")),
    "QuestionnaireOffered": ("questionnaire_offered", ("score",)),
    "SelfHarmReplyFlagged": ("reply_flagged", ("categories", "evidence")),
}


def risk_entry(event: Any) -> AuditEntry | None:
    kind, fields = RISK_DETAILS.get(type(event).__name__, (None, ()))
    if kind is None:
        return None
    detail = {name: getattr(event, name) for name in fields}
    if "evidence" in detail:
        detail["evidence"] = list(detail["evidence"])[:3]
    return AuditEntry(iso(event.timestamp), kind, None, detail)


def run_entry(event: Any, action_id: str) -> AuditEntry | None:
    at = iso(event.timestamp)
    if isinstance(event, ActionRun.ExitDecided):
        detail = {
            "round": event.round,
            "should_exit": event.should_exit,
            "reason": event.reason,
            "source": event.decision_source,
        }
        return AuditEntry(at, "exit_decided", action_id, detail)
    if isinstance(event, ActionRun.StrategyDecided):
        detail = {
            "round": event.round,
            "source": event.source,
            "strategy": event.recommendation.get("strategyPrompt", ""),
        }
        return AuditEntry(at, "strategy_decided", action_id, detail)
    if isinstance(event, ActionRun.LLMCallRecorded):
        call = event.call
        detail = {
            "round": event.round,
            "purpose": call.get("purpose"),
            "model": call.get("model"),
            "attempt": call.get("attempt"),
            "error": call.get("error"),
            "latency_ms": call.get("latency_ms"),
        }
        return AuditEntry(at, "llm_call", action_id, detail)
    if isinstance(event, ActionRun.RoundCompleted) and event.error:
        return AuditEntry(
            at, "round_failed", action_id, {"round": event.round, "error": event.error}
        )
    return None
