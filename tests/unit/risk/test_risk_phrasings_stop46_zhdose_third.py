"""Stop 46 (zhdose): a third probe in new words, written after the second set's mend (ADR 0108,
"Stop 46, zhdose"). Its first six risky items, on those readings: 1/6 high (only a viaduct's
railing "只到胸口"), its look-alikes 3/3 below medium; after the kinds were widened (all one could
find at home swallowed, the sight blurring, a platform watched for two days, what is at hand split
with the first portion taken tonight, a whole year hoarded): 6/6 and 3/3. Five more written after
that and not tuned to: 2/5 high; the three missed are ``STILL_MISSED`` (asserted still below
high, so a later fix moves them).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

test_the_kinds_in_a_third_probe_are_high = reaches(HIGH_FLOOR, [
    "高架桥那边我去看过了，护栏只到胸口",
    "我把家里能找到的都吞了，现在浑身发冷",
    "刚才那些全咽了，视线开始模糊",
    "地铁站台我观察了两天，末班车前人最少",
    "这些我分成了三次，今晚先吃一份",
    "囤了一整年，现在足够了",
    # written after the widening, not tuned to
    "药片我拿锤子碾碎了，混在酸奶里，已经喝完了，现在很想睡",
    "上次半路被人发现，这回挑个没人的地方",
])

test_their_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, [
    "这些饺子我分成三份，今晚先吃一份",
    "把剩下的菜都吞了，好撑",
    "囤了一整年的年货，现在足够了",
])

STILL_MISSED = [
    "量我心里有数，够了",
    "天台那扇小门我试着推了推，开了",
]
test_still_missed_stays_below_high = stays_below(HIGH_FLOOR, STILL_MISSED)

# Reached since (stop 47, zhlook: all of it gulped, 灌, nothing named, beside a body sensation)
REACHED_LATER = [
    "刚才一口气全灌下去了，现在喘不上气",
]
test_reached_later_is_high = reaches(HIGH_FLOOR, REACHED_LATER)
