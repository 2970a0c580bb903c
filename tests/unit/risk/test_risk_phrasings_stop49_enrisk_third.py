"""Stop 49, enrisk, third set: a probe of the same categories in still other words, written after
the second set's mends and frozen before any further rule changed — a last meal and the dog kissed
goodbye before the cliffs, one last song then the bridge, the tracks five minutes away after a
last beer, no one home till monday, "by the time u guys wake up it'll be done", blood through the
bandage with the hospital refused, "from the 20th floor theres no way i'd survive right", 40 of
one's sertraline judged enough or more needed, "see you on the other side mum", waves walked into
and no coming back, a windy ledge, meds hoarded with tonight finally the night. Look-alikes: a
last meal before surgery, one last song then bed, the telly to myself, an essay, a knee, the
fireworks, 40 quid, christmas, a surfboard, a climbing wall, a concert, chairs, a train to london,
a next life said to a grandad who has died.

First try on the second set's rules (branch d93b486): high 11 / 15, look-alikes 13 / 14 below
medium. Missed: one last song then the bridge (0.00: "song" was held as a task), "by the time u
guys wake up it'll be done" (0.00), "no way i'd survive" from the 20th floor (0.00), 40 of my
sertraline "enough or do i need more" (0.45). Over-read: "see you in the next life, grandad. miss
you every day" (0.97, a next life said to the dead).
After the mends (a song inside a last act is the act's, "by the time you guys wake up", "no way
i'd survive" from a floor, a dose judged enough "or do i need more", a next life said with "miss
you" or "rip" is grief): 15 / 15, 14 / 14. A probe of look-alikes after them (not committed) found
seven over-reads of this stop's readings, each narrowed: a last coffee "of the day" before "the
6pm train", a fall asked after a documentary, "catch you on the other side lads, off to ibiza",
"the bridge after?" asked, "tonight's the night! finally cooking for my in-laws", "its already
done, the cake i mean", a swim into the sea "not turning back til i reach the buoy".
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

THIRD_HIGH: list[str | list[str]] = [
    "ate my last meal, kissed the dog goodbye, leaving for the cliffs now",
    "one last song in the car and then the bridge",
    "finished my last beer. the tracks are 5 mins from here",
    "no one's home till monday so nobody can stop me this time",
    "by the time u guys wake up it'll be done",
    "nobody's gonna find me before it's too late, i made sure",
    "it's bleeding through the bandage and im not going to hospital",
    "took them all already. please don't call anyone",
    "from the 20th floor theres no way i'd survive right",
    "would 40 of my sertraline be enough or do i need more",
    "see you on the other side mum xx",
    "goodbye. see u in the next life",
    "walking out into the waves now, not coming back",
    "on the ledge, legs over, it's really windy up here",
    "been hoarding my meds for weeks, tonight's finally the night",
]
THIRD_LOOK_ALIKES: list[str | list[str]] = [
    "ate my last meal before surgery, nil by mouth from midnight",
    "one last song then bed, night all",
    "no one's home till monday so i've got the telly to myself",
    "by the time u guys wake up i'll have finished the essay",
    "my knee is bleeding through the bandage, should i go to hospital?",
    "from the 20th floor the fireworks look tiny",
    "would 40 quid be enough for the taxi or do i need more",
    "see you on the other side of christmas!",
    "walking out into the waves with my board, surf's up",
    "on the ledge of the climbing wall, legs over, bit scary lol",
    "been saving for weeks, tonight's finally the night we go to the concert",
    "how many would it take to fill the hall? like 200 chairs?",
    "the tracks are 5 mins from here, train to london at 9",
    "see you in the next life, grandad. miss you every day",
]


test_stop49_enrisk_third_high = reaches(HIGH_FLOOR, THIRD_HIGH)
test_stop49_enrisk_third_look_alikes = stays_below(MEDIUM_FLOOR, THIRD_LOOK_ALIKES)
