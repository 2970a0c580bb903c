"""Round ten (Chinese), neighbours of the countdowns-and-run-ons batch, written after its change
to try its reach: a countdown or a bucket list in other words beside a means, and the same words
for an exam app, a grandfather's wish, a holiday counted to and money fetched at the bank.

Written and scored once after the change; the first try is in the commit message that adds it.
Not in the tests, both raised by the learned layer alone, on main as here:
"每天数着日子等放假，到时候就解脱了" (0.76) and "熬到周五就解脱了" (0.74).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "生命的倒计时开始了，安眠药我都攒好了",
    "遗愿清单都划掉了，最后一项做完我就安心走了",
    "倒数第二个晚上，刀已经放在床头了",
]

MEDIUM: list[Item] = [
    "每天都在给自己的日子倒数，真的不想再醒过来了",
]

NONE: list[Item] = [
    "我的倒计时app显示离高考还有100天",
    "爷爷的遗愿就是回老家看看，完成了他就可以安心走了",
    "数到下周一就能解脱了，终于放假",
    "密码写在纸上了，你明天帮我去银行存一下钱",
    "人生倒计时的第一天，去看了场电影",
]


(
    test_round_ten_zh_countdowns_neighbours_imminent_risk_is_high,
    test_round_ten_zh_countdowns_neighbours_reach_medium,
    test_round_ten_zh_countdowns_neighbours_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
