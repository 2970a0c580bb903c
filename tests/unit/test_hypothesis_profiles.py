"""The suite draws the same hypothesis examples each run; `./dev explore` draws anew (ADR 0247)."""

from __future__ import annotations

import os
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st


def _draws(profile: settings | None = None) -> list[int]:
    seen: list[int] = []

    @given(st.integers())
    def prop(n: int) -> None:
        seen.append(n)

    (profile(prop) if profile else prop)()
    return seen


def test_the_suite_draws_the_same_examples_on_every_run() -> None:
    assert settings().derandomize and settings().database is None
    assert _draws() == _draws()


def test_explore_draws_afresh_and_more_of_them() -> None:
    explore = settings.get_profile("explore")
    first, second = _draws(explore), _draws(explore)
    assert not explore.derandomize
    assert len(first) > settings().max_examples
    assert first != second


def test_explore_draws_afresh_on_a_ci_machine_too() -> None:
    """Hypothesis loads its own derandomized "ci" profile where a CI variable is set (stop 39)."""
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--no-cov",
         f"{__file__}::test_explore_draws_afresh_and_more_of_them"],
        env={**os.environ, "CI": "true"}, capture_output=True, text=True, check=False,
    )
    assert run.returncode == 0, run.stdout[-2000:]
