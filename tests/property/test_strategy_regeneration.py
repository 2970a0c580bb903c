"""When a strategy is regenerated: a sharp jump (≥ 25 points) or a clear reversal (≥ 10 each)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.conversation.strategy import needs_strategy, understanding_trend_changed

levels = st.integers(min_value=0, max_value=100)


@given(levels, st.integers(min_value=1, max_value=8))
def test_a_steady_understanding_never_regenerates(level: int, rounds: int) -> None:
    assert not understanding_trend_changed([level] * rounds)


@given(st.lists(st.integers(min_value=0, max_value=24), max_size=8), levels)
def test_slow_steady_progress_never_regenerates(steps: list[int], start: int) -> None:
    history = [start]
    for step in steps:
        history.append(history[-1] + step)
    assert not understanding_trend_changed(history)


@given(st.lists(levels, max_size=6), levels, levels)
def test_any_jump_of_25_points_or_more_regenerates(earlier: list[int], a: int, b: int) -> None:
    if abs(a - b) >= 25:
        assert understanding_trend_changed([*earlier, a, b])


@given(st.lists(levels, max_size=6), levels, levels)
def test_a_change_regenerates_once_not_in_every_later_round(
    earlier: list[int], a: int, b: int
) -> None:
    assert not understanding_trend_changed([*earlier, a, b, b])


def test_a_reversal_of_ten_points_each_way_regenerates_but_noise_does_not() -> None:
    assert understanding_trend_changed([50, 62, 50])
    assert understanding_trend_changed([70, 55, 66])
    assert not understanding_trend_changed([50, 55, 50])
    assert not understanding_trend_changed([50, 62])


def test_the_first_round_always_needs_a_strategy_and_later_ones_only_on_change() -> None:
    assert needs_strategy(None, [])
    assert not needs_strategy("策略", [60, 65])
    assert needs_strategy("策略", [60, 30])
