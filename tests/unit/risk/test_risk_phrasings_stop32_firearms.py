"""Stop 32, English categories (2026-11-29), helper enrecall: a gun found or loaded, the key or
code to the safe, with a time or intent.

Written and frozen before any rule change; first try (on main aca053e): high 8/9, medium or higher
0/1, negatives 6/8 below 0.70.

Missed or false alarms on the first try: "i found the safe combination. his rifle is my way out"
0.45; "i keep looking at my dad's gun and thinking how quick it would be" 0.45; "lost the key to my
gun safe, locksmith is coming tomorrow" 0.97; "the gun is loaded with blanks for the play tonight"
0.97.

After the rules: 9/9, 1/1, 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "found my dad's gun in the closet. it's loaded and i'm doing it tonight",
    "i know where the key to the gun safe is. tonight when they're asleep",
    'the gun is loaded and sitting on my lap',
    "got the key to the safe, taking the pistol out after everyone's asleep",
    "loaded the shotgun. i'm done",
    "i have my grandpa's revolver and one bullet. tomorrow morning",
    'i found the safe combination. his rifle is my way out',
    'gun is loaded. waiting for everyone to leave',
    'The handgun is loaded and I intend to use it on myself this evening.',
]

MEDIUM: list[str | list[str]] = [
    "i keep looking at my dad's gun and thinking how quick it would be",
]

NONE: list[str | list[str]] = [
    'took the rifle out for deer season tomorrow morning',
    'dad keeps his guns in a locked safe and only he has the key',
    'range day tomorrow, loaded up on ammo',
    'cleaned and loaded my shotgun for duck hunting this weekend',
    'found a toy gun in the attic lol',
    'lost the key to my gun safe, locksmith is coming tomorrow',
    'the gun is loaded with blanks for the play tonight',
    'my brother found a gun on the street and handed it in to the police',
]

(
    test_stop32_firearms_high,
    test_stop32_firearms_medium,
    test_stop32_firearms_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
