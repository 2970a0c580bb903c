"""Stop 36, English (2026-11-29, helper enrisk): farewell acts with a now or a tonight, as a
crisis-line counsellor hears them: letters written, a pet or belongings given away, "tell X i'm
sorry", a note left. Look-alikes in the same words: a mission trip, a move abroad, a missed
dinner, a guitar never played, a birthday note, a new job, a novel's plot.

First try on main ff951fe: high 6/7 (a note left on a pillow to be found in the morning 0.45),
look-alikes 6/7 below 0.70 (a birthday note on a pillow 0.97).

After the rules of this stop: high 7/7, look-alikes 7/7.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "wrote letters to everyone tonight. they're on the kitchen table",
    'gave my cat to my neighbour today. tell her i\'m sorry',
    "tell my mom i'm sorry. tonight's the night",
    "gave my dog to my sister, she thinks it's just for the weekend. it's not. tonight",
    'left a note for my dad on his pillow. he will find it in the morning',
    "please tell jess i'm sorry and that i love her. i won't be here tomorrow",
    'gave away my games and my guitar this week. tonight it ends',
]

NONE: list[str | list[str]] = [
    'wrote letters to everyone tonight, we leave for the mission trip tomorrow',
    "gave my cat to my neighbour today since i'm moving to japan. i'll miss her",
    "tell my mom i'm sorry i missed dinner tonight, work ran late",
    'gave my old guitar to my cousin tonight, i never play it anymore',
    "left a note for my dad on his pillow, it's his birthday tomorrow",
    'said goodbye to everyone at work today, the new job starts monday',
    'in the novel she gives away her dog, writes the letters and is gone by morning',
]

test_stop36_en_farewell_acts_now_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_farewell_acts_now_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
