"""structlog set-up: JSON in production, key-value in a terminal, secrets never written.

Standard-library loggers (uvicorn, kafka-python, eventsourcing) go through the same renderer,
so in JSON mode every line on stderr is one JSON object (ADR 0143).

Context (tenant, session, action, correlation ids) travels in ``structlog.contextvars`` so
every line of a turn carries it without being passed around.
"""

from __future__ import annotations

import json
import logging
import re
import sys
from collections.abc import MutableMapping
from datetime import UTC, datetime
from typing import Any, TextIO, cast

import structlog
from structlog._config import _CONFIG
from structlog.processors import _json_fallback_handler

from application.timestamps import iso

SECRET_KEYS = re.compile(r"(api[_-]?key|authorization|password|secret|token)", re.IGNORECASE)
BEARER = re.compile(r"(Bearer\s+)[A-Za-z0-9._\-]+")
USER_TEXT_KEYS = frozenset({"text", "user_text", "message", "prompt", "raw_response"})
REDACTED = "***"


_secret_keys: dict[str, bool] = {}  # a key's verdict, worked out once (ADR 0283)
_SECRET_KEYS_KEPT = 4096


def _names_a_secret(key: str) -> bool:
    verdict = _secret_keys.get(key)
    if verdict is None:
        if len(_secret_keys) >= _SECRET_KEYS_KEPT:
            _secret_keys.clear()
        verdict = _secret_keys[key] = SECRET_KEYS.search(key) is not None
    return verdict


