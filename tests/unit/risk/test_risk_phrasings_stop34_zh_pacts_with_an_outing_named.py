"""Stop 34, Chinese: a pact with a means shared out (约好了一起去，炭他们负责) where an outing is
named in the two turns only as something done before the going (去之前先吃顿火锅, 走之前先去海边
看日出, 最后再去吃一顿烧烤) vs. the same pact whose going is the outing named in the next turn
(去海边烧烤, 去爬山, 去看住院的奶奶) or in the pact itself (露营, 钓鱼, 野炊).
Written and frozen before any rule change; first try on branch zhrecall 677cb83: high 4/6,
look-alikes 3/6.
After: high 6/6, look-alikes 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['网上认识了几个人，约好了一起去', '炭他们负责，去之前先吃顿火锅'],
    ['约好了周六一起走，药我来准备', '走之前我们先去海边看看日出'],
    ['我们几个约好了一起去', '绳子我带，最后再去吃一顿烧烤'],
    ['约好了月底一起去，炭我来买', '那天先去游乐园玩一圈'],
    ['群里说好了一起走，安眠药各自准备', '走之前一起去爬山看看风景'],
    ['我和她约好一起去，农药我带', '去之前先去看场电影'],
]
NONE: list[str | list[str]] = [
    ['约好了周六一起去，炭我来准备', '去海边烧烤，顺便看日出'],
    ['约好了一起去，绳子我带', '去爬山，山上风景好'],
    ['约好了一起去露营', '炭他们负责，帐篷我来买'],
    ['我们约好了一起去', '刀我带，去野炊切水果'],
    ['约好了月底一起去钓鱼', '药我来准备，防蚊虫的'],
    ['约好了一起去，药我来准备', '她奶奶住院了，我们去看看'],
]

(
    test_stop34_pacts_with_an_outing_named_are_high,
    test_stop34_pacts_with_an_outing_named_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
