"""The conversation read models of spec 004 (exitHistory, variableOperations, scopeSnapshots,
lastActionRoundInfo, strategyDecisions) and the LLM call log (LLMDebugInfo), built from events.

Documents are keyed by session id. ActionRun events do not repeat their session id, so each
projection also keeps a small ``run:<id>`` document linking a run to its session and action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, get_args

from application.conversation.summaries import SessionSummaries
from application.projections.runner import Read
from application.timestamps import iso
from domain.conversation.action_run import ActionRun
from domain.conversation.script_document import ScriptDocument
from domain.conversation.session import Session


def _at(event: Any) -> str:
    return iso(event.timestamp)


def _appended(read: Read, key: str, entry: dict[str, Any]) -> dict[str, Any]:
    return {key: [*(read(key) or []), entry]}


def _topics(*event_classes: type) -> frozenset[str]:
    return frozenset(str(getattr(cls, "TOPIC")) for cls in event_classes)  # noqa: B009


class _RunLinked:
    """Base: remembers each run's session, action and round bound, then defers to ``on``."""

    name = ""
    topics = _topics(ActionRun.ActionRunStarted)

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if isinstance(event, ActionRun.ActionRunStarted):
            link = {
                "session": str(event.session_id),
                "action_id": event.action_id,
                "max_rounds": event.max_rounds,
            }
            return {f"run:{event.originator_id}": link}
        return self.on(event, read)

    def on(self, event: Any, read: Read) -> Mapping[str, Any]:
        return {}

    @staticmethod
    def link(event: Any, read: Read) -> dict[str, Any]:
        found: dict[str, Any] = read(f"run:{event.originator_id}")
        return found


class ExitHistory(_RunLinked):
    name = "exitHistory"
    topics = _RunLinked.topics | _topics(ActionRun.ExitDecided)

    def on(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, ActionRun.ExitDecided):
            return {}
        link = self.link(event, read)
        entry = {
            "actionId": link["action_id"],
            "round": event.round,
            "decision": {
                "should_exit": event.should_exit,
                "reason": event.reason,
                "decision_source": event.decision_source,
            },
            "timestamp": _at(event),
        }
        return _appended(read, link["session"], entry)


_ROUND_EVENTS = (ActionRun.RoundCompleted, ActionRun.ExitDecided)


class LastActionRoundInfo(_RunLinked):
    name = "lastActionRoundInfo"
    topics = _RunLinked.topics | _topics(ActionRun.RoundCompleted, ActionRun.ExitDecided)

    def on(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, _ROUND_EVENTS):
            return {}
        link = self.link(event, read)
        info = {
            "actionId": link["action_id"],
            "currentRound": event.round,
            "maxRounds": link["max_rounds"],
            "exitDecision": None,
        }
        if isinstance(event, ActionRun.ExitDecided):
            info["exitDecision"] = {
                "should_exit": event.should_exit,
                "reason": event.reason,
                "decision_source": event.decision_source,
            }
        return {link["session"]: info}


class StrategyDecisions(_RunLinked):
    name = "strategyDecisions"
    topics = _RunLinked.topics | _topics(ActionRun.StrategyDecided)

    def on(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, ActionRun.StrategyDecided):
            return {}
        link = self.link(event, read)
        entry = {
            "actionId": link["action_id"],
            "round": event.round,
            "context": event.context,
            "recommendation": event.recommendation,
            "source": event.source,
            "timestamp": _at(event),
        }
        return _appended(read, link["session"], entry)


class LLMCalls(_RunLinked):
    name = "llmCalls"
    topics = _RunLinked.topics | _topics(ActionRun.LLMCallRecorded)

    def on(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, ActionRun.LLMCallRecorded):
            return {}
        link = self.link(event, read)
        entry = {
            "actionId": link["action_id"],
            "round": event.round,
            **event.call,
            "timestamp": _at(event),
        }
        return _appended(read, link["session"], entry)


class VariableOperations:
    name = "variableOperations"
    topics = _topics(Session.VariableWritten, Session.ScopeClosed)

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        key = str(event.originator_id)
        if isinstance(event, Session.VariableWritten):
            entry = {
                "actionId": event.source,
                "operation": event.operation,
                "variableName": event.name,
                "scope": event.scope,
                "scopeId": event.scope_id,
                "value": event.value,
                "timestamp": event.written_at,
            }
            return _appended(read, key, entry)
        if isinstance(event, Session.ScopeClosed) and event.cleaned_variables:
            deletions = [
                {
                    "actionId": None,
                    "operation": "delete",
                    "variableName": name,
                    "scope": event.scope,
                    "scopeId": event.scope_id,
                    "value": event.snapshot[name],
                    "timestamp": _at(event),
                }
                for name in event.cleaned_variables
            ]
            return {key: [*(read(key) or []), *deletions]}
        return {}


class ScopeSnapshots:
    name = "scopeSnapshots"
    topics = _topics(Session.ScopeClosed)

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, Session.ScopeClosed):
            return {}
        key = str(event.originator_id)
        snapshots = dict(read(key) or {})
        snapshots[event.scope_id] = {
            "scope": event.scope,
            "variables": event.snapshot,
            "timestamp": _at(event),
        }
        return {key: snapshots}


class ModerationVerdicts:
    """Every moderation verdict of a session's replies, in order (issue #17). The withheld words
    are not in this view: auditors read them in the audit replay and the session's story."""

    name = "moderation"
    topics = _topics(Session.ReplyModerated)

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, Session.ReplyModerated):
            return {}
        verdict = event.verdict
        entry = {
            "actionId": event.action_id,
            "agent": event.agent,
            "actionType": event.action_type,
            "routeLevel": event.route_level,
            "decision": verdict["decision"],
            "categories": verdict["categories"],
            "findings": [
                {k: f[k] for k in ("category", "layer", "confidence")} for f in verdict["findings"]
            ],
            "layers": verdict["layers"],
            "reason": verdict["reason"],
            "notes": verdict.get("notes", []),
            "latencyMs": event.latency_ms,
            "screenMs": event.screen_ms,
            "judge": _judge_summary(event.judge),
            "timestamp": _at(event),
        }
        return _appended(read, str(event.originator_id), entry)


def _judge_summary(judge: dict[str, Any] | None) -> dict[str, Any] | None:
    if judge is None:
        return None
    return {"model": judge["model"], "latencyMs": judge["latency_ms"], "error": judge["error"]}


class ScriptIndex:
    """Per tenant, ``{script id: name}`` of every script it registered: listing needs no scan."""

    name = "scriptIndex"
    topics = _topics(ScriptDocument.ScriptRegistered)

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, ScriptDocument.ScriptRegistered):
            return {}
        known: dict[str, str] = dict(read(event.tenant_id) or {})
        known[str(event.originator_id)] = event.name
        return {event.tenant_id: known}


SessionView = Literal[
    "exitHistory",
    "variableOperations",
    "scopeSnapshots",
    "lastActionRoundInfo",
    "strategyDecisions",
    "llmCalls",
    "moderation",
]
SESSION_VIEWS: tuple[str, ...] = get_args(SessionView)
"""The per-session timelines of spec 004, the LLM call log and the moderation verdicts."""


def conversation_projections() -> list[Any]:
    """Every read model of the conversation context."""
    return [
        ScriptIndex(),
        ExitHistory(),
        VariableOperations(),
        ScopeSnapshots(),
        LastActionRoundInfo(),
        StrategyDecisions(),
        LLMCalls(),
        ModerationVerdicts(),
        SessionSummaries(),
    ]
