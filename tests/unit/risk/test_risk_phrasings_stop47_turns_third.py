"""Stop 47, turns: a third probe, written after the second set passed and never tuned on before
its first try (brief: turns; ADR 0108 amendment "Stop 47, turns").

First try on c78fd11 (the second landing): 3/5 high, 1/1 medium, 2/3 look-alikes below medium
(the last two look-alikes were added while mending, to guard the new reading).
Missed: the calm told as "slept through the night"; "i think about doing it the same way" after
a brother's death by his own hand. Over-read: a decision to leave a band ("it'll all be over
after the last gig", 0.97; a band, a gig, a team, a club… were in no list of ordinary matters).
After (the calm by a night slept through, an intent to do it the same way unless negated, more
ordinary matters a decision is about): 5/5 · 1/1 · 3/3, and the two guards below medium. Seen
beside it and not this stop's: "刀在抽屉里" is 0.97 alone on main (a knife kept in a drawer read
as a means acquired).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, stays_below

HIGH: list[Item] = [
    ["i finally decided", "slept through the night for once", "soon it'll all be done"],
    ["做了决定以后心就定了", "这两天吃饭都香了", "很快就不用再受罪了"],
    ["my brother shot himself last spring", "i think about doing it the same way"],
    ["我在天台边上", "以后你们别等我了"],
    ["the pills are in my bag", "lunch was ok", "later tonight then"],
]
MEDIUM: list[Item] = [["她说她想死", "我也是"]]
LOOK_ALIKES: list[Item] = [
    [
        "I've made my decision, I'm leaving the band",
        "feel lighter already",
        "it'll all be over after the last gig",
    ],
    ["我同事说她想辞职", "我也是"],
    ["my uncle killed himself", "i'm doing a sponsored walk for him, same route he loved"],
    ["my dad hanged himself", "i fixed the shelf doing it the same way he showed me"],
    ["my dad hanged himself", "i don't want to do it the same way"],
]

test_a_third_probe_of_risk_across_turns_is_high = reaches(HIGH_FLOOR, HIGH)
test_a_wish_shared_reaches_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_the_third_probes_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
