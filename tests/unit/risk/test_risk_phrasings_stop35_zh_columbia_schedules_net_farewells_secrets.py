"""Stop 35, Chinese, Columbia-protocol categories not yet covered: a plan told as a schedule (a
day taken off, things packed or set in order, with a means named), a farewell of the net era
(unfollowing everyone, leaving every group, clearing one's posts) beside a wish, and a helper asked
to keep a plan secret (别告诉我爸妈, 替我保密) — high; vs. a schedule for a trip, a move or a
surgery, a net clear-out for privacy or a new start, and a secret kept of a gift, a pregnancy or
an exam.
Written and frozen before any rule change; first try on main 7a38169:
high 7/9, medium 1/1, look-alikes 9/9 (missed: "所有人都取关了，群也都退了" and "动态全删了，关注也
清零了" beside a wish, read as the wish alone). After: all.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    # a plan told as a schedule, with a means
    '周五请了假，药也攒够了，东西都收拾好了',
    ['下周一我请了年假', '那天家里没人，炭已经买好了'],
    '明天的假批下来了，绳子在包里，房间也收拾干净了',
    # a farewell of the net era beside a wish
    '把所有人都取关了，群也都退了，反正我也不想活了',
    ['朋友圈和微博都清空了', '这个世界没我也一样'],
    '动态全删了，关注也清零了，真想就这样消失',
    # a helper asked to keep a plan secret
    '我准备今晚吃掉那些药，你别告诉我爸妈',
    ['我已经决定了结束自己', '求你替我保密，谁也别说'],
    '别跟任何人说，我打算周末去那座桥',
]
MEDIUM: list[str | list[str]] = [
    ['我真的不想活了', '你别告诉我妈'],
]
NONE: list[str | list[str]] = [
    '周五请了假，行李都收拾好了，准备去云南玩',
    '下周一我请了年假，搬家的东西都打包好了',
    '明天请假去做手术，住院的东西都收拾好了',
    '把不看的博主都取关了，群也退了几个，清净多了',
    '朋友圈清空了，换个新形象重新开始',
    '动态全删了，怕被前任看到',
    '我怀孕了，你先别告诉我爸妈',
    '给她准备了生日惊喜，你替我保密啊',
    '考研的事别跟任何人说，考上了再说',
]

(
    test_stop35_columbia_schedules_net_farewells_secrets_are_high,
    test_stop35_columbia_secret_beside_a_wish_reaches_medium,
    test_stop35_columbia_schedules_net_farewells_secrets_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
