"""``python -m benchmarks.split WORKLOAD``: screens, edge, catchup, instructions,
http-instructions, http-cpu, http-load.

The turn's CPU, split.

Issue 13's fourth pass (docs/performance.md) measures with these:

- ``screens``: CPU per message turn and per start, in-process on a SQLite file, with the reply
  and risk screens as they are and with both memoised (each answer computed once, then served
  from a dict: their cost falls to about nothing and the rest of the turn is unchanged);
- ``edge``: the HTTP edge alone, raw ASGI requests on the app (no socket), in-memory store, the
  conversation service's own CPU subtracted;
- ``catchup``: the read models' background catch-up, CPU per turn of the HTTP benchmark's
  script (caught up after every 25 sessions, as the server does every second);
- ``instructions [free]``: eight sessions of the engine benchmark's script played inside
  ``functools.reduce``, for callgrind to count the instructions of those alone::

      valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
          --callgrind-out-file=/dev/null .venv/bin/python -m benchmarks.split instructions

  (instructions per operation: ``Collected`` over the printed operations; ±0.1 % run to run);
- ``catchup-instructions``: the read models' catch-up after every 10 sessions of the HTTP
  benchmark's script, inside ``functools.reduce`` for the same callgrind command (instructions
  per turn: ``Collected`` over the printed turns);
- ``http-instructions``: the HTTP benchmark's turns as its server plays them, for the same
  callgrind command: sessions of its script (start, then its three messages) as raw ASGI
  requests on ``create_app`` (no socket, no uvicorn), over a SQLite file, the benchmark's model
  answering at once, and the read models caught up after every 10 sessions as the server's
  background catch-up does (instructions per turn, catch-up included: ``Collected`` over the
  printed turns; the figure to compare for the "HTTP server CPU per turn" target, free of the
  machine's noise);
- ``http-load``: ``./dev bench http``'s load (its sessions all at once, its 300 ms model) as raw
  ASGI requests, CPU a turn and the read models' catch-up of those turns apart: with
  ``bench http``'s two figures it splits the HTTP server's CPU into service, edge, catch-up and
  uvicorn (docs/performance.md, thirteenth pass); logging at ERROR (the server: WARNING);
- ``http-cpu``: the same turns timed by ``time.process_time`` (CPU per turn, catch-up included
  and apart) and the bytes of event states they stored, for a machine without valgrind;
  noisier, so compare runs interleaved.

The HTTP workloads (``edge``, ``http-instructions``, ``http-cpu``) log as the container image
runs the server: JSON lines at the settings' default level (INFO; container/Containerfile sets
``HEARTRULE_LOG_FORMAT=json``), every line rendered and written, to ``os.devnull`` rather than
the terminal. ``quiet`` after the workload's name logs at ERROR instead (how they measured
before the ninth pass), so that logging's share of the turn can be measured apart. The engine
workloads log at ERROR, as ``./dev bench`` does.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from adapters.http.app import create_app
from adapters.http.auth import hash_api_key
from application.conversation.commands import SendUserMessage, StartSession
from application.conversation.service import ConversationService
from benchmarks.engine import REPLIES, SCRIPT
from benchmarks.http import DELAY_S, MESSAGES, ROOT
from benchmarks.support import SlowLLM, offline_answers
from bootstrap import Container, bootstrap, catch_up_in_process
from infrastructure.logging import configure_logging
from infrastructure.moderation import screen as reply_screen
from infrastructure.risk import embedded
from infrastructure.settings import Settings

KEY = "hr_split_key"
F = TypeVar("F", bound=Callable[..., Any])


def memoise_screens() -> None:
    """Each screen's answer computed once per input, then served from a dict."""
    screen = reply_screen.LocalReplyScreen.screen
    replies: dict[tuple[str, str], Any] = {}

    def remembered_screen(self: Any, reply: str, context: Any) -> Any:
        key = (reply, repr(context))
        if key not in replies:
            replies[key] = screen(self, reply, context)
        return replies[key]

    window = embedded.score_window
    windows: dict[tuple[str, ...], Any] = {}

    def remembered_window(texts: Any, model: Any = None, english: Any = None) -> Any:
        key = tuple(texts)
        if key not in windows:
            windows[key] = window(texts, model, english)
        return windows[key]

    reply_screen.LocalReplyScreen.screen = remembered_screen  # type: ignore[method-assign]
    embedded.score_window = remembered_window


