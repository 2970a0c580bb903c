"""The container images and the compose file (``container/``) build on this machine and run:
the server answers ``/ready`` on its PostgreSQL store with the broker reachable, and a session
started over HTTP reaches the Kafka-protocol broker through the relay container.

Needs podman, podman-compose and mmdebstrap (Debian's packages; the test command installs them,
saying so); without them the test fails naming them. ``container/build.py`` runs under a file
lock, so two test runs on one machine never build and tag the images at once; built once, a
rebuild takes well under a minute (the base image and the PostgreSQL layer are cached).
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from adapters.http.auth import hash_api_key
from tests.support.services import container_tools_missing_reason, free_port

pytestmark = pytest.mark.container

ROOT = Path(__file__).resolve().parents[2]
KEY = "hr_container_smoke_0123456789"
READY_WITHIN_S = 120
CONSUMER = """
import json
from kafka import KafkaConsumer
consumer = KafkaConsumer(bootstrap_servers="broker:9092", auto_offset_reset="earliest",
                         consumer_timeout_ms=5000, group_id=None)
consumer.subscribe(pattern="^heartrule[.].*[.]events$")
print(json.dumps(sorted({record.topic for record in consumer})))
"""


@dataclass(frozen=True)
class Stack:
    url: str
    project: str
    env: dict[str, str]

    def exec_python(self, service: str, code: str) -> str:
        container = f"{self.project}_{service}_1"
        done = run(["podman", "exec", container, "python", "-c", code], self.env)
        assert done.returncode == 0, done.stderr
        return done.stdout


def run(
    argv: list[str], env: dict[str, str], timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def stack() -> Iterator[Stack]:
    missing = container_tools_missing_reason()
    assert missing is None, missing
    env = {
        **os.environ,
        "CONTAINERS_CONF": os.environ.get(
            "CONTAINERS_CONF", str(ROOT / "container" / "containers.conf")
        ),
        "HEARTRULE_PORT": str(free_port()),
        "HEARTRULE_API_KEYS": json.dumps({"acme": [hash_api_key(KEY)]}),
    }
    project = f"heartruletest{os.getpid()}"
    compose = ["podman-compose", "-p", project, "-f", "container/compose.yaml"]
    with (Path(tempfile.gettempdir()) / "heartrule-images.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the images' tags are shared by every run here
        built = run([sys.executable, "container/build.py"], env, timeout=1200)
        assert built.returncode == 0, built.stdout + built.stderr
        up = run([*compose, "up", "-d"], env)
        try:
            assert up.returncode == 0, up.stdout + up.stderr
            yield Stack(f"http://127.0.0.1:{env['HEARTRULE_PORT']}", project, env)
        finally:
            run([*compose, "down", "-v"], env)


def ready(url: str) -> dict[str, Any]:
    deadline = time.monotonic() + READY_WITHIN_S
    last = "no answer"
    while time.monotonic() < deadline:
        try:
            response = httpx.get(f"{url}/ready", timeout=5)
            if response.status_code == 200:
                body: dict[str, Any] = response.json()
                return body
            last = f"{response.status_code} {response.text}"
        except httpx.TransportError as exc:
            last = repr(exc)
        time.sleep(1)
    raise AssertionError(f"/ready did not answer 200 within {READY_WITHIN_S} s: {last}")


def test_the_server_is_ready_on_postgresql_with_the_broker_reachable(stack: Stack) -> None:
    checks = ready(stack.url)["checks"]
    assert checks["store"]["ok"] and checks["broker"]["ok"], checks
    health = httpx.get(f"{stack.url}/health", timeout=5)
    assert health.status_code == 200


def test_a_session_started_over_http_reaches_the_broker_through_the_relay(stack: Stack) -> None:
    ready(stack.url)
    auth = {"Authorization": f"Bearer {KEY}"}
    script = (ROOT / "config" / "scripts" / "abc-model.yaml").read_text(encoding="utf-8")
    with httpx.Client(base_url=stack.url, headers=auth, timeout=30) as client:
        published = client.post("/v1/scripts", json={"name": "abc", "yaml": script})
        assert published.status_code in (200, 201), published.text
        body = {"scriptId": published.json()["scriptId"], "userId": "container-user"}
        started = client.post("/v1/sessions", json=body)
    assert started.status_code == 201, started.text
    assert started.json()["executionStatus"] == "waiting_input"
    topics: list[str] = []
    for _ in range(10):  # the relay polls the log about once a second
        topics = json.loads(stack.exec_python("server", CONSUMER))
        if "heartrule.conversation.events" in topics:
            break
        time.sleep(1)
    assert "heartrule.conversation.events" in topics, topics
