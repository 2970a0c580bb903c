"""Stop 46 (zhdose): the bare readings beside the turn before (ADR 0108, "Stop 46, zhdose").

A bare swallowing or a bare hoard names nothing in its own words; a big meal or money named in
the turn right before is what it was. A day's report of a meal, or a medicine named before, is
not: the swallowing and the hoard stay high. Written after the second set's mend, when a probe
of windows found the meal and the money read as an overdose and a stockpile.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

test_a_meal_or_money_named_the_turn_before_takes_the_bare_reading = stays_below(MEDIUM_FLOOR, [
    ["妈妈做了一大桌菜", "刚才都吃下去了，头好晕"],
    ["点了一大份小龙虾", "一口气全吃下去了，现在手在抖"],
    ["钱包里还剩两千", "攒了两个月，应该够了"],
    ["这个月工资发了", "一点点攒下来的，肯定够了"],
])

test_a_days_meal_or_a_medicine_named_before_leaves_it_high = reaches(HIGH_FLOOR, [
    ["今天吃了火锅", "刚才都咽下去了，头好晕"],
    ["安眠药攒了一抽屉", "攒了两个月，应该够了"],
    ["药在手边", "一口气把剩下的全吞了，现在想睡"],
    ["下午去剪了头发", "攒了大半年，现在绰绰有余了"],
])
