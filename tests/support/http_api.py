"""The HTTP API under test: keys for two tenants, settings on a SQLite file, and a real uvicorn
server on 127.0.0.1 in a thread (or several over one store, as separate processes would be)."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI

from adapters.http.app import create_app
from adapters.http.auth import hash_api_key
from adapters.http.wire import camel_keys
from application.llm.port import LLMPort, LLMRequest, LLMResponse
from bootstrap import Container, bootstrap
from infrastructure.settings import ROOT, Settings

KEYS = {"acme": "hr_test_acme_0123456789", "globex": "hr_test_globex_9876543210"}
DEMO_SCRIPT = ROOT / "config" / "scripts" / "abc-model.yaml"
DEMO_USER = (
    "什么是ABC模型？",
    "嗯……B和C有什么区别？",
    "我明白了，原来是我对事情的想法决定了情绪。",
    "明白了，谢谢。",
    "好的。",
    "继续吧。",
    "嗯。",
    "好。",
)


def wire(spec: dict[str, Any]) -> dict[str, Any]:
    """A request written in a spec's format (snake_case, as files and the CLI take it) with the
    API's camelCase names."""
    renamed: dict[str, Any] = camel_keys(spec)
    return renamed


def poll_batch(client: httpx.Client, started: httpx.Response, tenant: str = "acme") -> Any:
    """The finished status of a batch evaluation the response started (202 + Location)."""
    assert started.status_code == 202, started.text
    deadline = time.monotonic() + 60
    while True:
        status = client.get(started.headers["Location"], headers=auth(tenant))
        assert status.status_code == 200, status.text
        if status.json()["status"] != "running" or time.monotonic() > deadline:
            return status.json()
        time.sleep(0.05)


def auth(tenant: str = "acme") -> dict[str, str]:
    return {"Authorization": f"Bearer {KEYS[tenant]}"}


def api_settings(data_dir: Path, **overrides: Any) -> Settings:
    hashed = {tenant: [hash_api_key(key)] for tenant, key in KEYS.items()}
    return Settings(store="sqlite", data_dir=data_dir, api_keys=hashed, **overrides)


def build(settings: Settings, llm: LLMPort | None = None) -> tuple[Container, FastAPI]:
    container = bootstrap(settings, llm=llm)
    return container, create_app(container)


@contextmanager
def served(app: FastAPI, **config: Any) -> Iterator[str]:
    """A real uvicorn server on a free 127.0.0.1 port; yields its base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # else ~40 ms a keep-alive request
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    options = {"log_level": "warning", "access_log": False, "lifespan": "off", **config}
    server = uvicorn.Server(uvicorn.Config(app, **options))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def publish_demo(client: httpx.Client, tenant: str = "acme", name: str = "abc") -> str:
    body = {"name": name, "yaml": DEMO_SCRIPT.read_text(encoding="utf-8")}
    response = client.post("/v1/scripts", json=body, headers=auth(tenant))
    assert response.status_code in (200, 201), response.text
    return str(response.json()["scriptId"])


def start_demo(client: httpx.Client, script_id: str, tenant: str = "acme") -> dict[str, Any]:
    body = {"scriptId": script_id, "userId": "user-1"}
    response = client.post("/v1/sessions", json=body, headers=auth(tenant))
    assert response.status_code == 201, response.text
    started: dict[str, Any] = response.json()
    return started


class SlowOfflineLLM:
    """The offline model's answers after a delay; counts how many calls overlap."""

    def __init__(self, delay_s: float) -> None:
        from infrastructure.llm.offline_responders import offline_responders

        self.delay_s = delay_s
        self.responders = offline_responders()
        self.in_flight = 0
        self.max_in_flight = 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            await asyncio.sleep(self.delay_s)
        finally:
            self.in_flight -= 1
        text = self.responders[request.purpose](request)
        return LLMResponse(text=text, model="slow-offline", latency_ms=self.delay_s * 1000)


class Rendezvous:
    """Holds the first model call of each of several servers until all have one in flight.

    Armed just before a race, it makes the race a race however loaded the machine is: every
    turn has read the session before any turn stores its events.
    """

    def __init__(self, parties: int, timeout_s: float = 20.0) -> None:
        self.barrier = threading.Barrier(parties)
        self.timeout_s = timeout_s
        self.armed = False


class RendezvousOfflineLLM(SlowOfflineLLM):
    """The slow offline model whose first call once the rendezvous is armed waits for the others."""

    def __init__(self, delay_s: float, rendezvous: Rendezvous) -> None:
        super().__init__(delay_s)
        self.rendezvous = rendezvous
        self.met = False

    async def complete(self, request: LLMRequest) -> LLMResponse:
        if self.rendezvous.armed and not self.met:
            self.met = True
            await asyncio.to_thread(self.rendezvous.barrier.wait, self.rendezvous.timeout_s)
        return await super().complete(request)
