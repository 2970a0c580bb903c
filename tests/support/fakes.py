"""Hand-written fakes for the ports (no mock.patch): each stands for an external service."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

from application.llm.port import LLMError, LLMRequest, LLMResponse

Answer = str | dict[str, Any] | LLMError | Callable[[LLMRequest], "str | dict[str, Any]"]


class ScriptedLLM:
    """Returns queued answers in order (dicts are sent as JSON); records every request.

    When the queue is empty it falls back to ``default`` if one was given, else fails loudly.
    """

    def __init__(self, *answers: Answer, default: Answer | None = None, delay_s: float = 0.0):
        self.answers: list[Answer] = list(answers)
        self.default = default
        self.delay_s = delay_s
        self.requests: list[LLMRequest] = []

    def queue(self, *answers: Answer) -> None:
        self.answers.extend(answers)

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.requests.append(request)
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        answer = self.answers.pop(0) if self.answers else self.default
        if answer is None:
            raise AssertionError(f"ScriptedLLM has no answer left for {request.purpose!r}")
        if isinstance(answer, LLMError):
            raise answer
        if callable(answer):
            answer = answer(request)
        text = answer if isinstance(answer, str) else json.dumps(answer, ensure_ascii=False)
        return LLMResponse(text=text, model="scripted", latency_ms=1.0)


class FixedClock:
    """A clock that moves only when told to."""

    def __init__(self, start: datetime | None = None) -> None:
        self.current = start or datetime(2025, 1, 20, 10, 30, tzinfo=UTC)

    def now(self) -> datetime:
        return self.current

    def advance(self, seconds: float) -> None:
        self.current += timedelta(seconds=seconds)


class SequentialIds:
    """Predictable UUIDs: 00000000-0000-0000-0000-000000000001, ...2, ..."""

    def __init__(self) -> None:
        self.count = 0

    def new_id(self) -> UUID:
        self.count += 1
        return UUID(int=self.count)
