"""Stop 32, English categories (2026-11-29), helper enrecall: insulin and other prescribed drugs
hoarded to overdose.

Written and frozen before any rule change; first try (on main aca053e): high 8/8, medium or higher
0/1, negatives 7/7 below 0.70.

Missed or false alarms on the first try: "i've been skipping my meds and keeping them, just in case
i need a way out" 0.00.

After the rules: 8/8, 1/1, 7/7.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "i've been saving my insulin pens for weeks to take them all at once",
    'stockpiling my lithium instead of taking it. almost enough',
    'skipping my antidepressants and keeping them in a shoebox. 3 months worth now, for when i go',
    'hoarding my seroquel so i can take them all at once',
    "i haven't been taking my sleeping pills, saving them up for the end",
    'every night i pretend to take my meds and hide them. nearly 90 now',
    'I have been collecting my prescribed tablets for a month so that I can overdose.',
    'saved up enough insulin to never wake up',
]

MEDIUM: list[str | list[str]] = [
    "i've been skipping my meds and keeping them, just in case i need a way out",
]

NONE: list[str | list[str]] = [
    'i save extra insulin in the fridge in case of a power cut',
    "stocked up on my meds before the trip so i don't run out",
    'hoarding toilet paper again lol',
    'my pharmacy gave me a 3 month supply of lithium',
    'i keep a spare insulin pen in my bag',
    'saving my pills in a weekly organiser so i remember them',
    'i skipped my antidepressants twice and felt awful, back on them now',
]

(
    test_stop32_prescriptions_hoarded_high,
    test_stop32_prescriptions_hoarded_medium,
    test_stop32_prescriptions_hoarded_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
