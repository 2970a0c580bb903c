"""Exception handlers: every error the app can raise becomes one problem+json response."""

from __future__ import annotations

import re
from typing import Any

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import Response
from starlette.routing import compile_path

from adapters.http.problems import (
    ERROR_TABLE,
    INVALID_REQUEST,
    METHOD_NOT_ALLOWED,
    UNPARSABLE_BODY,
    ProblemKind,
    field_errors,
    kind_of,
    problem_response,
    public_detail,
    retry_after,
    validation_errors,
)

log = structlog.get_logger("heartrule.http")

HTTP_TITLES = {
    400: "Bad request",
    401: "No valid API key",
    404: "Not found",
    405: "Method not allowed",
    406: "Not acceptable",
    415: "Unsupported media type",
}


KNOWN_STATUSES = {400: UNPARSABLE_BODY, 405: METHOD_NOT_ALLOWED}


def request_id(request: Request) -> str | None:
    value = request.scope.get("state", {}).get("request_id")
    return str(value) if value else None


async def on_table_error(request: Request, error: Exception) -> Response:
    kind = kind_of(error)
    headers = {}
    seconds = retry_after(error)
    if seconds is not None:
        headers["Retry-After"] = str(seconds)
    if kind.status == 401:
        headers["WWW-Authenticate"] = 'Bearer realm="heartrule"'
    log.info("request_refused", problem=kind.slug, status=kind.status, error=str(error)[:500])
    return problem_response(
        kind,
        public_detail(kind, error),
        request_id=request_id(request),
        instance=request.url.path,
        errors=field_errors(error),
        headers=headers,
    )


async def on_validation_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, RequestValidationError)
    if any(e.get("type") == "json_invalid" for e in error.errors()):
        return problem_response(
            UNPARSABLE_BODY,
            "the request body is not valid JSON",
            request_id=request_id(request),
            instance=request.url.path,
        )
    errors = validation_errors(error.errors())
    where = ", ".join(e.field for e in errors[:5])
    log.info("request_invalid", fields=where)
    return problem_response(
        INVALID_REQUEST,
        f"the request has {len(errors)} invalid field(s): {where}",
        request_id=request_id(request),
        instance=request.url.path,
        errors=errors,
    )


async def on_http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    status = error.status_code
    kind = KNOWN_STATUSES.get(status) or ProblemKind(
        f"http-{status}", status, HTTP_TITLES.get(status, "HTTP error")
    )
    detail = error.detail if isinstance(error.detail, str) else kind.title
    headers = dict(error.headers or {})
    if status == 405:
        headers["Allow"] = allowed_methods(request, headers.get("Allow", ""))
        detail = (
            f"{request.method} is not a method of {request.url.path}; it has {headers['Allow']}"
        )
    return problem_response(
        kind,
        detail,
        request_id=request_id(request),
        instance=request.url.path,
        headers=headers,
    )


def allowed_methods(request: Request, fallback: str) -> str:
    """Every method the OpenAPI document declares for this path (a path may have several
    routes, and the router names only the first); the router's own list for pages."""
    table: list[tuple[re.Pattern[str], set[str]]] | None = getattr(
        request.app.state, "allowed_methods", None
    )
    if table is None:
        table = [
            (compile_path(_typed(path, operations))[0], {m.upper() for m in operations})
            for path, operations in request.app.openapi()["paths"].items()
        ]
        request.app.state.allowed_methods = table
    methods = set().union(*(m for regex, m in table if regex.match(request.url.path)))
    if not methods:
        return fallback
    if "GET" in methods:
        methods.add("HEAD")
    return ", ".join(sorted(methods))


def _typed(path: str, operations: dict[str, Any]) -> str:
    """``/v1/evaluations/{runId}`` as routed: ``{runId:uuid}`` when the parameter is a UUID."""
    for operation in operations.values():
        for parameter in operation.get("parameters", []):
            if parameter["in"] == "path" and parameter["schema"].get("format") == "uuid":
                path = path.replace(f"{{{parameter['name']}}}", f"{{{parameter['name']}:uuid}}")
    return path


def install_handlers(app: FastAPI) -> None:
    for error_type in ERROR_TABLE:
        if issubclass(error_type, Exception):
            app.add_exception_handler(error_type, on_table_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    app.add_exception_handler(HTTPException, on_http_error)
