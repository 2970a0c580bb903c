"""Neighbours of the eighth unseen batch, written with the change it drove (so not frozen before
it): new phrasings of each category fixed, and the ordinary sentences each new pattern could
catch by mistake (a knot that will not hold a shoelace, a jigsaw's hundred pieces, a will before
surgery, weeds and paraquat, a thesis's "我要死了", a shop under our dormitory, someone else's
jump from our balcony).

First try on main d608647: high 3/7, medium 1/1, negatives 7/11 below medium.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "三十楼的天台，脚下就是车流",
    "绳结我试过了，很牢，等明天",
    "开的药我一片都没吃，都攒着，凑够五十片就行",
    "等你们找到我的时候已经来不及了",
    "写好了给爸妈的信，就定在下周一",
    "浴盆里放满了热水，刀片就在手边",
    "我现在躺在铁轨边的石子上",
]

MEDIUM: list[str | list[str]] = [
    "i've been biting my hands until they bruise",
]

NONE: list[str | list[str]] = [
    "我们宿舍楼下新开了一家奶茶店",
    "我弟说要从我们家阳台跳下去，被我妈骂了一顿",
    "浴缸放满了水，准备泡个澡",
    "这个结我试了好几次都打不好，鞋带老是松",
    "凑够一百片拼图就能完成了",
    "地里的草太多了，我买了瓶百草枯",
    "论文deadline就在明天，我真的要死了",
    "好无聊啊，我要死了",
    "我在写遗嘱，下周要做心脏手术",
    "他们找到我的时候，我正在图书馆睡觉",
    "聊天记录都删了，换了新手机",
]

(
    test_new_words_for_the_eighth_batchs_categories_are_high,
    test_biting_until_it_bruises_reaches_medium,
    test_the_eighth_batchs_ordinary_neighbours_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
