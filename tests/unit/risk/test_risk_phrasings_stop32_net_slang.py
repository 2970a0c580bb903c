"""Stop 32, English categories (2026-11-29), helper enrecall: internet and teen slang for suicide
with a time or a means.

Written and frozen before any rule change; first try (on main aca053e): high 11/12, medium or
higher 2/3, negatives 11/12 below 0.70.

Missed or false alarms on the first try: "game end for me tonight fr" 0.45; "honestly ready for
game over irl" 0.00; "unalive is such a dumb tiktok word" 0.97.

After the rules: 12/12, 3/3, 12/12.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'gonna kms tonight',
    'kms tmrw i already got the rope',
    'ctb tonight. i have everything ready',
    'imma unalive myself this weekend',
    'planning my sewerslide for friday',
    'i want to sleep forever. got the pills lined up for tonight',
    'game end for me tonight fr',
    'logging off for good tonight. bye guys',
    'ready to catch the bus tonight, pills are counted',
    'i am going to kms after school tomorrow',
    'Tonight I intend to log off for good.',
    'gonna go to sleep forever tonight, took all my meds out',
]

MEDIUM: list[str | list[str]] = [
    'i just wanna sleep forever',
    'i want to log off permanently from life',
    'honestly ready for game over irl',
]

NONE: list[str | list[str]] = [
    'kms this exam lol jk',
    'this homework makes me wanna kms lmao',
    'catch the bus at 7 tonight to get to school',
    'ctb = catch the bus, we are taking the 42 tonight',
    'the game end screen glitched tonight',
    'logging off for good tonight, this server is toxic',
    'gonna sleep forever this weekend after finals lol',
    'unalive is such a dumb tiktok word',
    'my sims unalived themselves in the pool lol',
    'sewerslide memes are getting old',
    'game over for my team tonight, we lost 3-0',
    'i could sleep forever on this new mattress',
]

(
    test_stop32_net_slang_high,
    test_stop32_net_slang_medium,
    test_stop32_net_slang_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
