"""Round nine (Chinese), beside the sixth batch's change: the ordinary neighbours of each new
reading — vitamins bought, plants given away before a move, a birthday message set for seven, a
double portion of food, the rent worked out, a composition topic about one's last day, a
surprise explained later, a last day at school — and the same readings around a plan.

Written after the change they check, so they say what it does, not how it meets new words.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "语音设了明早六点发，到时候你们就明白我为什么这么做了",
    "这是我在这个世界上的最后一晚，谢谢你们",
]

MEDIUM: list[Item] = [
    "家里没我会更轻松吧，他们就不用操心了",
]

NONE: list[Item] = [
    "维生素吃完了，明天去药店买",
    "我把花送人了，下周搬家",
    "给妈妈设了早上七点发的生日祝福",
    "这次的量是上次的两倍，够吃一周",
    "我算过了，这个月的房租够",
    "在这个世界上的最后一天会做什么？这是我们的作文题目",
    "到时候你就知道我为什么这么做了，惊喜哦",
    "这是我在学校的最后一天",
    "周末去海边的票买好了，音乐节见",
]


(
    test_round_nine_zh_mixed_late_neighbours_plans_are_high,
    test_round_nine_zh_mixed_late_neighbours_wish_reaches_medium,
    test_round_nine_zh_mixed_late_neighbours_ordinary_talk_stays_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
