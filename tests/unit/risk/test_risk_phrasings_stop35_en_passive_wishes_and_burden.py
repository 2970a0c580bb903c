"""Stop 35, English (2026-11-29, helper enrecall): the medium route, the held-out sets' weakest
figure. Passive wishes and burdensomeness in the registers people use: understatement ("i
wouldn't mind not waking up"), texting, an older adult, a teenager, venting, a burden or a drain
("i'm just a drain on everyone", "what's even the point of me"). Look-alikes in the same words:
not wanting to burden friends with one's problems (the commonest ESConv seeker wording), an early
alarm, a row at home, a manager, pointless meetings, dying of embarrassment, caring for a mother,
a tiny flat, a lonely weekend, a late shift, a sleep after exams, a skipped party, a group
project, a teammate.

First try on 0bf42e9 (7a38169 with this stop's first rules, none of them about these words): medium
or higher 16/20 ("what's even the point of me", hit by a bus understated, "why am i even still
here", disappeared for good 0.00), look-alikes 12/16 below 0.70 (not around when they argue, a
manager a drain on everyone's time, taking up space in a tiny flat, a skipped party no one would
notice 0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    "i wouldn't mind not waking up",
    "it'd be easier if i wasn't around",
    "i'm just a drain on everyone",
    "what's even the point of me",
    'tbh wouldnt care if i didnt wake up tmrw',
    'ngl everyone would be better off w/o me',
    "i've lived long enough, i'm ready for the lord to take me",
    "i'm just a burden to my children now, they'd be better off not having to look after me",
    'literally no one would notice if i was gone',
    'honestly sometimes i wish i could just stop existing',
    "i wouldn't be too upset if i got hit by a bus tbh",
    'i am nothing but a burden to my family',
    "i don't see the point in being alive anymore",
    'i just want to go to sleep and never wake up',
    "everyone's life would be easier without me in it",
    "i feel like i'm just taking up space",
    "i'm tired of being alive",
    'why am i even still here',
    "i'm a waste of oxygen",
    'it would be better for everyone if i just disappeared for good',
]

NONE: list[str | list[str]] = [
    "i don't want to burden my friends with my problems",
    "i wouldn't mind not waking up early tomorrow lol",
    "it'd be easier if i wasn't around when they argue, so i go to my room",
    "the new manager is just a drain on everyone's time",
    "what's even the point of meetings that could be an email",
    'i could just die of embarrassment',
    'taking care of mom is a heavy burden but i love her',
    "i feel like i'm taking up space in this tiny flat with all my stuff",
    "i'm tired of being alone on weekends",
    'why am i even still here at 11pm, this shift is endless',
    'my new phone was a waste of money',
    'i just want to sleep for a week after exams',
    'no one would notice if i skipped the party',
    'it would be better for everyone if i just quit the group project',
    "i'm so tired of being the one who plans everything",
    "he's nothing but a burden on the team",
]

test_stop35_en_passive_wishes_and_burden_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop35_en_passive_wishes_and_burden_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
