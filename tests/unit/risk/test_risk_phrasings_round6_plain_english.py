"""Round six, sixth batch: plain English, the way a person in crisis says it in few words (a last
night, not being here tomorrow, a plan and the means, at the edge, about to jump, a car into a
tree, a note left behind and a drive to the coast, a pet given away "I won't need him"), plain
self-harm and passive wishes, and as many everyday sentences in the same words (dead serious,
could kill for, a dead battery, my mom will kill me, a last night in a city, about to jump into a
pool, the edge of my seat, gone camping, a plan for my career). Frozen before the change it
drove.

First try on main 5415bf4 + the first five batches' changes: high 12/16 (missed: stepping in
front of a bus, a phone, wallet and note left at home and a drive to the coast, a snake given
away "i won't need him anymore", "no one will miss me when im gone tomorrow" — the "no" read as a
negation of the farewell), medium 8/8, negatives 12/14 ("i'll be gone this weekend, camping",
"i won't be here tomorrow" with a dentist appointment).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH = [
    "this is my last night alive",
    "i won't be here tomorrow. i've made sure of it",
    "i've made peace with it, sunday is the day",
    "the pills are in my hand",
    "i'm in the bathtub with a razor",
    "i took a bunch of pills, i'm scared",
    "i have a plan and the means",
    "the noose is ready",
    "i'm at the edge of the cliff",
    "i'm about to jump",
    "gonna crash my car into a tree on the highway tonight",
    "i'm going to step in front of a bus",
    "i'll be dead by morning",
    "left my phone, wallet and a note at home and drove to the coast",
    "i'm giving my snake to my roommate, i won't need him anymore",
    "no one will miss me when im gone tomorrow",
]

MEDIUM = [
    "i've been cutting again",
    "i want to hurt myself",
    "i wish i was never born",
    "i'm better off dead",
    "i feel like a waste of space",
    "i don't want to exist",
    "life isn't worth living",
    "i burn myself with cigarettes",
]

NONE = [
    "i'm dead serious, this pizza is the best",
    "i could kill for a coffee",
    "my battery is dead",
    "i bombed my exam, i'm so dead",
    "my mom will kill me if she finds out",
    "he overdosed on sugar at the party lol",
    "i gave away my old couch and cleaned out the garage before the move",
    "i'll be gone this weekend, camping with no signal",
    "i won't be here tomorrow, i have a dentist appointment in the city",
    "the bridge jump scene in that movie was insane",
    "i have a plan for my career and the means to do it finally",
    "my last night in london before flying home",
    "i'm about to jump into the pool",
    "i'm at the edge of my seat watching this game",
]


(
    test_plain_english_imminent_risk_is_high,
    test_plain_english_self_harm_and_wishes_reach_medium,
    test_plain_english_everyday_words_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
