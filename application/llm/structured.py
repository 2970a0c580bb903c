"""Structured answers: ask, parse, validate against the prompt kind's model, repair once.

Malformed JSON that json-repair mends is used without asking again, and the call says so
(``json_repaired``); an answer cut off mid-object is refused and asked again (ADR 0147).

Every attempt becomes an :class:`LLMCall` so the caller can record it as an event before the
answer changes any state (DESIGN §2, rule 1).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from application.llm.budget import TurnBudgetSpentError
from application.llm.json_extraction import NoJSONFoundError, extract_json
from application.llm.json_repair import TruncatedJSONError, repaired_json
from application.llm.port import ChatMessage, LLMError, LLMPort, LLMRequest, LLMResponse
from domain.shared.frozen import one_write

T = TypeVar("T", bound=BaseModel)


@one_write
@dataclass(frozen=True)
class LLMCall:
    """One call to a model as an audit sees it (the spec's LLMDebugInfo)."""

    purpose: str
    template_id: str | None
    prompt: str
    raw_response: str | None
    parsed: dict[str, Any] | None
    model: str
    temperature: float
    latency_ms: float
    attempt: int
    error: str | None
    transport_attempts: int = 1
    json_repaired: bool = False

    def as_payload(self) -> dict[str, Any]:
        """A JSON-safe dict, the shape stored in ``LLMCallRecorded`` events."""
        return {
            "purpose": self.purpose,
            "template_id": self.template_id,
            "prompt": self.prompt,
            "raw_response": self.raw_response,
            "parsed": self.parsed,
            "model": self.model,
            "temperature": self.temperature,
            "latency_ms": round(self.latency_ms, 3),
            "attempt": self.attempt,
            "transport_attempts": self.transport_attempts,
            "error": self.error,
            "json_repaired": self.json_repaired,
        }


@one_write
@dataclass(frozen=True)
class StructuredOutcome(Generic[T]):
    """The validated answer, or the error that stopped it, with every call made on the way."""

    value: T | None
    calls: tuple[LLMCall, ...]
    error: str | None = None
    budget_spent: bool = False
    """The turn's time budget cut the last call (``TurnBudgetSpentError``): told where the
    timeout was caught, never by reading the clock again (an event loop's timer may fire a few
    milliseconds before the clock reaches the deadline: uvloop's cached clock, ADR 0288)."""

    @property
    def ok(self) -> bool:
        return self.value is not None


REPAIR_INSTRUCTION = (
    "Your previous answer could not be used: {error}. "
    "Reply again with only one JSON object that matches the required format, and nothing else."
)


async def complete_structured(
    llm: LLMPort,
    request: LLMRequest,
    schema: type[T],
    *,
    template_id: str | None = None,
    repair: bool = True,
) -> StructuredOutcome[T]:
    """Ask for a JSON answer shaped like ``schema``; one repair round-trip unless ``repair=False``.

    A request without ``json_schema`` gets the schema of ``schema``, so adapters that support
    structured outputs can ask the server for it.
    """
    calls: list[LLMCall] = []
    request = with_schema_of(request, schema)
    current = request
    spent = False
    for attempt in (1, 2) if repair else (1,):
        value, call, spent = await _attempt(llm, current, schema, template_id, attempt)
        calls.append(call)
        if value is not None:
            return StructuredOutcome(value=value, calls=tuple(calls))
        if call.raw_response is None:
            break  # the transport failed (or the budget cut it): a repair prompt would not help
        current = _with_repair(request, call)
    return StructuredOutcome(None, tuple(calls), calls[-1].error, budget_spent=spent)


async def _attempt(
    llm: LLMPort, request: LLMRequest, schema: type[T], template_id: str | None, attempt: int
) -> tuple[T | None, LLMCall, bool]:
    """The answer or None, the call as recorded, and whether the turn's budget cut it."""
    started = time.perf_counter()
    try:
        response = await llm.complete(request)
    except LLMError as exc:
        elapsed = exc.latency_ms or (time.perf_counter() - started) * 1000
        call = _call(
            request, template_id, attempt, None, None, exc.model, elapsed, str(exc), exc.attempts
        )
        return None, call, isinstance(exc, TurnBudgetSpentError)
    repaired = False
    try:
        try:
            found = extract_json(response.text)
        except NoJSONFoundError:
            found = repaired_json(response.text)
            if found is None:
                raise
            repaired = True
        value = schema.model_validate(found)
    except (NoJSONFoundError, TruncatedJSONError, ValidationError) as exc:
        error = _describe(exc)
        return None, _call_from(request, template_id, attempt, response, None, error), False
    parsed = value.model_dump(mode="json", by_alias=True)  # the names the model was asked for
    return value, _call_from(request, template_id, attempt, response, parsed, None, repaired), False


def _call_from(
    request: LLMRequest,
    template_id: str | None,
    attempt: int,
    response: LLMResponse,
    parsed: dict[str, Any] | None,
    error: str | None,
    json_repaired: bool = False,
) -> LLMCall:
    raw, model, latency = response.text, response.model, response.latency_ms
    return _call(
        request, template_id, attempt, raw, parsed, model, latency, error, response.attempts,
        json_repaired,
    )


def _call(
    request: LLMRequest,
    template_id: str | None,
    attempt: int,
    raw: str | None,
    parsed: dict[str, Any] | None,
    model: str,
    latency_ms: float,
    error: str | None,
    transport_attempts: int = 1,
    json_repaired: bool = False,
) -> LLMCall:
    """The call, built once with every field (not built and then copied by ``replace``)."""
    return LLMCall(
        purpose=request.purpose,
        template_id=template_id,
        prompt=request.prompt_text,
        raw_response=raw,
        parsed=parsed,
        model=model,
        temperature=request.temperature,
        latency_ms=latency_ms,
        attempt=attempt,
        error=error,
        transport_attempts=transport_attempts,
        json_repaired=json_repaired,
    )


def with_schema_of(request: LLMRequest, schema: type[BaseModel]) -> LLMRequest:
    """The request, asking for ``schema``'s JSON schema unless it already names one."""
    if request.json_schema is not None:
        return request
    name = request.schema_name or schema.__name__
    return replace(request, json_schema=schema.model_json_schema(), schema_name=name)


def _with_repair(request: LLMRequest, failed: LLMCall) -> LLMRequest:
    repair_messages = (
        ChatMessage("assistant", failed.raw_response or ""),
        ChatMessage("user", REPAIR_INSTRUCTION.format(error=failed.error)),
    )
    facts = {**request.facts, "repair_of_error": failed.error}
    return replace(request, messages=request.messages + repair_messages, facts=facts)


def _describe(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "(root)"
        return f"field '{where}': {first['msg']} ({exc.error_count()} problem(s))"
    return str(exc)


def json_dumps(value: Any) -> str:
    """Compact JSON that keeps Chinese readable, for prompts and offline answers."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
