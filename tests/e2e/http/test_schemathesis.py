"""schemathesis 4 with every check — the stateful phase included, following the document's
links from each created script, session, trial, assessment, evaluation and resolution — finds
nothing wrong with the served API (ADR 0244).

It runs the same ``st run`` a caller would, from the repository root (so ``schemathesis.toml``
applies), against a real uvicorn server on 127.0.0.1, with a bounded number of examples per
operation and a fixed seed (``HEARTRULE_FUZZ_SEED`` picks another; ``HEARTRULE_FUZZ_EXAMPLES``
more examples for a longer soak)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import uvicorn
from fastapi import FastAPI

from tests.support.http_api import KEYS, api_settings, build
from tests.support.services import free_port

ROOT = Path(__file__).resolve().parents[3]
ST = Path(sys.executable).with_name("st")
EXAMPLES = os.environ.get("HEARTRULE_FUZZ_EXAMPLES", "20")
SEED = os.environ.get("HEARTRULE_FUZZ_SEED", "18")


def test_schemathesis_with_every_check_and_the_stateful_phase_finds_nothing(
    tmp_path: Path,
) -> None:
    _, app = build(api_settings(tmp_path, http_session_messages_per_minute=100_000))
    with _served(app) as url:
        run = subprocess.run(
            [str(ST), "run", f"{url}/openapi.json", "--checks", "all",
             "--phases", "examples,coverage,fuzzing,stateful", "--max-examples", EXAMPLES,
             "--seed", SEED, "--workers", "1", "--no-color", "--generation-database", "none",
             "--header", f"Authorization: Bearer {KEYS['acme']}"],
            cwd=ROOT, capture_output=True, text=True, timeout=600,
            env={**os.environ, "PYTHONPATH": str(ROOT),
                 "SCHEMATHESIS_HOOKS": "tests.support.schemathesis_checks"},
        )  # fmt: skip

    report = run.stdout[-8000:] + run.stderr[-2000:]
    assert run.returncode == 0, report
    generated = re.search(r"(\d+) generated, (\d+) passed", run.stdout)
    assert generated and generated.group(1) == generated.group(2), report
    assert int(generated.group(1)) > 1000, report
    links = re.search(r"API Links:\s+(\d+) covered", run.stdout)
    assert links and int(links.group(1)) > 0, "the stateful phase followed no link\n" + report


@contextmanager
def _served(app: FastAPI) -> Iterator[str]:
    """uvicorn on a port it binds itself, read models kept caught up as ``heartrule serve``
    does. (Handing uvicorn a socket bound beforehand, as ``served`` does, costs about 40 ms a
    request on keep-alive connections here: thousands of requests would take minutes.)"""
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            access_log=False, lifespan="on")  # fmt: skip
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "uvicorn did not start"
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
