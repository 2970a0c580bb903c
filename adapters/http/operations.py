"""Operator endpoints without an API key: liveness, readiness, metrics (ADR 0142)."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import structlog
from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import JSONResponse, Response

from adapters.http.errors import NotAuthenticatedError
from adapters.http.problems import documented, kind_of, problem_response
from application.readiness import ReadinessProbe
from bootstrap import Container, catch_up_in_process
from infrastructure.metrics.prometheus import CONTENT_TYPE

log = structlog.get_logger("heartrule.http")
OPERATOR_PATHS = frozenset({"/health", "/ready", "/metrics"})


def readiness_probe(container: Container) -> ReadinessProbe:
    """The checks this process's settings ask for."""
    settings = container.settings
    relay_position: Callable[[], int] | None = None
    broker: Callable[[], str | None] | None = None
    if settings.relay_enabled:
        from infrastructure.relay.positions import position_store_for

        positions = position_store_for(container.store, settings.relay_name)
        relay_position = positions.load
        servers = settings.kafka_bootstrap_servers
        broker = lambda: broker_problem(servers)  # noqa: E731
    return ReadinessProbe(
        container.store,
        container.projections,
        container.metrics,
        settings.ready_max_read_model_lag,
        relay_position=relay_position,
        broker_reachable=broker,
    )


def broker_problem(bootstrap_servers: str, timeout_s: float = 1.0) -> str | None:
    """None when one bootstrap server accepts a TCP connection, else what failed: how many were
    tried (the answer is unauthenticated); which and why go to the log."""
    problems = []
    servers = [server.strip() for server in bootstrap_servers.split(",")]
    for server in servers:
        host, _, port = server.rpartition(":")
        try:
            with socket.create_connection((host, int(port)), timeout=timeout_s):
                return None
        except (OSError, ValueError) as exc:
            problems.append(f"{server}: {exc}")
    log.warning("ready_broker_unreachable", problems=problems)
    return f"no bootstrap server reachable ({len(servers)} tried; the log names them)"


def operations_router(container: Container) -> APIRouter:
    router = APIRouter(tags=["operations"])
    probe = readiness_probe(container)
    settings = container.settings

    @router.get("/health", summary="Liveness: the process answers (no key, touches nothing)")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @router.get(
        "/ready",
        summary="Readiness: store reachable, read models within the lag, broker if relaying",
        responses={
            503: {
                "description": "not ready; the failing checks say why (the same document)",
                "content": {"application/json": {"schema": {"type": "object"}}},
            }
        },
    )
    async def ready() -> JSONResponse:
        readiness = await asyncio.to_thread(probe.check)
        body = {
            "status": "ready" if readiness.ready else "not ready",
            "checks": {c.name: {"ok": c.ok, "detail": c.detail} for c in readiness.checks},
        }
        return JSONResponse(body, status_code=200 if readiness.ready else 503)

    if settings.metrics_enabled:
        token = settings.metrics_token.get_secret_value()

        @router.get(
            "/metrics",
            summary="Prometheus metrics (text format); a bearer token if one is set",
            response_class=Response,
            responses=documented(401),
        )
        async def metrics(request: Request) -> Response:
            if token and not _bearer_matches(request, token):
                error = NotAuthenticatedError("send the metrics token as 'Authorization: Bearer'")
                return problem_response(
                    kind_of(error),
                    str(error),
                    request_id=getattr(request.state, "request_id", None),
                    instance="/metrics",
                    headers={"WWW-Authenticate": 'Bearer realm="heartrule-metrics"'},
                )
            await asyncio.to_thread(probe.check)
            return Response(container.metrics.exposition(), media_type=CONTENT_TYPE)

    return router


def _bearer_matches(request: Request, token: str) -> bool:
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(given.encode(), token.encode())


def projection_lifespan(container: Container) -> Callable[[FastAPI], Any]:
    """Keep the read models caught up in the background, so their lag means something."""
    interval = container.settings.projection_interval_s

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        task = None
        if interval:
            catch_up_in_process(container)
            task = asyncio.create_task(_catch_up_forever(container, interval))
        try:
            yield
        finally:
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    return lifespan


async def _catch_up_forever(container: Container, interval_s: float) -> None:
    while True:
        try:
            await asyncio.to_thread(container.projections.catch_up)
        except Exception as exc:
            log.warning("projection_catch_up_failed", error=f"{type(exc).__name__}: {exc}")
        await asyncio.sleep(interval_s)
