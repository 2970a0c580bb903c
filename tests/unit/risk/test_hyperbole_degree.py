"""要死 as a degree after an adjective ("多到要死", "挤得要死") is hyperbole, like 累死了: it makes
no wish to die, and only in its own clause."""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import score_window


@pytest.mark.parametrize("text", [
    "这周作业多到要死了，累死我了",
    "地铁挤得要死",
    "这破电脑慢得要死",
])
def test_a_degree_of_dying_after_an_adjective_is_hyperbole(text: str) -> None:
    assert score_window([text]).score < 0.70, text


def test_hyperbole_in_one_clause_does_not_cancel_a_wish_to_die_in_the_next() -> None:
    assert score_window(["最近忙得要死，其实我真的不想活了"]).score >= 0.70
