"""Stop 32, Chinese categories: PsySUICIDE tune half's misses as categories: a wish argued with
in self-talk (你不是真的想死), a wish that follows a trigger asked about (为什么…就想自杀) vs.
exam self-talk, the general question. Written and frozen before any rule change; first try (main
aca053e): high 2/4, medium or higher 4/5, negatives 4/5.
After: high 4/4, medium or higher 5/5, negatives 5/5.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '我一直跟自己说，没事的，你不是真的想死，你要好好活着',
    '每天都要告诉自己，你不是真的想自杀，撑下去',
    '为什么我爸一喝酒骂人我就想自杀',
    '为什么每次被妈妈骂完就想去死',
]

MEDIUM: list[str | list[str]] = [
    '我总是劝自己不要想死，可是劝不住',
]

NONE: list[str | list[str]] = [
    '我一直跟自己说，没事的，你能考好的',
    '为什么有的人会想自杀，好难理解',
    '我从来没想过自杀',
    '告诉自己不要想太多，早点睡',
    '为什么每次被妈妈骂完我就想哭',
]

(
    test_stop32_self_talk_and_triggers_is_high,
    test_stop32_self_talk_and_triggers_reaches_medium,
    test_stop32_self_talk_and_triggers_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
