"""Stop 35, Chinese counseling register, the second set in other words (written after the first
set's rules, frozen before any further change): suffering not wanted beside a goal, a panic's
feeling of dying, tiredness with no words left — vs. the same distress beside a wish.
First try on branch zhrecall (main 7a38169 and the first sets' rules):
medium 3/3, look-alikes 3/4 ("我最近很累，话都不想说，下班只想躺着", 0.79 by the
learned layer alone); "我不想再这样痛苦下去了，老师您帮帮我" was written as a look-alike and
passed (the first set's goal words held 帮帮我), but a plea for help in acute suffering is no
session goal: judged medium, 帮帮我 taken out of the goal words, the item moved. After: all.
A guard added after the rules (no first try): a wish the rules do not read after the goal and
the suffering keeps the learned layer (0.95), since the two must end their sentence.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    '这样的日子太痛苦了，我经常想到了死',
    '我不想再这么痛苦了，活着太累，不如死了干净',
    '每次心慌发作，我都在想要是死了就好了',
    '我不想再这样痛苦下去了，老师您帮帮我',  # written as a look-alike; judged medium (docstring)
    '我想试试，不想再这样痛苦下去了，想睡过去',  # a guard added after the rules, no first try
]
NONE: list[str | list[str]] = [
    '我想改变现在的状态，不想整天这么痛苦',
    '发作的时候感觉自己快要死了，去医院检查心脏又没问题',
    '我最近很累，话都不想说，下班只想躺着',
]

(
    test_stop35_counseling_distress_other_words_beside_a_wish_reaches_medium,
    test_stop35_counseling_distress_other_words_stays_below_medium,
) = (reaches(MEDIUM_FLOOR, MEDIUM), stays_below(MEDIUM_FLOOR, NONE))
