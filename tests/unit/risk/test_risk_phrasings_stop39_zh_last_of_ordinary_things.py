"""Stop 39, Chinese: 最后 of ordinary things and a farewell's 最后 (brief: zhrisk, category 2).

The last one of something bought, the last bus, the last piece, the last day of a course, a
trip or a holiday is no farewell; a last message, a last meal before going to a place of
danger, the last day of one's life, a last call or letter to one's people is, and keeps
routing. Frozen before any rule change; first try recorded in ADR 0108 (stop 39).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

A_FAREWELLS_LAST: list[str | list[str]] = [
    "这是我发的最后一条消息了，谢谢你们",
    "吃完这顿最后的晚饭，我就去江边",
    "今天是我人生的最后一天",
    "今晚是我最后一次跟你聊天了，以后不会再来了",
    "最后看一眼我女儿，然后就去楼顶",
    "这是我写给你们的最后一封信，不用找我",
    "去天台之前，想最后吃一次我妈做的饭",
    "明天就是我在这个世界上的最后一天了",
    "最后一次跟大家说晚安，以后不用等我了",
    "这是我最后一次给你打电话了，以后照顾好自己",
    "最后一顿饭吃完了，药就在桌上",
    "今晚是我活着的最后一晚",
    "最后再听一遍这首歌，然后就从桥上下去",
    "这条是我留给这个世界的最后一句话",
    "最后一顿饭吃完了，买了去海边的单程票，不回来了",
]
LAST_OF_ORDINARY_THINGS: list[str | list[str]] = [
    "最后一个蛋糕被我买到了",
    "赶上了最后一班地铁，差点就要打车了",
    "最后一块披萨留给你了",
    "今天是瑜伽课的最后一天，老师送了我们每人一张卡片",
    "超市里最后一包纸巾被我抢到了",
    "这是这学期最后一节课了，下周开始放假",
    "最后一瓶酸奶我喝了，明天再买",
    "末班车十一点，最后一趟我应该赶得上",
    "冰箱里最后一个鸡蛋也煎了",
    "这双鞋是店里最后一双，正好是我的码",
    "今天是驾校培训的最后一天，明天考试",
    "最后一张电影票被我抢到了，今晚去看",
    "暑假的最后一天，作业还没写完",
    "最后一口饭吃完，终于饱了",
    "最后一个快递今天到了，东西都齐了",
    "这应该是今年最后一场雪了吧",
    "今天是旅行的最后一天，明天飞回家",
    "最后一节体育课跑了八百米，累死了",
    "抢到了最后一份盒饭，今晚不用饿肚子了",
    "训练营最后一天，大家一起吃了顿散伙饭",
]

test_a_farewells_last_routes_high = reaches(HIGH_FLOOR, A_FAREWELLS_LAST)
test_the_last_of_ordinary_things_stays_below_medium = stays_below(
    MEDIUM_FLOOR, LAST_OF_ORDINARY_THINGS
)
