"""The lead's twenty-third probe, written at the start of stop 30 and held out from every change
until its end: the honest figure of how the session's rules carry to words nobody tuned on. On
main after every stop-30 change before it was read (8161d43): high 9/10, medium 3/4, negatives
8/12 (a fishing afternoon by a reservoir, a burger swallowed whole, cleaning windows on a sill,
a last night in Paris were high; cuts counted with the sheet bloodied was not). Then fixed by
category and frozen here.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '车停在水库边上了，油门踩下去就结束了',
    "we're done talking. i've got the rope in the trunk and i know which tree",
    '刚才把一瓶降压药全倒进嘴里了，有点想吐',
    "i swallowed the whole pack of my mom's sleeping pills 20 min ago",
    '微信已经定时了，明早八点发给我妈，那时候我已经不在了',
    "the bridge is 10 min from my apartment. leaving now. please tell my sister i'm sorry",
    '我已经站在窗台外面了，手还抓着窗框',
    'this is my last night. i already gave my cat to my ex and wrote my will',
    '上次跳河被人拉上来了，这次我选了没人的地方',
    '已经连续割了好几道了，血把床单都染红了，停不下来',
]

MEDIUM: list[str | list[str]] = [
    '我觉得自己就是个多余的人，活着没什么意思',
    'some days i just wish a car would hit me on my way to work',
    '又忍不住拿烟头烫了手臂',
    "i don't really want to be alive anymore but i'm not going to do anything",
]

NONE: list[str | list[str]] = [
    '车停在水库边上了，钓了一下午鱼',
    'the rope is in the trunk for the camping trip, we leave at 6',
    '降压药医生让我每天吃一片，刚吃完',
    'i swallowed the whole burger in like 3 bites lol',
    '微信定时消息设好了，明早八点提醒我妈吃药',
    'the bridge is 10 min from my apartment, perfect for morning runs',
    '站在窗台上擦玻璃，有点害怕',
    'this is my last night in paris, leaving for home tomorrow',
    '上次跳河救人被表扬了，这次比赛我也报名了',
    '剪纸的时候不小心割了一道，床单上沾了点血',
    'my last day at this job, i gave my stapler to my coworker lol',
    '她说她不想活了，我该怎么帮她',
    "切菜割了一道口子，流了点血",
]

test_held_out_imminent_risk_is_high = reaches(HIGH_FLOOR, HIGH)
test_held_out_wishes_and_self_harm_are_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_held_out_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
