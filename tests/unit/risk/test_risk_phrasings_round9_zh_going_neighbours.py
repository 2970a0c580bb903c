"""Round nine (Chinese), beside the second batch's change: the ordinary neighbours of each new
euphemism — tomorrow's sun hidden by rain, a family reunion, waking on the other side of the bed,
logging out of a game, a long day not pushed through, points saved up, a rescued girl who went
on to university, a last sports day, a game level — and the same words around a real plan.

Written after the change they check, so they say what it does, not how it meets new words.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "如果明天还是这么痛苦，我就不撑了",
    "攒了好久的药，够我睡很久了，就今晚",
]

MEDIUM: list[Item] = [
    "奶奶不在了以后，我总想去那边陪她",
]

NONE: list[Item] = [
    "天气预报说明天下雨，看不到明天的太阳了",
    "爷爷在那边等我，我坐高铁过去陪他过年",
    "妈妈在医院，今晚我去那边陪她",
    "我们一家在老家团聚了，爷爷在那边等我们好久了",
    "醒来发现自己睡到了床的另一边",
    "这局打完就下线了，明天还要上班",
    "人生第一次玩这个游戏，玩到半夜才下线",
    "人生这个副本太难了，但我还想再刷一遍",
    "太累了今天就不撑了，先睡",
    "那辆车没刹住，撞上了护栏，还好人没事",
    "这个项目就到这吧，明天交给客户",
    "这学期就到这儿了，下学期见",
    "攒的那些积分够我用一年了",
    "上回想辞职没走成，这回我挑了个更好的公司",
    "被救回来的那个女孩后来考上了大学",
    "这是我最后一次参加运动会了，明年就毕业了",
    "下辈子见，这个副本太难了",
]


(
    test_round_nine_zh_going_neighbours_plans_are_high,
    test_round_nine_zh_going_neighbours_wish_reaches_medium,
    test_round_nine_zh_going_neighbours_ordinary_talk_stays_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
