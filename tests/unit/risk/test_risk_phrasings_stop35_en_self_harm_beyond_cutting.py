"""Stop 35, English (2026-11-29, helper enrecall): the medium route for self-harm other than
cutting, in plain and slang words (hitting, burning, scratching, starving, hair-pulling,
headbanging, biting, purging to punish oneself, "sh'ing") and urges ("i really want to cut
again", "i keep wanting to burn myself"). Look-alikes in the same words: an oven burn, leg day,
a football bruise, hunger, a diet, a ponytail, mosquito bites, a cupboard, a haircut, a cat's
scratch, a car door, anger at someone else, a punch bag, nail-biting, a craving.

First try on 0bf42e9 (7a38169 with this stop's first rules, none of them about these words): medium
or higher 15/16 (a relapse with the lighter 0.00), look-alikes 13/16 below 0.70 (a ponytail pulled,
mosquito bites scratched till they bleed, wanting to cut my hair again 0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    'i keep hitting myself when i get angry at myself',
    'i burned my arm with a lighter on purpose',
    "i scratch my skin until it bleeds when i'm stressed",
    "i haven't eaten in four days, i'm punishing myself",
    'i pull my hair out when i feel like this, there are bald patches now',
    'i bang my head against the wall when it gets too much',
    'i punched the wall until my knuckles bled because i hate myself',
    'i really want to cut again',
    'the urge to hurt myself is so strong tonight',
    "i've been starving myself on purpose, i don't deserve food",
    "been sh'ing again",
    'relapsed last night, used the lighter this time',
    'i keep wanting to burn myself',
    'i bite myself till i leave marks',
    "i've been purging after every meal to punish myself",
    'i want to hurt myself so bad rn',
]

NONE: list[str | list[str]] = [
    'i burned my arm on the oven taking out the lasagne',
    "leg day destroyed me, i'm hurting all over lol",
    'i got a massive bruise from football on saturday',
    "i'm starving, haven't eaten since breakfast",
    "i'm on a diet, skipping dinner this week",
    "i pulled my hair into a ponytail and it's giving me a headache",
    'i scratch my mosquito bites until they bleed, so itchy',
    'i hit my head on the cupboard again',
    'i really want to cut my hair short again',
    'my cat scratched my arm really bad',
    'i banged my head on the car door getting in',
    'i want to hurt him so bad for what he said',
    'i punched the bag until my knuckles were raw at boxing',
    "i bite my nails when i'm nervous",
    'the urge to eat chocolate is so strong tonight',
    'i keep wanting to burn my old letters from him',
]

test_stop35_en_self_harm_beyond_cutting_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop35_en_self_harm_beyond_cutting_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
