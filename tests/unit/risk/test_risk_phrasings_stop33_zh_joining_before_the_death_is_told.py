"""Stop 33, Chinese: joining someone dead said first and the death told after it, in the same
turn or the next (今晚我就去找我妈了，她走了五年了; 过几天我就去陪他了 then 我是说我爸，他去年去世
了), as the second set's dev half has it, vs. the same going to someone living, just discharged,
waiting at the hospital, gone to the airport or to grandmother's. Written and frozen before any
rule change; first try (branch zhrecall with the five batches' rules): high 1/6, medium or
higher 0/2, negatives 6/6.
After: high 6/6, medium or higher 2/2, negatives 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '今晚我就去找我妈了，她走了五年了',
    '明天我就去陪奶奶了，她去世快一年了',
    ['过几天我就去陪他了', '我是说我爸，他去年去世了'],
    '等这学期结束，我就去找她了，我妈走了快一年了',
    '周末我就去那边找我爸，他走了三年了',
    ['我要去陪我外婆了', '她上个月走了，我一直没缓过来'],
]

MEDIUM: list[str | list[str]] = [
    '真想去陪我妈，她走了好多年了',
    '我想去找他，他已经不在了',
]

NONE: list[str | list[str]] = [
    '下班我就去找我爸了，他在医院等我',
    '明天我就去陪奶奶了，她出院快一个月了',
    '我想去找他，他已经走了，去机场了',
    '今晚我去陪我爸，我妈走了，去外婆家了',
    ['过几天我就去陪他了', '我是说我爸，他一个人在老家'],
    '周末我就去找她了，她说想我了',
]

(
    test_stop33_joining_before_the_death_is_told_is_high,
    test_stop33_joining_before_the_death_is_told_reaches_medium,
    test_stop33_joining_before_the_death_is_told_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
