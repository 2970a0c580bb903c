"""Params: fill the dynamic_params of metric / operator logic properties from a query."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from fastapi import APIRouter
from pydantic import BaseModel

from adapters.http.deps import ApiDep, Tenant
from adapters.http.problems import documented
from domain.params.commands import ResolveParams

router = APIRouter(prefix="/v1/params", tags=["params"], responses=documented(401, 422))


class ResolvedOut(BaseModel):
    ok: bool
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
        ok=result.ok, output=result.output, debug=result.debug, resolutionId=result.resolution_id
    )
