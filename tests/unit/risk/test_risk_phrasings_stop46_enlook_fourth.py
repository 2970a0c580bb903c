"""Stop 46, English (helper enlook), fourth probe: the six kinds in new words once more, written
after the third probe passed and scored once on those rules before any change (ADR 0110
amendment "Stop 46, enlook").

First try on the third probe's rules: high 13 / 17, look-alikes 10 / 10 (missed: tape put over
the vents, "plenty there", "got found last time. not this time", three boxes saved). After
widening the same readings: 16 / 16 and 10 / 10, one in ``STILL_MISSED``.
"""

from __future__ import annotations

import pytest

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, score, stays_below

RISKY: list[str | list[str]] = [
    "took the lot about twenty minutes ago, my chest feels tight and i'm so sleepy",
    "swallowed everything in the box maybe an hour ago. can't keep my eyes open",
    "my partner's on a night shift till friday. the tablets are under my mattress",
    "mum's at a hen do in manchester all weekend, so it's sorted. the rope's in my wardrobe",
    "dad's away with work till sunday. i've got everything ready under the bed",
    "all my sertraline is out of the box and in a line on the desk. after dinner",
    "got all the tablets out and lined up next to a glass of water",
    "the pills are all in one pile by my bed with a pint of water",
    "sealed the car windows with tape, the charcoal's lit in the footwell",
    "put tape over the vents in my room, lighting the coals now",
    "wet towels along the door, the disposable bbq is burning",
    "tipped out the whole bottle, that's more than enough",
    "emptied all the boxes out, there's plenty there",
    "last time i couldn't go through with it. not this time",
    "i woke up in a&e last time. this time i'll take the lot",
    "got found last time. not this time",
]

LOOK_ALIKES: list[str | list[str]] = [
    "swallowed the lot about ten minutes ago, that pizza was massive",
    "took them all ten mins ago, the wings were spicy af",
    "my partner's on a night shift till friday, the pizza's in the freezer",
    "mum's at a hen do in manchester all weekend so i'm having a sleepover, it's sorted",
    "all my revision notes are out and in a line on the desk. after dinner",
    "got all the glasses out and lined up next to the water jug",
    "sealed the gaps in the shed for the winter, the bbq's lit on the patio",
    "tipped out the whole bag of flour, that's more than enough for the cake",
    "last time i couldn't go through with the bungee. not this time",
    "got found last time in hide and seek. not this time",
    "last time i bottled the interview. not this time",
]

# Still below high (asserted so): boxes saved name nothing (shoes, records), unlike strips.
STILL_MISSED: list[str | list[str]] = [
    "i've got three boxes saved, that'll be plenty",
]

test_stop46_enlook_fourth_high = reaches(HIGH_FLOOR, RISKY)
test_stop46_enlook_fourth_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)


@pytest.mark.parametrize("item", STILL_MISSED)
def test_stop46_enlook_fourth_still_missed(item: str | list[str]) -> None:
    assert score(item) < HIGH_FLOOR
