"""One plain-text completion recorded as an :class:`LLMCall`, success or failure."""

from __future__ import annotations

import time

from application.llm.port import LLMError, LLMPort, LLMRequest
from application.llm.structured import LLMCall


def _call(
    request: LLMRequest, template_id: str, raw: str | None, model: str, latency_ms: float,
    error: str | None,
) -> LLMCall:
    return LLMCall(
        purpose=request.purpose, template_id=template_id, prompt=request.prompt_text,
        raw_response=raw, parsed=None, model=model, temperature=request.temperature,
        latency_ms=latency_ms, attempt=1, error=error,
    )


async def complete_text(
    llm: LLMPort, request: LLMRequest, template_id: str
) -> tuple[str | None, LLMCall]:
    """The model's text, or None when it failed or answered blank; the call either way."""
    started = time.perf_counter()
    try:
        response = await llm.complete(request)
    except LLMError as exc:
        elapsed = exc.latency_ms or (time.perf_counter() - started) * 1000
        return None, _call(request, template_id, None, exc.model, elapsed, str(exc))
    text = response.text.strip()
    error = None if text else "the model answered with blank text"
    call = _call(request, template_id, response.text, response.model, response.latency_ms, error)
    return text or None, call
