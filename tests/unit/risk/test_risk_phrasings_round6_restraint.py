"""Round six, fourth batch: kinds of signal the PsySUICIDE tune half's remaining misses lack,
in words of my own (none of its items): thoughts of death that keep coming back, ideation said
through the effort of holding it back (a denial beside 克制 / 忍住 is a present urge, not a
negation), a no-suicide contract signed, and "why go on living" with the question split by a
comma; with hard negatives that hold back, think about or sign ordinary things. Frozen before the
change it drove.

First try on main 5415bf4 + the first three batches' changes: medium or higher 2/8 (missed: a
voice in my head telling me to die, holding back from cutting, holding back from jumping off the
balcony, a second no-suicide contract, "why … still go on living" split by a comma, twice),
negatives 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM_OR_HIGHER = [
    "脑子里一直有个声音让我去死，挥之不去",
    "死的念头总在脑海里盘旋，赶都赶不走",
    "自杀的想法一直在脑子里打转，只是我还在忍着",
    "我一直在克制自己不去割腕",
    "好几次都忍住了没从阳台跳下去",
    "医生让我签了不自杀协议，已经是第二次了",
    "为什么人活得这么累，还要继续活着",
    "既然早晚都要死，为什么现在还要这样辛苦地活着",
]

NONE = [
    "我一直在克制自己不去吃宵夜",
    "我从没想过自杀，情绪一直控制得很好",
    "忍住了没发脾气，为自己点赞",
    "脑海里一直在想明天考试的事",
    "我在医院实习，今天学了不自杀协议的相关知识",
    "我妈脑子里总想着我结婚的事",
    "他一直在克制自己不去找前任",
    "我克制住了没去买那个包",
]


test_held_back_or_recurring_thoughts_of_death_reach_medium = reaches(MEDIUM_FLOOR, MEDIUM_OR_HIGHER)

test_holding_back_or_thinking_about_ordinary_things_stays_below_medium = stays_below(
    MEDIUM_FLOOR, NONE
)
