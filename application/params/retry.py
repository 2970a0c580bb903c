"""Calling the model with the retry rules of spec 003 §8.3.

Retried: HTTP 429, 5xx and timeouts, at most twice, after 100 ms then 200 ms. Not retried: any
other 4xx, answers that do not parse, missing parameters (those are answers, not failures).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from application.llm.port import LLMError, LLMPort, LLMRequest, LLMResponse
from application.llm.structured import LLMCall

Sleep = Callable[[float], Awaitable[None]]


@dataclass(frozen=True)
class RetryPolicy:
    """How long to wait before each retry, and how long one attempt may take."""

    backoffs_s: tuple[float, ...] = (0.1, 0.2)
    attempt_timeout_s: float = 30.0

    @staticmethod
    def retryable(error: LLMError) -> bool:
        if error.status is None:
            return error.retryable  # a timeout or a broken connection
        return error.status == 429 or 500 <= error.status <= 599


@dataclass(frozen=True)
class Completion:
    """The answer, if any, and one call record per attempt."""

    response: LLMResponse | None
    calls: tuple[LLMCall, ...]

    @property
    def error(self) -> str | None:
        return None if self.response else self.calls[-1].error


async def complete_with_retries(
    llm: LLMPort, request: LLMRequest, policy: RetryPolicy, sleep: Sleep = asyncio.sleep
) -> Completion:
    calls: list[LLMCall] = []
    backoffs = iter(policy.backoffs_s)
    while True:
        response, call, retry = await _attempt(llm, request, policy, len(calls) + 1)
        calls.append(call)
        backoff = next(backoffs, None)
        if response is not None or not retry or backoff is None:
            return Completion(response, tuple(calls))
        await sleep(backoff)


async def _attempt(
    llm: LLMPort, request: LLMRequest, policy: RetryPolicy, attempt: int
) -> tuple[LLMResponse | None, LLMCall, bool]:
    started = time.perf_counter()
    try:
        response = await asyncio.wait_for(llm.complete(request), policy.attempt_timeout_s)
    except TimeoutError:
        error = LLMError(f"timed out after {policy.attempt_timeout_s} s", retryable=True)
    except LLMError as exc:
        error = exc
    else:
        return response, _record(request, attempt, response, None, started), False
    return None, _record(request, attempt, None, error, started), policy.retryable(error)


def _record(
    request: LLMRequest,
    attempt: int,
    response: LLMResponse | None,
    error: LLMError | None,
    started: float,
) -> LLMCall:
    latency_ms = (time.perf_counter() - started) * 1000
    described = None if error is None else _describe(error)
    return LLMCall(
        purpose=request.purpose,
        template_id=request.purpose,
        prompt=request.prompt_text,
        raw_response=response.text if response else None,
        parsed=None,
        model=response.model if response else (error.model if error else ""),
        temperature=request.temperature,
        latency_ms=latency_ms,
        attempt=attempt,
        error=described,
        transport_attempts=response.attempts if response else (error.attempts if error else 1),
    )


def _describe(error: LLMError) -> str:
    status = f"HTTP {error.status}: " if error.status is not None else ""
    return f"{status}{error}"
