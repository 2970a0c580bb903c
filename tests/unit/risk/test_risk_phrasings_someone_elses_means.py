"""Someone else's means within the speaker's reach (the seventh and eighth unseen batches'
two-turn misses: "my roommate keeps her oxy in the bathroom cabinet" then "she's away all
weekend", "I know where my grandpa keeps his shotgun" then "I know the code to the safe").

A means someone keeps somewhere is within the speaker's reach unless the window tells of that
person's own risk; a way in (a code, a key) is a means acquired once the window names a means.
Written with the change (not frozen before it); first try on main a0b56a4: high 0/3,
negatives 5/5 below medium.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    # the sixth unseen batch's item, left out of it as a known limit until this change
    ["my dad keeps his rifle in the closet", "he's away this weekend and I'll be alone with it"],
    ["my brother keeps his hunting rifle under his bed", "he's at a tournament all weekend"],
    ["my grandma keeps her morphine in the fridge", "i know the code to the lockbox"],
    [
        "My uncle stores his pistol in the truck",
        "he leaves the truck unlocked at night, I'm going out there tonight",
    ],
]

NONE: list[str | list[str]] = [
    [
        "my friend keeps pills in her drawer and says she wants to die",
        "I'm going to see her tonight",
    ],
    ["my dad keeps his guns locked in a safe", "he takes me to the range on sundays"],
    "I know the code to the gym, see you tonight",
    ["my neighbor keeps chickens in the yard", "she's away this weekend so I'm feeding them"],
    ["my mom keeps her sleeping pills in the kitchen", "she takes one every night at 10"],
]

test_someone_elses_means_and_the_speakers_opportunity_are_high = reaches(HIGH_FLOOR, HIGH)
test_their_own_risk_and_ordinary_keeping_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
