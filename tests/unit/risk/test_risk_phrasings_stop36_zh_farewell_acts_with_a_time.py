"""Stop 36, Chinese: farewell acts done, with a time or a going of no return — a note left under
the pillow, the cat given away, sorry said to one's mother, on the way to the sea and not coming
back — vs. a pet given away before emigrating or for an allergy, a reconciliation, a trip with a
night's stay, a birthday letter, a novel's note, an apology before dinner at home.
Written and frozen before any rule change; first try on main ff951fe:
high 9/10, look-alikes 6/9.
After: high 9/9, look-alikes 9/9; one high item moved to docs/risk-scorer.md's known limits
("狗托付给邻居了，今晚出发，不回来了", 0.45: a going of no return with no place of danger named
beside a pet entrusted is a move as often).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '遗书放在枕头下面了，今晚',
    '信放在枕头底下了，明天早上他们就会看到，那时候一切都结束了',
    '把猫送人了，明天就没有牵挂了',
    '猫送人了，今晚一个人走',
    '跟我妈说了对不起，现在在去海边的路上，不打算回来了',
    '在去海边的路上，不打算回来了',
    ['给我妈打了电话，说了对不起', '现在在去江边的路上，不回来了'],
    '存款转给我妹了，猫也送人了，周五之后就都不用管了',
    ['最后给我妈发了条消息说对不起', '现在在桥上'],
]
NONE: list[str | list[str]] = [
    '把猫送人了，因为下个月要出国',
    '跟我妈说了对不起，我们和好了',
    '在去海边的路上，今晚不打算回来了，住民宿',
    '信放在枕头下面了，明天是她生日',
    '小说里写遗书放在枕头下面，今晚更新',
    '把猫送人了，对猫毛过敏',
    '给我妈道歉了，今晚回家吃饭',
    '狗托付给邻居了，今晚出差，周五回来',
    '在去海边的路上，不打算回来了，要在那边定居',
]

(
    test_stop36_zh_farewell_acts_with_a_time_are_high,
    test_stop36_zh_farewell_acts_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
