"""Stop 37, English (2026-11-29, helper enrisk): the second set's categories (data/DEV_SET.md: a
place of danger now, a means with a time, euphemisms with a time, affairs and an implicit "i won't
need it", a past attempt to repeat, a plan over turns, ideation with a time, active ideation,
passive wishes, burden, self-harm) written again in the words of texting and crisis chats, never
from the holdout (whose English items are read as totals only).

First try on 06daddc: high 26/29 ("friday i'm going home for good, to the other side": only the
time; savings transferred "she'll need it more than me" and passwords left in an envelope for mum:
one affair each, 0.45), medium 15/15. Left out as known limits: "won't need my winter coat
anymore, gave it to my brother" (0.45: a coat given is no affair to the rules) and "my scars are
itching again" (0.00: scars that itch are as often healed ones). The look-alikes, and the last
high item (an outing of several beside the speaker's own plan), were written with the change.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'sitting on the edge of the roof rn',
    "i'm on the overpass looking at the cars below",
    "standing by the tracks, train's due in 5",
    "i'm at the lake and the water's really cold",
    'on the 14th floor balcony, leaning over',
    'been sitting on this bridge for an hour',
    'got the pills in my pocket for tonight',
    "the knife's in my drawer, waiting till everyone's asleep",
    'i have the rope in my car, doing it after work',
    'got a bottle of vodka and my meds lined up for tonight',
    "after tonight i won't be a problem for anyone",
    "by tomorrow i'll finally be at peace",
    "this weekend i'm going to sleep forever",
    "friday i'm going home for good, to the other side",
    'gave my dog to my neighbour and paid off my phone bill',
    "transferred my savings to my sister, she'll need it more than me",
    'left my passwords in an envelope for mum',
    "i won't need any of this stuff where i'm going",
    "last time i took 30 pills and woke up in hospital. this time i'll take more",
    "i tried hanging myself last year, the rope broke. i'll get a stronger one",
    "i've tried before and i'll try again",
    ['i have enough pills saved', 'saturday when my roommate is away'],
    ['the bridge by my work', 'tonight after my shift'],
    'i want to die tonight',
    "i'm going to kill myself tomorrow",
    'i want to off myself',
    'gonna kms this weekend',
    'how many paracetamol does it take',
    "what's the most painless way to go",
    "we're going to the lake tomorrow but tonight i'm going to the bridge to jump",
]

MEDIUM: list[str | list[str]] = [
    'i hope i get hit by a car on my way home',
    "if i got in a crash i wouldn't mind",
    'tired of being alive',
    'i wish i could just not exist',
    "i'd rather be dead",
    "i'm such a burden on everyone",
    'everyone would be better off without me',
    "i'm just dead weight to my family",
    "they'd be happier if i was gone",
    'fresh cuts on my thigh',
    'cut deeper than usual last night',
    'the urge to cut is so strong tonight',
    'relapsed after 6 months clean',
    'i burned my arm with a lighter again',
    'i keep picking at my scabs till they bleed',
]

NONE: list[str | list[str]] = [
    "won't need my winter coat anymore, it's spring",
    "gave my old laptop to my brother, he'll need it more than me",
    'see you on the other side lol',
    "i'm going to the other side of town on friday",
    'left the wifi password for the babysitter',
    'left my passwords for mum in case something happens on my trip',
    "we're going to the lake tomorrow",
    "we're at the pier tonight for the fireworks",
]

(
    test_stop37_en_second_set_categories_in_texting_high,
    test_stop37_en_second_set_categories_in_texting_medium,
    test_stop37_en_second_set_categories_in_texting_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
