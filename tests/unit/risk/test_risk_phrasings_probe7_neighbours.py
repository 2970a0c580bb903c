"""Neighbours of the seventh unseen batch, written with the change it drove (so not frozen
before it): new phrasings of each category fixed, and the hard negatives each new pattern
could catch by mistake (a draught stopped at a window, tinted car windows, a card's debt paid,
a birthday post scheduled, a blog's "if you're reading this", courage to quit a job).

First try of the positives on main d608647: high 1/5, medium 1/1; of the negatives, 17/17
below medium except tinted windows ("车窗膜贴好了，明天去提车", 0.97 on d608647).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "河水好凉，拖鞋我脱在桥墩边了",
    "换了四家药房，每家开一点，现在够了",
    "车开到了水库边上，车窗缝都用胶带封好了",
    "if you're reading this it's already too late, the passwords are under my keyboard",
    "the letters are written. i just need the nerve now",
]

MEDIUM: list[str | list[str]] = [
    "when i'm on the highway i think about letting go of the wheel",
]

NONE: list[str | list[str]] = [
    "冬天窗户缝我用毛巾塞好了，不漏风了",
    "车窗膜贴好了，明天去提车",
    "江水好冷啊，我们在岸边玩了一下午",
    "信用卡欠的钱都还清了，终于轻松了",
    "朋友圈定时明天早上八点发",
    "跑了三家店，每家买一点菜",
    "跑了三家药店，每家都没有退烧药",
    "If you're reading this, thanks for following my blog",
    "I'm waiting for the courage to quit my job",
    "Honestly I just need the courage.",
    "I wrote the note.",
    "Already wrote the note for the landlord",
    "海水好凉，孩子们玩得很开心",
    "借的钱都还了，周六之后就两清了",
    "欠谁的我都记在本子上了，月底一起还",
    "车停在地下车库，车窗没关好",
]

(
    test_new_words_for_the_seventh_batchs_categories_are_high,
    test_letting_go_of_the_wheel_reaches_medium,
    test_the_new_patterns_ordinary_neighbours_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
