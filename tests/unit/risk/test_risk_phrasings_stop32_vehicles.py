"""Stop 32, English categories (2026-11-29), helper enrecall: driving into a wall, a median or a
truck on purpose, made to look like an accident.

Written and frozen before any rule change; first try (on main aca053e): high 3/8, medium or higher
0/1, negatives 8/8 below 0.70.

Missed or false alarms on the first try: "i'll drive my car into a wall on the way home and make it
look like an accident" 0.45; "tomorrow im swerving into a truck so it looks like an accident for
the insurance" 0.45; "going to floor it into the concrete barrier after work" 0.45; "Tonight I will
steer into an oncoming lorry. It will look accidental." 0.45; "i'm driving now. there's a wall at
the end of this road and i'm not braking" 0.00; "sometimes when i drive i want to swerve into a
tree" 0.00.

After the rules: 8/8, 1/1, 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'gonna drive into the median on the highway tonight',
    "i'll drive my car into a wall on the way home and make it look like an accident",
    'tomorrow im swerving into a truck so it looks like an accident for the insurance',
    'i want to crash my car on purpose tonight',
    'going to floor it into the concrete barrier after work',
    'gonna make it look like an accident. the bridge pillar on route 9, tonight',
    'Tonight I will steer into an oncoming lorry. It will look accidental.',
    "i'm driving now. there's a wall at the end of this road and i'm not braking",
]

MEDIUM: list[str | list[str]] = [
    'sometimes when i drive i want to swerve into a tree',
]

NONE: list[str | list[str]] = [
    'someone crashed into a wall on the highway this morning, traffic was awful',
    "my driving lesson is tomorrow and i'm scared i'll hit the wall",
    'i accidentally backed into the garage wall last night',
    'make it look like an accident that the vase broke lol',
    'a truck swerved into my lane on the highway, i almost died',
    'drove into the car wash wall, so embarrassing',
    'my brother drove into a ditch on purpose to avoid a deer',
    "the crash test dummies hit the wall at 60 so you don't have to",
    # written after the rules, from their words (checked, not first tries)
    "i'm going to steer into the skid like my instructor said",
]

(
    test_stop32_vehicles_high,
    test_stop32_vehicles_medium,
    test_stop32_vehicles_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
