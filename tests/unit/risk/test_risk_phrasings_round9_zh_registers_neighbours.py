"""Round nine (Chinese), beside the fifth batch's change: the ordinary neighbours of each new
reading — a mouse for the computer, 自已 in a cake, a knife emoji for a watermelon, snacks stocked
up, willows by the river bank, home at dark, a drama that makes one cry, stomach pills taken and
feeling better, a cat gone missing in Cantonese, a bargain haggled to the floor, a knife in hand
for cooking — and the same registers around a real plan.

Written after the change they check, so they say what it does, not how it meets new words.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "活着也是白活咧 今晚就去河沿儿",
    "药我都屯好了 今黑就吃",
    "🔪在手上了 今晚割到底",
]

MEDIUM: list[Item] = [
    "每天都想鼠，好累😞",
]

NONE: list[Item] = [
    "想买个新鼠标，旧的坏了",
    "我自已做的蛋糕，今晚请大家吃",
    "🔪切西瓜真爽，今晚吃个够",
    "屯了好多零食，今晚追剧",
    "河沿儿的柳树都发芽了，明天去看看",
    "天一黑就回家，明天还上学",
    "这个剧太好哭了，不想活了都",
    "胃药我都吃咯，今天好多了",
    "我的猫消失咗，今晚去搵",
    "割到底价了，今晚下单",
    "刀已经在手上了，准备切菜",
]


(
    test_round_nine_zh_registers_neighbours_plans_are_high,
    test_round_nine_zh_registers_neighbours_wish_reaches_medium,
    test_round_nine_zh_registers_neighbours_ordinary_talk_stays_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
