"""Hostile input through every endpoint of ``heartrule serve`` in its own process (issue 12):
YAML bombs, huge and deep JSON, bytes that are not UTF-8, unpaired surrogates, control
characters, long messages and long risk texts. Never a 5xx, never the server's insides in an
answer, every answer before the client's timeout (a hang guard, not a speed bound), and the
process's peak memory stays bounded."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from adapters.http.auth import hash_api_key
from tests.support.hostile import deep_json, leaks, peak_rss_mb, yaml_bombs
from tests.support.http_api import KEYS, auth, publish_demo, start_demo, wire
from tests.support.params import APPROVED_DRUG_COUNT

ROOT = Path(__file__).resolve().parents[3]
SERVE = "from adapters.cli.main import main; main()"
MAX_GROWTH_MB = 200.0
"""Peak memory of the server over its peak once it answered its first request."""


@dataclass
class Server:
    url: str
    pid: int
    client: httpx.Client
    baseline_mb: float = 0.0

    def assert_memory_bounded(self) -> None:
        assert peak_rss_mb(self.pid) < self.baseline_mb + MAX_GROWTH_MB, (
            peak_rss_mb(self.pid),
            self.baseline_mb,
        )

    def send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        headers = {**auth(), "Idempotency-Key": uuid.uuid4().hex, **kwargs.pop("headers", {})}
        response = self.client.request(method, path, headers=headers, **kwargs)
        assert response.status_code < 500, (method, path, response.status_code, response.text)
        assert not leaks(response.text), (method, path, leaks(response.text))
        return response


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("hostile")
    port = _free_port()
    keys = {tenant: [hash_api_key(key)] for tenant, key in KEYS.items()}
    env = {
        **os.environ,
        "HEARTRULE_API_KEYS": json.dumps(keys),
        "HEARTRULE_DATA_DIR": str(tmp / "data"),
        "HEARTRULE_STORE": "sqlite",
        "HEARTRULE_LOG_FORMAT": "json",
        "HEARTRULE_LLM_BASE_URL": "",
        "HEARTRULE_TURN_BUDGET_S": "3",
        "HEARTRULE_HTTP_SESSION_MESSAGES_PER_MINUTE": "1000",
    }
    argv = [sys.executable, "-c", SERVE, "serve", "--port", str(port)]
    with (tmp / "serve.log").open("w") as sink:
        process = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=sink, stderr=sink)
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_until_up(url, process)
            with httpx.Client(base_url=url, timeout=60) as client:
                server = Server(url, process.pid, client)
                publish_demo(client, name="baseline")
                server.baseline_mb = peak_rss_mb(process.pid)
                yield server
        finally:
            process.terminate()
            process.wait(timeout=10)


def _wait_until_up(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"heartrule serve exited with {process.returncode}")
        try:
            if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise RuntimeError("heartrule serve did not come up")


def _post_paths(server: Server, session_id: str, script_id: str) -> list[str]:
    """Every POST operation of the OpenAPI document, with its path parameters filled in."""
    document = server.client.get("/openapi.json").json()
    values = {"session_id": session_id, "script_id": script_id}
    paths = []
    for path, operations in document["paths"].items():
        if "post" in operations:
            for name, value in values.items():
                path = path.replace("{" + name + "}", value)
            paths.append(path)
    assert len(paths) >= 10, paths
    return paths


@pytest.mark.parametrize("shape", sorted(yaml_bombs()))
def test_every_yaml_bomb_shape_is_refused_with_its_line_by_every_script_door(
    server: Server, shape: str
) -> None:
    text = yaml_bombs()[shape]
    for path in ("/v1/scripts", "/v1/scripts/validate"):
        response = server.send("POST", path, json={"name": f"bomb-{shape}", "yaml": text})
        body = response.json()
        if response.status_code == 200:
            assert body.get("valid") is False, body
            continue
        assert response.status_code in (413, 422), body
        if response.status_code == 422:
            assert body["type"] == "/problems/script-invalid"
            assert all(error.get("line") for error in body["errors"]), body
    server.assert_memory_bounded()


def test_deep_huge_and_broken_json_never_reaches_a_5xx_on_any_post(server: Server) -> None:
    script_id = publish_demo(server.client)
    session_id = str(start_demo(server.client, script_id)["sessionId"])
    bodies = {
        "deep": deep_json(100_000),
        "deep-just-past": deep_json(200),
        "over-the-body-bound": b'{"text": "' + b"x" * 2_000_000 + b'"}',
        "not-utf8": b'{"text": "\xff\xfe\xfd"}',
        "lone-surrogate": b'{"text": "\\ud800 hi", "name": "\\udfff", "yaml": "\\ud800"}',
        "not-json": b"{'text': ",
        "control-characters": json.dumps({"text": "\x00\x1b[2J\u202e", "name": "\x00"}).encode(),
        "wrong-types": b'{"text": {"a": [1, 2]}, "texts": "x", "document": [], "values": 7}',
    }
    for path in _post_paths(server, session_id, script_id):
        for name, body in bodies.items():
            response = server.send(
                "POST", path, content=body, headers={"Content-Type": "application/json"}
            )
            assert name == "control-characters" or response.status_code >= 400, (path, name)
    assert server.send("GET", f"/v1/sessions/{session_id}").status_code == 200
    server.assert_memory_bounded()


def test_long_and_strange_messages_are_refused_or_answered_never_a_5xx(server: Server) -> None:
    script_id = publish_demo(server.client)
    session_id = str(start_demo(server.client, script_id)["sessionId"])
    texts = [
        "x" * 100_000,
        "我" * 4001,
        "\x00\x07\x1b[31m红色\x1b[0m",
        "{%who%} {用户名} {{7*7}} ${jndi:ldap://x}",
        "\u202e\u200b\ufeff" * 100,
        "a\r\nb\rc\n" * 500,
    ]
    for text in texts:
        response = server.send("POST", f"/v1/sessions/{session_id}/messages", json={"text": text})
        if response.status_code == 200:
            assert "{{7*7}}" not in text or "49" not in response.json()["aiMessage"]
    server.assert_memory_bounded()


def test_long_risk_texts_are_scored_or_refused_in_bounded_time(server: Server) -> None:
    windows = [
        ["我不想活了，明天就去买药。" * 300] * 3,  # the window a turn screens, dense with cues
        ["x" * 4000] * 10,
        ["x" * 100_000],
        ["\x00" * 4000],
    ]
    for texts in windows:
        response = server.send("POST", "/v1/risk/scores", json={"texts": texts})
        assert response.status_code in (200, 413, 422), response.text
    assessment = {"userId": "u" * 129, "phq9": [3] * 9}
    assert server.send("POST", "/v1/risk/assessments", json=assessment).status_code == 422


def test_a_params_query_far_over_a_message_is_refused_not_read_for_minutes(server: Server) -> None:
    query = wire({"logic_property": APPROVED_DRUG_COUNT, "query": "最近3个月的趋势" * 20_000})
    response = server.send("POST", "/v1/params/resolve", json=query)
    assert response.status_code == 422, response.text
    assert [e["field"] for e in response.json()["errors"]] == ["query"]
    server.assert_memory_bounded()
