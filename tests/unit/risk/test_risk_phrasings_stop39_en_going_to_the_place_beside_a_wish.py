"""Stop 39, English (helper enrisk): a walk, a drive or a going to a place of danger with a time,
told beside the speaker's own act or wish (in the same sentence or the next), is the plan's; a
walk there for an ordinary purpose (a dog, the view, the lights, a clear head) is not, and a
wish's own time ("wish i didn't have to wake up tomorrow") is no plan's time.

Written before any rule changed (the known limits of stop 38 named the family: "i'm going to walk
to the bridge tonight and jump" 0.45, "i want to die. i'm going to walk to the bridge tonight"
0.80). First try on main 1c9035e: see the ADR 0110 amendment "stop 39".
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

# the going, its place and time, and the speaker's own act or wish beside it
HIGH: list[str | list[str]] = [
    # the act in the same sentence
    "i'm going to walk to the bridge tonight and jump",
    "tonight i'm going to walk out to the pier and let go",
    "gonna walk down to the tracks after work and lie down on them",
    "i'll take a walk up to the cliffs tomorrow and throw myself off",
    "walking to the quarry at midnight and i'm not stopping at the edge",
    # the wish in the sentence before
    "i want to die. i'm going to walk to the bridge tonight",
    "i wish i was dead. i'll walk to the train tracks after work",
    "i can't do this anymore, i want to be gone. walking down to the river tonight",
    "i just want to stop existing. going for a walk to the multi storey car park at 2am",
    "i'd rather be dead. taking a walk out to the pier on friday night",
    "i want to end my life. i'll go for a drive to the cliffs this weekend",
    # the act or wish in the sentence after
    "going for a walk to the bridge tonight. i don't want to come home",
    "i'm walking up to the viaduct later. i want it all to be over",
    "walk to the river tomorrow morning. then i'll finally be at peace because i'll be gone",
    # in the same sentence, the wish first
    "i want to die so i'm going to walk to the bridge tonight",
    "i wish i was dead and tonight i'll walk out onto the pier",
    # an aim at the place that is the act (added after the rule, to try its reach)
    "i'm going to walk to the bridge tonight to stop the pain",
    "i'm going to walk to the bridge tonight to make it all stop",
    # a run (added after the rule: its mark was mistyped and read no run)
    "i'm going for a run along the river tonight then i want to die",
]

# the same goings with an ordinary purpose, and a wish whose own time is the only time:
# a wish alone is medium, never high by the walk or the wish's day
MEDIUM: list[str | list[str]] = [
    "wish i didn't have to wake up tomorrow",
    "i wish i could go to sleep and not wake up tomorrow. i'm going for a walk by the river",
    "i hope i don't wake up tomorrow, might walk to the bridge",
    "i wish i was dead. going for a walk to the bridge tonight to see the christmas lights",
    "i want to disappear. walking the dog down to the river tonight",
    "i wish i could just vanish. taking a walk along the canal tonight to clear my head",
    "i want to die. gonna go for a walk tomorrow",
    "i wish i'd never been born. walking to the pier tonight with my sister to get chips",
    "i wish i could sleep forever. i'll walk the dog over the bridge after work",
    "i want to be dead. going for a walk along the cliffs tomorrow with my walking group",
    "i want to die. going for a run along the river tonight with my club",
]

# the same goings, nothing of the speaker's own risk said
NONE: list[str | list[str]] = [
    "i'm walking the dog to the bridge tonight",
    "going for a walk to the bridge tonight to see the lights",
    "taking a walk along the river tonight to clear my head",
    "walking down to the pier tomorrow to watch the boats come in",
    "i'll walk up to the cliffs tomorrow for the view",
    "gonna take the dog for a walk by the canal after work",
    "going for a drive along the coast road to the cliffs this weekend with my husband",
    "we always walk over the bridge on friday nights to get dinner",
    "i'm going to walk to the train station tonight instead of getting the bus",
    "walking to the river at 6am tomorrow for the sunrise",
    "tomorrow i'll walk down to the lake and sit with a coffee",
    "going for a walk across the viaduct later to get some air",
    "driving to the quarry tomorrow to drop off the rubble from the garden",
    "walking the kids to the park by the railway line after school tomorrow",
    "i wish i could stay in bed tomorrow, going for a walk to the bridge after work",
    "going for a walk tonight to the river to stop the pain in my back",
]

test_stop39_en_going_to_the_place_beside_a_wish_high = reaches(HIGH_FLOOR, HIGH)
test_stop39_en_going_with_an_ordinary_purpose_beside_a_wish_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop39_en_going_with_an_ordinary_purpose_beside_a_wish_not_high = stays_below(HIGH_FLOOR,
                                                                                  MEDIUM)
test_stop39_en_going_to_the_place_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
