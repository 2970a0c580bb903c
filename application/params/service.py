"""ParamsService: resolve every logic property of a request, concurrently, all or nothing."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError

from application.event_store import EventStore
from application.llm.port import LLMPort
from application.params.debug import debug_info
from application.params.errors import ResolutionNotFoundError
from application.params.now import SharedInputsFactory
from application.params.outcomes import PropertyOutcome
from application.params.ports import OperatorSchemaSource
from application.params.property_resolver import PropertyResolver, SharedInputs
from application.params.retry import RetryPolicy, Sleep
from application.ports import Clock, IdFactory
from domain.params.commands import ResolveParams
from domain.params.resolution import ParamResolution


@dataclass(frozen=True)
class ParamsResult:
    """The output (one of the two shapes of spec 003 §6) and the debug information beside it."""

    output: dict[str, Any]
    debug: dict[str, Any]
    resolution_id: UUID

    status: str = "resolved"

    @property
    def ok(self) -> bool:
        return "_error" not in self.output

    @property
    def model_failed(self) -> bool:
        """The model could not be had: retry later, there is nothing to supply."""
        return self.status == "failed"


class ParamsService:
    """The dynamic_params resolver; every resolution is recorded in the event store."""

    def __init__(
        self,
        llm: LLMPort,
        clock: Clock,
        ids: IdFactory,
        store: EventStore,
        schemas: OperatorSchemaSource,
        policy: RetryPolicy | None = None,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._resolver = PropertyResolver(llm, schemas, policy or RetryPolicy(), sleep)
        self._inputs = SharedInputsFactory(clock)
        self._ids = ids
        self._store = store

    async def resolve(self, command: ResolveParams, *, tenant_id: str) -> ParamsResult:
        """Resolve every logic property of a tenant's request and record the resolution."""
        started = time.perf_counter()
        shared, now_source = self._inputs.build(command)
        outcomes = await self._resolve_all(command, shared)
        wall_ms = (time.perf_counter() - started) * 1000
        resolution = self._record(command, shared, outcomes, wall_ms, tenant_id)
        debug = debug_info(resolution, command, now_source, outcomes)
        return ParamsResult(resolution.output, debug, resolution.id, resolution.status)

    def resolution(self, resolution_id: UUID, *, tenant_id: str) -> ParamResolution:
        """One of the tenant's recorded resolutions, rebuilt from its events (no model call)."""
        try:
            resolution: object = self._store.repository.get(resolution_id)
        except AggregateNotFoundError:
            raise ResolutionNotFoundError(f"no resolution {resolution_id}") from None
        if not isinstance(resolution, ParamResolution) or resolution.tenant_id != tenant_id:
            raise ResolutionNotFoundError(f"no resolution {resolution_id}")
        return resolution

    async def _resolve_all(
        self, command: ResolveParams, shared: SharedInputs
    ) -> list[PropertyOutcome]:
        semaphore = asyncio.Semaphore(command.max_concurrency)

        async def one(index: int) -> PropertyOutcome:
            prop = command.logic_properties[index]
            async with semaphore:
                schema = command.operator_schemas.get(prop.name)
                return await self._resolver.resolve(prop, shared, schema)

        async with asyncio.TaskGroup() as group:
            tasks = [group.create_task(one(i)) for i in range(len(command.logic_properties))]
        return [task.result() for task in tasks]

    def _record(
        self,
        command: ResolveParams,
        shared: SharedInputs,
        outcomes: Sequence[PropertyOutcome],
        wall_ms: float,
        tenant_id: str,
    ) -> ParamResolution:
        names = [p.name for p in command.logic_properties]
        request = command.model_dump(mode="json")
        resolution = ParamResolution.start(
            self._ids.new_id(), request, names, shared.now_ms, shared.timezone, tenant_id=tenant_id
        )
        for outcome in outcomes:
            _record_outcome(resolution, outcome)
        resolution.complete(round(wall_ms, 3))
        self._store.save(resolution)
        return resolution


def _record_outcome(resolution: ParamResolution, outcome: PropertyOutcome) -> None:
    for call in outcome.calls:
        resolution.record_call(outcome.name, call.as_payload())
    if outcome.params is not None:
        resolution.resolve(outcome.name, outcome.params, outcome.sources)
    elif outcome.failure is not None:
        resolution.report_failure(outcome.name, outcome.failure.cause)
    elif outcome.invalid is not None:
        invalid = outcome.invalid
        resolution.report_invalid(outcome.name, invalid.messages, invalid.ask)
    elif outcome.missing is not None:
        missing = outcome.missing
        resolution.report_missing(outcome.name, list(missing.params), missing.ask, outcome.reason)
