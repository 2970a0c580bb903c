"""Audit timelines kept by a projection (ADR 0208): an audit reads pre-built rows of its session.

The projection ``auditTimeline`` writes, as events happen, the rows an audit would otherwise
build from the events: one row per session event (its timeline entry, the transcript message it
adds, the status and visible variables it leaves when they change), one per action run event
and risk route event the timeline shows. Keys put every row of a session under one prefix:

- ``<session>/s/<version>``: a session event; ``<session>/r/<run>/<version>``: an event of one
  of its action runs; ``<session>/k/<route version>``: a risk event naming the session, or a
  route change (it names no session: it is the user's) under each session of the user started
  before it;
- ``<session>``: where the session stands (the action a user message is filed under);
  ``run:<run>``: a run's session; ``sessions:<route>``: the sessions of the route's user.

An audit catches the projection up to the log's end (when at most ``INLINE_CATCH_UP`` positions
behind), then reads its session's rows in one indexed read, and filters them at the version
asked for exactly as :meth:`AuditReplay.replay_from_events` filters events. It answers None —
build it from the events — when the rows are not whole: a projection that skipped an event, a
session whose rows have a gap, a catch-up that failed or would be too long to wait for.

The status and visible variables a session event leaves come from the Session aggregate itself:
the projection keeps the aggregates it is applying events to (the one at the version before,
from the store when it has not: the nearest snapshot and the events after it).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from operator import attrgetter
from typing import Any
from uuid import UUID

import structlog
from eventsourcing.domain import DomainEvent
from eventsourcing.utils import get_topic

from application.conversation.audit import (
    RISK_DETAILS,
    RUN_TOPICS,
    AuditEntry,
    SessionAudit,
    risk_entry,
    run_entry,
    session_entry,
)
from application.event_store import EventStore
from application.lru import LRUCache
from application.projections.ports import ViewStore
from application.projections.runner import SKIPPED, FarBehindError, ProjectionRunner, Read
from domain.conversation.action_run import ActionRun
from domain.conversation.session import Message, Session, transcript_step
from domain.risk.risk_route import RiskRoute, route_id

log = structlog.get_logger("heartrule.audit")

NAME = "auditTimeline"
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
MICROSECOND = timedelta(microseconds=1)
INLINE_CATCH_UP = 5_000
"""Log positions an audit catches the read model up over before it reads; further behind (a
first catch-up after an upgrade, a stalled background catch-up) it is built from the events."""
KEPT_SESSIONS = 1000
"""Sessions whose aggregate the projection keeps between events (others load from the store)."""

SESSION_TOPICS = frozenset(
    get_topic(kind)
    for kind in vars(Session).values()
    if isinstance(kind, type) and issubclass(kind, DomainEvent)
)
RISK_TOPICS = frozenset(get_topic(getattr(RiskRoute, name)) for name in RISK_DETAILS)
RUN_STARTED = get_topic(ActionRun.ActionRunStarted)
SESSION_EVENTS = (Session.Event, Session.Started)


def micros(moment: datetime) -> int:
    """A moment as whole microseconds since 1970 (UTC): compares as the moments do."""
    return (moment - EPOCH) // MICROSECOND


def _version(number: int) -> str:
    return f"{number:010d}"


class AuditTimelineProjection:
    """Writes each session's audit rows as its events, its runs' and its route's arrive."""

    name = NAME
    topics = SESSION_TOPICS | RUN_TOPICS | RISK_TOPICS | {RUN_STARTED}

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self.sessions: LRUCache[str, tuple[Session, dict[str, Any]]] = LRUCache(KEPT_SESSIONS)
        """Kept by the session id's text, which each row's key needs anyway: a ``UUID`` key
        would pay its Python ``__hash__`` and ``__eq__`` on every take and put."""
        self._keeping = threading.Lock()
        """Catch-ups may run in two threads at once (the background one and an audit's)."""

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if isinstance(event, SESSION_EVENTS):
            return self._session_row(event, read)
        if isinstance(event, ActionRun.ActionRunStarted):
            return {f"run:{event.originator_id}": str(event.session_id)}
        if isinstance(event, ActionRun.Event):
            return _run_row(event, read)
        return _risk_rows(event, read)

    def _session_row(self, event: Any, read: Read) -> dict[str, Any]:
        session_id = str(event.originator_id)
        before, state = self._session_before(event, session_id)
        after: Session = event.mutate(before)  # in place: this projection owns ``before``
        now = _state(after, state if type(event) in KEEP_VARIABLES else None)
        with self._keeping:
            self.sessions.put(session_id, (after, now))
        row: dict[str, Any] = {"t": micros(event.timestamp)}
        if isinstance(event, Session.Started):
            row["u"] = [
                event.tenant_id,
                event.user_id,
                f"{after.script_id}@v{after.script_version}",
            ]
        entry = session_entry(event)
        if entry is not None:
            row["e"] = [entry.at, entry.kind, entry.action_id, entry.detail]
        standing = read(session_id) or {"action": None}
        action, message = transcript_step(event, standing["action"])
        if message is not None:
            row["m"] = list(vars(message).values())
        if isinstance(event, Session.PositionAdvanced):
            row["r"] = [str(event.action_run_id), event.action_id]
        row.update({name: value for name, value in now.items() if state.get(name) != value})
        changes: dict[
            str, Any
        ] = {  # the standing too, so the batch's next events of the session find it
            f"{session_id}/s/{_version(event.originator_version)}": row,
            session_id: {"action": action},
        }
        if isinstance(event, Session.Started):
            users = f"sessions:{route_id(event.tenant_id, event.user_id)}"
            changes[users] = [*(read(users) or []), session_id]
        return changes

    def _session_before(
        self, event: Any, session_id: str
    ) -> tuple[Session | None, dict[str, Any]]:
        """The session at the version before ``event`` (kept, or loaded from the store), with
        what an audit shows of it; a kept one is taken out of the kept ones, not copied (ADR
        0210): no other catch-up can reach it while this one applies ``event`` to it, and if
        applying fails it is not put back."""
        if event.originator_version == 1:
            return None, {}
        with self._keeping:
            kept = self.sessions.take(session_id)
        if kept is not None and kept[0].version == event.originator_version - 1:
            return kept
        loaded: Session = self.store.repository.get(
            event.originator_id, version=event.originator_version - 1
        )
        return loaded, _state(loaded)


