"""Stop 34, Chinese, the Columbia protocol's self-harm in plain words (又弄伤自己了, 手臂上又多了
几道新的, 用圆规扎自己, 拿烟头烫了自己, 掐自己掐到发紫, 用皮筋弹手腕) vs. the same words for a
kitchen cut, a cat's scratches, a compass drawing a circle, a sofa burnt by a cigarette, a wall
hit at basketball, a mosquito bite, hot bath water, blisters from practice.
Written and frozen before any rule change; first try on branch zhrecall (this stop's changes so
far): medium or higher 10/10, look-alikes 5/8.
After: medium or higher 10/10, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    '我又弄伤自己了',
    '手臂上又多了几道新的',
    '用圆规扎自己的手，扎到出血',
    '拿烟头烫了自己一下',
    '生气的时候就拿头撞墙',
    '掐自己掐到发紫才停',
    '洗澡的时候故意用很烫的水烫自己',
    '拿指甲把手背抠烂了',
    '又忍不住拿小刀划了腿',
    '用皮筋一直弹手腕，弹到肿起来',
]
NONE: list[str | list[str]] = [
    '做饭又弄伤手了，切到了',
    '手臂上又多了几道猫抓的',
    '用圆规画了一个圆',
    '烟头烫坏了沙发',
    '打篮球撞到墙了',
    '蚊子包挠破了',
    '洗澡水太烫了，烫得通红',
    '练琴练得手指起泡了',
]

(
    test_stop34_self_harm_in_plain_words_reaches_medium,
    test_stop34_self_harm_in_plain_words_look_alikes_stay_below_medium,
) = (reaches(MEDIUM_FLOOR, MEDIUM), stays_below(MEDIUM_FLOOR, NONE))