async def _session(app: Container, script_id: Any, cpu: dict[str, float]) -> None:
    began = time.process_time()
    answer = await app.conversation.start_session(StartSession("bench", "u", script_id))
    cpu["start"] += time.process_time() - began
    for text in REPLIES:
        command = SendUserMessage("bench", answer.sessionId, text)
        began = time.process_time()
        answer = await app.conversation.send_user_message(command)
        cpu["message"] += time.process_time() - began


def screens(memoised: bool, sessions: int = 150) -> str:
    if memoised:
        memoise_screens()
    cpu = {"start": 0.0, "message": 0.0}
    with tempfile.TemporaryDirectory() as tmp:
        app = bootstrap(Settings(store="sqlite", data_dir=Path(tmp)))
        ref = app.catalog.publish("bench", "bench", SCRIPT)

        async def play() -> None:
            for n in range(sessions + 5):
                if n == 5:  # warmed up
                    cpu.update(start=0.0, message=0.0)
                await _session(app, ref.script_id, cpu)

        asyncio.run(play())
    message = cpu["message"] * 1000 / (sessions * len(REPLIES))
    start = cpu["start"] * 1000 / sessions
    label = "screens memoised" if memoised else "screens as they are"
    return f"{label}: CPU per message turn {message:.3f} ms, per start {start:.3f} ms"


def _timed_service(engine: list[float]) -> None:
    """The conversation service's use cases, adding their CPU to ``engine[0]``."""

    def timed(use_case: F) -> F:
        async def run(self: Any, command: Any) -> Any:
            began = time.process_time()
            try:
                return await use_case(self, command)
            finally:
                engine[0] += time.process_time() - began

        return run  # type: ignore[return-value]

    service: Any = ConversationService
    service.start_session = timed(service.start_session)
    service.send_user_message = timed(service.send_user_message)


