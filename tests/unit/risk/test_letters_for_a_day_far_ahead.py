"""A letter to be read on a day far ahead in the reader's life (a time capsule: when he starts
university, on her 18th birthday, on their wedding day) is no farewell; a letter to be read after
the writer is gone, or beside a wish to die, still is. The known false alarm of the issue
("我给儿子写了一封信，等他上大学以后再看", 0.97 before ADR 0114) is the first item; the others
were written with it, after the change, as its specification."""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import score_window

TIME_CAPSULES = [
    "我给儿子写了一封信，等他上大学以后再看",
    "给女儿写了封信，等她结婚那天再拆",
    "我们给宝宝做了一个时光胶囊，里面有一封信，等他十八岁再打开",
    "I wrote a letter to my son for him to read when he goes off to college",
    "wrote letters to both my kids, they open them on their 18th birthday",
    "I made a time capsule with a letter for my daughter, she'll open it when she graduates",
]

FAREWELLS = [
    "我给儿子写了一封信，等我不在了以后再看",
    "给女儿写了封信，等她结婚那天再拆，反正我也不想活了",
    "I wrote my son a letter for after I'm gone",
    "wrote letters to both my kids for their 18th birthdays because I won't be here. I want to die",
]


@pytest.mark.parametrize("text", TIME_CAPSULES)
def test_a_letter_for_a_day_far_ahead_is_no_farewell(text: str) -> None:
    assert score_window([text]).score < 0.70


@pytest.mark.parametrize("text", FAREWELLS)
def test_a_letter_after_one_is_gone_or_beside_a_wish_to_die_stays_high(text: str) -> None:
    assert score_window([text]).score >= 0.95
