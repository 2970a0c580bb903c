"""A circuit breaker: after K failures in a row a dependency is not called for a while (ADR 0148).

Closed: calls go through; K consecutive failures open it. Open: calls are refused at once until
``reset_after_s`` has passed, then one probe is let through (half-open). The probe's success
closes the circuit; its failure opens it again for another ``reset_after_s``. So an outage costs
one timeout per ``reset_after_s``, not one per call.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import IntEnum

from application.metrics import CIRCUIT_REJECTIONS, CIRCUIT_STATE, Metrics


class CircuitState(IntEnum):
    """The gauge value of each state."""

    CLOSED = 0
    HALF_OPEN = 1
    OPEN = 2


class CircuitBreaker:
    """Counts consecutive failures of one dependency and decides whether to call it."""

    def __init__(
        self,
        dependency: str,
        metrics: Metrics,
        *,
        failures_to_open: int = 5,
        reset_after_s: float = 30.0,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.dependency = dependency
        self._metrics = metrics
        self._failures_to_open = failures_to_open
        self._reset_after_s = reset_after_s
        self._now = monotonic
        self._failures = 0
        self._opened_at = 0.0
        self._probing = False
        self._state = CircuitState.CLOSED
        self._publish()

    @property
    def state(self) -> CircuitState:
        return self._state

    def allow(self) -> bool:
        """Whether to call now; in half-open only the one probe is let through."""
        cooled = self._now() - self._opened_at >= self._reset_after_s
        if self._state is CircuitState.OPEN and cooled:
            self._move(CircuitState.HALF_OPEN)
            self._probing = False
        if self._state is CircuitState.CLOSED:
            return True
        if self._state is CircuitState.HALF_OPEN and not self._probing:
            self._probing = True
            return True
        self._metrics.count(CIRCUIT_REJECTIONS, dependency=self.dependency)
        return False

    def succeeded(self) -> None:
        self._failures = 0
        self._probing = False
        self._move(CircuitState.CLOSED)

    def failed(self) -> None:
        self._failures += 1
        probe_failed = self._state is CircuitState.HALF_OPEN
        if probe_failed or self._failures >= self._failures_to_open:
            self._opened_at = self._now()
            self._probing = False
            self._move(CircuitState.OPEN)

    def _move(self, state: CircuitState) -> None:
        if state is not self._state:
            self._state = state
            self._publish()

    def _publish(self) -> None:
        self._metrics.set(CIRCUIT_STATE, float(self._state), dependency=self.dependency)
