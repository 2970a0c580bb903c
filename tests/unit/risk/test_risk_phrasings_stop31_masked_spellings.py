"""The lead's seventh stop-31 batch (2026-11-29), written and frozen before any rule change;
first try (with the first six batches' rules): high 0/4, medium or higher 0/5, negatives 7/7.

English typed to slip past filters or in texting shorthand: "2 die", "d!e", "k!ll myself",
"su1cide", "kil myself", "imma just end it"; "i hate my life i want out"; "life is pointless,
i'm checking out"; "im done. goodbye. love u all". All 0.00-0.45.

The look-alikes after the marked line were written after the rules, from the rules' own words,
and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'gonna k!ll myself',
    'i want to kil myself',
    'imma just end it',
    'im done. goodbye. love u all',
]

MEDIUM: list[str | list[str]] = [
    'i want 2 die',
    'want to d!e',
    'thinking about su1cide',
    'i hate my life i want out',
    "life is pointless, i'm checking out",
]

NONE: list[str | list[str]] = [
    'top 2 diet tips for summer',
    'gonna k!ll it at the gig tonight',
    'imma just end it here, the essay is long enough',
    'i hate my life lol i want out of this class',
    'checking out of the hotel at noon, life is good',
    "i'm done. goodbye office, love u all, see you monday",
    'i want out of this group chat lol',
    # written after the rules, from their words (checked, not first tries)
    "i'm done. bye, love you all, see you at brunch",
    "so done with this semester. bye everyone, love ya",
    "i'm done with this game. bye",
    "kil bill is my favourite movie",
    "i want 2 die my hair blue",
]

(
    test_stop31_masked_spellings_of_an_act_are_high,
    test_stop31_masked_wishes_reach_medium,
    test_stop31_seventh_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
