"""The ParamResolution aggregate: one request for dynamic_params, every model call, the answer."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from domain.params.errors import UnknownPropertyError
from domain.params.missing import (
    Clause,
    FailedProperty,
    InvalidParams,
    MissingParams,
    error_message,
)
from domain.shared.events import event, replayed_directly
from domain.shared.tenancy import UNKNOWN_TENANT


@replayed_directly
class ParamResolution(Aggregate):
    """Records what was asked, what each model answered and what was resolved or is missing."""

    TOPIC = "heartrule.params:ParamResolution"

    class Event(Aggregate.Event):
        TOPIC = "heartrule.params:ParamResolution.Event"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.params:ParamResolution.Created"

    class Requested(Aggregate.Created):
        TOPIC = "heartrule.params:ParamResolution.Requested"
        class_version = 2
        request: dict[str, Any]
        property_names: list[str]
        now_ms: int
        timezone: str
        tenant_id: str

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            """Resolutions requested before v2 recorded no tenant."""
            state["tenant_id"] = UNKNOWN_TENANT

    @event(Requested)
    def __init__(
        self,
        request: dict[str, Any],
        property_names: list[str],
        now_ms: int,
        timezone: str,
        tenant_id: str,
    ) -> None:
        self.tenant_id = tenant_id
        self.request = request
        self.property_names = property_names
        self.now_ms = now_ms
        self.timezone = timezone
        self.calls: list[dict[str, Any]] = []
        self.resolved: dict[str, dict[str, Any]] = {}
        self.missing: dict[str, MissingParams] = {}
        self.invalid: dict[str, InvalidParams] = {}
        self.failed: dict[str, FailedProperty] = {}
        self.wall_ms: float | None = None

    @classmethod
    def start(
        cls,
        resolution_id: UUID,
        request: dict[str, Any],
        names: list[str],
        now_ms: int,
        tz: str,
        *,
        tenant_id: str,
    ) -> ParamResolution:
        """Open the record of one tenant's request."""
        return cls._create(
            cls.Requested,
            id=resolution_id,
            request=request,
            property_names=names,
            now_ms=now_ms,
            timezone=tz,
            tenant_id=tenant_id,
        )

    class LLMCallRecorded(Event):
        TOPIC = "heartrule.params:ParamResolution.LLMCallRecorded"
        property_name: str
        call: dict[str, Any]

    def record_call(self, property_name: str, call: dict[str, Any]) -> None:
        self._require_known(property_name)
        self._record_call(property_name, call)

    @event(LLMCallRecorded)
    def _record_call(self, property_name: str, call: dict[str, Any]) -> None:
        self.calls.append({"property_name": property_name, **call})

    class PropertyResolved(Event):
        TOPIC = "heartrule.params:ParamResolution.PropertyResolved"
        property_name: str
        params: dict[str, Any]
        sources: dict[str, str]

    def resolve(self, property_name: str, params: dict[str, Any], sources: dict[str, str]) -> None:
        self._require_known(property_name)
        self._resolve(property_name, params, sources)

    @event(PropertyResolved)
    def _resolve(self, property_name: str, params: dict[str, Any], sources: dict[str, str]) -> None:
        self.resolved[property_name] = params

    class ParamsFoundMissing(Event):
        TOPIC = "heartrule.params:ParamResolution.ParamsFoundMissing"
        property_name: str
        missing: list[str]
        ask: str
        reason: str

    def report_missing(self, property_name: str, missing: list[str], ask: str, reason: str) -> None:
        self._require_known(property_name)
        self._report_missing(property_name, missing, ask, reason)

    @event(ParamsFoundMissing)
    def _report_missing(
        self, property_name: str, missing: list[str], ask: str, reason: str
    ) -> None:
        self.missing[property_name] = MissingParams(property_name, tuple(missing), ask)

    class ParamsFoundInvalid(Event):
        TOPIC = "heartrule.params:ParamResolution.ParamsFoundInvalid"
        property_name: str
        messages: dict[str, str]
        ask: str

    def report_invalid(self, property_name: str, messages: dict[str, str], ask: str) -> None:
        """Values that break a rule of spec 003 §7 or the operator schema, by parameter."""
        self._require_known(property_name)
        self._report_invalid(property_name, messages, ask)

    @event(ParamsFoundInvalid)
    def _report_invalid(self, property_name: str, messages: dict[str, str], ask: str) -> None:
        self.invalid[property_name] = InvalidParams(property_name, dict(messages), ask)

    class PropertyFailed(Event):
        TOPIC = "heartrule.params:ParamResolution.PropertyFailed"
        property_name: str
        cause: str

    def report_failure(self, property_name: str, cause: str) -> None:
        """The model could not be had for this property: a failure, not missing data."""
        self._require_known(property_name)
        self._report_failure(property_name, cause)

    @event(PropertyFailed)
    def _report_failure(self, property_name: str, cause: str) -> None:
        self.failed[property_name] = FailedProperty(property_name, cause)

    class Completed(Event):
        TOPIC = "heartrule.params:ParamResolution.Completed"
        wall_ms: float

    @event(Completed)
    def complete(self, wall_ms: float) -> None:
        self.wall_ms = wall_ms

    @property
    def output(self) -> dict[str, Any]:
        """Exactly one of the two shapes of §6: every property's params, or ``_error``."""
        clauses = self.clauses()
        if clauses:
            return {"_error": error_message(clauses)}
        return {name: self.resolved[name] for name in self.property_names if name in self.resolved}

    @property
    def status(self) -> str:
        """``failed`` if the model failed, else ``invalid``, ``missing`` or ``resolved``."""
        for status, found in (
            ("failed", self.failed),
            ("invalid", self.invalid),
            ("missing", self.missing),
        ):
            if found:
                return status
        return "resolved"

    def clauses(self) -> list[Clause]:
        """The ``_error`` clauses in the order the request named the properties."""
        found: list[Clause] = []
        for name in self.property_names:
            found += [c for c in (self.failed.get(name), self.invalid.get(name)) if c is not None]
            found += [self.missing[name]] if name in self.missing else []
        return found

    def _require_known(self, property_name: str) -> None:
        if property_name not in self.property_names:
            raise UnknownPropertyError(f"'{property_name}' was not requested in this resolution")
