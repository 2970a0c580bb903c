"""Stop 47 (lead), third batch: death told as the only way out, in both languages.

Found in the PsySUICIDE tune half's three items the rules alone miss
("可是我觉得死了才能摆脱这种痛苦" was 0.00 to the rules: a distress named after 摆脱 read it as a
goal), then in English, where
"dying is the only way out of this pain" was 0.00 on main. Mended as kinds (ADR 0108 amendment
"Stop 47, lead (3)"); this set was written after the mend: on main 2 / 7 medium and 5 / 6
look-alikes, after 7 / 7 and 5 / 6 (the look-alike left, "死了心才能摆脱他", is the learned
layer's 0.82 on main too: the rules find nothing there to veto it with).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    "可是我觉得死了才能摆脱这种痛苦。",
    "有时候想，死掉以后就能解脱这一切烦恼了",
    "也许死了我就能逃离这个家",
    "dying is the only way out of this pain",
    "honestly death seems like the only answer",
    "being dead would be the easiest way to make it stop",
    "the only way out i can see is dying",
]

LOOK_ALIKES: list[str | list[str]] = [
    "我奶奶说，她死了就能解脱了，我听了好难过",
    "death is the only way out of this level lol",
    "in the book, death is the only way out for her",
    "the only way out is through, my therapist says",
    "the only escape from this heat is the pool",
]

test_stop47_lead_only_way_out_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop47_lead_only_way_out_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
