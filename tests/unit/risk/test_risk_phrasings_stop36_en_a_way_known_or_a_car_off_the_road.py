"""Stop 36, English (2026-11-29, helper enrisk): a way known ("i know how i'd do it") beside a wish,
and a car driven off the road, a cliff or an overpass said as what one is going to do.
Look-alikes in the same words: advice to a friend, a puzzle worked out, pulling over for an
ambulance, a beach one may drive on.

First try on e4e4977: high 1/5 (a way known beside a wish 0.80, a car off the road or an overpass
0.45; "drive off the cliff" tonight was read already), look-alikes 4/4 below 0.70. After: high 5/5,
look-alikes 4/4 (the way known is an intent only in "how i'd / i'll / i'm going to do it" ending
its clause; the car off the road is active ideation only said as what one will do, ending its
clause).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['i want to die', "i know how i'd do it"],
    "i don't want to be alive anymore and i know how i'd do it",
    "i'm going to drive my car off the road tonight",
    "tonight i'm going to drive off the cliff",
    "i'm just going to steer off the overpass",
]

NONE: list[str | list[str]] = [
    "i know how i'd do it if i were you, just ask him",
    'the puzzle? i figured out how to do it',
    "i'm going to drive off the road to let the ambulance pass",
    "tonight i'm going to drive off the road and onto the beach, it's allowed there",
]

test_stop36_en_a_way_known_or_a_car_off_the_road_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_a_way_known_or_a_car_off_the_road_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
