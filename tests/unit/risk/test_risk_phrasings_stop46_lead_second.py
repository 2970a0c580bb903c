"""Stop 46 (lead, second): the English imminent items of the lead's held-out probe 48y that still
missed with this stop's English readings (ADR 0110 amendment "Stop 46, lead").

First set: the probe's five items and look-alikes written beside them before the mend: on the
branch with enlook's readings 0 / 5 high, 8 / 8 below medium; after 5 / 5 and 8 / 8 — every
packet opened where medicines are kept, a bottle of them finished, the garage shut beside a car
fuelled or its keys in, the ones who found one last time told they will not this time, and
everything told ready in one place. Second set in other words, written after: 5 / 6 high and
5 / 5 look-alikes (0 / 6 and 5 / 5 before); its one miss, read since stop 47 (enlook), is
``READ_SINCE_STOP_47``.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FIRST_HIGH: list[str | list[str]] = [
    "opened every packet in the drawer and there's way more than enough. not waiting for morning",
    "just finished the whole bottle of them with vodka, my chest feels weird and i can't keep my"
    " eyes open",
    "shut the garage, the car's got a full tank and the keys are in it",
    "they found me in time last christmas. they won't this time",
    "flatmate's away till sunday so it's just me. everything's in the bathroom cabinet ready",
]

FIRST_LOOK_ALIKES: list[str | list[str]] = [
    "opened every packet of crisps in the cupboard, way more than enough for the party",
    "opened every box in the cupboard looking for the charger",
    "finished the whole box of them, the chocolates were amazing",
    "shut the garage, the car's got a full tank for the road trip tomorrow",
    "closed the garage, keys are in the car for dad in the morning",
    "failed my driving test last christmas. i won't this time",
    "flatmate's away till sunday so it's just me and the cat, pizza night",
    "everything's in the bag ready for the sleepover",
]

SECOND_HIGH: list[str | list[str]] = [
    "popped all the blisters from the medicine cabinet, should be plenty. tonight",
    "finished off the whole pack of them ten minutes ago, my heart's racing and everything's"
    " blurry",
    "keys are in the ignition and the garage door's shut",
    "my sister found me last time. she won't this time",
    "polished off the whole tub of my sertraline, feel really sick now",
]

SECOND_LOOK_ALIKES: list[str | list[str]] = [
    "popped all the bubble wrap in the box lol",
    "finished off the whole pack of them, those biscuits were so good",
    "keys are in the ignition, garage door's open, just warming it up for mum",
    "my sister beat me last time. she won't this time",
    "mum's at nan's all weekend, it's just me. everything's in the fridge ready for tea",
]

# Missed here; read since stop 47 (enlook: "it's all … ready" in that order, and kin at nan's
# without a possessive as a time alone), so asserted high with the stop's own sets.
READ_SINCE_STOP_47: list[str | list[str]] = [
    "mum's at nan's all weekend, it's just me. it's all in the wardrobe ready",
]

test_stop46_lead_english_first_high = reaches(HIGH_FLOOR, FIRST_HIGH)
test_stop46_lead_english_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
test_stop46_lead_english_second_high = reaches(HIGH_FLOOR, SECOND_HIGH)
test_stop46_lead_english_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
test_stop46_lead_english_read_since_stop_47 = reaches(HIGH_FLOOR, READ_SINCE_STOP_47)
