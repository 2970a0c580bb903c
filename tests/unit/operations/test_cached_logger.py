"""``CachedLogger`` writes what ``structlog.get_logger`` writes, under whatever configuration is
current: a logger kept from an earlier configuration never writes a line (ADR 0284)."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Iterator

import pytest
import structlog
from structlog.testing import capture_logs

from infrastructure.logging import CachedLogger, configure_logging


@pytest.fixture(autouse=True)
def _restore_logging() -> Iterator[None]:
    saved = structlog.get_config()
    yield
    structlog.configure(**saved)


def _lines(stream: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_a_line_is_the_one_the_lazy_logger_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    configure_logging(fmt="json")
    cached, lazy = CachedLogger("heartrule.test"), structlog.get_logger("heartrule.test")
    for logger in (cached, lazy, cached):  # the second cached line from the kept logger
        stream = io.StringIO()
        monkeypatch.setattr(sys, "stderr", stream)
        structlog.contextvars.bind_contextvars(request_id="r1")
        logger.info("turn_answered", status="RUNNING", api_key="k")
        structlog.contextvars.clear_contextvars()
        (line,) = _lines(stream)
        line.pop("timestamp")
        assert line == {
            "request_id": "r1",
            "status": "RUNNING",
            "api_key": "***",
            "event": "turn_answered",
            "level": "info",
        }


def test_configuring_again_reaches_a_logger_already_used(monkeypatch: pytest.MonkeyPatch) -> None:
    log = CachedLogger("heartrule.test")
    stream = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stream)
    configure_logging(fmt="json", level="INFO")
    log.info("first")
    configure_logging(fmt="json", level="ERROR")
    log.info("dropped")
    log.error("second")
    configure_logging(fmt="console", level="INFO")
    log.info("third")
    written = stream.getvalue().splitlines()
    assert [json.loads(line)["event"] for line in written[:2]] == ["first", "second"]
    assert len(written) == 3 and "third" in written[2] and not written[2].startswith("{")


def test_captured_logs_see_a_logger_already_used() -> None:
    configure_logging(fmt="json", level="ERROR")
    log = CachedLogger("heartrule.test")
    log.error("before")  # kept under the configuration above
    with capture_logs() as captured:
        log.error("inside", n=1)
    log.error("after")
    assert captured == [{"event": "inside", "n": 1, "log_level": "error"}]


def test_nothing_is_kept_under_a_factory_of_another(capsys: pytest.CaptureFixture[str]) -> None:
    structlog.reset_defaults()  # the default factory binds the stdout of the moment
    log = CachedLogger("heartrule.test")
    log.info("unconfigured")
    assert "unconfigured" in capsys.readouterr().out
    assert log._built is None
