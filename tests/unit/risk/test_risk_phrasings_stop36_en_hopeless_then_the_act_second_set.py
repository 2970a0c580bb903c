"""Stop 36, English (2026-11-29, helper enrisk): hopelessness first and the act second
(test_risk_phrasings_stop36_en_hopeless_then_the_act) again in other words, written after its
rules and frozen before any change they drive.

First try on 2297d4b (after the category's rules): high 6/6, look-alikes 4/6 below 0.70 (the
top of the multi storey parked for the cinema 0.97; an attempt at 19 and now walking the dog to
the woods "doing well" 0.80).

After this stop's changes for the second sets: high 6/6, look-alikes 5/5. One look-alike moved
out as a known limit: ["i attempted when i was 19", "now i walk my dog to the woods every day and
i'm doing well"] stays 0.80: a prior attempt alone is medium by design, and a later turn's
recovery does not reach it (said in one turn it is a resolved past).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ["i'm sick of everything", 'the hose is in the car window'],
    ["nothing's ever going to get better", 'sitting in the garage with the engine on'],
    ["i'm exhausted of all of it", 'stood on the bridge railing'],
    ["what's the point of any of it", 'the pills are lined up on my desk'],
    ["i just can't anymore", "i'm at the top of the multi storey"],
    ['everyone would be fine without me', "the rope's in my backpack and i'm walking to the woods"],
]

NONE: list[str | list[str]] = [
    ["i'm sick of everything", 'the hose is in the garden, watering the tomatoes'],
    [
        "nothing's ever going to get better with this landlord",
        'sitting in the garage with the engine on to warm it up',
    ],
    ['this week is killing me', 'stood on the bridge taking photos of the fireworks'],
    [
        "what's the point of any of it",
        'the pills are lined up on my desk for the week, the pharmacist did a dosette',
    ],
    [
        "i just can't anymore with this homework",
        "i'm at the top of the multi storey, parked for the cinema",
    ],
]

test_stop36_en_hopeless_then_the_act_second_set_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_hopeless_then_the_act_second_set_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
