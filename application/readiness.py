"""Is this process ready for traffic: store reachable, read models close to the log, broker up.

``/ready`` answers without a key, so a failing check says what failed, never where: the store's
or the broker's own error (hosts, ports, users, paths) goes to the log only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import structlog

from application.event_store import EventStore
from application.metrics import READ_MODEL_LAG, RELAY_LAG, Metrics
from application.projections.runner import ProjectionRunner

log = structlog.get_logger("heartrule.readiness")


@dataclass(frozen=True)
class Check:
    """One readiness check: its name, whether it passed, and what was seen."""

    name: str
    ok: bool
    detail: str


@dataclass(frozen=True)
class Readiness:
    """Every check; ready only when all passed."""

    checks: list[Check] = field(default_factory=list)

    @property
    def ready(self) -> bool:
        return all(check.ok for check in self.checks)


@dataclass
class ReadinessProbe:
    """Runs the checks and publishes the lags it measured as gauges."""

    store: EventStore
    projections: ProjectionRunner
    metrics: Metrics
    max_read_model_lag: int
    relay_position: Callable[[], int] | None = None
    broker_reachable: Callable[[], str | None] | None = None

    def check(self) -> Readiness:
        try:
            last = self.store.last_position()
        except Exception as exc:
            log.warning("ready_store_unreachable", error=f"{type(exc).__name__}: {exc}")
            return Readiness([Check("store", False, "unreachable (the log says why)")])
        checks = [Check("store", True, f"log at position {last}"), self._read_models(last)]
        if self.relay_position is not None:
            self.metrics.set(RELAY_LAG, max(0, last - self.relay_position()))
        if self.broker_reachable is not None:
            problem = self.broker_reachable()
            checks.append(Check("broker", problem is None, problem or "reachable"))
        return Readiness(checks)

    def _read_models(self, last: int) -> Check:
        lags = {
            projection.name: max(0, last - self.projections.views.position(projection.name))
            for projection in self.projections.projections
        }
        for view, lag in lags.items():
            self.metrics.set(READ_MODEL_LAG, lag, view=view)
        worst = max(lags.values(), default=0)
        detail = f"at most {worst} events behind (limit {self.max_read_model_lag})"
        return Check("read_models", worst <= self.max_read_model_lag, detail)
