"""The metrics port: Prometheus text from specs, model calls by purpose and status, and the
safety facts of each save counted from its events."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import pytest

from application.event_metrics import EventMetrics
from application.llm.instrumented import InstrumentedLLM
from application.llm.port import ChatMessage, LLMError, LLMRequest
from application.metrics import (
    CATALOG,
    LLM_CALLS,
    RISK_ROUTE_CHANGES,
    SAFETY_SCRIPTS,
    TURN_SECONDS,
    TURNS,
    MetricSpec,
    timed,
)
from infrastructure.metrics.prometheus import PrometheusMetrics
from infrastructure.settings import ROOT
from tests.support.fakes import ScriptedLLM


def sample(metrics: PrometheusMetrics, name: str, **labels: str) -> float | None:
    return metrics.registry.get_sample_value(name, labels)


def request(purpose: str) -> LLMRequest:
    return LLMRequest(messages=(ChatMessage("user", "hi"),), purpose=purpose)


def test_a_catalog_metric_is_exposed_before_it_is_first_counted() -> None:
    metrics = PrometheusMetrics([SAFETY_SCRIPTS])
    assert b"heartrule_safety_scripts_served_total 0.0" in metrics.exposition()


def test_a_metric_another_context_declares_is_made_on_first_use() -> None:
    metrics = PrometheusMetrics()
    flags = MetricSpec("heartrule_test_flags_total", "flags", "counter", ("category",))
    metrics.count(flags, category="self_harm")
    metrics.count(flags, 2, category="self_harm")
    assert sample(metrics, "heartrule_test_flags_total", category="self_harm") == 3


def test_a_label_the_spec_does_not_declare_is_refused() -> None:
    with pytest.raises(ValueError):
        PrometheusMetrics().count(TURNS, status="ok")


def test_a_timed_block_that_raises_counts_as_error() -> None:
    metrics = PrometheusMetrics()
    with pytest.raises(RuntimeError), timed(metrics, TURNS, TURN_SECONDS) as outcome:
        raise RuntimeError("store down")
    assert outcome.value == "error"
    assert sample(metrics, "heartrule_turns_total", outcome="error") == 1
    assert sample(metrics, "heartrule_turn_seconds_count", outcome="error") == 1


@pytest.mark.anyio
async def test_model_calls_are_counted_by_purpose_and_status_with_their_latency() -> None:
    metrics = PrometheusMetrics()
    refusal = LLMError("server error", status=503)
    llm = InstrumentedLLM(ScriptedLLM("ok", refusal, LLMError("timeout")), metrics)
    await llm.complete(request("ai_say.mainline_a"))
    for _ in range(2):
        with pytest.raises(LLMError):
            await llm.complete(request("evaluation.judge"))
    labels = {"purpose": "evaluation.judge"}
    assert sample(metrics, "heartrule_llm_calls_total", purpose="ai_say.mainline_a", status="ok")
    assert sample(metrics, "heartrule_llm_calls_total", **labels, status="http_503") == 1
    assert sample(metrics, "heartrule_llm_calls_total", **labels, status="error") == 1
    assert sample(metrics, "heartrule_llm_call_seconds_count", **labels, status="error") == 1
    assert LLM_CALLS.labels == ("purpose", "status")


@dataclass
class Established:
    TOPIC = "heartrule.risk:RiskRoute.RouteEstablished"
    route: str


@dataclass
class Upgraded:
    TOPIC = "heartrule.risk:RiskRoute.RouteUpgraded"
    to_route: str


@dataclass
class Sent:
    TOPIC = "heartrule.conversation:Session.AssistantMessageSent"
    source: str


@dataclass
class Called:
    TOPIC = "heartrule.conversation:ActionRun.LLMCallRecorded"
    call: dict[str, object]


def test_route_changes_and_safety_scripts_are_counted_from_the_saved_events() -> None:
    metrics = PrometheusMetrics([RISK_ROUTE_CHANGES, SAFETY_SCRIPTS])
    observe = EventMetrics(metrics)
    observe([Established("low"), Sent("llm")])
    observe([Called({"purpose": "ai_say.mainline_a", "json_repaired": True})])
    observe([Called({"purpose": "ai_say.mainline_a", "json_repaired": False})])
    observe([Upgraded("high"), Sent("safety_script"), Sent("safety_script")])
    name = "heartrule_risk_route_changes_total"
    assert sample(metrics, name, level="low", change="established") == 1
    assert sample(metrics, name, level="high", change="upgraded") == 1
    assert sample(metrics, "heartrule_safety_scripts_served_total") == 2
    repairs = "heartrule_llm_json_repairs_total"
    assert sample(metrics, repairs, purpose="ai_say.mainline_a") == 1


def test_the_grafana_dashboard_charts_every_catalog_metric_and_no_other() -> None:
    dashboard = json.loads((ROOT / "docs" / "grafana-dashboard.json").read_text("utf-8"))
    queries = " ".join(t["expr"] for p in dashboard["panels"] for t in p["targets"])
    charted = set(re.findall(r"heartrule_[a-z_]+", queries))
    exported = {m.name for m in CATALOG}
    suffixes = ("_bucket", "_count", "_sum")
    assert {name.removesuffix(s) for name in charted for s in suffixes if name.endswith(s)} | {
        name for name in charted if not name.endswith(suffixes)
    } == exported
