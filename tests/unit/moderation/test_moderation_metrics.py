"""Moderated replies are counted from the saved ``ReplyModerated`` events: by decision and the
last layer that spoke, and the categories of what was kept from users."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from application.event_metrics import EventMetrics
from application.metrics import CATALOG
from infrastructure.metrics.prometheus import PrometheusMetrics
from tests.unit.operations.test_metrics import sample


@dataclass
class Moderated:
    TOPIC = "heartrule.conversation:Session.ReplyModerated"
    verdict: dict[str, Any]


def verdict(decision: str, layers: list[str], *categories: str) -> Moderated:
    findings = [{"category": c, "evidence": "…", "layer": layers[-1], "confidence": 1.0}
                for c in categories]
    return Moderated({"decision": decision, "layers": layers, "findings": findings,
                      "categories": list(categories), "reason": "", "notes": []})


def test_replies_are_counted_by_decision_layer_and_category() -> None:
    metrics = PrometheusMetrics(CATALOG)
    EventMetrics(metrics)([
        verdict("allow", ["patterns"]),
        verdict("allow", ["patterns", "judge"]),
        verdict("withhold", ["patterns"], "self_harm_method"),
        verdict("withhold", ["patterns", "judge"], "diagnosis", "contact_request"),
    ])
    total = "heartrule_replies_moderated_total"
    assert sample(metrics, total, decision="allow", layer="patterns") == 1
    assert sample(metrics, total, decision="allow", layer="judge") == 1
    assert sample(metrics, total, decision="withhold", layer="judge") == 1
    found = "heartrule_reply_findings_total"
    assert sample(metrics, found, category="self_harm_method", layer="patterns") == 1
    assert sample(metrics, found, category="contact_request", layer="judge") == 1
