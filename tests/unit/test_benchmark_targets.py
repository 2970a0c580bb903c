"""Every issue-13 figure of `./dev bench` is printed with its target and this run's verdict."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from benchmarks.anchor import _lines as anchor_lines
from benchmarks.engine import _round_lines
from benchmarks.targets import target, verdict

figures = st.floats(min_value=0, max_value=1e6, allow_nan=False)


@given(figures, figures)
def test_a_ceiling_is_met_exactly_when_the_figure_is_at_or_under_it(
    value: float, limit: float
) -> None:
    assert (verdict(value, limit) == "met") == (value <= limit)
    assert (verdict(value, limit) == "NOT met") == (value > limit)


@given(figures, figures)
def test_a_floor_is_met_exactly_when_the_figure_is_at_or_over_it(
    value: float, limit: float
) -> None:
    assert (verdict(value, limit, at_most=False) == "met") == (value >= limit)


def test_a_target_reads_as_its_bound_then_the_verdict() -> None:
    assert target(3.29, 1.5, "x") == "target <= 1.5x: NOT met"
    assert target(0.75, 0.6, "x", at_most=False) == "target >= 0.6x: met"
    assert target(3.54, 3, " ms") == "target <= 3 ms: NOT met"


def test_the_engine_ratio_line_says_the_target_missed_when_the_round_is_three_saves() -> None:
    timings = {"engine": [3.0] * 5, "save": [1.0] * 5, "load_save": [2.0] * 5, "events": [8.0]}
    assert "ratio engine / bare save: 3.00x (target <= 1.5x: NOT met)" in _round_lines(timings)[2]


def test_the_anchor_prints_the_bytes_target_and_whether_the_lead_is_kept() -> None:
    times = {
        "heartrule": [2.0] * 10,
        "langgraph": [3.0] * 10,
        "heartrule_bytes": [3.5 * 1024],
        "langgraph_bytes": [18.0 * 1024],
    }
    ours, _, ratio = anchor_lines(5, 2, times)[1:]
    assert ours.endswith("3.5 KB/turn (target <= 4 KB: met)")
    assert ratio.endswith("(target: keep the lead, median >= 1x: met)")
