"""Params: fill the dynamic_params of metric / operator logic properties from a query.

The body is spec 003's request with the API's names (``logicProperty`` / ``logicProperties``,
``additionalContext``, ``nowMs``, …); it is handed to the use case in the spec's own format.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal
from uuid import UUID
from zoneinfo import available_timezones

from fastapi import APIRouter, Path
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, Field, ValidationError, model_validator

from adapters.http import examples
from adapters.http.deps import ApiDep, Tenant
from adapters.http.problems import documented
from adapters.http.wire import JSON_INTEGER, WireIn, camel_keys
from domain.params.commands import DEFAULT_CONCURRENCY, DEFAULT_TIMEZONE, MAX_QUERY_CHARS
from domain.params.commands import ResolveParams as ResolveCommand

router = APIRouter(prefix="/v1/params", tags=["params"], responses=documented(401, 422))

Name = Annotated[str, Field(min_length=1)]


@cache
def _zones() -> list[str]:
    return sorted(available_timezones())


def _zone_enum(schema: dict[str, Any]) -> None:
    schema["properties"]["timezone"]["enum"] = _zones()


def _one_form_at_least(schema: dict[str, Any]) -> None:
    schema["anyOf"] = [{"required": ["logicProperty"]}, {"required": ["logicProperties"]}]
    for name in ("logicProperty", "logicProperties", "operatorSchema"):
        field = schema["properties"][name]
        field.update(next(s for s in field.pop("anyOf") if s.get("type") != "null"))
        field.pop("default", None)
    _zone_enum(schema)
    schema["examples"] = examples.RESOLVE


class ParameterIn(WireIn):
    name: Name
    type: str = ""
    valueFrom: Literal["input", "property", "const"]  # noqa: N815 - wire names are camelCase
    value: Any = None
    ifSystemGenerate: bool = False  # noqa: N815
    comment: str = ""


class LogicPropertyIn(WireIn):
    name: Name
    displayName: str = ""  # noqa: N815
    type: Literal["metric", "operator"]
    comment: str = ""
    dataSource: dict[str, Any] = Field(default_factory=dict)  # noqa: N815
    parameters: list[ParameterIn] = Field(default_factory=list)


class ResolveIn(WireIn, json_schema_extra=_one_form_at_least):
    """Spec 003's request; ``logicProperty`` (one) and ``logicProperties`` (many) may both be
    given, and their names must not repeat."""

    logicProperty: LogicPropertyIn | None = None  # noqa: N815
    logicProperties: list[LogicPropertyIn] | None = Field(default=None, min_length=1)  # noqa: N815
    query: str = Field(default="", max_length=MAX_QUERY_CHARS)
    additionalContext: dict[str, Any] | str = Field(  # noqa: N815
        default="", description="JSON, or `k=v，k=v` text"
    )
    uniqueIdentities: list[dict[str, Any]] | dict[str, Any] = Field(  # noqa: N815
        default_factory=list
    )
    operatorSchema: dict[str, Any] | None = Field(  # noqa: N815
        default=None, description="the first logic property's operator schema"
    )
    operatorSchemas: dict[str, dict[str, Any]] = Field(  # noqa: N815
        default_factory=dict, description="operator schemas by logic property name"
    )
    nowMs: Annotated[int, Field(ge=0), JSON_INTEGER] | None = None  # noqa: N815
    timezone: str = Field(default=DEFAULT_TIMEZONE, description="an IANA time zone")
    maxConcurrency: Annotated[int, Field(ge=3, le=8), JSON_INTEGER] = DEFAULT_CONCURRENCY  # noqa: N815

    @model_validator(mode="before")
    @classmethod
    def _no_nulls(cls, data: Any) -> Any:
        nulls = [n for n in ("logicProperty", "logicProperties", "operatorSchema")
                 if isinstance(data, dict) and n in data and data[n] is None]  # fmt: skip
        if nulls:
            raise ValueError(f"{', '.join(nulls)}: an object or a list when given, never null")
        return data

    @model_validator(mode="after")
    def _checked(self) -> ResolveIn:
        named = ([self.logicProperty] if self.logicProperty else []) + (self.logicProperties or [])
        if not named:
            raise ValueError("send logicProperty or logicProperties")
        names = [p.name for p in named]
        if len(names) != len(set(names)):
            raise ValueError(f"logic property names repeat: {', '.join(names)}")
        if self.timezone not in _zones():
            raise ValueError(f"unknown IANA timezone '{self.timezone}'")
        return self

    def command(self) -> ResolveCommand:
        """The use case's command, built from the spec's names."""
        given = self.model_dump(mode="json", exclude_unset=True)
        try:
            return ResolveCommand.model_validate(_spec_names(given))
        except ValidationError as error:
            raise RequestValidationError(
                [{**e, "loc": ("body", *e["loc"])} for e in error.errors()]
            ) from None


SPEC_NAMES = {
    "logicProperty": "logic_property",
    "logicProperties": "logic_properties",
    "additionalContext": "additional_context",
    "uniqueIdentities": "unique_identities",
    "operatorSchema": "operator_schema",
    "operatorSchemas": "operator_schemas",
    "nowMs": "now_ms",
    "maxConcurrency": "max_concurrency",
    "displayName": "display_name",
    "dataSource": "data_source",
    "valueFrom": "value_from",
    "ifSystemGenerate": "if_system_generate",
}
OWN_DOCUMENTS = frozenset({"additionalContext", "uniqueIdentities", "operatorSchema",
                           "operatorSchemas", "dataSource", "value"})  # fmt: skip


def _spec_names(data: Any) -> Any:
    """The API's names back to spec 003's; documents inside (schemas, context) untouched."""
    if isinstance(data, list):
        return [_spec_names(item) for item in data]
    if not isinstance(data, dict):
        return data
    return {
        SPEC_NAMES.get(k, k): v if k in OWN_DOCUMENTS else _spec_names(v) for k, v in data.items()
    }


class ResolvedOut(BaseModel):
    ok: bool
    status: Literal["resolved", "missing", "invalid", "failed"] = Field(
        description="failed: the model could not be had, send the same request later; "
        "missing / invalid: supply or correct values in additionalContext"
    )
    output: dict[str, Any] = Field(description="spec 003's output: values by property, or _error")
    debug: dict[str, Any]
    resolutionId: UUID  # noqa: N815


@router.post(
    "/resolve",
    response_model=ResolvedOut,
    summary="Resolve every logic property of the request (the spec's output or _error)",
)
async def resolve_params(body: ResolveIn, tenant: Tenant, api: ApiDep) -> Any:
    result = await api.container.params.resolve(body.command(), tenant_id=tenant)
    return ResolvedOut(
        ok=result.ok,
        status=result.status,
        output=result.output,
        debug=camel_keys(result.debug),
        resolutionId=result.resolution_id,
    )


class ResolutionOut(BaseModel):
    resolutionId: UUID  # noqa: N815 - wire names are camelCase
    request: dict[str, Any] = Field(description="the request as recorded")
    output: dict[str, Any]
    nowMs: int  # noqa: N815
    timezone: str
    wallMs: float | None  # noqa: N815
    calls: list[dict[str, Any]]


@router.get(
    "/resolutions/{resolutionId:uuid}",
    response_model=ResolutionOut,
    summary="One of the tenant's recorded resolutions, with every model call (no model is called)",
    responses=documented(404),
)
async def get_resolution(
    resolution_id: Annotated[UUID, Path(alias="resolutionId")], tenant: Tenant, api: ApiDep
) -> Any:
    resolution = api.container.params.resolution(resolution_id, tenant_id=tenant)
    return ResolutionOut(
        resolutionId=resolution.id,
        request=camel_keys(resolution.request),
        output=resolution.output,
        nowMs=resolution.now_ms,
        timezone=resolution.timezone,
        wallMs=resolution.wall_ms,
        calls=camel_keys(resolution.calls),
    )
