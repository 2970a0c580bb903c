"""Stop 34, Chinese, a Columbia protocol category: an attempt aborted by oneself or interrupted
by someone (the rope on and taken off, a blade on the wrist and no cut made, a leg over the
railing when the phone rang, pills poured out when mum came in, a drive to the river and back)
vs. the same words for a bungee jump not made, a doorbell not rung, a drive to an ex's home, a
job interview walked away from, a pool too cold, a climb for fitness, a watermelon not cut.
English is the English helper's (`enrecall`). Written and frozen before any rule change; first
try on branch zhrecall c465a77 (main 7492e6b with this stop's first two changes): high 7/10,
look-alikes 7/8.
After: high 10/10, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '昨晚已经站到楼顶边上了，最后还是下来了',
    '药都倒在手心里了，我妈突然推门进来，我赶紧藏起来了',
    '绳子都套上了，听到孩子在哭，又取下来了',
    '刀片都按在手腕上了，最后没下得去手',
    '车开到江边坐了一个小时，又开回来了',
    ['上周我差点就做了', '已经走到桥中间，被一个路过的大叔拉住了'],
    '那天晚上安眠药都拧开了，室友突然回来，就没吃成',
    '腿都跨出栏杆了，手机响了，是我妹打来的',
    '我数好了药，水都倒好了，最后还是倒进了马桶',
    '爬上天台又爬下来，来回好几次了',
]
NONE: list[str | list[str]] = [
    '站到蹦极台边上，最后还是没敢跳',
    '感冒药都倒在手心里了，我妈说先吃饭再吃',
    '车开到他家楼下坐了一个小时，又开回来了',
    '手都按在门铃上了，最后没敢按下去',
    '已经走到面试公司楼下，又转身回家了',
    '腿都跨出去了，想想还是没跳进泳池，水太凉',
    '爬上山顶又爬下来，来回好几次了，练体能',
    '刀都架在西瓜上了，我妈说别切了留着明天吃',
]

(
    test_stop34_aborted_attempts_are_high,
    test_stop34_aborted_attempts_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
