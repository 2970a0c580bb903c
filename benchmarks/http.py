"""HTTP: 200 concurrent sessions through the API with a model that answers after 300 ms.

The server is ``create_app`` under uvicorn on 127.0.0.1 in its own process (so the load generator
does not share its interpreter), over a SQLite file, with the slow fake model injected through
``bootstrap``. The load is httpx.AsyncClient driving every session at once: start, then up to
three messages each. Reports rounds/s over the wall time and a round's latency as the caller
sees it, against the model's own 300 ms floor.
"""

from __future__ import annotations

import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import httpx

from benchmarks.targets import target

SESSIONS = 200
CLIENTS = 20
MESSAGES = ("什么是ABC模型？", "嗯……B和C有什么区别？", "我明白了，原来是我对事情的想法决定了情绪。")
DELAY_S = 0.3
KEY = "hr_benchmark_key"
ROOT = Path(__file__).resolve().parents[1]
HEADERS = {"Authorization": f"Bearer {KEY}"}


def serve(port: int, data_dir: str) -> None:
    """The server process: the real app, the slow model, uvicorn on 127.0.0.1:port."""
    import uvicorn

    from adapters.http.app import create_app
    from adapters.http.auth import hash_api_key
    from benchmarks.support import SlowLLM, offline_answers
    from bootstrap import bootstrap, freeze_startup_heap
    from infrastructure.logging import configure_logging
    from infrastructure.settings import Settings

    settings = Settings(
        store="sqlite",
        data_dir=Path(data_dir),
        api_keys={"bench": [hash_api_key(KEY)]},
        http_session_messages_per_minute=600,
    )
    configure_logging(fmt="json", level="WARNING")
    app = create_app(bootstrap(settings, llm=SlowLLM(DELAY_S, offline_answers())))
    freeze_startup_heap()  # as `heartrule serve` does
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=port,
        access_log=False,
        log_level="warning",
        timeout_keep_alive=120,
        backlog=4096,
    )


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def _session(
    client: httpx.AsyncClient, script_id: str, n: int, starts: list[float], rounds: list[float]
) -> int:
    began = time.perf_counter()
    started = await client.post(
        "/v1/sessions", json={"scriptId": script_id, "userId": f"bench-{n}"}, headers=HEADERS
    )
    starts.append(time.perf_counter() - began)
    started.raise_for_status()
    session = started.json()["sessionId"]
    played = 0
    for turn, text in enumerate(MESSAGES):
        began = time.perf_counter()
        answer = await client.post(
            f"/v1/sessions/{session}/messages",
            json={"text": text},
            headers={**HEADERS, "Idempotency-Key": f"{n}-{turn}"},
        )
        answer.raise_for_status()
        rounds.append(time.perf_counter() - began)
        played += 1
        if answer.json()["executionStatus"] == "completed":
            break
    return played


async def _drive(url: str) -> dict[str, Any]:
    # httpcore's pool does work proportional to its connections on every request, so one client
    # holding 200 connections spends more CPU than the server; each client here holds a few.
    size = SESSIONS // CLIENTS
    limits = httpx.Limits(max_connections=size, max_keepalive_connections=size)
    async with AsyncExitStack() as stack:
        clients = [
            await stack.enter_async_context(
                httpx.AsyncClient(base_url=url, timeout=300, limits=limits)
            )
            for _ in range(CLIENTS)
        ]
        script_id = await _publish(clients[0])
        starts: list[float] = []
        rounds: list[float] = []
        began = time.perf_counter()
        played = await asyncio.gather(
            *(_session(clients[n % CLIENTS], script_id, n, starts, rounds) for n in range(SESSIONS))
        )
        wall = time.perf_counter() - began
    return {"wall": wall, "starts": starts, "rounds": rounds, "played": sum(played)}


async def _publish(client: httpx.AsyncClient) -> str:
    script_text = (ROOT / "config/scripts/abc-model.yaml").read_text(encoding="utf-8")
    published = await client.post(
        "/v1/scripts", json={"name": "bench", "yaml": script_text}, headers=HEADERS
    )
    published.raise_for_status()
    return str(published.json()["scriptId"])


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_healthy(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the benchmark server exited with {process.returncode}")
        try:
            if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    raise RuntimeError("the benchmark server did not start within 30 s")


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc); 0 where there is no /proc."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure() -> dict[str, Any]:
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as data_dir:
        argv = [sys.executable, "-m", "benchmarks.http", "--serve", str(port), data_dir]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        process = subprocess.Popen(argv, cwd=ROOT, env=env)
        try:
            _wait_healthy(url, process)
            cpu_before, client_before = _cpu_seconds(process.pid), time.process_time()
            result = asyncio.run(_drive(url))
            result["server_cpu_s"] = _cpu_seconds(process.pid) - cpu_before
            result["client_cpu_s"] = time.process_time() - client_before
            return result
        finally:
            process.terminate()
            process.wait(timeout=30)


