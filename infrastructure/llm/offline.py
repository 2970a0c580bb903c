"""The embedded default model: rule-based, deterministic, no network, and honest about it.

It answers each prompt kind of the product from the request's ``facts`` through a responder
registered for that ``purpose``; a purpose with no responder is an :class:`LLMError`, never a
made-up answer.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping

from application.llm.port import LLMError, LLMRequest, LLMResponse, TokenUsage

Responder = Callable[[LLMRequest], str]

OFFLINE_MODEL = "heartrule-offline"
OFFLINE_NOTICE = "（离线模型 · offline model）"


class OfflineLLM:
    """Answers every prompt kind of this product without a network."""

    def __init__(self, responders: Mapping[str, Responder], *, latency_s: float = 0.0) -> None:
        self._responders = dict(responders)
        self._latency_s = latency_s

    async def complete(self, request: LLMRequest) -> LLMResponse:
        started = time.perf_counter()
        responder = self._responders.get(request.purpose)
        if responder is None:
            raise LLMError(
                f"the offline model has no answer for prompt kind '{request.purpose}'",
                model=OFFLINE_MODEL,
            )
        if self._latency_s:
            await asyncio.sleep(self._latency_s)
        text = responder(request)
        return LLMResponse(
            text=text,
            model=OFFLINE_MODEL,
            latency_ms=(time.perf_counter() - started) * 1000,
            usage=TokenUsage(len(request.prompt_text) // 4, len(text) // 4),
        )
