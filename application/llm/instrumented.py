"""A model that counts and times every call of the model it wraps, by purpose and status."""

from __future__ import annotations

import time

from application.llm.circuit import CircuitOpenError
from application.llm.port import LLMError, LLMPort, LLMRequest, LLMResponse
from application.metrics import LLM_CALLS, LLM_SECONDS, Metrics


def call_status(error: LLMError | None) -> str:
    """``ok``, ``circuit_open``, ``http_<status>`` when the server answered with an error,
    else ``error``."""
    if error is None:
        return "ok"
    if isinstance(error, CircuitOpenError):
        return "circuit_open"
    return f"http_{error.status}" if error.status else "error"


class InstrumentedLLM:
    """Counts ``heartrule_llm_calls_total`` and times ``heartrule_llm_call_seconds``."""

    def __init__(self, llm: LLMPort, metrics: Metrics) -> None:
        self._llm = llm
        self._metrics = metrics

    async def complete(self, request: LLMRequest) -> LLMResponse:
        started = time.perf_counter()
        try:
            response = await self._llm.complete(request)
        except LLMError as exc:
            self._record(request.purpose, call_status(exc), started)
            raise
        except Exception:
            self._record(request.purpose, "error", started)
            raise
        self._record(request.purpose, "ok", started)
        return response

    def _record(self, purpose: str, status: str, started: float) -> None:
        elapsed = time.perf_counter() - started
        self._metrics.count(LLM_CALLS, purpose=purpose, status=status)
        self._metrics.observe(LLM_SECONDS, elapsed, purpose=purpose, status=status)
