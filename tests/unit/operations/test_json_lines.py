"""The JSON log renderer writes the very lines structlog's ``JSONRenderer`` writes (ADR 0295)."""

from __future__ import annotations

import logging
import math
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

import structlog
from hypothesis import given
from hypothesis import strategies as st

from infrastructure.logging import JSON_ARGUMENTS, configure_logging, json_renderer


class Shown:
    def __structlog__(self) -> str:
        return "shown"


class Opaque:
    def __repr__(self) -> str:
        return "<opaque ☂>"


scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats()
    | st.text()
    | st.uuids()
    | st.datetimes()
    | st.sampled_from([Shown(), Opaque(), math.nan, math.inf, b"bytes", (1, "two")])
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=12,
)
lines = st.dictionaries(st.text(), values, max_size=8)


@given(lines)
def test_a_line_is_what_structlogs_json_renderer_writes(event: dict[str, Any]) -> None:
    library = structlog.processors.JSONRenderer(ensure_ascii=False)
    assert json_renderer()(None, "info", dict(event)) == library(None, "info", dict(event))


def test_the_encoders_arguments_are_those_structlog_hands_json_dumps() -> None:
    assert structlog.processors.JSONRenderer(ensure_ascii=False)._dumps_kw == JSON_ARGUMENTS


def test_a_circular_line_raises_as_before() -> None:
    looped: dict[str, Any] = {}
    looped["self"] = looped
    library = structlog.processors.JSONRenderer(ensure_ascii=False)
    for render in (json_renderer(), library):
        try:
            render(None, "info", {"event": "x", "looped": looped})
        except ValueError as exc:
            assert "Circular" in str(exc)
        else:  # pragma: no cover - both raise
            raise AssertionError("no error")


def test_json_logging_uses_it(capsys: Any) -> None:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    configure_logging(fmt="json", level="INFO")
    try:
        structlog.get_logger("t").info(
            "seen", at=datetime(2026, 11, 29, tzinfo=UTC), id=UUID(int=7), word="中文"
        )
    finally:  # logging left as this test found it: later tests capture warnings
        structlog.reset_defaults()
        root.handlers[:], root.level = handlers, level
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert '"word": "中文"' in line and "datetime.datetime(2026, 11, 29" in line
    assert "UUID('00000000-0000-0000-0000-000000000007')" in line
