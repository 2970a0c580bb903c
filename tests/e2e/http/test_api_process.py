"""The API as an operator runs it: ``heartrule serve`` in its own process on 127.0.0.1.

The main flow end to end — upload, start, chat to completion, state, timelines, replay — and
what the process writes to its log: tenant, session and request ids, never a key, and user text
only when configured to.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from adapters.cli.serve import listening_socket
from adapters.http.auth import hash_api_key
from tests.support.http_api import DEMO_USER, KEYS, auth, publish_demo, start_demo

ROOT = Path(__file__).resolve().parents[3]
SERVE = "from adapters.cli.main import main; main()"


@dataclass
class Served:
    url: str
    log: Path

    def log_text(self) -> str:
        return self.log.read_text(encoding="utf-8")

    def log_lines(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.log_text().splitlines() if line.startswith("{")]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def heartrule_serve(tmp_path: Path, **env: str) -> Iterator[Served]:
    port = _free_port()
    log = tmp_path / "serve.log"
    keys = {tenant: [hash_api_key(key)] for tenant, key in KEYS.items()}
    environment = {
        **os.environ,
        "HEARTRULE_API_KEYS": json.dumps(keys),
        "HEARTRULE_DATA_DIR": str(tmp_path / "data"),
        "HEARTRULE_STORE": "sqlite",
        "HEARTRULE_LOG_FORMAT": "json",
        "HEARTRULE_LLM_BASE_URL": "",
        **env,
    }
    argv = [sys.executable, "-c", SERVE, "serve", "--port", str(port)]
    with log.open("w", encoding="utf-8") as sink:
        process = subprocess.Popen(argv, cwd=ROOT, env=environment, stderr=sink, stdout=sink)
        try:
            url = f"http://127.0.0.1:{port}"
            _wait_until_healthy(url, process)
            yield Served(url, log)
        finally:
            process.terminate()
            process.wait(timeout=10)


def _wait_until_healthy(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"heartrule serve exited with {process.returncode}")
        try:
            if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    raise RuntimeError("heartrule serve did not answer /health within 120 s")


def _chat_to_completion(client: httpx.Client, session_id: str) -> list[dict[str, Any]]:
    answers = []
    for number, text in enumerate(DEMO_USER):
        headers = {**auth(), "Idempotency-Key": f"turn-{number}"}
        response = client.post(
            f"/v1/sessions/{session_id}/messages", json={"text": text}, headers=headers
        )
        assert response.status_code == 200, response.text
        answers.append(response.json())
        if answers[-1]["executionStatus"] == "completed":
            break
    return answers


def test_a_session_runs_from_upload_to_completion_and_replays_over_http(tmp_path: Path) -> None:
    with heartrule_serve(tmp_path) as served, httpx.Client(base_url=served.url) as client:
        script_id = publish_demo(client)
        started = start_demo(client, script_id)
        answers = _chat_to_completion(client, started["sessionId"])
        session = f"/v1/sessions/{started['sessionId']}"
        state = client.get(session, headers=auth()).json()
        timelines = client.get(f"{session}/timelines", headers=auth()).json()["views"]
        replay_all = client.get(f"{session}/replay", headers=auth()).json()
        replay_early = client.get(f"{session}/replay?version=3", headers=auth()).json()

    assert answers[-1]["executionStatus"] == "completed"
    assert state["status"] == "completed"
    user_lines = [m["text"] for m in state["transcript"] if m["role"] == "user"]
    assert user_lines == list(DEMO_USER[: len(answers)])
    assert set(timelines) == {
        "exitHistory",
        "variableOperations",
        "scopeSnapshots",
        "lastActionRoundInfo",
        "strategyDecisions",
        "llmCalls",
        "moderation",
    }
    assert timelines["exitHistory"][-1]["decision"]["shouldExit"] is True
    assert timelines["llmCalls"], "every model call is in the call log"
    assert replay_all["version"] == replay_all["latestVersion"] == state["version"]
    assert replay_all["transcript"] == state["transcript"]
    assert replay_early["version"] == 3
    assert len(replay_early["transcript"]) < len(replay_all["transcript"])


def test_the_log_carries_ids_but_never_a_key_nor_the_user_text(tmp_path: Path) -> None:
    with heartrule_serve(tmp_path) as served, httpx.Client(base_url=served.url) as client:
        script_id = publish_demo(client)
        started = start_demo(client, script_id)
        _chat_to_completion(client, started["sessionId"])
        client.get("/v1/scripts", headers={"X-API-Key": KEYS["globex"]})
        client.get("/v1/scripts", headers={"Authorization": "Bearer hr_wrong_key_abcdef"})
        text, lines = served.log_text(), served.log_lines()

    for key in (*KEYS.values(), "hr_wrong_key_abcdef"):
        assert key not in text
    for user_text in DEMO_USER[:2]:
        assert user_text not in text
    turns = [line for line in lines if line["event"] == "turn_answered"]
    assert turns
    assert all(line["tenant"] == "acme" for line in turns)
    assert all(line["session_id"] == started["sessionId"] for line in turns)
    assert all(line.get("request_id") for line in lines if line["event"] == "http_request")


def test_the_log_holds_the_user_text_when_configured_to(tmp_path: Path) -> None:
    with (
        heartrule_serve(tmp_path, HEARTRULE_LOG_USER_TEXT="true") as served,
        httpx.Client(base_url=served.url) as client,
    ):
        started = start_demo(client, publish_demo(client))
        headers = {**auth(), "Idempotency-Key": "only"}
        path = f"/v1/sessions/{started['sessionId']}/messages"
        client.post(path, json={"text": DEMO_USER[0]}, headers=headers)
        text = served.log_text()

    assert DEMO_USER[0] in text
    assert KEYS["acme"] not in text


def test_several_worker_processes_serve_one_port_with_nagle_off(tmp_path: Path) -> None:
    with (
        heartrule_serve(tmp_path, HEARTRULE_HTTP_WORKERS="2") as served,
        httpx.Client(base_url=served.url) as client,
    ):
        script_id = publish_demo(client)
        reads = [client.get(f"/v1/scripts/{script_id}", headers=auth()) for _ in range(10)]

    assert [r.status_code for r in reads] == [200] * len(reads)
    shared = listening_socket(uvicorn.Config("adapters.cli.serve:app", host="127.0.0.1", port=0))
    with shared:
        assert shared.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
