"""Metrics read off the events of each save: what happened, counted once, whoever caused it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from application.metrics import (
    JSON_REPAIRS,
    REPLIES_MODERATED,
    REPLY_FINDINGS,
    RISK_ROUTE_CHANGES,
    SAFETY_SCRIPTS,
    Metrics,
)

ROUTE_ESTABLISHED = "heartrule.risk:RiskRoute.RouteEstablished"
ROUTE_UPGRADED = "heartrule.risk:RiskRoute.RouteUpgraded"
ASSISTANT_MESSAGE = "heartrule.conversation:Session.AssistantMessageSent"
LLM_CALL = "heartrule.conversation:ActionRun.LLMCallRecorded"
REPLY_MODERATED = "heartrule.conversation:Session.ReplyModerated"
SAFETY_SCRIPT_SOURCE = "safety_script"


class EventMetrics:
    """Counts route changes by level, safety scripts served, the turns' model answers whose
    JSON was repaired and moderated replies, from saved events."""

    def __init__(self, metrics: Metrics) -> None:
        self._metrics = metrics

    def __call__(self, events: Sequence[Any]) -> None:
        for event in events:
            self._observe(getattr(type(event), "TOPIC", ""), event)

    def _observe(self, topic: str, event: Any) -> None:
        if topic == ROUTE_ESTABLISHED:
            self._metrics.count(RISK_ROUTE_CHANGES, level=event.route, change="established")
        elif topic == ROUTE_UPGRADED:
            self._metrics.count(RISK_ROUTE_CHANGES, level=event.to_route, change="upgraded")
        elif topic == ASSISTANT_MESSAGE and event.source == SAFETY_SCRIPT_SOURCE:
            self._metrics.count(SAFETY_SCRIPTS)
        elif topic == LLM_CALL and event.call.get("json_repaired"):
            self._metrics.count(JSON_REPAIRS, purpose=str(event.call.get("purpose", "")))
        elif topic == REPLY_MODERATED:
            self._moderated(event.verdict)

    def _moderated(self, verdict: dict[str, Any]) -> None:
        layers = verdict.get("layers") or ["none"]
        self._metrics.count(REPLIES_MODERATED, decision=verdict["decision"], layer=layers[-1])
        if verdict["decision"] == "allow":
            return
        for finding in verdict.get("findings", []):
            self._metrics.count(REPLY_FINDINGS, category=finding["category"],
                                layer=finding["layer"])
