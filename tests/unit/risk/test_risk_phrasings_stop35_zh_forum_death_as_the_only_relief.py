"""Stop 35, Chinese forum register (PsySUICIDE's tune half read weakly by the rules): death told
as the only way out of a pain (死了才能摆脱, 只有死了才不会痛, 死了就不用再受这份罪) and the
speaker's own life questioned (我为什么还要活着, 我还能撑着活下去吗, 我活着还有什么用) —
passive wishes, medium; vs. the same words of someone else, of a character, of a philosophy
class or of a pain that is not a life's (死了的心都有 said of a phone bill, 拔了牙才能摆脱).
Written and frozen before any rule change; first try on main 7a38169:
medium 5/7, look-alikes 4/6.
After: medium 7/7, look-alikes 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    '我总觉得只有死了才能摆脱这一切',
    '有时候想，是不是死了就不用再受这份罪了',
    '这种痛苦大概只有死了才能结束吧',
    '每天醒来都在问自己，我为什么还要活着',
    '我活着到底还有什么用，谁也不需要我',
    '说真的，我还能活下去吗，感觉一点力气都没有了',
    '楼主27岁，工作三年一事无成，父母天天吵架，最近总觉得死了反而是一种解脱，这正常吗',
]
NONE: list[str | list[str]] = [
    '这颗智齿疼了一个月，只有拔了才能摆脱',
    '小说里的女主角觉得只有死了才能摆脱那个家',
    '哲学课讨论：人为什么要活着？大家怎么看',
    '我奶奶常说她活着没什么用了，我该怎么安慰她',
    '这破手机卡得我死的心都有了',
    '只有考完试才能摆脱这种焦虑吧',
]

(
    test_stop35_forum_death_as_the_only_relief_reaches_medium,
    test_stop35_forum_death_as_the_only_relief_look_alikes_stay_below_medium,
) = (reaches(MEDIUM_FLOOR, MEDIUM), stays_below(MEDIUM_FLOOR, NONE))
