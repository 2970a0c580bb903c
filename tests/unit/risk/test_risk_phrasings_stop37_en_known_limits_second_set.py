"""Stop 37, English (2026-11-29, helper enrisk): the known-limit categories of
test_risk_phrasings_stop37_en_known_limits again in other words, written after its rules and
frozen before any change they drive: weights in a bag or pockets by water, a package ordered
"to end things", walking out in front of a bus or from a dual carriageway's verge, a heater or
straighteners in the bath, fuel on one's clothes or poured later, no alarm needed at a car
park's top; parts of oneself and a malignant lump welcomed (medium); look-alikes.

First try on the first set's rules: high 9/11 (a heater on the tub's side "and i'm getting
in" 0.00: only "in the bath" was read; a can of gasoline "to pour it over myself tonight" 0.45:
the fuel and the act in separate words), medium 3/5 ("most of me is ready to die" 0.00: "i am
ready to die" is not read; "i think i'll just feel relieved" 0.00), look-alikes 15/16 (a wetsuit
ordered and "going to the lake tomorrow": 0.97, a place and a time).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "my backpack is full of rocks and i'm standing at the edge of the canal",
    "put bricks in my jacket pockets, the reservoir's just down the road",
    ['the package i ordered to end things got delivered', "i'm doing it when everyone's asleep"],
    'bought something off amazon to do it with. it comes thursday',
    'gonna walk out in front of the next bus',
    "i'm stood on the verge of the dual carriageway, i'm going to step out when the lorry comes",
    "the heater's on the side of the tub and i'm getting in. bye",
    'going to pull the straighteners into the bath with me',
    "soaked my clothes in petrol, i'm in the garage with a lighter",
    "i've got a can of gasoline and i'm going to pour it over myself tonight",
    "won't be needing an alarm anymore. i'm at the top of the multi storey",
]

MEDIUM: list[str | list[str]] = [
    'a big part of me wants to just not exist anymore',
    'most of me is ready to die, only a small part wants to stay',
    'some days half of me wishes i was dead',
    "if the lump is malignant i think i'll just feel relieved",
    "honestly i'd be glad if the tests came back terminal",
]

NONE: list[str | list[str]] = [
    "i put some rocks in my pockets for my son's collection, we skimmed stones at the lake",
    ['got a kit online to do it myself', 'the bathroom tiles go on saturday'],
    'ordered a new wetsuit online, going to the lake tomorrow',
    "i'm on the hard shoulder with the hazard lights on, the recovery van is 20 mins away",
    'the kids ran out in front of a car on our street, scared me to death',
    "the radio's on the side of the bath playing jazz while i soak",
    'dropped my phone in the bath lol, rice time',
    'spilled petrol on my jeans filling up the mower',
    'we doused the bonfire with petrol and it went up like a rocket',
    (
        "no need to set an alarm tomorrow, i'm on annual leave. heading to the"
        ' top of the multi storey car park to watch the fireworks'
    ),
    'half of me wants to stay in london and half of me wants to move home',
    'part of me died when my dog passed, i still miss him',
    'relieved the biopsy came back clear',
    (
        'when the doctor said it was cancer i was almost relieved to'
        ' finally have an answer and a treatment plan'
    ),
    'kicked the door when my team lost, my toe is killing me',
    'i punched the wall so hard after the match i think i broke my hand',
]

(
    test_stop37_en_known_limits_second_set_high,
    test_stop37_en_known_limits_second_set_medium,
    test_stop37_en_known_limits_second_set_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
