"""A time budget per turn: every model call made inside a turn ends by the turn's deadline.

The conversation service opens the budget (``turn_budget``) after the risk screen, with the
deadline counted from the start of the turn; ``BudgetedLLM`` cuts a call at that deadline with
TurnBudgetSpentError, an LLMError, so every caller's own fallback answers (the script's fixed
fallback reply, the risk agents' static texts) and the call is recorded as failed. The cut is
told from a failure where it is caught (``StructuredOutcome.budget_spent``), never by reading the
clock again. Calls made outside a turn (evaluations, params) are not bounded by it. See
docs/adr/0163.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from application.llm.port import LLMError, LLMPort, LLMRequest, LLMResponse

_deadline: ContextVar[float | None] = ContextVar("heartrule_turn_deadline", default=None)


class TurnBudgetSpentError(LLMError):
    """The turn's time budget ran out before the model answered."""


@contextmanager
def turn_budget(seconds: float | None, *, started: float | None = None) -> Iterator[None]:
    """Model calls inside end by ``started + seconds`` (monotonic clock); None: no bound."""
    deadline = None if seconds is None else (started or time.monotonic()) + seconds
    token = _deadline.set(deadline)
    try:
        yield
    finally:
        _deadline.reset(token)


def remaining_s() -> float | None:
    """Seconds left in the current turn's budget; None outside a turn."""
    deadline = _deadline.get()
    return None if deadline is None else deadline - time.monotonic()


class BudgetedLLM:
    """Wraps a model so a call inside a turn never outlasts the turn's budget."""

    def __init__(self, inner: LLMPort) -> None:
        self.inner = inner

    async def complete(self, request: LLMRequest) -> LLMResponse:
        remaining = remaining_s()
        if remaining is None:
            return await self.inner.complete(request)
        if remaining <= 0:
            raise TurnBudgetSpentError("the turn's time budget was spent before this call")
        try:
            async with asyncio.timeout(remaining):
                return await self.inner.complete(request)
        except TimeoutError:
            raise TurnBudgetSpentError(
                f"no answer within the turn's time budget ({remaining:.1f} s left)",
                latency_ms=remaining * 1000,
                retryable=True,
            ) from None
