"""Session summaries for the audit list (issue #19): one document per session, built from the
log like every read model, and the filters a clinician pages through them by.

A summary says whether the session reached a risk route (its session was held on medium or
high), got the safety script, had an action ended by ``max_rounds``, had a reply withheld by
moderation, and its highest risk score. Action runs and risk routes do not repeat the session's
tenant, so the projection keeps small ``run:<id>`` links like the timelines do.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal, Protocol

from application.projections.ports import ViewStore
from application.projections.runner import ProjectionRunner, Read
from application.timestamps import iso
from domain.conversation.action_run import ActionRun
from domain.conversation.exit_decision import ExitSource
from domain.conversation.session import Session
from domain.risk.risk_route import RiskRoute

NAME = "sessionSummaries"
ROUTE_RANK = {"low": 0, "medium": 1, "high": 2}
SAFETY_SCRIPT = "safety_script"
RouteFilter = Literal["medium", "high"]


def _topics(*event_classes: type) -> frozenset[str]:
    return frozenset(str(getattr(cls, "TOPIC")) for cls in event_classes)  # noqa: B009


def is_summary_key(key: str) -> bool:
    """Summaries are keyed by the bare session id; links carry a ``kind:`` prefix."""
    return ":" not in key and not key.startswith("@")


class SessionSummaries:
    """Per session: who, which script, when, and the flags the audit list filters by."""

    name = NAME
    topics = _topics(
        Session.Started,
        Session.UserMessageReceived,
        Session.AssistantMessageSent,
        Session.ReplyModerated,
        Session.SafetyHoldStarted,
        Session.SafetyHoldReleased,
        Session.SessionCompleted,
        Session.SessionFailed,
        ActionRun.ActionRunStarted,
        ActionRun.ExitDecided,
    ) | frozenset({str(RiskRoute.RiskScoreObserved.TOPIC)})

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if isinstance(event, Session.Started):
            return {str(event.originator_id): _started(event)}
        if isinstance(event, ActionRun.ActionRunStarted):
            return {f"run:{event.originator_id}": {"session": str(event.session_id)}}
        key = self._session_key(event, read)
        summary = read(key) if key else None
        if key is None or summary is None:
            return {}
        changed = _changed(summary, event)
        return {key: changed} if changed is not None else {}

    @staticmethod
    def _session_key(event: Any, read: Read) -> str | None:
        if isinstance(event, ActionRun.ExitDecided):
            link = read(f"run:{event.originator_id}")
            return str(link["session"]) if link else None
        if isinstance(event, RiskRoute.RiskScoreObserved):
            return str(event.session_id) if event.session_id else None
        return str(event.originator_id)


def _started(event: Any) -> dict[str, Any]:
    at = iso(event.timestamp)
    return {
        "sessionId": str(event.originator_id),
        "tenantId": event.tenant_id,
        "userId": event.user_id,
        "scriptId": event.script_id,
        "scriptVersion": event.script_version,
        "sessionName": event.session_name,
        "startedAt": at,
        "lastEventAt": at,
        "status": "active",
        "turns": 0,
        "riskRoute": None,
        "maxRiskScore": None,
        "safetyScript": False,
        "maxRoundsReached": False,
        "withheldReplies": 0,
        "version": event.originator_version,
    }


def _changed(summary: dict[str, Any], event: Any) -> dict[str, Any] | None:
    """The summary after ``event``, or None when the event changes nothing shown."""
    s = dict(summary)
    if isinstance(event, Session.Event):
        s["lastEventAt"] = iso(event.timestamp)
        s["version"] = event.originator_version
    if isinstance(event, Session.UserMessageReceived):
        s["turns"] += 1
    elif isinstance(event, Session.AssistantMessageSent):
        s["safetyScript"] = s["safetyScript"] or event.source == SAFETY_SCRIPT
    elif isinstance(event, Session.ReplyModerated):
        s["withheldReplies"] += event.verdict["decision"] != "allow"
    elif isinstance(event, Session.SafetyHoldStarted):
        s["riskRoute"] = _higher(s["riskRoute"], event.route)
        s["status"] = "safety_hold"
    elif isinstance(event, Session.SafetyHoldReleased):
        s["status"] = "active"
    elif isinstance(event, Session.SessionCompleted):
        s["status"] = "completed"
    elif isinstance(event, Session.SessionFailed):
        s["status"] = "failed"
    elif isinstance(event, ActionRun.ExitDecided):
        ended = event.should_exit and event.decision_source == ExitSource.MAX_ROUNDS.value
        s["maxRoundsReached"] = s["maxRoundsReached"] or ended
    elif isinstance(event, RiskRoute.RiskScoreObserved):
        s["maxRiskScore"] = max(s["maxRiskScore"] or 0.0, float(event.score))
    return s if s != summary else None


def _higher(current: str | None, route: str) -> str | None:
    if ROUTE_RANK.get(route, 0) == 0:
        return current
    if current is None or ROUTE_RANK[route] > ROUTE_RANK.get(current, 0):
        return route
    return current


def route_rank(route: str | None) -> int:
    return ROUTE_RANK.get(route or "low", 0)


# -- the list ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SummaryFilter:
    """What a clinician narrows the list to; None means "either"."""

    reached_route: RouteFilter | None = None
    safety_script: bool | None = None
    max_rounds: bool | None = None
    withheld_reply: bool | None = None
    started_from: datetime | None = None
    started_before: datetime | None = None

    def keeps(self, summary: Mapping[str, Any]) -> bool:
        """The filter in Python, for stores without a query language; SQL stores say the same."""
        started = datetime.fromisoformat(summary["startedAt"])
        return (
            (self.reached_route is None
             or route_rank(summary["riskRoute"]) >= ROUTE_RANK[self.reached_route])
            and _either(self.safety_script, summary["safetyScript"])
            and _either(self.max_rounds, summary["maxRoundsReached"])
            and _either(self.withheld_reply, summary["withheldReplies"] > 0)
            and (self.started_from is None or started >= _aware(self.started_from))
            and (self.started_before is None or started < _aware(self.started_before))
        )


def _aware(moment: datetime) -> datetime:
    """A time without a zone is UTC, as the stored times are."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _either(wanted: bool | None, actual: bool) -> bool:
    return wanted is None or wanted == actual


@dataclass(frozen=True)
class SummaryCursor:
    """The last summary a page showed: the next page starts after it (newest first)."""

    started_at: str
    session_id: str


class SummaryIndex(ViewStore, Protocol):
    """A view store that can also list one tenant's summaries, newest first."""

    def summaries(
        self,
        tenant_id: str,
        where: SummaryFilter,
        after: SummaryCursor | None,
        limit: int,
    ) -> list[dict[str, Any]]:
        """At most ``limit`` summaries of the tenant after ``after``, by (startedAt, sessionId)
        descending."""
        ...


@dataclass(frozen=True)
class SummaryPage:
    items: list[dict[str, Any]]
    next: SummaryCursor | None


class SessionList:
    """The tenant's sessions for the audit list, caught up with the log before each read."""

    def __init__(self, runner: ProjectionRunner, index: SummaryIndex) -> None:
        self.runner = runner
        self.index = index

    def page(
        self, tenant_id: str, where: SummaryFilter, after: SummaryCursor | None, limit: int
    ) -> SummaryPage:
        self.runner.catch_up()
        found = self.index.summaries(tenant_id, where, after, limit + 1)
        shown = found[:limit]
        last = shown[-1] if len(found) > limit else None
        cursor = SummaryCursor(last["startedAt"], last["sessionId"]) if last else None
        return SummaryPage(shown, cursor)