KEEP_VARIABLES = frozenset(
    {
        Session.UserMessageReceived,
        Session.AssistantMessageSent,
        Session.ReplyModerated,
        Session.InputRequested,
        Session.SafetyHoldStarted,
        Session.SafetyHoldReleased,
        Session.SessionCompleted,
        Session.SessionFailed,
    }
)
"""Session events that change neither its variables nor its position, so neither what it shows
of its variables: the visible ones the session had before stand (ADR 0280)."""


def _state(session: Session, before: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """What an audit shows of the session at a version beside its events' rows; its visible
    variables as they were ``before`` when the event left them as they were."""
    status = session.status._value_  # the member's value, without ``.value``'s descriptor
    if before is not None and "var" in before:
        return {"st": status, "var": before["var"]}
    return {"st": status, "var": session.visible_variables()}


def _run_row(event: Any, read: Read) -> dict[str, Any]:
    run_id = str(event.originator_id)
    session_id = read(f"run:{run_id}")
    entry = run_entry(event, "")
    if session_id is None or entry is None:
        return {}
    key = f"{session_id}/r/{run_id}/{_version(event.originator_version)}"
    return {key: {"t": micros(event.timestamp), "e": [entry.at, entry.kind, entry.detail]}}


def _risk_rows(event: Any, read: Read) -> dict[str, Any]:
    """A risk event's row under the session it names; a route change names none (it is the
    user's), so under every session of the user started before it — an audit keeps the ones
    stamped while the session ran, as it keeps the route events it reads."""
    entry = risk_entry(event)
    if entry is None:
        return {}
    if hasattr(event, "session_id"):
        sessions = [str(event.session_id)] if event.session_id is not None else []
    else:
        sessions = read(f"sessions:{event.originator_id}") or []
    row = {
        "t": micros(event.timestamp),
        "v": event.originator_version,
        "e": [entry.at, entry.kind, entry.detail],
    }
    return {f"{session}/k/{_version(event.originator_version)}": row for session in sessions}


@dataclass
class _Rows:
    """One session's rows, by kind, in key order."""

    versions: list[int] = field(default_factory=list)
    session: list[dict[str, Any]] = field(default_factory=list)
    runs: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    risk: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def of(cls, docs: Mapping[str, Any]) -> _Rows:
        rows = cls()
        for key in sorted(docs):
            parts = key.split("/")
            if parts[1] == "s":
                rows.versions.append(int(parts[2]))
                rows.session.append(docs[key])
            elif parts[1] == "r":
                rows.runs.setdefault(parts[2], []).append(docs[key])
            else:
                rows.risk.append(docs[key])
        return rows

    def whole(self) -> bool:
        """A row for every session version from the first (keys are unique and sorted)."""
        return (
            bool(self.versions)
            and self.versions[0] == 1
            and self.versions[-1] == len(self.versions)
        )


class AuditTimelines:
    """Audits served from the ``auditTimeline`` rows; None when they cannot be trusted whole."""

    def __init__(self, runner: ProjectionRunner, views: ViewStore) -> None:
        self.runner, self.views = runner, views

    def audit(self, session_id: UUID, at_version: int | None) -> SessionAudit | None:
        """Raise LookupError for a version the session never had."""
        try:
            self.runner.catch_up_to_end(NAME, at_most=INLINE_CATCH_UP)
        except FarBehindError as exc:  # the background catch-up will get there
            log.info("audit_timeline_far_behind", reason=str(exc))
            return None
        except Exception as exc:  # the events are still there: the caller reads them
            log.warning("audit_timeline_behind", error=f"{type(exc).__name__}: {exc}")
            return None
        docs = self.views.prefixed(NAME, [f"{session_id}/", SKIPPED])
        if SKIPPED in docs:
            return None
        rows = _Rows.of({k: v for k, v in docs.items() if k != SKIPPED})
        if not rows.whole():
            return None
        latest = len(rows.session)
        if at_version is not None and not 1 <= at_version <= latest:
            raise LookupError(f"session {session_id} has versions 1..{latest}, not {at_version}")
        return self._built(session_id, rows, at_version or latest, latest)

    def _built(self, session_id: UUID, rows: _Rows, version: int, latest: int) -> SessionAudit:
        upto = rows.session[:version]
        tenant_id, user_id, script = upto[0]["u"]
        start, cutoff = upto[0]["t"], upto[-1]["t"]
        found = [AuditEntry(*row["e"]) for row in upto if "e" in row]
        for run_id, action_id in (row["r"] for row in upto if "r" in row):
            found += [
                AuditEntry(at, kind, action_id, detail)
                for row in rows.runs.get(run_id, [])
                if row["t"] <= cutoff
                for at, kind, detail in (row["e"],)
            ]
        found += [
            AuditEntry(row["e"][0], row["e"][1], None, row["e"][2])
            for row in rows.risk
            if start <= row["t"] <= cutoff
        ]
        return SessionAudit(
            session_id=session_id,
            version=version,
            latest_version=latest,
            tenant_id=tenant_id,
            user_id=user_id,
            script=script,
            status=_last(upto, "st"),
            transcript=[Message(*row["m"]) for row in upto if "m" in row],
            variables=_last(upto, "var"),
            timeline=sorted(found, key=attrgetter("at")),
            events_read=0,
        )


def _last(rows: list[dict[str, Any]], name: str) -> Any:
    return next(row[name] for row in reversed(rows) if name in row)
