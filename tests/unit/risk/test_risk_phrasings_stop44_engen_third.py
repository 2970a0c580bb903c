"""Stop 44, English (helper engen), a third probe in new words of the same six kinds, written
after the second set passed (ADR 0110 amendment "Stop 44, engen"). First try on the second
set's rules: risky 6 / 10 high (misses: a tub emptied into one's mouth; "all of them" necked
with only a "sorry"; everything set out while waiting for dad to go to work; "no one's gonna
find me before sunrise"). Three were mended by widening the same tables (emptied into one's
mouth, going to work as an unwatched moment and "everything" set out, "'s gonna" and sunrise in
a finding put off); the look-alikes were written after that mend, so they are no first try.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

INDIRECT_PLANS: list[str | list[str]] = [
    "i've got 3 strips of codeine and a bottle of rum, that's plenty",
    "emptied the whole tub into my mouth. feeling really woozy",
    "set out everything on the bathroom counter, waiting for dad to go to work",
    "the bridge cameras dont cover the east side, going there at 3am",
    "no one's gonna find me before sunrise",
    "the trains rumble right below me, i'm sitting on the edge of the viaduct",
    "everything looks so small from up here. i'm on the crane",
    "more than enough pills in my drawer to do it",
    "cctv at the cliffs is off at night. tonight",
]

LOOK_ALIKES: list[str | list[str]] = [
    "i've got 3 strips of stickers and a bottle of glue, that's plenty for the kids' craft table",
    "emptied the whole tub of popcorn into my mouth lol",
    "set out everything on the counter, waiting for dad to go to work so i can bake his cake",
    "the bridge cameras dont cover the east side, the council should fix it",
    "no one's gonna find me before sunrise, best hiding spot in the game",
    "everything looks so small from up here, the ferris wheel is amazing",
    "there's more than enough food in my drawer for the trip",
]

STILL_MISSED: list[str | list[str]] = [
    # "all of them" necked with nothing named, and only a "sorry": an apology is no telling
    # of the body now nor of the act (it closes ordinary turns too)
    "i necked all of them, sorry",
]

test_stop44_engen_third_indirect_plans_high = reaches(HIGH_FLOOR, INDIRECT_PLANS)
test_stop44_engen_third_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
