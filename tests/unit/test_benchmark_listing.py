"""`./dev bench` with no names runs every benchmark: each one it lists can be run."""

from __future__ import annotations

import importlib

from benchmarks.__main__ import ORDER, available


def test_every_listed_benchmark_has_a_run_function() -> None:
    for name in available():
        assert callable(getattr(importlib.import_module(f"benchmarks.{name}"), "run", None)), name


def test_tools_beside_the_benchmarks_are_not_listed_as_benchmarks() -> None:
    listed = set(available())
    assert not listed & {"support", "profile", "split", "risk_outputs", "risk_look_alikes"}


def test_the_issue_13_figures_come_first_in_their_fixed_order() -> None:
    listed = available()
    assert listed[: len(ORDER)] == [n for n in ORDER if n in listed]
    issue_13 = {"anchor", "engine", "concurrency", "long_sessions", "http"}
    assert issue_13 | {"risk", "moderation"} <= set(listed)
