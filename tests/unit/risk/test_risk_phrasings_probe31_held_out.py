"""The lead's thirty-first probe, written late in stop 30 after the twenty-third was read and held
out from every change until then (first try on 51a2650 with every stop-30 rule: high 8/10, medium
or higher 4/4, negatives 9/12). Misses: a chosen day (我选好的日子) on one's birthday, a date
picked on a death's anniversary; false alarms: cold medicine in hand, a shopping note on the
table, an arm scratched on a nail. Fixed by category, then frozen here.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "the pills are in my hand right now. i'm not scared anymore",
    "i've got the car running in the closed garage. i just wanted to say bye",
    "took a bunch of my grandma's heart pills about 20 min ago. chest feels weird",
    "i'm on the bridge railing. the water's really far down",
    '我刚才在浴室里割了手腕，现在血一直往外冒',
    '我把攒的药全倒出来了，数了一下有八十多片，今晚吃',
    '明天是我生日，也是我选好的日子',
    "i've picked the date. it's the anniversary of my dad's death",
    '我站在十八楼的窗台上，已经把窗户打开了',
    'my note is on the kitchen table and the door is locked',
]

MEDIUM: list[str | list[str]] = [
    'i keep scratching my arms till they bleed',
    '每天都在想，要是明天不醒来就好了',
    'honestly everyone would be better off if i just disappeared',
    '我觉得我活着就是在浪费空气',
]

NONE: list[str | list[str]] = [
    'the pills are in my hand, just cold meds, going to bed early',
    "car's running in the garage, warming it up before the drive to work",
    'took a bunch of vitamins this morning, feel great',
    "i'm on the bridge, traffic is insane, gonna be late",
    '我刚才在厨房切菜割了手，贴了创可贴',
    '药都倒出来了，分装到药盒里，一周的量',
    '明天是我生日，也是我选好的结婚日子',
    "i've picked the date for the wedding, it's in june",
    '我站在窗台上挂窗帘，我妈扶着梯子',
    'my note is on the kitchen table: buy milk',
    "i scratched my arm on a nail, it's bleeding a bit",
    "i'd be better off if i just quit this job",
]

test_held_out_imminent_risk_is_high = reaches(HIGH_FLOOR, HIGH)
test_held_out_wishes_and_self_harm_are_at_least_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_held_out_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
