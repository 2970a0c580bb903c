"""Stop 34, Chinese, the Columbia protocol's behaviour questions in plain words: a past attempt
told by what followed it (洗胃, 缝了针, 抢救, 救回来了, 绳子断了) and a self-harm urge (好想拿刀划
自己, 控制不住想掐自己, 想用烟头烫手臂) vs. a watermelon, snacks, quitting a job, eyelid surgery, a
slide, a barbecue, a fish bone, out-of-date medicine.
Written and frozen before any rule change; first try on branch zhrecall (this stop's changes so
far): high 5/6, medium or higher 6/6, look-alikes 7/8.
After: high 6/6, medium or higher 6/6, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '高二那年吞过一瓶药，被送去洗胃了',
    '我以前割过腕，被我妈发现送医院缝了针',
    '去年从三楼跳下去过，腿断了，没死成',
    '上次烧炭被邻居发现了，抢救了一晚上',
    '吃过两次安眠药，都被救回来了',
    '试过一次上吊，绳子断了',
]
MEDIUM: list[str | list[str]] = [
    '好想拿刀划自己，划了会舒服一点',
    '控制不住想掐自己',
    '又有想伤害自己的冲动了',
    '想用烟头烫手臂',
    '心里难受的时候就想拿头撞墙',
    '特别想把手咬出血',
]
NONE: list[str | list[str]] = [
    '好想拿刀把这个西瓜劈开',
    '控制不住想吃零食',
    '又有想辞职的冲动了',
    '我以前割过双眼皮，现在还有疤',
    '去年从三楼的滑梯上滑下来，腿摔断了',
    '上次烧烤被邻居投诉了',
    '高二那年吞过一根鱼刺，被送去医院了',
    '吃过两次过期药，都拉肚子了',
]

(
    test_stop34_attempts_and_urges_in_plain_words_are_high,
    test_stop34_attempts_and_urges_in_plain_words_reach_medium,
    test_stop34_attempts_and_urges_in_plain_words_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
