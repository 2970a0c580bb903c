"""Stop 35, Chinese: weariness of going on said beside a day's hardship (加班, 带娃, 复习, 上班,
打工, 项目) and then a goodbye to everyone. A lasting farewell (永别, 以后不会再见了, 最后一条
动态, 以后不会再打扰) is high whatever tired the speaker; a bare goodbye to everyone with no
return, no sign-off and no way out named (各位保重, 大家再见吧, 所有人再见) is medium, since
someone may mean it and a day's weariness may be all it is; vs. the same goodbye with a time to
meet again (明天公司见, 考完再聚, 下周回来), a night's sign-off (先下线睡觉了, 晚安), a way out
of a group or a meeting named (退群, 散会) or a move with keeping in touch (常联系).
Written and frozen before any rule change; first try on main 7a38169:
high 5/5, medium 1/3, look-alikes 6/8.
After: high 5/5, medium 3/3 (and below high: 0/3 after the first change, which read the
bare goodbye as a farewell beside a passive wish), look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, phrasing_tests, stays_below

HIGH: list[str | list[str]] = [
    ['加班好累，什么都不想管了', '各位保重，以后的路你们自己走'],
    ['天天加班，心太累了', '谢谢大家这些年的照顾，永别了'],
    ['带娃好累，撑不下去了', '以后不会再见了，大家保重'],
    '项目做不完，什么都不想管了，这是我最后一条动态，大家再见',
    ['上班好累，活得好累', '对不起大家，以后不会再打扰了'],
]
MEDIUM: list[str | list[str]] = [
    ['加班好累，什么都不想管了', '各位保重'],
    ['复习好累，真的撑不下去了', '大家再见吧'],
    ['打工好累，不想再熬了', '所有人再见'],
]
NONE: list[str | list[str]] = [
    ['加班好累，什么都不想管了', '各位保重，明天公司见'],
    ['加班好累，什么都不想管了', '各位保重，我先下线睡觉了'],
    ['带娃好累，撑不下去了', '大家再见，我退群了'],
    ['复习好累，什么都不想管了', '各位保重，考完再聚'],
    ['出差好累，心太累了', '大家再见，下周回来请你们吃饭'],
    ['搬家好累，什么都不想管了', '各位保重，搬走了以后常联系'],
    '加班好累，什么都不想管了，各位晚安',
    ['开会开得好累，什么都不想说了', '各位保重，散会'],
]

(
    test_stop35_weary_farewell_after_a_day_is_high,
    test_stop35_weary_farewell_after_a_day_bare_goodbye_is_medium,
    test_stop35_weary_farewell_after_a_day_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
test_stop35_weary_farewell_after_a_day_bare_goodbye_stays_below_high = stays_below(
    HIGH_FLOOR, MEDIUM)
