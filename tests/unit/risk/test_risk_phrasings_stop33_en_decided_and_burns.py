"""Stop 33, English (2026-11-29, helper enrecall): "i've decided" with a day (high) against a
decision whose object the turn tells (coming out, quitting, a breakup, asking someone out);
self-harm in plain words (cutting again, burning myself with a lighter: medium) against burns
and cuts from a stove, a curling iron, a can lid or shaving; and the brief's look-alikes (rope
for camping, a letter to my future self, hotline research, a gun range, a grave visited).

First try on main 4a8f9a9: high 4/4, medium or higher 4/4, look-alikes 8/14 below 0.70 (a
decision told then its day and an ordinary object, 0.97 x3; burns and a cut on kitchen things
0.80 x3).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "i've decided. sunday",
    "i've decided. it's sunday. everything's ready",
    "i've made up my mind. friday, when everyone's at work",
    "i've decided, tonight's the night. the pills are counted",
]

MEDIUM: list[str | list[str]] = [
    "i've been cutting again",
    'started burning myself again with a lighter',
    'i burned myself with the curling iron on purpose again',
    'cut my thighs last night, deeper than before',
]

NONE: list[str | list[str]] = [
    "i've decided. sunday i'm telling my parents i'm gay",
    "i've decided. friday i'm quitting",
    "i've made up my mind, tomorrow i'm telling him it's over",
    "i've decided, it's going to be this weekend, i'm finally asking her out",
    'burned myself on the stove again lol',
    'burned myself on the curling iron again',
    'cut myself on a can lid again, so clumsy',
    'i cut myself shaving again',
    "i've been cutting my hair shorter again",
    'bought rope for camping this weekend',
    'writing a letter to my future self tonight, opening it in 10 years',
    'researching suicide hotlines for my psych class',
    'bought a gun today for the range, first lesson saturday',
    "visited my dad's grave today and told him i'll be back next year",
]

(test_stop33_en_decided_and_burns_high, test_stop33_en_decided_and_burns_medium,
 test_stop33_en_decided_and_burns_look_alikes) = phrasing_tests(HIGH, MEDIUM, NONE)
