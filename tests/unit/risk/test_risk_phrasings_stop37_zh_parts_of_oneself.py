"""Stop 37, Chinese: ambivalence told as parts of oneself with no word of death — the part
that gave up on living, the part that wants to live growing faint — vs. parts of oneself about a
job, a trip, study, a meal, a diet or going abroad.
Written and frozen before its rule; first try on e198cc5: medium 4/6, look-alikes 6/6.
After: medium 6/6, look-alikes 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    '一部分的我还想活，但大部分的我已经不想了',
    '想活的那个我越来越小声了',
    '我身体里有一半的我已经放弃了，另一半还在撑',
    '大部分的我已经不想再活下去了，只剩一小部分还在犹豫',
    '有一部分的我一直在劝自己放弃，放弃活着',
    '心里想活下去的那部分越来越小了',
]
NONE: list[str | list[str]] = [
    '一部分的我想辞职，一部分的我想留下来',
    '一半的我想去旅游，另一半的我想在家躺着',
    '大部分的我已经不想学了，只剩一小部分还在坚持',
    '想吃火锅的那个我越来越大声了',
    '有一部分的我一直在劝自己放弃，放弃减肥',
    '心里想出国的那部分越来越小了',
]

test_stop37_zh_parts_of_oneself_reach_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop37_zh_parts_of_oneself_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
