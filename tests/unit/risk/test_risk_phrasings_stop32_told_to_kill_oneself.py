"""Stop 32, English categories (2026-11-29), helper enrecall: someone's "go kill yourself" acted
on.

Written and frozen before any rule change; first try (on main aca053e): high 3/6, medium or higher
0/1, negatives 4/5 below 0.70.

Missed or false alarms on the first try: "he told me to kys so i'm going to" 0.00; "they said go
kill yourself and honestly i'm going to listen" 0.00; "my ex texted me "just go kill yourself" /
fine. i will. tonight" 0.45; "people keep telling me to kys and i think they might be right" 0.00;
"some troll told me to go kill myself, i blocked him and reported it" 0.97.

After the rules: 6/6, 1/1, 5/5.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "everyone in the group chat told me to go kill myself. maybe they're right, i'm"
    ' doing it tonight',
    "he told me to kys so i'm going to",
    "they said go kill yourself and honestly i'm going to listen",
    'someone commented kys on my post. i got the pills out',
    ['my ex texted me "just go kill yourself"', 'fine. i will. tonight'],
    'They told me to kill myself, so I am going to do exactly that.',
]

MEDIUM: list[str | list[str]] = [
    'people keep telling me to kys and i think they might be right',
]

NONE: list[str | list[str]] = [
    'some troll told me to go kill myself, i blocked him and reported it',
    'someone said kys in the chat, i just ignored it',
    'got told to kys in a cod lobby lmao, muted',
    'my brother told me to go kill myself over a game, we made up after',
    "they said go kill yourself and i said no thanks, i'm going to the beach",
    # written after the rules, from their words (checked, not first tries)
    'she told me to kys lol. i will report her',
    "my ex told me to go kill myself and i think my friends are right, he's toxic",
]

(
    test_stop32_told_to_kill_oneself_high,
    test_stop32_told_to_kill_oneself_medium,
    test_stop32_told_to_kill_oneself_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
