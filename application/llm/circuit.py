"""A model behind a circuit breaker: while it is down, calls fail at once instead of waiting."""

from __future__ import annotations

import asyncio

from application.circuit import CircuitBreaker
from application.llm.port import LLMError, LLMPort, LLMRequest, LLMResponse


class CircuitOpenError(LLMError):
    """The model's circuit is open: it failed repeatedly and is not being called for now."""


def is_outage(error: LLMError) -> bool:
    """Failures that say the model is down or overloaded, not that this request was wrong."""
    return error.status is None or error.status == 429 or error.status >= 500


class CircuitBreakingLLM:
    """Refuses at once while the breaker is open; counts outages, not a request's own 4xx."""

    def __init__(self, llm: LLMPort, breaker: CircuitBreaker) -> None:
        self._llm = llm
        self._breaker = breaker

    async def complete(self, request: LLMRequest) -> LLMResponse:
        if not self._breaker.allow():
            raise CircuitOpenError(
                "the model is not being called: its circuit is open after repeated failures",
                retryable=False,
            )
        try:
            response = await self._llm.complete(request)
        except LLMError as exc:
            if is_outage(exc):
                self._breaker.failed()
            else:
                self._breaker.succeeded()
            raise
        except (Exception, asyncio.CancelledError):
            # a call cut by the turn's budget is cancelled: a model that hangs is an outage,
            # and a cut half-open probe must open the circuit again, not hold it half-open
            self._breaker.failed()
            raise
        self._breaker.succeeded()
        return response
