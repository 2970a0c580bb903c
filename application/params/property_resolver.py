"""Resolve one logic property: code first, the model for the rest, then every rule of §7."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, replace
from typing import Any
from zoneinfo import ZoneInfo

from application.llm.port import LLMPort
from application.llm.structured import LLMCall
from application.params.answers import Answer, AnswerRejectedError, read_answer
from application.params.ports import OperatorSchemaSource, OperatorSchemaUnavailableError
from application.params.prompts import PromptInputs, build_request
from application.params.retry import Completion, RetryPolicy, Sleep, complete_with_retries
from domain.params.asks import ask_for
from domain.params.context import AdditionalContext
from domain.params.definitions import LogicPropertyDef
from domain.params.layers import MODEL, Layer, from_context, from_defaults, from_query, merge
from domain.params.missing import MissingParams
from domain.params.schema_hints import parameter_hints
from domain.params.validation import Checked, check, typed_values


@dataclass(frozen=True)
class SharedInputs:
    """What every property of one request shares (spec 003 §8.1.1)."""

    query: str
    context: AdditionalContext
    now_ms: int
    timezone: str
    unique_identities: list[dict[str, Any]]

    @property
    def tz(self) -> ZoneInfo:
        return ZoneInfo(self.timezone)


@dataclass(frozen=True)
class PropertyOutcome:
    """The parameters of one property, or what it is missing; and how that was found."""

    name: str
    params: dict[str, Any] | None
    missing: MissingParams | None
    sources: dict[str, str] = field(default_factory=dict)
    calls: tuple[LLMCall, ...] = ()
    problems: dict[str, str] = field(default_factory=dict)
    reason: str = ""
    time_expression: str = ""
    schema_note: str = ""


class PropertyResolver:
    """Resolves one property at a time; the service runs several under a semaphore."""

    def __init__(
        self,
        llm: LLMPort,
        schemas: OperatorSchemaSource,
        policy: RetryPolicy,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._llm = llm
        self._schemas = schemas
        self._policy = policy
        self._sleep = sleep

    async def resolve(
        self, prop: LogicPropertyDef, shared: SharedInputs, schema: dict[str, Any] | None
    ) -> PropertyOutcome:
        hints, schema_note = await self._hints(prop, schema)
        query = from_query(prop, shared.query, shared.now_ms, shared.tz)
        known = merge(from_context(prop, shared.context), query)
        checked = check(prop, known.values)
        if checked.complete:
            return _resolved(
                prop, known, checked, (), query.note, "resolved in code, no model call"
            )
        inputs = PromptInputs(
            prop,
            shared.query,
            shared.context,
            shared.now_ms,
            shared.timezone,
            shared.unique_identities,
            known,
            hints,
        )
        completion = await complete_with_retries(
            self._llm, build_request(inputs), self._policy, self._sleep
        )
        outcome = _from_completion(prop, known, from_defaults(prop, hints), completion)
        return replace(outcome, time_expression=query.note, schema_note=schema_note)

    async def _hints(
        self, prop: LogicPropertyDef, schema: dict[str, Any] | None
    ) -> tuple[dict[str, dict[str, Any]], str]:
        note = "schema from the request" if schema else ""
        if schema is None and prop.operator_id:
            try:
                schema = await self._schemas.schema_for(prop.operator_id)
                note = f"schema of operator {prop.operator_id}" if schema else "no schema found"
            except OperatorSchemaUnavailableError as exc:
                note = f"schema unavailable, resolved without it: {exc}"
        names = [p.name for p in prop.input_parameters]
        return (parameter_hints(schema, names) if schema else {}), note


def _from_completion(
    prop: LogicPropertyDef, known: Layer, defaults: Layer, completion: Completion
) -> PropertyOutcome:
    if completion.response is None:
        return _failed(prop, known, completion.calls, f"the model failed: {completion.error}")
    try:
        answer = read_answer(completion.response.text, prop)
    except AnswerRejectedError as exc:
        calls = _annotate_last(completion.calls, None, str(exc))
        return _failed(prop, known, calls, f"the answer was rejected: {exc}")
    calls = _annotate_last(completion.calls, _parsed(prop, answer), None)
    values, problems = typed_values(prop, answer.values)
    model = Layer(values, dict.fromkeys(values, MODEL), problems)
    final = merge(known, model, defaults)
    checked = check(prop, final.values)
    if checked.complete:
        return _resolved(prop, final, checked, calls, "", "resolved with the model")
    return _missing(prop, checked, answer, calls, final.problems)


def _resolved(
    prop: LogicPropertyDef,
    layer: Layer,
    checked: Checked,
    calls: tuple[LLMCall, ...],
    time_expression: str,
    reason: str,
) -> PropertyOutcome:
    sources = {name: layer.sources.get(name, "inferred") for name in checked.params}
    return PropertyOutcome(
        prop.name, checked.params, None, sources, calls, layer.problems, reason, time_expression
    )


def _missing(
    prop: LogicPropertyDef,
    checked: Checked,
    answer: Answer,
    calls: tuple[LLMCall, ...],
    problems: dict[str, str],
) -> PropertyOutcome:
    agreed = answer.is_error and set(answer.missing) == set(checked.missing)
    ask = answer.ask if agreed else ask_for(prop, checked.missing, set(checked.problems))
    reason = "the model reported missing parameters" if answer.is_error else "incomplete answer"
    missing = MissingParams(prop.name, checked.missing, ask)
    all_problems = {**problems, **checked.problems}
    return PropertyOutcome(prop.name, None, missing, {}, calls, all_problems, reason)


def _failed(
    prop: LogicPropertyDef, known: Layer, calls: tuple[LLMCall, ...], reason: str
) -> PropertyOutcome:
    """A failed model call or a rejected answer: everything code could not resolve is missing."""
    checked = check(prop, known.values)
    ask = ask_for(prop, checked.missing, set())
    missing = MissingParams(prop.name, checked.missing, ask)
    return PropertyOutcome(prop.name, None, missing, {}, calls, known.problems, reason)


def _parsed(prop: LogicPropertyDef, answer: Answer) -> dict[str, Any]:
    if answer.is_error:
        return {"missing": list(answer.missing), "ask": answer.ask}
    return {prop.name: answer.values}


def _annotate_last(
    calls: tuple[LLMCall, ...], parsed: dict[str, Any] | None, error: str | None
) -> tuple[LLMCall, ...]:
    return (*calls[:-1], replace(calls[-1], parsed=parsed, error=error))
