"""A slow fake model for benchmarks: a fixed delay per call, answers from a function.

It implements the LLM port, waits with ``asyncio.sleep`` (no thread per call, like a real HTTP
model) and counts calls and the peak number in flight, so a benchmark can report both the wall
time and how much the engine overlapped its calls.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from application.llm.port import LLMRequest, LLMResponse, TokenUsage
from infrastructure.llm.offline_responders import offline_responders

AnswerFn = Callable[[LLMRequest], str]


class SlowLLM:
    """Answers every request after ``delay_s`` seconds with ``answer_fn(request)``."""

    def __init__(self, delay_s: float, answer_fn: AnswerFn) -> None:
        self.delay_s = delay_s
        self.answer_fn = answer_fn
        self.calls = 0
        self.in_flight = 0
        self.max_in_flight = 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        started = time.perf_counter()
        self.calls += 1
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            await asyncio.sleep(self.delay_s)
        finally:
            self.in_flight -= 1
        text = self.answer_fn(request)
        return LLMResponse(
            text=text,
            model=f"slow-fake-{round(self.delay_s * 1000)}ms",
            latency_ms=(time.perf_counter() - started) * 1000,
            usage=TokenUsage(len(request.prompt_text) // 4, len(text) // 4),
        )


def offline_answers() -> AnswerFn:
    """The offline model's answer for each prompt kind: realistic JSON, no network."""
    responders = offline_responders()

    def answer(request: LLMRequest) -> str:
        return responders[request.purpose](request)

    return answer
