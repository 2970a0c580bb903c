"""Resolve one logic property: code first, the model for the rest, then every rule of §7."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from typing import Any
from zoneinfo import ZoneInfo

from application.llm.port import LLMPort
from application.params.outcomes import PropertyOutcome, from_completion, invalid, resolved
from application.params.ports import OperatorSchemaSource, OperatorSchemaUnavailableError
from application.params.prompts import PromptInputs, build_request
from application.params.retry import RetryPolicy, Sleep, complete_with_retries
from domain.params.context import AdditionalContext
from domain.params.definitions import LogicPropertyDef
from domain.params.layers import from_context, from_defaults, from_query, merge
from domain.params.schema_hints import parameter_hints
from domain.params.validation import check


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
        context = from_context(prop, shared.context)
        query = from_query(prop, shared.query, shared.now_ms, shared.tz, context)
        known = merge(query, context) if query.overrides_context else merge(context, query)
        checked = check(prop, known.values, hints)
        if checked.complete:
            return resolved(prop, known, checked, (), query.note, "resolved in code, no model call")
        if checked.invalid:
            reason = "additional_context breaks a rule, no model call"
            return invalid(prop, checked, (), known.problems, reason)
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
        outcome = from_completion(prop, known, from_defaults(prop, hints), completion, hints)
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
