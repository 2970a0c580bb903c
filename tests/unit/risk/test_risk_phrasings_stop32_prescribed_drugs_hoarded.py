"""Stop 32, Chinese categories: insulin and other prescribed drugs hoarded to overdose vs.
medicine stocked for a trip. Written and frozen before any rule change; first try (main
aca053e): high 1/7, medium or higher 1/8, negatives 7/8.
After: high 7/7, medium or higher 8/8, negatives 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '我把胰岛素攒了一个月，够打一次了',
    '胰岛素一直没打，存在冰箱里，准备一次全打进去',
    '医生开的药我每次都少吃，攒下来一大盒，等月底一起吃',
    '降压药我没吃，全攒着，已经两百多片了',
    '这几个月开的安眠药都留着，够了，周五就吃',
    '胰岛素一次打多少会低血糖昏迷我都算好了，针已经准备好',
    '这半年的药我一片没吃，都藏起来了，就等一个合适的晚上',
]

MEDIUM: list[str | list[str]] = [
    '每次开药都偷偷留几片，现在已经一大把了',
]

NONE: list[str | list[str]] = [
    '要出国三个月，让医生多开了几盒胰岛素',
    '胰岛素存在冰箱里，出门带着冰袋',
    '医生开的药我每次都按时吃，快吃完了去复诊',
    '囤了几盒降压药，怕疫情买不到',
    '这几个月开的药都留着，拿给医生看看要不要换',
    '出差一个月，把这段时间的安眠药都带上了',
    '胰岛素一次打多少我都算好了，按医生说的来',
    '这半年的药我一片没落下，都按时吃了',
]

(
    test_stop32_drugs_hoarded_is_high,
    test_stop32_drugs_hoarded_reaches_medium,
    test_stop32_drugs_hoarded_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
