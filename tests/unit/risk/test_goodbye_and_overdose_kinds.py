"""A goodbye with thanks ends ordinary sessions as often as a life: it is a farewell only beside a
wish to die or affairs settled, never beside a mere time. An English overdose already taken is
found by one category (the overdose atoms), not twice; a denial of taking the means vetoes the
learned layer."""

from __future__ import annotations

from infrastructure.risk.embedded import score_window
from infrastructure.risk.rules import assess


def _kinds(texts: list[str]) -> set[str]:
    return {s.kind for s in assess(texts).signals if s.cancelled_by is None}


def test_a_goodbye_with_thanks_alone_is_not_medium() -> None:
    assert score_window(["bye and thanks for listening"]).score < 0.70
    assert score_window(["谢谢你陪我聊天，再见"]).score < 0.70


def test_a_goodbye_after_a_wish_to_die_is_high_and_names_both() -> None:
    window = ["honestly I don't want to be alive", "goodbye. thanks for always listening"]
    found = score_window(window)
    assert found.score >= 0.95
    assert "goodbye" in found.evidence[0] and "passive_ideation" in found.evidence[0]


def test_a_goodbye_beside_a_time_of_an_ordinary_plan_stays_below_medium() -> None:
    window = ["我明天要去面试，有点紧张", "好的我会试试，谢谢您，再见"]
    assert score_window(window).score < 0.70


def test_a_goodbye_until_next_week_is_no_farewell() -> None:
    assert "goodbye" not in _kinds(["goodbye, thank you so much, see you next week"])


def test_an_english_overdose_taken_is_one_category() -> None:
    kinds = _kinds(["I took all of my sertraline an hour ago"])
    assert "overdose_taken" in kinds
    assert "active_ideation" not in kinds


def test_putting_the_pills_back_vetoes_the_learned_layer() -> None:
    found = score_window(["我没有吃那瓶药，放回去了"])
    assert found.score < 0.70
