"""In JSON log mode every line the server writes is one JSON object: its own lines, uvicorn's,
and the failure to bind a port that is taken."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import httpx

from tests.e2e.http.test_api_process import heartrule_serve
from tests.support.http_api import auth, publish_demo, start_demo

SERVE = "from adapters.cli.main import main; main()"


def json_lines(text: str) -> list[dict[str, object]]:
    lines = [line for line in text.splitlines() if line.strip()]
    parsed = []
    for line in lines:
        try:
            parsed.append(json.loads(line))
        except json.JSONDecodeError:
            raise AssertionError(f"not a JSON line: {line!r}") from None
    return parsed


def test_a_served_session_logs_only_json_lines(tmp_path: Path) -> None:
    with heartrule_serve(tmp_path, HEARTRULE_LOG_LEVEL="DEBUG") as served:
        with httpx.Client(base_url=served.url, timeout=30) as client:
            start_demo(client, publish_demo(client))
            client.get("/v1/scripts", headers=auth())
            client.get("/ready")
        text = served.log_text()

    events = json_lines(text)
    assert {"http_request", "session_started"} <= {e.get("event") for e in events}
    assert all("level" in e and "timestamp" in e for e in events)


def test_a_taken_port_is_reported_as_json_and_exits_non_zero(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {
            **os.environ,
            "HEARTRULE_LOG_FORMAT": "json",
            "HEARTRULE_DATA_DIR": str(tmp_path / "data"),
            "HEARTRULE_HTTP_PORT": str(port),
        }
        result = subprocess.run(
            [sys.executable, "-c", SERVE, "serve"],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            cwd=Path(__file__).resolve().parents[3],
        )

    assert result.returncode != 0
    assert result.stdout == ""
    events = json_lines(result.stderr)
    errors = [e for e in events if e.get("level") == "error"]
    assert errors, result.stderr
    assert any("address already in use" in str(e.get("event")).lower() for e in errors)
    assert all(str(e.get("logger", "")).startswith("uvicorn") for e in errors)


WORKERS_LOGGING_AT_ONCE = """
import logging, multiprocessing, structlog
from infrastructure.logging import configure_logging

def worker() -> None:
    configure_logging(fmt="json")
    for i in range(1500):
        structlog.get_logger().info("turn_answered", i=i, padding="x" * 200)
        logging.getLogger("uvicorn.error").warning("library line %s", i)

if __name__ == "__main__":
    multiprocessing.set_start_method("spawn")
    workers = [multiprocessing.Process(target=worker) for _ in range(3)]
    for w in workers: w.start()
    for w in workers: w.join()
"""


def test_worker_processes_sharing_one_stderr_never_splice_their_lines(tmp_path: Path) -> None:
    """``serve --workers N``: every process writes a whole line in one write."""
    script = tmp_path / "workers_logging.py"
    script.write_text(WORKERS_LOGGING_AT_ONCE, encoding="utf-8")
    root = Path(__file__).resolve().parents[3]
    result = subprocess.run(
        [sys.executable, str(script)],
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        timeout=120,
        cwd=root,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    events = json_lines(result.stderr)
    assert len(events) == 3 * 1500 * 2
