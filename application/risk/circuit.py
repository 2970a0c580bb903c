"""A risk scorer behind a circuit breaker: while the classifier is down it is not waited for.

An open circuit is a scoring failure like any other (``RiskScorerError``), so the next scorer
answers and the failure is recorded; it never reads as "no risk" (ADR 0014, 0148).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from application.circuit import CircuitBreaker
from application.risk.ports import RiskScore, RiskScorer, RiskScorerError


class CircuitBreakingRiskScorer:
    """Refuses at once while the breaker is open; every other failure counts towards opening."""

    def __init__(self, scorer: RiskScorer, breaker: CircuitBreaker) -> None:
        self._scorer = scorer
        self._breaker = breaker

    @property
    def name(self) -> str:
        return self._scorer.name

    async def score(self, texts: Sequence[str]) -> RiskScore:
        if not self._breaker.allow():
            raise RiskScorerError("the classifier is not being called: its circuit is open")
        try:
            result = await self._scorer.score(texts)
        except (Exception, asyncio.CancelledError):  # a cancelled probe must not stay half-open
            self._breaker.failed()
            raise
        self._breaker.succeeded()
        return result
