"""Stop 34, Chinese, a Columbia protocol category: a method rehearsed (a rope tried round the
neck, a knife held to the wrist again and again, a bridge visited to find where no camera sees, a
knot practised, the pills counted out and put back, the head held under in the bath to feel
drowning) vs. the same acts for a scarf, a watermelon, a shop's site, a tie, sweets counted,
swimming practice, a view or the stars from the roof. English is the English helper's.
Written and frozen before any rule change; first try on branch zhrecall c465a77: high 3/8,
look-alikes 7/8.
After: high 8/8, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '我试过把绳子套在脖子上，就想知道是什么感觉',
    '拿刀在手腕上比划了好几次',
    '那座桥我去踩过好几次点了，哪里没有监控我都知道',
    '我在网上看了怎么打那种结，自己练了好几遍',
    '每天晚上都站在窗边往下看，算过从这里下去要几秒',
    '把药倒出来数了一遍又装回去，已经好几次了',
    '试着憋气把头埋在浴缸里，看能坚持多久，想知道淹死是什么感觉',
    '晚上偷偷去天台走了一圈，看看从哪边下去',
]
NONE: list[str | list[str]] = [
    '我试过把围巾系成各种样子，看哪种好看',
    '拿刀在西瓜上比划了好几次才切',
    '那家店我去踩过好几次点了，准备开分店',
    '在网上看了怎么打领带，自己练了好几遍',
    '每天晚上都站在窗边往下看夜景',
    '把糖果倒出来数了一遍又装回去，看看够不够分',
    '练游泳，憋气把头埋在水里看能坚持多久',
    '晚上去天台走了一圈，看看星星',
]

(
    test_stop34_method_rehearsal_are_high,
    test_stop34_method_rehearsal_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
