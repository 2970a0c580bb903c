"""Stop 34, English (2026-11-29, helper enrecall): a pain, an ache or a symptom wished away for
good ("i want the pain in my chest to disappear for good") is no wish to die; the speaker's own
disappearing, life ending or existence stopping for good still is.

First try on 652816d (the stop's first change, which
touched none of these): medium 4/6 ("i want my life to end for good" and "this life to be over for
good" 0.00), look-alikes 5/8 below 0.70 (the chest pain, a cough, nausea 0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    "i want to disappear for good",
    "i want my life to end for good",
    "i want everything to disappear for good, including me",
    "i wish i could just disappear for good",
    "i want this life to be over for good",
    "i want to stop existing for good",
]

NONE: list[str | list[str]] = [
    "i want the pain in my chest to disappear for good",
    "i wish this migraine would go away for good",
    "i want my back pain to disappear forever",
    "i want the ringing in my ears to stop for good",
    "i need this cough to disappear for good",
    "i want the itching to go away permanently",
    "i want the pain in my knee to end for good",
    "i want the nausea to disappear for good",
]

test_stop34_en_pain_wished_away_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop34_en_pain_wished_away_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
