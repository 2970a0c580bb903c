"""A turn that names an illness gives the purpose of a medicine only bought or kept in the turn
before (ADR 0119); a stockpile, or a plan in a later turn of the window, keeps it a means.
Written with the change, as its specification."""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import score_window

ORDINARY = [
    ["i have a ton of tylenol at home", "my kids get fevers all the time"],
    ["买了安眠药", "最近倒时差睡不着"],
    ["bought some paracetamol", "these migraines are the worst"],
]

STILL_HIGH = [
    ["我攒了好多安眠药", "反正我每天都失眠"],
    ["买了安眠药", "最近失眠", "今晚就全吃了"],
    ["been saving up my sleeping pills", "insomnia again"],
]


@pytest.mark.parametrize("window", ORDINARY)
def test_an_illness_in_the_next_turn_is_the_medicines_purpose(window: list[str]) -> None:
    assert score_window(window).score < 0.70


@pytest.mark.parametrize("window", STILL_HIGH)
def test_a_stockpile_or_a_later_plan_keeps_the_medicine_a_means(window: list[str]) -> None:
    assert score_window(window).score >= 0.95
