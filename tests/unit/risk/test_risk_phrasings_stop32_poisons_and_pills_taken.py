"""Stop 32, English categories (2026-11-29), helper enrecall: household poisons swallowed or about
to be, pills just taken.

Written and frozen before any rule change; first try (on main aca053e): high 7/10, medium or higher
0/1, negatives 7/8 below 0.70.

Missed or false alarms on the first try: "just took the whole bottle" 0.45; "ate rat poison an hour
ago" 0.45; "i'm about to drink the bleach, it's poured in a cup" 0.00; "i keep staring at the
bleach under the sink thinking about drinking it" 0.00; "my toddler drank some bleach, we are at
the ER" 0.97.

After the rules: 10/10, 1/1, 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'i just drank bleach',
    'just took the whole bottle',
    'swallowed the antifreeze from the garage',
    "i just took the whole bottle of tylenol, idk what's happening",
    'ate rat poison an hour ago',
    "i'm about to drink the bleach, it's poured in a cup",
    'took every pill in the cabinet 20 min ago',
    'mixed drain cleaner into my juice, drinking it now',
    'I have just swallowed all of my tablets.',
    'drank a bottle of weed killer',
]

MEDIUM: list[str | list[str]] = [
    'i keep staring at the bleach under the sink thinking about drinking it',
]

NONE: list[str | list[str]] = [
    'spilled bleach on my jeans while cleaning',
    'the dog almost got into the rat poison, called the vet',
    'just took the whole bottle of water to the gym',
    'mixed bleach and vinegar by accident, had to open the windows',
    'topped up the antifreeze in the car',
    'just took my meds, all good',
    'my toddler drank some bleach, we are at the ER',
    'poured the drain cleaner down the sink, smells awful',
    # written after the rules, from their words (checked, not first tries)
    'my cat ate some rat poison, rushing her to the vet',
]

(
    test_stop32_poisons_and_pills_taken_high,
    test_stop32_poisons_and_pills_taken_medium,
    test_stop32_poisons_and_pills_taken_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
