"""The metrics port: application code counts and times what operators watch (ADR 0142).

A context declares its metrics as :class:`MetricSpec` constants beside the code that counts
them and calls ``metrics.count(SPEC, label=value)``; the adapter (Prometheus in production)
turns every spec into one collector. Label values must stay few: an outcome, a purpose, a
level — never an id or user text.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Literal, Protocol

MetricKind = Literal["counter", "histogram", "gauge"]


@dataclass(frozen=True)
class MetricSpec:
    """One metric: its exported name, help text, kind and label names."""

    name: str
    help: str
    kind: MetricKind
    labels: tuple[str, ...] = ()


class Metrics(Protocol):
    """Where application code reports counts, durations and levels."""

    def count(self, metric: MetricSpec, amount: float = 1.0, **labels: str) -> None: ...

    def observe(self, metric: MetricSpec, value: float, **labels: str) -> None: ...

    def set(self, metric: MetricSpec, value: float, **labels: str) -> None: ...


class NoMetrics:
    """Counts nothing: for code built without an operator watching (tests, one-off tools)."""

    def count(self, metric: MetricSpec, amount: float = 1.0, **labels: str) -> None:
        return None

    def observe(self, metric: MetricSpec, value: float, **labels: str) -> None:
        return None

    def set(self, metric: MetricSpec, value: float, **labels: str) -> None:
        return None


@dataclass
class Outcome:
    """The label a timed block ends with; the block sets ``value`` before it leaves."""

    value: str = "error"


@contextmanager
def timed(metrics: Metrics, total: MetricSpec, seconds: MetricSpec) -> Iterator[Outcome]:
    """Count one event in ``total`` and its duration in ``seconds``, by the outcome it set.

    A block that raises before setting the outcome is counted as ``error``.
    """
    outcome = Outcome()
    started = time.perf_counter()
    try:
        yield outcome
    finally:
        elapsed = time.perf_counter() - started
        metrics.count(total, outcome=outcome.value)
        metrics.observe(seconds, elapsed, outcome=outcome.value)


TURNS = MetricSpec(
    "heartrule_turns_total", "User messages handled, by outcome", "counter", ("outcome",)
)
TURN_SECONDS = MetricSpec(
    "heartrule_turn_seconds", "Time to answer a user message, by outcome", "histogram", ("outcome",)
)
LLM_CALLS = MetricSpec(
    "heartrule_llm_calls_total",
    "Model calls by purpose (prompt kind) and status",
    "counter",
    ("purpose", "status"),
)
LLM_SECONDS = MetricSpec(
    "heartrule_llm_call_seconds",
    "Model call latency by purpose and status",
    "histogram",
    ("purpose", "status"),
)
RISK_ROUTE_CHANGES = MetricSpec(
    "heartrule_risk_route_changes_total",
    "Risk routes established or upgraded, by the route reached",
    "counter",
    ("level", "change"),
)
SAFETY_SCRIPTS = MetricSpec(
    "heartrule_safety_scripts_served_total", "Reviewed safety scripts sent to users", "counter"
)
TEMPLATE_CACHE = MetricSpec(
    "heartrule_template_cache_total", "Prompt template lookups, hit or miss", "counter", ("result",)
)
READ_MODEL_LAG = MetricSpec(
    "heartrule_read_model_lag_events",
    "Events in the log not yet applied to a read model",
    "gauge",
    ("view",),
)
RELAY_LAG = MetricSpec(
    "heartrule_relay_lag_events", "Events in the log not yet published to Kafka", "gauge"
)
HTTP_REQUESTS = MetricSpec(
    "heartrule_http_requests_total",
    "HTTP requests by route template, method and status",
    "counter",
    ("route", "method", "status"),
)
HTTP_SECONDS = MetricSpec(
    "heartrule_http_request_seconds",
    "HTTP request latency by route template and method",
    "histogram",
    ("route", "method"),
)
CIRCUIT_STATE = MetricSpec(
    "heartrule_circuit_state",
    "Circuit breaker state per dependency: 0 closed, 1 half-open, 2 open",
    "gauge",
    ("dependency",),
)
CIRCUIT_REJECTIONS = MetricSpec(
    "heartrule_circuit_rejections_total",
    "Calls answered at once because the dependency's circuit was open",
    "counter",
    ("dependency",),
)
JSON_REPAIRS = MetricSpec(
    "heartrule_llm_json_repairs_total",
    "Model answers of a turn whose malformed JSON was repaired instead of asking again",
    "counter",
    ("purpose",),
)

REPLIES_MODERATED = MetricSpec(
    "heartrule_replies_moderated_total",
    "Model replies moderated, by decision (allow, rewrite, withhold) and the last layer that spoke",
    "counter",
    ("decision", "layer"),
)
REPLY_FINDINGS = MetricSpec(
    "heartrule_reply_findings_total",
    "Categories found in model replies kept from the user, by category and layer",
    "counter",
    ("category", "layer"),
)

CATALOG: tuple[MetricSpec, ...] = (
    TURNS,
    TURN_SECONDS,
    LLM_CALLS,
    LLM_SECONDS,
    RISK_ROUTE_CHANGES,
    SAFETY_SCRIPTS,
    TEMPLATE_CACHE,
    READ_MODEL_LAG,
    RELAY_LAG,
    HTTP_REQUESTS,
    HTTP_SECONDS,
    CIRCUIT_STATE,
    CIRCUIT_REJECTIONS,
    JSON_REPAIRS,
    REPLIES_MODERATED,
    REPLY_FINDINGS,
)
