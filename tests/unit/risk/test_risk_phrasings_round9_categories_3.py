"""Round nine, categories from the lead's twelfth and thirteenth probes (third batch): new
wordings of the first two batches' categories, written after their changes to see how far they
carry (pills stuffed into the mouth a handful at a time, a drug "全干了", thrown or knocked back, a
gas cylinder under the bed, contacts deleted down to the one reader, a note and a locked door,
"this time" after an attempt, cutting by direction, not coming back from the bridge, a parent's
gun and its code till they sleep). Hard negatives: peanuts, chewing gum, vitamins, balloons for
a wedding, leaving groups after graduating, a bookshelf measured, potato strips, a door locked
against the cat, a height measured with no attempt in the window.

First try, on the tree after the second batch's change: high 8 of 16, medium 1 of 1,
negatives 8 of 9 below medium (the door locked against the cat was the false alarm).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    '药片一把一把往嘴里塞',
    '把一瓶阿普唑仑全干了',
    'threw back a handful of tylenol',
    'dry swallowed a whole pack of paracetamol',
    '舍曲林一整板都嚼碎咽下去了',
    'just necked the whole box of co-codamol',
    '氦气瓶到货了，就放在床底下',
    'the helium cylinder is under my bed now',
    '好友删得只剩你一个了',
    "i've deleted everyone on my phone but you",
    '遗书放在枕头下面了，门已经锁好',
    'my note is on my desk and the door is locked',
    'this time i checked which floor is high enough, after last time',
    '上回没割深，这回竖着割',
    "i'm not coming back from the bridge tonight",
    '今晚开车去江边，不开回来了',
    '等爸妈睡着了我就去拿爸爸的枪，密码我知道',
]

MEDIUM: list[Item] = [
    "故意闯红灯，撞上就撞上吧",
]

NONE: list[Item] = [
    'i threw back a handful of peanuts',
    '嚼了一片口香糖',
    '把维生素倒进嘴里就出门了',
    '网上买了氦气给婚礼气球用',
    '群都退了，反正毕业了',
    '这次我量好了书架的高度',
    '竖着切土豆条',
    "the letter's on my desk. door's locked because the cat keeps opening it",
    '这次我量好了楼的高度',
]

(
    test_round_nine_categories_3_imminent_risk_is_high,
    test_round_nine_categories_3_self_endangering_reaches_medium,
    test_round_nine_categories_3_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
