"""The metrics port on prometheus-client: one registry per container, text format on demand."""

from __future__ import annotations

import threading
from collections.abc import Iterable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.metrics import MetricWrapperBase

from application.metrics import MetricSpec

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
_KINDS: dict[str, type[MetricWrapperBase]] = {
    "counter": Counter,
    "histogram": Histogram,
    "gauge": Gauge,
}


class PrometheusMetrics:
    """Collectors made from specs on first use (or up front from a catalog), in own registry."""

    def __init__(self, catalog: Iterable[MetricSpec] = ()) -> None:
        self.registry = CollectorRegistry()
        self._collectors: dict[str, MetricWrapperBase] = {}
        self._children: dict[tuple[str, tuple[tuple[str, str], ...]], MetricWrapperBase] = {}
        self._lock = threading.Lock()
        for spec in catalog:
            self._collector(spec)

    def count(self, metric: MetricSpec, amount: float = 1.0, **labels: str) -> None:
        self._child(metric, labels).inc(amount)  # type: ignore[attr-defined]

    def observe(self, metric: MetricSpec, value: float, **labels: str) -> None:
        self._child(metric, labels).observe(value)  # type: ignore[attr-defined]

    def set(self, metric: MetricSpec, value: float, **labels: str) -> None:
        self._child(metric, labels).set(value)  # type: ignore[attr-defined]

    def exposition(self) -> bytes:
        """Every metric in Prometheus's text format."""
        return generate_latest(self.registry)

    def _child(self, spec: MetricSpec, labels: dict[str, str]) -> MetricWrapperBase:
        """The collector's child for ``labels``, remembered: prometheus-client checks and
        converts the labels and takes a lock on every ``labels()`` call, several a turn (ADR
        0280). A child is never removed, so a remembered one is the one ``labels()`` returns."""
        if not spec.labels:
            return self._collector(spec)
        key = (spec.name, tuple(labels.items()))
        child = self._children.get(key)
        if child is None:
            child = self._collector(spec).labels(**labels)
            self._children[key] = child
        return child

    def _collector(self, spec: MetricSpec) -> MetricWrapperBase:
        collector = self._collectors.get(spec.name)
        if collector is None:
            with self._lock:
                collector = self._collectors.get(spec.name)
                if collector is None:
                    kind = _KINDS[spec.kind]
                    collector = kind(
                        spec.name, spec.help, spec.labels, registry=self.registry
                    )
                    self._collectors[spec.name] = collector
        return collector
