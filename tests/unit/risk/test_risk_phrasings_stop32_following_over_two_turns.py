"""Stop 32, Chinese categories: a death named in one turn and going with them in the next (the
window's turns combine) vs. trips, funerals. Written and frozen before any rule change; first
try (main aca053e): high 0/7, medium or higher 0/7, negatives 7/7.
After: high 7/7, medium or higher 7/7, negatives 7/7.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    [
        '我妈昨天走了',
        '我也要跟着去',
    ],
    [
        '爸爸上周去世了',
        '我想跟着他走',
    ],
    [
        '他跳楼走了',
        '我也想跟他走',
        '今晚',
    ],
    [
        '我男朋友出车祸没了',
        '我要去找他',
    ],
    [
        '外婆走了',
        '我也想走了',
    ],
    [
        '我儿子上个月走了',
        '我也不想留了，想跟着去',
    ],
    [
        '她昨晚在医院走了',
        '我马上就去找她',
    ],
]

NONE: list[str | list[str]] = [
    [
        '我妈昨天去旅游了',
        '我也要跟着去',
    ],
    [
        '爸爸上周去世了',
        '我跟着家里人去殡仪馆',
    ],
    [
        '他去上海了',
        '我也想跟他走',
    ],
    [
        '外婆走了',
        '我要回老家奔丧',
    ],
    [
        '我男朋友出差了',
        '我要去找他',
    ],
    [
        '她昨晚在医院走了',
        '我马上就去殡仪馆',
    ],
    [
        '我儿子上个月去留学了',
        '我也想跟着去',
    ],
]

test_stop32_following_over_two_turns_is_high = reaches(HIGH_FLOOR, HIGH)
test_stop32_following_over_two_turns_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
