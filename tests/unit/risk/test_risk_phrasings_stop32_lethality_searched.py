"""Stop 32, Chinese categories: lethality searched with the means laid out vs. dosage questions.
Written and frozen before any rule change; first try (main aca053e): high 6/6, medium or higher
7/7, negatives 7/7.
After: high 6/6, medium or higher 7/7, negatives 7/7.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '查了多少片会死，药都摆在桌上了',
    '网上搜了吃多少安眠药会死，我攒的药刚好够',
    '我查好了致死量，药已经数好放在床头',
    '查了半天多少片能睡过去不醒，药就在我手边',
    '百度了吃多少会致命，然后把抽屉里的药全倒出来了',
    '查了好几天怎么吃不会被救回来，药都倒在碗里了',
]

MEDIUM: list[str | list[str]] = [
    '查了多少片会死',
]

NONE: list[str | list[str]] = [
    '查了一下布洛芬一天最多吃多少片',
    '医生说这个药一次吃两片，我又上网查了一下会不会过量',
    '查了多少片会过量，怕孩子误吃，药都锁起来了',
    '药都摆在桌上了，按说明书一天三次',
    '想问一下退烧药吃多少片合适',
    '查了下猫吃多少巧克力会中毒，家里的巧克力都收起来了',
    '查了好几天怎么吃才能减肥，代餐都买好了',
]

(
    test_stop32_lethality_searched_is_high,
    test_stop32_lethality_searched_reaches_medium,
    test_stop32_lethality_searched_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
