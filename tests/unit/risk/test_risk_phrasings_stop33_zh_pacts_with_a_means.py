"""Stop 33, Chinese: a pact to go together in words of an outing (约好了一起去, 说好了一起) with a
means shared out in the same sentence or the next turn (药我来准备, 炭他们负责, 农药我带) vs. the
same pact for a climb, a barbecue, a camp, a skydive, fishing, a show or a visit with medicine
for grandmother. Written and frozen before any rule change; first try (branch zhrecall with
the six batches' rules): high 2/7, negatives 8/8.
After: high 7/7, negatives 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '约好了一起去，药我来准备',
    '网友拉了个群，约好一起去，炭各自准备',
    '我和网友约好了一起去，绳子他买',
    '说好了一起去，农药我带',
    '约了网友一起，安眠药我来准备',
    ['网上认识了几个人', '约好下周一起去，炭他们负责'],
    ['我们约好了一起走', '药我都准备好了'],
]

NONE: list[str | list[str]] = [
    '约好了一起去，门票我来买',
    '约好了一起去爬山，绳子我来准备',
    '我们约好了一起去跳伞',
    '约好了一起去烧烤，炭我来买',
    '约好了一起去露营，刀我带',
    '约好了一起去看奶奶，她的降压药我来买',
    '约好了一起去钓鱼，工具各自准备',
    '约好了周末一起去看演唱会，零食我带',
]

test_stop33_pacts_with_a_means_are_high = reaches(HIGH_FLOOR, HIGH)
test_stop33_pacts_with_a_means_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
