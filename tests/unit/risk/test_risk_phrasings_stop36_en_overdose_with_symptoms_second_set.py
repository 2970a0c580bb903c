"""Stop 36, English (2026-11-29, helper enrisk): an overdose already taken, told with what it does
to the body (test_risk_phrasings_stop36_en_overdose_with_symptoms) again in other words, written
after its rules and frozen before any change they drive.

First try on 2297d4b (after the category's rules): high 5/6 ("i overdid the tablets on purpose.
i feel numb" 0.45), look-alikes 6/6 below 0.70.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "took half a bottle of paracetamol, my stomach hurts and i'm shaking",
    "i popped a handful of my sleeping tablets and now i can't keep my eyes open",
    "swallowed lots of my mum's co-codamol, everything's spinning",
    "took way too many of my antidepressants, i'm so drowsy and my heart is pounding",
    'my chest is tight and i feel really sick, i took a bunch of pills an hour ago',
    'i overdid the tablets on purpose. i feel numb and my vision is weird',
]

NONE: list[str | list[str]] = [
    "took a couple of paracetamol, my stomach hurts from the flu and i'm shaking",
    "my new sleeping tablets make me so drowsy i can't keep my eyes open in the morning",
    "everything's spinning after that rollercoaster",
    "took way too many shots last night, i'm so dizzy",
    "i took a lot of puffs of my inhaler this morning, my heart is pounding, the asthma's bad",
    'ate a load of sweets and now i feel sick',
]

test_stop36_en_overdose_with_symptoms_second_set_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_overdose_with_symptoms_second_set_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
