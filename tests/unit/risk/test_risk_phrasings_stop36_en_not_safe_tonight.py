"""Stop 36, English (2026-11-29, helper enrisk): the answer a crisis-line counsellor listens for,
said unprompted in texting: not safe now, no trust in oneself tonight, not making it through the
night, afraid of what one will do. Look-alikes in the same words: not safe to drive, a walk home
at night, a phone's battery, a night shift, cookies, words to someone, a neighbourhood, frost,
being on time.

First try on 7058cf7: high 0/9 (0.00-0.45: "not safe", "don't trust myself", "won't make it
through the night" are read as nothing or a bare time), look-alikes 9/9 below 0.70.

After the rules of this stop: high 9/9, look-alikes 9/9.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "i'm not safe right now",
    ["i don't know what to do", "no i'm not safe"],
    "i can't keep myself safe tonight",
    "honestly i don't trust myself tonight",
    "i'm scared of what i'll do to myself tonight",
    "i won't make it through the night",
    "i'm not going to make it to morning",
    "i don't think i'll survive tonight",
    "i can't promise i'll be safe tonight",
]

NONE: list[str | list[str]] = [
    "i'm not safe to drive right now, had two beers",
    "i don't feel safe walking home alone at night",
    "my phone won't make it through the night, 3% battery",
    "i won't make it through the night shift without coffee",
    "i don't trust myself around the cookies tonight lol",
    "i'm scared of what i'll say to him tonight",
    "this neighbourhood isn't safe at night",
    "my tomatoes won't survive tonight's frost",
    "i can't promise i'll be on time tonight",
]

test_stop36_en_not_safe_tonight_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_not_safe_tonight_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
