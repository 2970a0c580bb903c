"""Exception handlers: every error the app can raise becomes one problem+json response."""

from __future__ import annotations

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import Response

from adapters.http.problems import (
    ERROR_TABLE,
    INVALID_REQUEST,
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
    kind = ProblemKind(f"http-{status}", status, HTTP_TITLES.get(status, "HTTP error"))
    detail = error.detail if isinstance(error.detail, str) else kind.title
    return problem_response(
        kind,
        detail,
        request_id=request_id(request),
        instance=request.url.path,
        headers=dict(error.headers or {}),
    )


def install_handlers(app: FastAPI) -> None:
    for error_type in ERROR_TABLE:
        if issubclass(error_type, Exception):
            app.add_exception_handler(error_type, on_table_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    app.add_exception_handler(HTTPException, on_http_error)