async def _direct_session(
    app: Any, script_id: Any, n: int, starts: list[float], rounds: list[float]
) -> int:
    from application.conversation.commands import SendUserMessage, StartSession

    began = time.perf_counter()
    started = await app.conversation.start_session(StartSession("bench", f"bench-{n}", script_id))
    starts.append(time.perf_counter() - began)
    played = 0
    for turn, text in enumerate(MESSAGES):
        began = time.perf_counter()
        command = SendUserMessage("bench", started.sessionId, text, f"{n}-{turn}")
        answer = await app.conversation.send_user_message(command)
        rounds.append(time.perf_counter() - began)
        played += 1
        if answer.executionStatus == "completed":
            break
    return played


def measure_without_http() -> dict[str, Any]:
    """The same load on the same engine and store, called in-process: what HTTP adds."""
    from benchmarks.support import SlowLLM, offline_answers
    from bootstrap import bootstrap
    from infrastructure.logging import configure_logging
    from infrastructure.settings import Settings

    configure_logging(fmt="json", level="WARNING")
    with tempfile.TemporaryDirectory() as data_dir:
        settings = Settings(store="sqlite", data_dir=Path(data_dir))
        app = bootstrap(settings, llm=SlowLLM(DELAY_S, offline_answers()))
        text = (ROOT / "config/scripts/abc-model.yaml").read_text(encoding="utf-8")
        ref = app.catalog.publish("bench", "bench", text)
        starts: list[float] = []
        rounds: list[float] = []

        async def drive() -> int:
            played = await asyncio.gather(
                *(_direct_session(app, ref.script_id, n, starts, rounds) for n in range(SESSIONS))
            )
            return sum(played)

        began, cpu_before = time.perf_counter(), time.process_time()
        total = asyncio.run(drive())
        wall, cpu = time.perf_counter() - began, time.process_time() - cpu_before
    return {"wall": wall, "starts": starts, "rounds": rounds, "played": total, "cpu_s": cpu}


def _line(label: str, r: dict[str, Any]) -> str:
    ms = [x * 1000 for x in r["rounds"]]
    p50, p99 = _percentile(ms, 0.5), _percentile(ms, 0.99)
    return (
        f"{label:<22} {_rate(r):>5.0f} rounds/s   p50 {p50:>6.0f} ms   p99 {p99:>6.0f} ms"
        f"   ({r['played']} rounds in {r['wall']:.1f} s)"
    )


def _per_turn(cpu_s: float, r: dict[str, Any]) -> float:
    return float(cpu_s * 1000 / (r["played"] + SESSIONS))


def _rate(r: dict[str, Any]) -> float:
    return float(r["played"] / r["wall"])


def run() -> list[str]:
    load_before = os.getloadavg()[0]
    r = measure()
    bare = measure_without_http()
    bare_cpu = bare["cpu_s"]  # the load only, as the server's: not the bootstrap before it
    load_after = os.getloadavg()[0]
    ms = [x * 1000 for x in r["rounds"]]
    start_ms = [x * 1000 for x in r["starts"]]
    floor = DELAY_S * 1000
    return [
        _line("through the HTTP API", r),
        _line("same load, no HTTP", bare),
        f"HTTP rounds/s vs no HTTP: {_rate(r) / _rate(bare):.2f}×",
        f"{SESSIONS} concurrent sessions; uvicorn on 127.0.0.1 (own process), SQLite file, "
        f"model {floor:.0f} ms/call",
        f"rounds: {r['played']} in {r['wall']:.2f} s = {r['played'] / r['wall']:.0f} rounds/s "
        f"(plus {SESSIONS} session starts in the same window)",
        f"round latency: p50 {_percentile(ms, 0.5):.0f} ms, p99 {_percentile(ms, 0.99):.0f} ms, "
        f"mean {statistics.fmean(ms):.0f} ms (model floor {floor:.0f} ms)",
        f"start latency: p50 {_percentile(start_ms, 0.5):.0f} ms, "
        f"p99 {_percentile(start_ms, 0.99):.0f} ms",
        f"server CPU per turn (starts included): {_per_turn(r['server_cpu_s'], r):.1f} ms through "
        f"HTTP, {_per_turn(bare_cpu, bare):.1f} ms in-process; load generator "
        f"{_per_turn(r['client_cpu_s'], r):.1f} ms "
        f"(through HTTP: {target(_per_turn(r['server_cpu_s'], r), 1.5, ' ms')})",
        f"machine: {os.cpu_count()} CPUs, load average {load_before:.1f} before, "
        f"{load_after:.1f} after (server, load generator and other work share them)",
    ]


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve(int(sys.argv[2]), sys.argv[3])
    else:
        for line in run():
            print(line)
