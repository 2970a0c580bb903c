"""Stop 33, English (2026-11-29, helper enrecall): "kys" said of oneself (i should just kys,
might as well kys, time to kys, gonna kys tonight) is active ideation; said at others, told,
reported or talked about as a word it is nothing.

First try on main 4a8f9a9: high 0/7 (0.00 or 0.45: kys was read only as someone's curse),
look-alikes 7/7 below 0.70.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    'i should just kys',
    'might as well kys at this point',
    'time to kys fr',
    'gonna kys tonight',
    'honestly about to kys. goodbye',
    "i'm going to kys this weekend",
    'imma kys, the pills are right here',
]

NONE: list[str | list[str]] = [
    "kys bro you're trash at this game",
    'someone told me to kys lol',
    'lmao kys',
    'people who say kys to strangers online are the worst',
    'he said kys and i reported him',
    'kys is such a toxic thing to type',
    'never tell someone to kys',
]

test_stop33_en_kys_to_oneself_high = reaches(HIGH_FLOOR, HIGH)
test_stop33_en_kys_to_oneself_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
