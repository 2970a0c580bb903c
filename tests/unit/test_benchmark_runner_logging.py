"""`./dev bench` prints figures, not log lines: a benchmark that logs as the server does (the
HTTP one, at WARNING) leaves no warnings in the output of the benchmarks run after it."""

from __future__ import annotations

import logging
import sys
import types
from collections.abc import Callable

import pytest
import structlog

from benchmarks import __main__ as bench
from infrastructure.logging import configure_logging


def _benchmark(name: str, run: Callable[[], list[str]]) -> types.ModuleType:
    module = types.ModuleType(f"benchmarks.{name}")
    module.run = run  # type: ignore[attr-defined]
    return module


def logs_as_the_server() -> list[str]:
    configure_logging(fmt="json", level="WARNING")
    return ["served"]


def warns() -> list[str]:
    structlog.get_logger("engine").warning("placeholders_unreplaced")
    logging.getLogger("kafka.net.selector").warning("Task ran for 0.3s")
    return ["measured"]


def test_a_benchmark_after_one_that_logs_at_warning_prints_only_its_figures(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, run in (("server_like", logs_as_the_server), ("warner", warns)):
        monkeypatch.setitem(sys.modules, f"benchmarks.{name}", _benchmark(name, run))
    monkeypatch.setattr(bench, "available", lambda: ["server_like", "warner"])
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    try:
        assert bench.main(["server_like", "warner"]) == 0
    finally:  # logging left as this test found it: later tests capture warnings
        structlog.reset_defaults()
        root.handlers[:], root.level = handlers, level
    out, err = capsys.readouterr()
    assert "measured" in out
    assert "placeholders_unreplaced" not in out + err
    assert "ran for" not in out + err
