"""The benchmarks' slow fake model waits without threads and counts its overlap."""

from __future__ import annotations

import anyio
import pytest

from application.llm.port import ChatMessage, LLMRequest
from benchmarks.support import SlowLLM, offline_answers

pytestmark = pytest.mark.anyio


def request(purpose: str = "test.echo") -> LLMRequest:
    return LLMRequest(messages=(ChatMessage("user", "hi"),), purpose=purpose)


async def test_a_hundred_slow_calls_overlap_and_are_all_in_flight_at_once() -> None:
    llm = SlowLLM(0.1, lambda r: r.purpose)
    async with anyio.create_task_group() as group:
        for _ in range(100):
            group.start_soon(llm.complete, request())
    assert (llm.calls, llm.max_in_flight, llm.in_flight) == (100, 100, 0)  # all at once


async def test_offline_answers_serve_every_registered_prompt_kind() -> None:
    llm = SlowLLM(0.0, offline_answers())
    response = await llm.complete(request("strategy.generation"))
    assert "strategyPrompt" in response.text
    assert response.model == "slow-fake-0ms"
