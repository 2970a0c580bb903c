"""Neighbours of the ninth unseen batch, written with the change it drove (so not frozen before
it): new phrasings of each category fixed, and the ordinary sentences each new pattern could
catch by mistake (a guitar given before a move, "sorry I couldn't be better at texting back",
an exam's mistakes, expired medicine, a one-way ticket for a new job, party helium, a gun
collection taken to the range, a mother's insulin, a date with a girlfriend, kayaking after a
shift, mask mandates, someone else's pills and their own wish to die).

First try on main a0b56a4: high 1/9, medium 0/2, negatives 12/14 below medium (the gun
collection at the range and a step-father's pistol beside "he's suicidal" were high after the
first draft of the change and are kept here). Not closed: "my last try was in april. i know
what went wrong now" (0.45: "last try" is no attempt the rules name, as "my last try at the
exam" would be one too).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    (
        "my cousin gets my guitar and my roommate gets my plants. "
        "it's all written down in the notebook"
    ),
    "sorry i was never good enough for you. i love you guys. don't cry over me",
    "gonna take everything in the first aid kit after my class ends",
    "sitting inside the car with the little bbq going, windows rolled up",
    "got a one-way bus ticket to the cliffs, won't be needing a ride back",
    "ive been watching videos about the exit bag, the helium tank came today",
    "I have the spot picked and the day set. Friday",
    ["my step-mom has a bottle of oxycodone in her nightstand", "she works nights all week"],
]

MEDIUM: list[str | list[str]] = [
    "i held a hot knife against my arm until it blistered, then i did it again",
    "pressed a burning cigarette on my thigh again",
]

NONE: list[str | list[str]] = [
    "My cousin gets my old guitar since I'm moving into a tiny apartment",
    "sorry i couldn't be better at texting back lol, i love you guys",
    "I know what I did wrong on that exam, I'll fix it next time",
    "everything in the medicine cabinet is expired, can I throw it in the trash?",
    "we grilled in the backyard then sat in the car with the windows up because of the mosquitoes",
    "Booked a one way ticket to Berlin for my new job!",
    "The helium tank for the party came today, balloons are up",
    ["My friend has a gun collection", "we're going to the range tonight"],
    ["my mom has insulin in the fridge", "she works nights all week"],
    "I have a date set with my girlfriend on Friday",
    "going to the river to kayak after my shift ends",
    "reading about the mask mandates in the news",
    [
        "my friend has a bottle of pills and wants to die",
        "she keeps them in her purse",
        "I'll see her tonight",
    ],
    [
        "my step-dad keeps his pistol in the glovebox and he's suicidal",
        "I'm driving his car tonight",
    ],
]

(
    test_new_words_for_the_ninth_batchs_categories_are_high,
    test_heated_things_pressed_on_the_skin_reach_medium,
    test_the_ninth_batchs_ordinary_neighbours_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
