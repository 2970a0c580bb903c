"""Pure ASGI middleware: request ids and access logs, body size, and who is calling.

Pure ASGI (not BaseHTTPMiddleware) so structlog context set here is the context of the handler.
"""

from __future__ import annotations

import re
import time
import traceback
import uuid
from collections.abc import Awaitable, Callable, MutableMapping
from functools import lru_cache
from typing import Any

import structlog
from starlette.datastructures import Headers

from adapters.http.auth import ApiKeys, presented_key
from adapters.http.errors import BodyTooLargeError, NotAuthenticatedError
from adapters.http.problems import (
    INTERNAL,
    INVALID_REQUEST,
    UNSUPPORTED_MEDIA,
    kind_of,
    problem_response,
)
from application.metrics import HTTP_REQUESTS, HTTP_SECONDS, Metrics, NoMetrics
from infrastructure.logging import CachedLogger

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

log = CachedLogger("heartrule.http")  # a line per request (ADR 0284)
_CONVERTOR = re.compile(r"\{(\w+):\w+\}")  # "{sessionId:uuid}" counts as "{sessionId}"
REQUEST_ID = re.compile(r"^[A-Za-z0-9._\-]{1,64}$")
MAX_JSON_DEPTH = 64
API_PREFIX = "/v1/"
_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_LONE_SURROGATE = re.compile(
    rb"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    rb"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
PUBLIC_PATHS = frozenset(
    {"/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json", "/health", "/ready", "/metrics"}
)  # /metrics has its own token setting (ADR 0142)
PUBLIC_PREFIX = "/problems"
EDITOR_PAGE = "/editor"  # the page and its files; its calls to /v1 carry the key
AUDIT_PAGES = "/audit/"  # the audit pages and their files, likewise (ADR 0260)


def _state(scope: Scope) -> MutableMapping[str, Any]:
    state: MutableMapping[str, Any] = scope.setdefault("state", {})
    return state


class RequestContext:
    """Binds a request id into the log context, logs one line per request, answers 500s,
    and counts requests by route template and status."""

    def __init__(self, app: ASGIApp, metrics: Metrics | None = None) -> None:
        self.app = app
        self.metrics = metrics or NoMetrics()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = Headers(scope=scope).get("x-request-id", "")
        request_id = given if REQUEST_ID.match(given) else uuid.uuid4().hex
        _state(scope)["request_id"] = request_id
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        started, status = time.perf_counter(), [0]

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                message.setdefault("headers", []).append(
                    (b"x-request-id", request_id.encode("ascii"))
                )
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception as error:
            log.error("request_crashed", error_type=type(error).__name__, traceback=_frames(error))
            if status[0]:
                raise
            await problem_response(
                INTERNAL, "an internal error occurred; quote the request id", request_id=request_id
            )(scope, receive, send_with_id)
        finally:
            elapsed = time.perf_counter() - started
            log.info(
                "http_request",
                method=scope["method"],
                path=scope["path"],
                status=status[0],
                duration_ms=round(elapsed * 1000, 1),
            )
            self._count(scope, status[0], elapsed)

    def _count(self, scope: Scope, status: int, elapsed: float) -> None:
        """By the matched route's template (``/v1/sessions/{session_id}``), never the raw path."""
        route = _template(getattr(scope.get("route"), "path", None) or "unmatched")
        method = scope["method"]
        self.metrics.count(HTTP_REQUESTS, route=route, method=method, status=str(status))
        self.metrics.observe(HTTP_SECONDS, elapsed, route=route, method=method)


@lru_cache(maxsize=256)
def _template(route: str) -> str:
    """``/v1/sessions/{sessionId:uuid}`` → ``/v1/sessions/{sessionId}``."""
    return _CONVERTOR.sub(r"{\1}", route)


def _frames(error: BaseException) -> str:
    """Where it failed, without local variables (they may hold keys or user text)."""
    return "".join(traceback.format_exception(type(error), error, error.__traceback__, limit=20))


class BodyLimit:
    """Reads the body up to ``max_bytes`` before the app sees it; more answers 413."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = Headers(scope=scope).get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_bytes:
            await self._refuse(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if body and not _is_json(scope) and scope["path"].startswith(API_PREFIX):
            await problem_response(
                UNSUPPORTED_MEDIA,
                "send the body as JSON, with 'Content-Type: application/json'",
                request_id=_state(scope).get("request_id"),
            )(scope, receive, send)
            return
        problem = _json_problem(body) if _is_json(scope) else None
        if problem:
            await problem_response(
                INVALID_REQUEST, problem, request_id=_state(scope).get("request_id")
            )(scope, receive, send)
            return
        await self.app(scope, _replaying(body, receive), send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        error = BodyTooLargeError(f"the request body is larger than {self.max_bytes} bytes")
        await problem_response(
            kind_of(error), str(error), request_id=_state(scope).get("request_id")
        )(scope, receive, send)


def _is_json(scope: Scope) -> bool:
    content_type = Headers(scope=scope).get("content-type", "")
    return not content_type or "json" in content_type


def _json_problem(body: bytes) -> str | None:
    """What no handler should have to parse: JSON nested past the bound, lone surrogates."""
    if json_depth(body, stop_past=MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        return f"the JSON body is nested deeper than {MAX_JSON_DEPTH} levels"
    if b"\\u" in body and _LONE_SURROGATE.search(body):
        return "the JSON body has an unpaired surrogate escape: text must be valid Unicode"
    return None


def json_depth(body: bytes, stop_past: int | None = None) -> int:
    """The deepest nesting of brackets outside strings, without parsing (linear, no recursion);
    counting stops once it is past ``stop_past``."""
    brackets = _JSON_STRING.sub(b"", body).translate(None, _NOT_BRACKETS)
    depth = deepest = 0
    for byte in brackets:
        depth += 1 if byte in b"[{" else -1
        deepest = max(deepest, depth)
        if stop_past is not None and deepest > stop_past:
            break
    return deepest


def _public(path: str) -> bool:
    if path == EDITOR_PAGE or path.startswith((EDITOR_PAGE + "/", AUDIT_PAGES)):
        return True
    return path in PUBLIC_PATHS or path == PUBLIC_PREFIX or path.startswith(PUBLIC_PREFIX + "/")


def _replaying(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


class ApiKeyAuth:
    """Every path but the documentation needs a key; the key decides the tenant."""

    def __init__(self, app: ASGIApp, keys: ApiKeys) -> None:
        self.app = app
        self.keys = keys

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or _public(scope["path"]):
            await self.app(scope, receive, send)
            return
        key = presented_key(Headers(scope=scope))
        tenant = self.keys.tenant_for(key) if key else None
        if tenant is None:
            await self._refuse(scope, receive, send, key is not None)
            return
        _state(scope)["tenant"] = tenant
        structlog.contextvars.bind_contextvars(tenant=tenant)
        await self.app(scope, receive, send)

    @staticmethod
    async def _refuse(scope: Scope, receive: Receive, send: Send, presented: bool) -> None:
        detail = (
            "the API key is not valid"
            if presented
            else "send an API key as 'Authorization: Bearer <key>' or 'X-API-Key: <key>'"
        )
        error = NotAuthenticatedError(detail)
        log.info("request_refused", problem="not-authenticated", status=401)
        await problem_response(
            kind_of(error),
            detail,
            request_id=_state(scope).get("request_id"),
            instance=scope["path"],
            headers={"WWW-Authenticate": 'Bearer realm="heartrule"'},
        )(scope, receive, send)
