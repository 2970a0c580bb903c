"""Stop 32, English categories (2026-11-29), helper enrecall: lethality searched for, with the
means bought or laid out.

Written and frozen before any rule change; first try (on main aca053e): high 6/6, medium or higher
1/1, negatives 6/7 below 0.70.

Missed or false alarms on the first try: "looked up the max dose of melatonin for jet lag" 0.97.

After the rules: 6/6, 1/1, 7/7.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'googled how many tylenol it takes to die. bought three boxes today',
    'i looked up how much insulin would kill me and i have the pens laid out',
    'been searching how many benadryl is lethal, got 200 in my drawer',
    'searched the lethal dose of my antidepressants and i have enough',
    'googled how many pills would stop my heart. theyre lined up on my desk',
    'I researched how much paracetamol is fatal and bought it from two shops today.',
]

MEDIUM: list[str | list[str]] = [
    'googled how many sleeping pills it takes to not wake up',
]

NONE: list[str | list[str]] = [
    'googled how many ibuprofen i can take for a headache',
    'how many tylenol can i take in a day for period cramps',
    'looked up the max dose of melatonin for jet lag',
    'is it safe to take two advil with coffee',
    'googled how many calories it takes to lose a pound',
    'my vet said chocolate can be lethal to dogs so i looked up how much',
    'searched how much caffeine is too much, bought decaf',
]

(
    test_stop32_lethality_searches_high,
    test_stop32_lethality_searches_medium,
    test_stop32_lethality_searches_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
