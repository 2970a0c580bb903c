"""Every row of the table in docs/params-time-expressions.md is what the code resolves."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from domain.params.time_expressions import read_time
from domain.params.time_range import Step, TimeRange
from tests.support.params import NOW_MS

DOC = Path(__file__).resolve().parents[3] / "docs" / "params-time-expressions.md"
SHANGHAI = ZoneInfo("Asia/Shanghai")
Q1_2025 = TimeRange.between(1735660800000, 1743436799999, Step.MONTH, "additional_context")


def rows() -> list[tuple[str, str, str, str]]:
    lines = [line for line in DOC.read_text("utf-8").splitlines() if line.startswith("| ")]
    cells = [tuple(c.strip() for c in line.strip("|").split("|")) for line in lines[1:]]
    return [(q, s, e, st) for q, s, e, st in cells]


def shown(ms: int | None) -> str:
    assert ms is not None
    return datetime.fromtimestamp(ms / 1000, SHANGHAI).strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]


@pytest.mark.parametrize(("query", "start", "end", "step"), rows())
def test_the_documented_example_is_what_the_code_resolves(
    query: str, start: str, end: str, step: str
) -> None:
    window = Q1_2025 if "context start/end = 2025 Q1" in query else None
    reading = read_time(query.split("（")[0], NOW_MS, SHANGHAI, window=window)
    found = reading.found
    if start == "—":
        assert found is None
        assert step == (f"{reading.step.value} (only)" if reading.step else "— (model)")
    elif start == "instant":
        assert found is not None and found.instant
    else:
        assert found is not None
        assert (shown(found.start), shown(found.end), found.step) == (start, end, step)


def test_the_table_has_examples_of_every_kind() -> None:
    assert len(rows()) >= 40
