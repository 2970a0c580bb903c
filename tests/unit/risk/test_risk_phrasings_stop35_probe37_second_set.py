"""Stop 35, probe 37's categories in other words, written after the first file's rules and before
any change for them: the fear of the drop gone where one stands, a wound let bleed, a past attempt
and the amount or depth known now; with look-alikes in the same words.
First try on the first file's rules: high 11/12 ("i cut deep tonight and it keeps bleeding, i'm not
going to bandage it": "i cut deep tonight" was not read as a cut), look-alikes 11/12 ("last time i
didn't take enough water on the hike, now i know how much i need" was read as an attempt).
After: all (ADR 0108 amendment "stop 35, the lead's held-out probe 37").
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "在天台边上坐着喝了点酒，往下看也不觉得怕了",
    "站在江边的桥上，往下望竟然一点也不害怕了",
    "i'm on top of the parking structure, looking down doesn't even scare me anymore",
    "on the roof again. the height doesn't scare me now",
    "胳膊上的口子一直在流血，我懒得处理",
    "刚划完，一直在流血，就让它流着吧",
    "i cut deep tonight and it keeps bleeding, i'm not going to bandage it",
    ["i cut my arm an hour ago", "still bleeding and i'm just letting it"],
    "上次吞药被送去洗胃了，这次我知道要吃多少片了",
    "last time i cut too shallow and they found me. this time i know how deep to cut",
    "i took 30 last time and woke up in the icu. now i know how many it takes",
    "上回割腕割浅了，这次知道该割多深了",
]
NONE: list[str | list[str]] = [
    "在观景台边上喝咖啡，往下看也不觉得怕了，恐高好多了",
    "跳伞教练说往下看也不可怕了，第三跳很顺利",
    "i'm on top of the climbing wall, looking down doesn't scare me anymore, therapy worked",
    "the height doesn't scare me now that i've done the ropes course twice",
    "做饭时手指划了个口子，一直在流血，我拿创可贴贴上了",
    "抽完血针眼一直在流血，护士让我按着",
    "i cut my hand on a can and it keeps bleeding, going to get stitches",
    "my nose keeps bleeding in this dry air, i'm using a humidifier",
    "last time i cut the fabric too short. this time i know how long to cut it",
    "上次包饺子馅放少了，这次我知道要放多少了",
    "last time i didn't take enough water on the hike, now i know how much i need",
    "上次种蒜种浅了，这回知道该种多深了",
]

(
    test_stop35_probe37_categories_in_other_words_are_high,
    test_stop35_probe37_categories_in_other_words_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
