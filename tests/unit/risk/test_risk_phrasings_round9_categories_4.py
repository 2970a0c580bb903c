"""Round nine, categories from the lead's twelfth and thirteenth probes (fourth batch): new
wordings for the three categories below medium — laughter after a degree complement (饿得不想活了
哈哈哈哈, hhhh, lmao, lol), group activities at places of danger (a dorm watching meteors on the
roof, a class photo on the bridge, team drinks on the rooftop, a family's lanterns by the river)
and joke tags ((狗头), 手动狗头, (jk), /s) — beside the same places and methods said alone or
"not joking", which stay high.

First try, on the tree after the third batch's change: high 4 of 4, negatives 11 of 12 below
medium (the family's lanterns by the river was the false alarm).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    '我今晚一个人在桥上',
    '不是开玩笑，我今晚要从楼顶跳下去',
    '真想从楼上跳下去，不是开玩笑',
    "i'm at the river alone tonight",
]

MEDIUM: list[Item] = [
    "饿得不想活了",
]

NONE: list[Item] = [
    '饿得不想活了哈哈哈哈',
    '被老板折磨得想死hhhh',
    'so tired i could die lmao',
    'this traffic makes me wanna die lol',
    '我们宿舍今晚去天台看流星',
    '全班在桥上拍毕业照',
    'the whole team is doing sunset drinks on the rooftop tonight',
    'our family is releasing lanterns by the river tonight',
    '好想从宿舍楼跳下去（狗头）',
    '今晚就去喝农药 手动狗头',
    "gonna jump in front of the train if this lecture doesn't end (jk)",
    "i'll drink bleach if they cancel the show /s",
]

(
    test_round_nine_categories_4_imminent_risk_is_high,
    test_round_nine_categories_4_a_wish_without_a_laugh_reaches_medium,
    test_round_nine_categories_4_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
