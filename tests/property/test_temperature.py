"""Temperature from risk: max(0.1, base − 0.8 · rigid_score), base when there is no route."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.shared.temperature import InvalidRigidScoreError, temperature_for

bases = st.floats(min_value=0.0, max_value=2.0)
scores = st.floats(min_value=0.0, max_value=1.0)


@given(bases, scores)
def test_the_temperature_follows_the_formula_and_never_drops_below_a_tenth(
    base: float, rigid: float
) -> None:
    assert temperature_for(base, rigid) == pytest.approx(max(0.1, base - 0.8 * rigid), abs=1e-6)
    assert temperature_for(base, rigid) >= 0.1


@given(bases, scores, scores)
def test_a_more_rigid_route_never_gets_a_warmer_model(base: float, a: float, b: float) -> None:
    low, high = sorted((a, b))
    assert temperature_for(base, high) <= temperature_for(base, low)


@given(bases)
def test_without_a_route_the_base_temperature_is_used(base: float) -> None:
    assert temperature_for(base, None) == base


@pytest.mark.parametrize(
    ("base", "rigid", "expected"),
    [(0.9, 0.15, 0.78), (0.9, 0.3, 0.66), (0.9, 0.5, 0.5), (0.6, 0.5, 0.2), (0.6, 0.75, 0.1)],
)
def test_the_examples_of_spec_001_hold_exactly(base: float, rigid: float, expected: float) -> None:
    assert temperature_for(base, rigid) == expected


@given(st.one_of(st.floats(max_value=-1e-9), st.floats(min_value=1.000001)))
def test_a_rigid_score_outside_zero_to_one_is_refused(rigid: float) -> None:
    with pytest.raises(InvalidRigidScoreError):
        temperature_for(0.7, rigid)
