"""The HTTP API for the gateway: ``create_app(container)`` builds it; nothing is built on import."""

from __future__ import annotations

from typing import Any

import structlog
from fastapi import APIRouter, FastAPI
from starlette.exceptions import HTTPException

from adapters.http.auth import ApiKeys
from adapters.http.batches import BatchJobs
from adapters.http.contract import install_contract, operation_id
from adapters.http.deps import Api
from adapters.http.handlers import install_handlers
from adapters.http.middleware import ApiKeyAuth, BodyLimit, RequestContext
from adapters.http.operations import operations_router, projection_lifespan
from adapters.http.problems import (
    ERROR_TABLE,
    INTERNAL,
    INVALID_REQUEST,
    MEDIA_TYPE,
    METHOD_NOT_ALLOWED,
    UNPARSABLE_BODY,
    UNSUPPORTED_MEDIA,
)
from adapters.http.routers import (
    audit,
    evaluations,
    params,
    risk,
    script_editor,
    script_trials,
    scripts,
    sessions,
)
from adapters.http.turns import SessionRateLimit, TurnLocks
from bootstrap import Container
from infrastructure.version import package_version

log = structlog.get_logger("heartrule.http")

DESCRIPTION = (
    "HeartRule for the API gateway. Every call but the documentation needs an API key "
    "(`Authorization: Bearer <key>` or `X-API-Key`); the key decides the tenant, and every read "
    f"and write stays inside it. Errors are `{MEDIA_TYPE}` (RFC 9457); see `/problems`."
)


def create_app(container: Container, *, keys: ApiKeys | None = None) -> FastAPI:
    """The FastAPI application over a built container."""
    settings = container.settings
    keys = keys if keys is not None else ApiKeys.from_settings(settings)
    if not keys.tenants_by_digest:
        log.warning("no_api_keys_configured", hint="set HEARTRULE_API_KEYS; every call gets 401")
    app = FastAPI(
        title="HeartRule API",
        version=package_version(),
        description=DESCRIPTION,
        lifespan=projection_lifespan(container),
        generate_unique_id_function=operation_id,
    )
    app.state.api = Api(
        container=container,
        turns=TurnLocks(settings.http_turn_wait_s),
        rate=SessionRateLimit(settings.http_session_messages_per_minute),
        batches=BatchJobs(),
    )
    install_handlers(app)
    for router in _routers():
        app.include_router(router)
    app.include_router(_meta_router())
    app.include_router(operations_router(container))
    install_contract(app)
    # Outermost last: request id and access log, then the key (headers only), then the body.
    app.add_middleware(BodyLimit, max_bytes=settings.http_max_body_bytes)
    app.add_middleware(ApiKeyAuth, keys=keys)
    app.add_middleware(RequestContext, metrics=container.metrics)
    return app


def _routers() -> list[APIRouter]:
    """In the order requests are matched: the turn routes first, the busiest by far (each
    request is matched against the routers before its own, route by route)."""
    return [
        sessions.router,
        scripts.router,
        script_editor.router,
        script_editor.page,
        script_trials.router,
        risk.router,
        evaluations.router,
        params.router,
        audit.router,
        audit.page,
    ]


def _meta_router() -> APIRouter:
    router = APIRouter(tags=["meta"])

    @router.get("/problems", summary="The error table: every problem type and its status")
    async def list_problems() -> list[dict[str, Any]]:
        return _problem_rows()

    @router.get("/problems/{slug}", summary="One problem type")
    async def get_problem(slug: str) -> Any:
        for row in _problem_rows():
            if row["slug"] == slug:
                return row
        raise HTTPException(404, f"no problem type '{slug}'")

    return router


def _problem_rows() -> list[dict[str, Any]]:
    rows = [
        {
            "slug": k.slug,
            "type": k.type,
            "status": k.status,
            "title": k.title,
            "raisedBy": cls.__name__,
            "description": (cls.__doc__ or "").strip(),
        }
        for cls, k in ERROR_TABLE.items()
    ]
    for kind in (INVALID_REQUEST, UNPARSABLE_BODY, UNSUPPORTED_MEDIA, METHOD_NOT_ALLOWED, INTERNAL):
        rows.append(
            {
                "slug": kind.slug,
                "type": kind.type,
                "status": kind.status,
                "title": kind.title,
                "raisedBy": "",
                "description": "",
            }
        )
    return sorted(rows, key=lambda r: (r["status"], r["slug"]))