def redact_secrets(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """Replace the value of any key that names a secret, and bearer tokens inside strings.

    A line's keys are few and repeat from line to line, so each key's verdict is remembered; a
    string is searched for a token only when it holds ``Bearer`` (the pattern's literal start).
    """
    for key, value in list(event.items()):
        if _names_a_secret(key):
            event[key] = REDACTED
        elif isinstance(value, str) and "Bearer" in value:
            event[key] = BEARER.sub(r"\1" + REDACTED, value)
    return event


def stamp_time(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog's ``TimeStamper(fmt="iso", utc=True)``, the same text written faster."""
    event["timestamp"] = utc_stamp(datetime.now(UTC))
    return event


def utc_stamp(moment: datetime) -> str:
    """A UTC moment as structlog's ISO time stamper writes it (``isoformat()``, ``Z`` for the
    offset), written by ``application.timestamps.iso`` (ADR 0280): a zone's offset formatted
    by ``isoformat()`` costs about 7,000 instructions a line (ADR 0283)."""
    return iso(moment).replace("+00:00", "Z")


def _drop_user_text(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    for key in USER_TEXT_KEYS & event.keys():
        text = event[key]
        event[key] = f"<{len(text)} chars>" if isinstance(text, str) else "<withheld>"
    return event


JSON_ARGUMENTS: dict[str, Any] = {"ensure_ascii": False, "default": _json_fallback_handler}
"""What structlog's ``JSONRenderer(ensure_ascii=False)`` hands ``json.dumps`` for every line."""
_LINE_ENCODER = json.JSONEncoder(**JSON_ARGUMENTS)


def _encode_line(event: Any, **_: Any) -> str:
    """``json.dumps(event, **JSON_ARGUMENTS)`` with its encoder made once, not once a line: the
    very text (``json.dumps`` makes this encoder with these arguments and calls ``encode``)."""
    return _LINE_ENCODER.encode(event)


def json_renderer() -> structlog.processors.JSONRenderer:
    """structlog's ``JSONRenderer(ensure_ascii=False)``, its lines encoded by one encoder."""
    return structlog.processors.JSONRenderer(_encode_line, **JSON_ARGUMENTS)


class _CurrentStderr:
    """Writes to whatever ``sys.stderr`` is now (test runners and CLIs swap it)."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


_our_factory: Any = None
"""The logger factory ``configure_logging`` configured last (``CachedLogger`` keeps loggers
built with it only)."""


def _one_writer() -> Any:
    """A logger factory handing out one writer to the current stderr.

    structlog's lazy loggers (not cached: tests and CLI commands configure logging again in one
    process) ask the factory for a logger on every line; one writer, made here, spares a writer
    and a lock looked up per line, and the lines of all threads share its lock (ADR 0283).
    """
    writer = structlog.WriteLogger(cast(TextIO, _CurrentStderr()))

    def factory(*_: Any) -> structlog.WriteLogger:
        return writer

    return factory


class CachedLogger:
    """``structlog.get_logger(name)`` that keeps the bound logger it builds for as long as
    structlog's configuration is the one it was built with (ADR 0284).

    structlog's own cache (``cache_logger_on_first_use``) keeps a logger's first processors,
    level and writer for good, and tests and CLI commands configure logging again in one
    process (``structlog.testing.capture_logs`` among them); its lazy logger instead builds a
    bound logger on every line. This one compares, on every line, the configuration's
    processors, wrapper class (the level), context class and logger factory with those it was
    built with, and builds again when any differs. It keeps a logger only while the factory is
    ``configure_logging``'s, whose one writer goes to whatever stderr is now; structlog's
    default factory binds the stdout of the moment, which test runners swap, so under it every
    line is built as by ``structlog.get_logger``.
    """

    __slots__ = ("_built", "_name")

    def __init__(self, name: str) -> None:
        self._name = name
        self._built: tuple[Any, Any, Any, Any, Any] | None = None

    def _bound(self) -> Any:
        config = _CONFIG
        built = self._built  # one read: another thread may replace it meanwhile
        if (
            built is not None
            and built[0] is config.default_processors
            and built[1] is config.default_wrapper_class
            and built[2] is config.default_context_class
            and built[3] is config.logger_factory
        ):
            return built[4]
        # the configuration read before the logger is built: should it change meanwhile, the
        # next line finds it changed and builds again
        processors, wrapper = config.default_processors, config.default_wrapper_class
        context, factory = config.default_context_class, config.logger_factory
        bound = structlog.get_logger(self._name).bind()
        if factory is _our_factory:
            self._built = (processors, wrapper, context, factory, bound)
        return bound

    def __getattr__(self, name: str) -> Any:
        return getattr(self._bound(), name)


QUIET_LIBRARIES = {
    "kafka": logging.WARNING,
    "uvicorn.access": logging.WARNING,
    "httpx": logging.WARNING,  # one INFO line per request, URL included
    "httpcore": logging.WARNING,
}


def configure_logging(
    *, fmt: str = "console", level: str = "INFO", user_text: bool = False
) -> None:
    """Configure structlog and the standard library's root logger once per process.

    Logs go to stderr so CLI output stays clean.
    """
    processors: list[Any] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        stamp_time,
        redact_secrets,
    ]
    if not user_text:
        processors.append(_drop_user_text)
    renderer: Any = (
        json_renderer()
        if fmt == "json"
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    tracebacks = [structlog.processors.format_exc_info] if fmt == "json" else []
    numeric_level = logging.getLevelName(level.upper())
    global _our_factory
    _our_factory = _one_writer()
    structlog.configure(
        processors=[*processors, *tracebacks, renderer],
        wrapper_class=structlog.make_filtering_bound_logger(numeric_level),
        logger_factory=_our_factory,
        cache_logger_on_first_use=False,
    )
    _route_standard_logging(processors, [*tracebacks, renderer], numeric_level)


def _route_standard_logging(chain: list[Any], render: list[Any], level: int) -> None:
    """One root handler rendering stdlib records with structlog; library handlers removed."""
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[structlog.stdlib.add_logger_name, *chain],
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, *render],
    )
    handler = logging.StreamHandler(_CurrentStderr())
    handler.setFormatter(formatter)
    root = logging.getLogger()
    root.handlers = [handler]
    root.setLevel(level)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        library = logging.getLogger(name)
        library.handlers = []
        library.propagate = True
    for name, floor in QUIET_LIBRARIES.items():
        logging.getLogger(name).setLevel(max(level, floor))
