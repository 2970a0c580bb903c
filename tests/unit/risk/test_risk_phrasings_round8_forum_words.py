"""Round eight, forum register, third batch: the words of the tune half's kind of post (none of
its text is here): a wish said over and over or with intensifiers and crying, net slang for
ending a life (重开, remake), a place of danger passed every day and thought about, a death
that keeps coming to mind (the character 死 quoted), a question whether one can go on living,
contracts signed and the place reached again; hard negatives that share the words (missing
friends, a game restarted, homework, a bridge at sunset, fear of heights, internship
contracts, someone else, a philosophy class, living each day, a company's survival, vitamins).

Frozen before any change it drives. First try: see the commit message.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "真的好想好想死啊啊啊，今晚就去把那瓶药吃了",
    "不想活了不想活了不想活了，绳子就在床底下",
    "每次路过那座桥都在想跳下去是什么感觉，今天我在桥上站了很久",
    "看到窗户就想往下跳，宿舍在六楼，今晚室友都不在",
    "签过三次不伤害自己的保证书了，可我昨晚又站到天台上了",
    "我想重开了，明天就从公司楼顶下去",
    "活着太没劲了，安眠药我已经囤了一抽屉",
    "这辈子就这样吧，想remake了，药已经倒在手心里",
]

MEDIUM: list[Item] = [
    "真的不想活了呜呜呜",
    "这辈子太失败了，真想直接重开",
    "脑子里一直有个声音叫我去死",
    "每天一睁眼就在想，我怎么还没死",
    "脑子里总有个“死”字转来转去",
    "我们这种人，还能活下去吗",
    "明知道人早晚都会死，为什么还要这么辛苦地撑着活着",
    "好想好想消失啊，永远的那种",
]

NONE: list[Item] = [
    "好想死你们了，下周回国请大家吃饭",
    "作业多到想原地重开，明天还要考试",
    "游戏打输了，这把直接重开",
    "每次路过那座桥都想停下来拍照，晚霞太美了",
    "宿舍在六楼，每次往窗外看都有点恐高",
    "签了三份实习协议，不知道最后选哪个",
    "他天天说不想活了，我该怎么劝他",
    "人为什么要活着？哲学课上老师让我们讨论这个问题",
    "人早晚都会死，所以我更想珍惜现在的每一天",
    "维生素我囤了一抽屉，够吃一年了",
    "我们这种小公司还能活下去吗，订单越来越少了",
    "脑子里一直有个声音叫我去吃火锅",
]


(
    test_round_eight_forum_words_imminent_risk_is_high,
    test_round_eight_forum_words_wishes_reach_medium,
    test_round_eight_forum_words_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
