"""Params: fill the dynamic_params of metric / operator logic properties from a query."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

from fastapi import APIRouter, Path
from pydantic import BaseModel, Field

from adapters.http.deps import ApiDep, Tenant
from adapters.http.problems import documented
from domain.params.commands import ResolveParams

router = APIRouter(prefix="/v1/params", tags=["params"], responses=documented(401, 422))


class ResolvedOut(BaseModel):
    ok: bool
    status: Literal["resolved", "missing", "invalid", "failed"] = Field(
        description="failed: the model could not be had, send the same request later; "
        "missing / invalid: supply or correct values in additional_context"
    )
    output: dict[str, Any]
    debug: dict[str, Any]
    resolutionId: UUID  # noqa: N815


@router.post(
    "/resolve",
    response_model=ResolvedOut,
    summary="Resolve every logic property of the request (the spec's output or _error)",
)
async def resolve(body: ResolveParams, tenant: Tenant, api: ApiDep) -> Any:
    result = await api.container.params.resolve(body, tenant_id=tenant)
    return ResolvedOut(
        ok=result.ok,
        status=result.status,
        output=result.output,
        debug=result.debug,
        resolutionId=result.resolution_id,
    )


class ResolutionOut(BaseModel):
    resolutionId: UUID  # noqa: N815 - wire names are camelCase
    request: dict[str, Any]
    output: dict[str, Any]
    nowMs: int  # noqa: N815
    timezone: str
    wallMs: float | None  # noqa: N815
    calls: list[dict[str, Any]]


@router.get(
    "/resolutions/{resolution_id}",
    response_model=ResolutionOut,
    summary="One of the tenant's recorded resolutions, with every model call (no model is called)",
    responses=documented(404),
)
async def get_resolution(
    resolution_id: Annotated[UUID, Path()], tenant: Tenant, api: ApiDep
) -> Any:
    resolution = api.container.params.resolution(resolution_id, tenant_id=tenant)
    return ResolutionOut(
        resolutionId=resolution.id,
        request=resolution.request,
        output=resolution.output,
        nowMs=resolution.now_ms,
        timezone=resolution.timezone,
        wallMs=resolution.wall_ms,
        calls=resolution.calls,
    )
