"""The suite draws the same hypothesis examples each run; `./dev explore` draws anew (ADR 0247)."""

from __future__ import annotations

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
