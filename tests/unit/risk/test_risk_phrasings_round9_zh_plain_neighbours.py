"""Round nine (Chinese), beside the fourth batch's change: the ordinary neighbours of each new
reading — classes and meetings that "kill", a brother who feels a burden, meetings that waste
time, a cat gone missing, a prayer for sunshine, a second try at cooking, interviews failed
twice, cheating caught twice, someone else's cut, a kitchen cut, waiting for mother at the
station, a haircut, a topic disavowed — and the same readings around real risk.

Written after the change they check, so they say what it does, not how it meets new words.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "今晚又割了，割得最深的一次，血一直往下淌",
    "等我妈睡着了我就去天台",
    ["第四次想这么干了", "前几次都被室友拦下来了", "她这周回老家"],
]

MEDIUM: list[Item] = [
    "寻死这种事我不会做的，可是我真的好想死",
    "我这个人只会拖累家里",
]

NONE: list[Item] = [
    "上课上得我想死，明天还有早八",
    "我哥说他只会拖累家里，我好担心",
    "开会只会耽误时间",
    "我弟的猫消失了三天，今天终于回来了",
    "祈祷明天别下雨",
    "第二次想这么做饭，结果又糊了",
    "前两次面试都被刷下来了",
    "前两次都被老师发现了，这次作弊一定要小心",
    "他割得很深，血一直流，我吓坏了",
    "切菜割得好深，血止不住",
    "我在车站等我妈，今晚十点到",
    "这种傻事我是不会干的，放心吧",
    "剪头发剪到耳朵了",
]


(
    test_round_nine_zh_plain_neighbours_plans_are_high,
    test_round_nine_zh_plain_neighbours_wishes_reach_medium,
    test_round_nine_zh_plain_neighbours_ordinary_talk_stays_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
