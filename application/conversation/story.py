"""A session's whole story, turn by turn, as auditors read it (issue #19), from stored events only.

A turn is what one user input set off: the session's events from that input up to the next one
(turn 0 is the opening before any input). The session's own events are split by version; reply
moderation's verdicts are among them (``ReplyModerated``). The events of its action runs and of
the user's risk route belong to other aggregates; each is placed in the turn whose session
events it precedes: a turn records its session events last (the message is screened and the
model asked before the reply is stored as said), so an event belongs to the first turn whose
last session event is not older than it. Nothing here calls a model, a clock or a random source.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from uuid import UUID

from application.conversation.audit import RUN_TOPICS
from application.event_store import EventStore, replay_events
from domain.conversation.action_run import ActionRun
from domain.conversation.session import Session
from domain.risk.risk_route import route_id

Entry = dict[str, Any]
SAFETY_SCRIPT = "safety_script"
UNMODERATED = frozenset({SAFETY_SCRIPT, "static", "static_fallback"})
"""Reply sources no model wrote just now (the reviewed safety script, the script's own text, the
fixed reply of a turn out of time): moderation never judges them."""


@dataclass
class Turn:
    """One user input and everything it set off, in the order it happened."""

    number: int
    from_version: int
    to_version: int = 0
    opened_at: datetime | None = None
    ended_at: datetime | None = None
    user: Entry | None = None
    replies: list[Entry] = field(default_factory=list)
    actions: list[Entry] = field(default_factory=list)
    variables: list[Entry] = field(default_factory=list)
    scopes: list[Entry] = field(default_factory=list)
    holds: list[Entry] = field(default_factory=list)
    ended: Entry | None = None
    exits: list[Entry] = field(default_factory=list)
    strategies: list[Entry] = field(default_factory=list)
    llm_calls: list[Entry] = field(default_factory=list)
    failed_rounds: list[Entry] = field(default_factory=list)
    risk_scores: list[Entry] = field(default_factory=list)
    judge_verdicts: list[Entry] = field(default_factory=list)
    scoring_failures: list[Entry] = field(default_factory=list)
    route_changes: list[Entry] = field(default_factory=list)
    questionnaires: list[Entry] = field(default_factory=list)
    persuasion: list[Entry] = field(default_factory=list)
    moderation: list[Entry] = field(default_factory=list)
    route: str | None = None

    def as_json(self) -> Entry:
        return {
            "number": self.number,
            "fromVersion": self.from_version,
            "toVersion": self.to_version,
            "user": self.user,
            "replies": self.replies,
            "safetyScript": any(r["safetyScript"] for r in self.replies),
            "actions": self.actions,
            "variables": self.variables,
            "scopesClosed": self.scopes,
            "safetyHolds": self.holds,
            "ended": self.ended,
            "exitDecisions": self.exits,
            "strategies": self.strategies,
            "llmCalls": self.llm_calls,
            "failedRounds": self.failed_rounds,
            "riskScores": self.risk_scores,
            "judgeVerdicts": self.judge_verdicts,
            "scoringFailures": self.scoring_failures,
            "routeChanges": self.route_changes,
            "questionnairesOffered": self.questionnaires,
            "persuasion": self.persuasion,
            "moderation": self.moderation,
            "route": self.route,
        }


@dataclass(frozen=True)
class SessionStory:
    """The session as it stood at ``version``, told turn by turn."""

    session_id: UUID
    version: int
    latest_version: int
    tenant_id: str
    user_id: str
    script_id: str
    script_version: int
    session_name: str
    locale: str
    status: str
    started_at: str
    route_at_start: str | None
    variables: dict[str, Any]
    turns: list[Entry]


class SessionStories:
    """Tells sessions from their events, at any version."""

    def __init__(self, store: EventStore) -> None:
        self.store = store

    def story(self, session_id: UUID, at_version: int | None = None) -> SessionStory:
        """Raise LookupError for an unknown session or a version it never had."""
        every: list[Any] = list(self.store.events.get(session_id))
        if not every or not isinstance(every[0], Session.Started):
            raise LookupError(f"no session {session_id}")
        latest = len(every)
        if at_version is not None and not 1 <= at_version <= latest:
            raise LookupError(f"session {session_id} has versions 1..{latest}, not {at_version}")
        events = every[:at_version] if at_version else every
        session: Session = replay_events(None, events)
        turns = _session_turns(events)
        cutoff = events[-1].timestamp
        route_events = self._route_events(session)
        start = events[0].timestamp
        placed = [
            *self._run_events(events, cutoff),
            *[e for e in route_events if start <= e.timestamp <= cutoff and _of(e, session)],
        ]
        placing = _Placing(turns, start)
        for event in sorted(placed, key=lambda e: e.timestamp):
            _place(placing.turn_of(event), event)
        at_start = _route_before(route_events, start)
        _carry_routes(turns, at_start)
        return SessionStory(
            session_id=session.id,
            version=session.version,
            latest_version=latest,
            tenant_id=session.tenant_id,
            user_id=session.user_id,
            script_id=session.script_id,
            script_version=session.script_version,
            session_name=session.session_name,
            locale=session.locale,
            status=session.status.value,
            started_at=start.isoformat(),
            route_at_start=at_start,
            variables=session.visible_variables(),
            turns=[t.as_json() for t in turns],
        )

    def _run_events(self, session_events: list[Any], cutoff: datetime) -> list[Any]:
        runs = {
            e.action_run_id: e.action_id
            for e in session_events
            if isinstance(e, Session.PositionAdvanced)
        }
        stored = self.store.events_of(list(runs), RUN_TOPICS)
        return [
            _Tagged(e, runs[run_id])
            for run_id, run_events in stored.items()
            for e in run_events
            if e.timestamp <= cutoff
        ]

    def _route_events(self, session: Session) -> list[Any]:
        return list(self.store.events.get(route_id(session.tenant_id, session.user_id)))


@dataclass(frozen=True)
class _Tagged:
    """An action run event with the action it ran for (run events do not repeat it)."""

    event: Any
    action_id: str

    @property
    def timestamp(self) -> datetime:
        stamp: datetime = self.event.timestamp
        return stamp


def _of(event: Any, session: Session) -> bool:
    """Route events of this session (a route change names no session: it is the user's)."""
    return getattr(event, "session_id", session.id) == session.id


# -- the session's own events, split into turns ------------------------------------------------

TURN_OPENERS = (Session.UserMessageReceived,)


def _session_turns(events: Sequence[Any]) -> list[Turn]:
    turns = [Turn(number=0, from_version=1)]
    for event in events:
        if isinstance(event, TURN_OPENERS):
            opened = Turn(len(turns), event.originator_version, opened_at=event.timestamp)
            turns.append(opened)
        turn = turns[-1]
        turn.to_version = event.originator_version
        turn.ended_at = event.timestamp
        _record_session_event(turn, event)
    return turns


def _record_session_event(turn: Turn, event: Any) -> None:
    at, version = event.timestamp.isoformat(), event.originator_version
    if isinstance(event, Session.UserMessageReceived):
        turn.user = {"text": event.text, "at": at, "version": version}
    elif isinstance(event, Session.AssistantMessageSent):
        turn.replies.append({
            "text": event.text,
            "source": event.source,
            "actionId": event.action_id,
            "safetyScript": event.source == SAFETY_SCRIPT,
            "moderation": _verdict_for_reply(turn, event.source, version),
            "at": at,
            "version": version,
        })
    elif isinstance(event, Session.PositionAdvanced):
        turn.actions.append(
            {"actionId": event.action_id, "actionType": event.action_type, "version": version}
        )
    elif isinstance(event, Session.VariableWritten):
        turn.variables.append({
            "name": event.name,
            "value": event.value,
            "scope": event.scope,
            "operation": event.operation,
            "source": event.source,
            "version": version,
        })
    elif isinstance(event, Session.ScopeClosed):
        turn.scopes.append({
            "scope": event.scope,
            "scopeId": event.scope_id,
            "cleaned": list(event.cleaned_variables),
            "version": version,
        })
    else:
        _record_lifecycle(turn, event, at, version)


def _record_lifecycle(turn: Turn, event: Any, at: str, version: int) -> None:
    if isinstance(event, Session.ReplyModerated):
        turn.moderation.append(_moderation(event, at, version))
    elif isinstance(event, Session.SafetyHoldStarted | Session.SafetyHoldReleased):
        started = isinstance(event, Session.SafetyHoldStarted)
        turn.holds.append({
            "held": started,
            "route": event.route,
            "reason": event.reason,
            "at": at,
            "version": version,
        })
    elif isinstance(event, Session.SessionCompleted):
        turn.ended = {"status": "completed", "reason": None, "at": at, "version": version}
    elif isinstance(event, Session.SessionFailed):
        turn.ended = {"status": "failed", "reason": event.reason, "at": at, "version": version}


def _verdict_for_reply(turn: Turn, source: str, version: int) -> Entry | None:
    """The verdict on the reply stored at ``version``: a model reply's verdict is recorded just
    before the reply (or its reviewed replacement) is stored, so it is the turn's latest verdict
    no reply has claimed yet; reviewed words (the safety script, the script's own text) were
    never judged. The verdict learns the version of the reply it judged."""
    unclaimed = [m for m in turn.moderation if m["replyVersion"] is None]
    if source in UNMODERATED or not unclaimed:
        return None
    unclaimed[-1]["replyVersion"] = version
    return unclaimed[-1]


def _moderation(event: Any, at: str, version: int) -> Entry:
    """A reply's moderation verdict as recorded, with the words withheld (for auditors)."""
    verdict, judge = event.verdict, event.judge
    return {
        "actionId": event.action_id,
        "agent": event.agent,
        "decision": verdict["decision"],
        "categories": verdict["categories"],
        "findings": verdict["findings"],
        "layer": "+".join(verdict["layers"]),
        "reason": verdict["reason"],
        "notes": verdict.get("notes", []),
        "modelText": event.withheld_text,
        "latencyMs": event.latency_ms,
        "judge": None if judge is None else {
            "status": f"no verdict: {judge['error']}" if judge["error"] else "answered",
            "model": judge["model"],
            "latencyMs": judge["latency_ms"],
        },
        "replyVersion": None,
        "at": at,
        "version": version,
    }


# -- the other aggregates' events, placed in their turn ------------------------------------------

SCREENINGS = frozenset({"RiskScoreObserved", "RiskScoringFailed"})
"""A message is screened before it is received: a screening belongs to the next user turn."""
FOLLOWERS = frozenset(
    {"SafetyJudgeConsulted", "RouteUpgraded", "QuestionnaireOffered", "PersuasionStateChanged"}
)
"""What a screening sets off (the judge may answer after the reply is stored): its turn."""


class _Placing:
    """Finds the turn of an event of another aggregate; events come in time order."""

    def __init__(self, turns: list[Turn], start: datetime) -> None:
        self.turns = turns
        self.ends = [t.ended_at or start for t in turns]
        self.opened = [t.opened_at or start for t in turns[1:]]
        self.screened: Turn | None = None

    def turn_of(self, event: Any) -> Turn:
        kind = type(event).__name__
        if kind in SCREENINGS and self.opened:
            self.screened = self.turns[1 + min(bisect_left(self.opened, event.timestamp),
                                               len(self.opened) - 1)]
            return self.screened
        if kind in FOLLOWERS and self.screened is not None:
            return self.screened
        return self.turns[min(bisect_left(self.ends, event.timestamp), len(self.turns) - 1)]


def _place(turn: Turn, event: Any) -> None:
    if isinstance(event, _Tagged):
        _record_run_event(turn, event.event, event.action_id)
        return
    recorder = RECORDERS.get(type(event).__name__)
    if recorder is not None:
        recorder(turn, event)


def _record_run_event(turn: Turn, event: Any, action_id: str) -> None:
    at = event.timestamp.isoformat()
    if isinstance(event, ActionRun.ExitDecided):
        turn.exits.append({
            "actionId": action_id,
            "round": event.round,
            "shouldExit": event.should_exit,
            "reason": event.reason,
            "source": event.decision_source,
            "at": at,
        })
    elif isinstance(event, ActionRun.StrategyDecided):
        turn.strategies.append({
            "actionId": action_id,
            "round": event.round,
            "source": event.source,
            "strategy": event.recommendation.get("strategyPrompt", ""),
            "recommendation": event.recommendation,
            "at": at,
        })
    elif isinstance(event, ActionRun.LLMCallRecorded):
        turn.llm_calls.append({"actionId": action_id, "round": event.round, **_call(event.call)})
    elif isinstance(event, ActionRun.RoundCompleted) and event.error:
        turn.failed_rounds.append(
            {"actionId": action_id, "round": event.round, "error": event.error, "at": at}
        )


def _call(call: dict[str, Any]) -> Entry:
    return {
        "purpose": call.get("purpose"),
        "templateId": call.get("template_id"),
        "model": call.get("model"),
        "temperature": call.get("temperature"),
        "latencyMs": call.get("latency_ms"),
        "attempt": call.get("attempt"),
        "error": call.get("error"),
        "prompt": call.get("prompt"),
        "rawResponse": call.get("raw_response"),
        "parsed": call.get("parsed"),
    }


def _risk_scored(turn: Turn, event: Any) -> None:
    turn.risk_scores.append({
        "score": event.score,
        "scorer": event.scorer,
        "decidedBy": event.decided_by,
        "evidence": list(event.evidence),
        "layers": [dict(layer) for layer in event.layers],
        "windowSize": event.window_size,
        "at": event.timestamp.isoformat(),
    })


def _judged(turn: Turn, event: Any) -> None:
    turn.judge_verdicts.append({
        "level": event.level,
        "signals": list(event.signals),
        "evidence": list(event.evidence),
        "model": event.model,
        "latencyMs": event.latency_ms,
        "error": event.error,
        "rawResponse": event.raw_response,
        "at": event.timestamp.isoformat(),
    })


def _scoring_failed(turn: Turn, event: Any) -> None:
    turn.scoring_failures.append({
        "scorer": event.scorer,
        "error": event.error,
        "failSafe": event.fail_safe,
        "at": event.timestamp.isoformat(),
    })


def _route_upgraded(turn: Turn, event: Any) -> None:
    turn.route_changes.append({
        "from": event.from_route,
        "to": event.to_route,
        "source": event.route_source,
        "reason": event.reason,
        "at": event.timestamp.isoformat(),
    })


def _route_established(turn: Turn, event: Any) -> None:
    turn.route_changes.append({
        "from": None,
        "to": event.route,
        "source": event.route_source,
        "reason": event.reason,
        "at": event.timestamp.isoformat(),
    })


def _questionnaire(turn: Turn, event: Any) -> None:
    turn.questionnaires.append({"score": event.score, "at": event.timestamp.isoformat()})


def _persuaded(turn: Turn, event: Any) -> None:
    turn.persuasion.append({
        "from": event.from_state,
        "to": event.to_state,
        "resistanceCount": event.resistance_count,
        "resistanceType": event.resistance_type,
        "trigger": event.trigger,
        "at": event.timestamp.isoformat(),
    })


RECORDERS: dict[str, Callable[[Turn, Any], None]] = {
    "RiskScoreObserved": _risk_scored,
    "SafetyJudgeConsulted": _judged,
    "RiskScoringFailed": _scoring_failed,
    "RouteUpgraded": _route_upgraded,
    "RouteEstablished": _route_established,
    "QuestionnaireOffered": _questionnaire,
    "PersuasionStateChanged": _persuaded,
}


# -- the route in force -------------------------------------------------------------------------


def _route_before(route_events: Iterable[Any], moment: datetime) -> str | None:
    route: str | None = None
    for event in route_events:
        if event.timestamp >= moment:
            break
        route = _moved_to(event, route)
    return route


def _moved_to(event: Any, route: str | None) -> str | None:
    if type(event).__name__ == "RouteUpgraded":
        return str(event.to_route)
    if type(event).__name__ == "RouteEstablished":
        return str(event.route)
    return route


def _carry_routes(turns: list[Turn], at_start: str | None) -> None:
    """Each turn's route: the last one it moved to, else the one before it."""
    route = at_start
    for turn in turns:
        for change in turn.route_changes:
            route = change["to"]
        turn.route = route
