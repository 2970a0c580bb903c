"""Stop 35, Chinese, the second set in other words for the stop-34 limits' categories (written
after the first sets' rules and frozen before any further change): kin in a dialect or family
word joined after a death (老娘, 阿婆, 孩子他妈, 老汉儿, 老头), a day's weariness then a goodbye to
everyone, weariness alone, a hanging set up at a point to hang from, a declutter beside a real
farewell's affairs; each with look-alikes in the same words.
First try on branch zhrecall (main 7a38169 and the first sets' rules):
high 11/11, medium 2/2, look-alikes 12/12 (a day's weariness then a bare goodbye read high,
0.97, not medium: fixed with the first set's below-high check). After: all, that item 0.80.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, phrasing_tests, stays_below

HIGH: list[str | list[str]] = [
    # kin in another word
    ['我老娘前年走的', '我也要去陪我妈了'],
    ['阿婆过世了', '今晚我就去找外婆'],
    ['孩子他妈走了三年了', '我也想去找我老婆了'],
    ['我爸去年没了', '我也该去找老汉儿了'],
    ['老头走了半年', '我也要去陪老伴了'],
    # a day's weariness, then a lasting goodbye
    ['天天通宵干活，管不动了', '以后不会再见了，各位保重'],
    # a hanging set up at a point to hang from
    '领带已经绑在床架上了',
    '丝巾在门框上缠紧了，今晚就这样',
    ['真的不想活了', '电线挂到吊扇上了'],
    # a declutter beside farewell affairs
    ['极简了，东西都清空了', '存折和密码都交给我姐了，跟大家说再见'],
    '断舍离，积蓄都转给爸妈了，猫也托付给朋友了',
]
MEDIUM: list[str | list[str]] = [
    ['练车好累，熬不下去了', '所有人再见吧'],  # medium, not high (checked below)
    '真的好累，什么都不想管了，就想永远睡着',
]
NONE: list[str | list[str]] = [
    ['我老娘前年走的', '周末去陪我爸下棋'],
    ['阿婆住院了', '今晚我去陪外婆'],
    ['孩子他妈走了三年了', '我去找孩子的老师聊聊'],
    ['老头走了半年', '我去陪老板娘看店'],
    ['天天通宵干活，管不动了', '各位保重，下周工地见'],
    ['练车好累，熬不下去了', '大家再见，考完再约'],
    '心好累，什么都不想干了',
    '好累，什么都不想理了，先躺会儿',
    '领带挂在衣柜里了',
    '丝巾系在包的把手上当装饰',
    '电线挂到吊扇上了，师傅说明天来装灯',
    '极简了，旧衣服都捐了，清净多了',
]

(
    test_stop35_limits_other_words_are_high,
    test_stop35_limits_other_words_reach_medium,
    test_stop35_limits_other_words_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
test_stop35_limits_other_words_bare_goodbye_after_a_day_stays_below_high = stays_below(
    HIGH_FLOOR, MEDIUM[:1])