async def _asgi(app: Any, path: str, body: dict[str, Any], key: str | None = None) -> bytes:
    """One POST straight to the ASGI app; the answer's body."""
    data = json.dumps(body).encode()
    headers = [
        (b"authorization", f"Bearer {KEY}".encode()),
        (b"content-type", b"application/json"),
        (b"content-length", str(len(data)).encode()),
    ] + ([(b"idempotency-key", key.encode())] if key else [])
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": b"",
        "root_path": "", "headers": headers, "client": ("127.0.0.1", 1), "server": ("t", 80),
    }  # fmt: skip
    messages = [{"type": "http.request", "body": data, "more_body": False}]
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return messages.pop() if messages else {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app(scope, receive, send)
    if sent[0]["status"] >= 300:
        raise RuntimeError(f"{path} answered {sent[0]['status']}")
    return b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")


async def _asgi_sessions(app: Any, script_id: str, first: int, count: int) -> int:
    for n in range(first, first + count):
        body = {"scriptId": script_id, "userId": "u"}
        session = json.loads(await _asgi(app, "/v1/sessions", body))["sessionId"]
        for turn, text in enumerate(REPLIES):
            path = f"/v1/sessions/{session}/messages"
            await _asgi(app, path, {"text": text}, f"{n}-{turn}")
    return count * (1 + len(REPLIES))


def _api(tmp: str, store: str = "memory", llm: Any = None) -> tuple[Container, Any, str]:
    settings = Settings(
        store=store,
        data_dir=Path(tmp),
        api_keys={"bench": [hash_api_key(KEY)]},
        http_session_messages_per_minute=1_000_000,
        projection_interval_s=0,
    )
    container = bootstrap(settings, llm=llm)
    script = SCRIPT if llm is None else (ROOT / "config/scripts/abc-model.yaml").read_text("utf-8")
    script_id = str(container.catalog.publish("bench", "bench", script).script_id)
    return container, create_app(container), script_id


def edge(sessions: int = 200) -> str:
    engine = [0.0]
    _timed_service(engine)
    with tempfile.TemporaryDirectory() as tmp:
        _, app, script_id = _api(tmp)
        loop = asyncio.new_event_loop()
        loop.run_until_complete(_asgi_sessions(app, script_id, 0, 5))
        engine[0], began = 0.0, time.process_time()
        requests = loop.run_until_complete(_asgi_sessions(app, script_id, 5, sessions))
        total = time.process_time() - began
        loop.close()
    each = 1000 / requests
    return (
        f"per request: {total * each:.3f} ms CPU, the conversation service "
        f"{engine[0] * each:.3f} ms, the HTTP edge {(total - engine[0]) * each:.3f} ms"
    )


async def _http_sessions(app: Any, script_id: str, first: int, count: int) -> int:
    """The HTTP benchmark's sessions as raw ASGI requests: a start, then its messages."""
    turns = 0
    for n in range(first, first + count):
        body = {"scriptId": script_id, "userId": f"bench-{n}"}
        session = json.loads(await _asgi(app, "/v1/sessions", body))["sessionId"]
        turns += 1
        for turn, text in enumerate(MESSAGES):
            path = f"/v1/sessions/{session}/messages"
            answer = json.loads(await _asgi(app, path, {"text": text}, f"{n}-{turn}"))
            turns += 1
            if answer["executionStatus"] == "completed":
                break
    return turns


def _http_server(tmp: str) -> tuple[Container, Any, str]:
    """The HTTP benchmark's server without its socket: SQLite file, its model at once."""
    container, app, script_id = _api(tmp, "sqlite", SlowLLM(0.0, offline_answers()))
    catch_up_in_process(container)  # as the server's lifespan does
    container.projections.catch_up()
    return container, app, script_id


def _http_rounds(container: Container, app: Any, script_id: str, first: int, rounds: int) -> int:
    """``rounds`` times: 10 sessions through the API, then the read models' catch-up."""
    loop, turns = asyncio.new_event_loop(), 0
    for n in range(rounds):
        turns += loop.run_until_complete(_http_sessions(app, script_id, first + n * 10, 10))
        container.projections.catch_up()
    loop.close()
    return turns


def http_instructions(rounds: int = 3) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        container, app, script_id = _http_server(tmp)
        _http_rounds(container, app, script_id, 0, 1)  # warmed up
        counted: list[int] = []
        functools.reduce(
            lambda _, __: counted.append(_http_rounds(container, app, script_id, 10, rounds)),
            [0],
            None,
        )
    return f"turns {counted[0]}"


def http_cpu(rounds: int = 10) -> str:
    catchup = [0.0]
    with tempfile.TemporaryDirectory() as tmp:
        container, app, script_id = _http_server(tmp)
        _http_rounds(container, app, script_id, 0, 1)
        timed = container.projections.catch_up

        def catch_up() -> Any:
            began = time.process_time()
            try:
                return timed()
            finally:
                catchup[0] += time.process_time() - began

        container.projections.catch_up = catch_up  # type: ignore[method-assign]
        after = container.store.last_position()
        began = time.process_time()
        turns = _http_rounds(container, app, script_id, 10, rounds)
        total = time.process_time() - began
        stored = sum(len(n.state) for n in container.store.notifications(after))
    each = 1000 / turns
    return (
        f"HTTP server CPU per turn: {total * each:.3f} ms, of it the read models' catch-up "
        f"{catchup[0] * each:.3f} ms; {stored / turns:,.0f} bytes of event states stored per "
        f"turn ({turns} turns, raw ASGI requests, SQLite file)"
    )


def http_load(sessions: int = 200) -> str:
    """``./dev bench http``'s load without uvicorn: its sessions all at once as raw ASGI requests
    on ``create_app``, its 300 ms model, SQLite file; then the read models' catch-up of those
    turns, timed apart (the server runs it once a second in a thread)."""
    with tempfile.TemporaryDirectory() as tmp:
        container, app, script_id = _api(tmp, "sqlite", SlowLLM(DELAY_S, offline_answers()))
        catch_up_in_process(container)
        container.projections.catch_up()

        async def drive() -> int:
            played = await asyncio.gather(
                *(_http_sessions(app, script_id, n, 1) for n in range(sessions))
            )
            return sum(played)

        began = time.process_time()
        turns = asyncio.run(drive())
        caught_up = time.process_time()
        container.projections.catch_up()
        ended = time.process_time()
    each = 1000 / turns
    return (
        f"{sessions} sessions at once, raw ASGI: {(caught_up - began) * each:.2f} ms CPU a turn; "
        f"the read models' catch-up of them {(ended - caught_up) * each:.2f} ms a turn "
        f"({turns} turns)"
    )


async def _abc_sessions(app: Container, script_id: Any, first: int, count: int) -> int:
    turns = 0
    for n in range(first, first + count):
        start = StartSession("bench", f"b{n}", script_id)
        answer = await app.conversation.start_session(start)
        turns += 1
        for text in MESSAGES:
            command = SendUserMessage("bench", answer.sessionId, text)
            answer = await app.conversation.send_user_message(command)
            turns += 1
            if answer.executionStatus == "completed":
                break
    return turns


def catchup(rounds: int = 10, sessions: int = 25) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        app = bootstrap(Settings(store="sqlite", data_dir=Path(tmp)))
        catch_up_in_process(app)
        text = (ROOT / "config/scripts/abc-model.yaml").read_text(encoding="utf-8")
        script_id = app.catalog.publish("bench", "bench", text).script_id
        app.projections.catch_up()
        cpu, turns = 0.0, 0
        for n in range(rounds):
            turns += asyncio.run(_abc_sessions(app, script_id, n * sessions, sessions))
            began = time.process_time()
            app.projections.catch_up()
            cpu += time.process_time() - began
    return f"read models' catch-up: {cpu * 1000 / turns:.3f} ms CPU per turn ({turns} turns)"


def catchup_instructions(rounds: int = 3, sessions: int = 10) -> str:
    """The catch-up after each ``sessions`` sessions of the HTTP benchmark's script, inside
    ``functools.reduce`` for callgrind (the sessions themselves outside it)."""
    with tempfile.TemporaryDirectory() as tmp:
        app = bootstrap(Settings(store="sqlite", data_dir=Path(tmp)))
        catch_up_in_process(app)
        text = (ROOT / "config/scripts/abc-model.yaml").read_text(encoding="utf-8")
        script_id = app.catalog.publish("bench", "bench", text).script_id
        app.projections.catch_up()
        turns = 0
        for n in range(rounds):
            turns += asyncio.run(_abc_sessions(app, script_id, n * sessions, sessions))
            functools.reduce(lambda _, __: app.projections.catch_up(), [0], None)
    return f"turns {turns}"


def instructions(memoised: bool, sessions: int = 8) -> str:
    if memoised:
        memoise_screens()
    app = bootstrap(Settings(store="sqlite", data_dir=Path(tempfile.mkdtemp())))
    script_id = app.catalog.publish("bench", "bench", SCRIPT).script_id
    cpu = {"start": 0.0, "message": 0.0}
    loop = asyncio.new_event_loop()

    def play(count: int) -> Callable[[], Awaitable[None]]:
        async def sessions_() -> None:
            for _ in range(count):
                await _session(app, script_id, cpu)

        return sessions_

    loop.run_until_complete(play(5)())
    functools.reduce(lambda _, __: loop.run_until_complete(play(sessions)()), [0], None)
    return f"operations {sessions * (1 + len(REPLIES))}"


HTTP_WORKLOADS = frozenset({"edge", "http-instructions", "http-cpu"})


@contextlib.contextmanager
def production_logging() -> Iterator[None]:
    """Logging as the container image configures it, its lines written to ``os.devnull``."""
    level = Settings.model_fields["log_level"].default
    configure_logging(fmt="json", level=level)
    null = open(os.devnull, "w", buffering=1, encoding="utf-8")  # noqa: SIM115
    try:
        with null, contextlib.redirect_stderr(null):
            yield
    finally:
        configure_logging(fmt="json", level="ERROR")


def main(argv: list[str]) -> int:
    configure_logging(fmt="json", level="ERROR")
    workloads: dict[str, Callable[[], str]] = {
        "screens": lambda: "\n".join((screens(False), screens(True))),
        "edge": edge,
        "catchup": catchup,
        "catchup-instructions": catchup_instructions,
        "instructions": lambda: instructions("free" in argv[1:]),
        "http-instructions": http_instructions,
        "http-cpu": http_cpu,
        "http-load": http_load,
    }
    if not argv or argv[0] not in workloads:
        print(f"usage: python -m benchmarks.split {'|'.join(workloads)} [free|quiet]")
        return 2
    if argv[0] in HTTP_WORKLOADS and "quiet" not in argv[1:]:
        with production_logging():
            figure = workloads[argv[0]]()
    else:
        figure = workloads[argv[0]]()
    print(figure)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
