"""A real HTTP server on 127.0.0.1 speaking OpenAI's Chat Completions wire format.

Each test scripts its replies (status, body, headers, delay) and reads back the requests it got.
It runs uvicorn + starlette in a thread, so delays cost no threads and 50 slow calls overlap.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route


@dataclass(frozen=True)
class Reply:
    """One scripted answer: a chat completion, an error body, or raw text."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    raw: str | None = None

    def encoded(self) -> bytes:
        return (self.raw if self.raw is not None else json.dumps(self.body)).encode()


@dataclass(frozen=True)
class Received:
    """A request as the server saw it."""

    path: str
    headers: dict[str, str]
    body: dict[str, Any]


def completion(content: str, *, model: str = "test-model", **extra: Any) -> Reply:
    """A 200 chat completion whose message content is ``content``."""
    body = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 12, "completion_tokens": 7, "total_tokens": 19},
    }
    return Reply(body=body, **extra)


def error(status: int, message: str, *, kind: str = "invalid_request_error", **extra: Any) -> Reply:
    """An OpenAI error body: ``{"error": {"message", "type", "param", "code"}}``."""
    body = {"error": {"message": message, "type": kind, "param": None, "code": None}}
    return Reply(status=status, body=body, **extra)


class OpenAIServer:
    """Scripted replies in order, then ``default``; every request recorded."""

    def __init__(self, default: Reply | Callable[[Received], Reply] | None = None) -> None:
        self.replies: list[Reply] = []
        self.default = default
        self.received: list[Received] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self.base_url = ""

    def script(self, *replies: Reply) -> None:
        with self._lock:
            self.replies.extend(replies)

    async def _handle(self, request: Request) -> Response:
        received = Received(request.url.path, dict(request.headers), await request.json())
        reply = self._next(received)
        self._enter()
        try:
            await asyncio.sleep(reply.delay_s)
        finally:
            self._leave()
        media = "application/json" if reply.raw is None else "text/plain"
        headers = reply.headers
        return Response(reply.encoded(), reply.status, headers=headers, media_type=media)

    def _next(self, received: Received) -> Reply:
        with self._lock:
            self.received.append(received)
            if self.replies:
                return self.replies.pop(0)
        if callable(self.default):
            return self.default(received)
        return self.default or error(500, "the test server has no reply left", kind="server_error")

    def _enter(self) -> None:
        with self._lock:
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)

    def _leave(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def app(self) -> Starlette:
        return Starlette(routes=[Route("/v1/chat/completions", self._handle, methods=["POST"])])


@contextmanager
def running(server: OpenAIServer) -> Iterator[OpenAIServer]:
    """Serve on a free loopback port; ``server.base_url`` ends with ``/v1``."""
    # proto=IPPROTO_TCP, or asyncio skips TCP_NODELAY on accepted sockets (40 ms delayed ACKs)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        server.app(), log_level="warning", timeout_graceful_shutdown=1, lifespan="off"
    )
    uv = uvicorn.Server(config)
    thread = threading.Thread(target=uv.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    _wait_started(uv)
    server.base_url = f"http://127.0.0.1:{port}/v1"
    try:
        yield server
    finally:
        uv.should_exit = True
        thread.join(timeout=5)
        sock.close()


def _wait_started(uv: uvicorn.Server, timeout_s: float = 5.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not uv.started:
        if time.monotonic() > deadline:
            raise RuntimeError("the OpenAI test server did not start")
        time.sleep(0.01)
