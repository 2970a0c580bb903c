"""Round nine (Chinese), beside the third batch's change: the ordinary neighbours of each new
reading — a road or a building known for an accident, a reservoir called unlucky, "我在" before a
verb, formula bought at several shops, an empty house for a party, fireworks at a time, a swim,
sweets counted in a jar, a prescription's rest, a grandmother's pills sorted, a photo taken by
the river, a rope or a knife put away for a chore, a father's pills — and the same readings
around a real plan.

Written after the change they check, so they say what it does, not how it meets new words.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    ["药一直没吃，都在一个铁盒里", "数过了，够了", "明晚"],
    ["我在那栋闹过鬼的楼顶上", "风很大，下面一个人都没有"],
    ["就差一个没人在家的晚上", "药早就攒够了"],
]

MEDIUM: list[Item] = [
    "那条河我每次路过都想走进水里，再也不上来",
]

NONE: list[Item] = [
    "那座出过事的桥今天封路了，我绕了半小时",
    "我家后面那栋死过人的楼，听说明天要拆",
    "那条出过事的路今晚又堵了",
    "这个水库不吉利，我奶奶从来不让我们去",
    "我在想今晚吃什么，桥那边新开了家火锅",
    "奶粉我分了好几次在不同的药店买的，够吃一个月",
    "就等一个没人在家的晚上，我好开派对",
    "我打算那个时候过去，九点正好赶上烟花",
    "糖都装在罐子里了，数过了，一共五十颗",
    "药全在药盒里，医生说一天三次",
    "我数过了，作业还差二十道题，今晚写完",
    "剩下的药还有小半瓶，下周复诊再开",
    "我帮奶奶把一周的药都分好了",
    "这是我在河边拍的照片",
    ["绳子放在柜子里了", "晾衣服用"],
    ["刀我藏在书包里了", "社团做手工要用"],
    ["药我分了好几次买的", "都是给我爸的降压药"],
    "你吃掉那些吧，别浪费",
]


(
    test_round_nine_zh_turns_neighbours_plans_are_high,
    test_round_nine_zh_turns_neighbours_wish_reaches_medium,
    test_round_nine_zh_turns_neighbours_ordinary_talk_stays_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
