"""What handlers receive: the application, this process's turn guards, and the caller's tenant."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar
from uuid import UUID

import structlog
from fastapi import Depends, Path, Query, Request
from fastapi.security import APIKeyHeader, HTTPBearer
from fastapi.security.base import SecurityBase

from adapters.http.batches import BatchJobs
from adapters.http.errors import NotAuthenticatedError
from adapters.http.turns import SessionRateLimit, TurnLocks
from application.conversation.errors import SessionNotFoundError
from bootstrap import Container

bearer = HTTPBearer(auto_error=False, description="Authorization: Bearer <API key>")
api_key_header = APIKeyHeader(name="X-API-Key", auto_error=False, description="the API key")


@dataclass
class Api:
    """Everything the routers share, built once by ``create_app``."""

    container: Container
    turns: TurnLocks
    rate: SessionRateLimit
    batches: BatchJobs


async def current_api(request: Request) -> Api:
    api: Api = request.app.state.api
    return api


KEY_SCHEMES: tuple[SecurityBase, ...] = (bearer, api_key_header)
"""The two ways to send a key, in the order the OpenAPI document lists them."""


async def caller_tenant(request: Request) -> str:
    """The tenant the auth middleware found for the key.

    The OpenAPI document states ``KEY_SCHEMES`` for every operation that depends on this, or
    whose endpoint is ``keyed`` (``contract.document_keys``); they are not FastAPI dependencies
    of their own, which would resolve two sub-dependencies on every request only to document
    them (ADR 0283).
    """
    return request_tenant(request)


def request_tenant(request: Request) -> str:
    """The tenant the auth middleware found for the key, read by a turn route itself rather
    than through a dependency (each costs a resolution per request; ADR 0280, 0283)."""
    tenant = request.scope.get("state", {}).get("tenant")
    if not tenant:
        raise NotAuthenticatedError("send an API key")
    return str(tenant)


KEYED: set[Callable[..., Any]] = set()
"""Endpoints that read the tenant with ``request_tenant``: documented as needing a key."""

E = TypeVar("E", bound=Callable[..., Any])


def keyed(endpoint: E) -> E:
    """Marks an endpoint that reads the tenant itself, so the document states the key."""
    KEYED.add(endpoint)
    return endpoint


async def session_in_context(
    session_id: Annotated[UUID, Path(alias="sessionId", description="the session id")],
) -> UUID:
    structlog.contextvars.bind_contextvars(session_id=str(session_id))
    return session_id


ApiDep = Annotated[Api, Depends(current_api)]
Tenant = Annotated[str, Depends(caller_tenant)]
SessionId = Annotated[UUID, Depends(session_in_context)]
AtVersion = Annotated[
    int | None, Query(ge=1, le=10_000_000, description="default: the latest")
]


def check_version(api: Api, tenant: str, session_id: UUID, version: int | None) -> None:
    """The tenant's session exists (404 otherwise) and has had ``version`` (404 otherwise)."""
    session = api.container.conversation.session(tenant, session_id)
    if version is not None and version > session.version:
        raise SessionNotFoundError(
            f"session {session_id} has versions 1..{session.version}, not {version}"
        )
