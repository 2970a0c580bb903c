"""Stop 37, English (2026-11-29, helper enrisk): the families of ESConv seeker windows at or
above 0.70 that are not risk, written in other words and frozen before any change: a bare "i'll
do it" joined to a time that dates only a state ("i can't trust him right now", "so busy right
now"), someone else's advice to "end things" (a relationship), not going on "with my daily
routine / with work" (a life that is hard to carry on, not a wish), and letters written to
friends to keep in touch beside a day. The person's own risk in the same words beside them.

First try on 6c9f19f: high 6/6, medium 2/2, look-alikes 3/10 below 0.70 (the three states with
"i'll do it": 0.97; daily routine and work: 0.80; letters to keep in touch and "today": 0.97;
"my mum thinks i need to end things." 0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    ['i have the pills saved up', 'i will do it tonight'],
    ['i want to die', "i can't do this right now. i'll do it"],
    ["i can't trust anyone right now", "the rope is in the garage, i'll do it tonight"],
    "i need to end things tonight, i've written the letters",
    "i can't go on, i'm going to the bridge tonight",
    ['i wrote letters to my family', "they'll find them tomorrow"],
]

MEDIUM: list[str | list[str]] = [
    "i can't go on with my life like this, i just want to die",
    'i cannot go on anymore',
]

NONE: list[str | list[str]] = [
    [
        'i really cannot trust him right now',
        'ok. well, i will do it, i will talk to her on monday',
    ],
    ['i am so stressed today', "fine, i'll do it"],
    ['i am so busy right now', "i'll do it"],
    'my friends think i need to end things with him, he keeps lying to me',
    'my sister says i should end things with my boyfriend before it gets worse',
    'my mum thinks i need to end things. he cheated on me again',
    "i'm so depressed i cannot go on with my daily routine",
    "i can't go on with work like this, i need a new job",
    ['i like writing letters to my friends, it keeps us in touch', 'today i posted three of them'],
    ['writing letters to my pen pal helps me', 'the post office was busy today'],
]

(
    test_stop37_en_esconv_families_high,
    test_stop37_en_esconv_families_medium,
    test_stop37_en_esconv_families_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
