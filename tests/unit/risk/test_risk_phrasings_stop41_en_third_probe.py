"""Stop 41, English (helper engen): a third set in new words for the same five categories,
written after both sets' rules and *not* tuned to — a probe of what the stop's readings reach in
words nobody wrote rules for (ADR 0110 amendment "stop 41", docs/risk-scorer.md known limits
"Stop 41, engen").

Its first try is a floor, not a target: on 7cc2f36 (the start tree) 9/25 risk items reached their
line and 16/18 look-alikes stayed below medium; on the stop's end 11/25 and 17/18. The checks
below hold the end's counts, so a later stop may raise them (and should then raise the floor)
but not lower them unnoticed. No item is bound to a per-item check: the misses are the next
stop's material.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, score

FRAME_WITH_ITS_TIME_ELSEWHERE: list[str | list[str]] = [
    "got some diazepam off a mate for anxiety just in case. pretty sure tonight's the one",
    ("ive had a bottle of vodka and a strip of pills in my locker for a bad day. today is that "
     "bad day"),
    "the rope in the garage is for the boat but honestly i'm ready, tonight",
    "i keep a razor in my makeup bag in case i need it. i need it right now",
    "my meds are in the glovebox for emergencies. i can't take it anymore, i'm parked up now",
    "bought a lighter and charcoal for the bbq, but the bbq is not what tonight is about",
]

FRAME_WITH_ITS_TIME_ELSEWHERE_LOOK_ALIKES: list[str | list[str]] = [
    "got some diazepam from my gp for my flight anxiety just in case, flying tonight",
    "i keep a razor in my makeup bag in case i need to shave my legs at the gym tonight",
    "my meds are in the glovebox for emergencies, road trip tomorrow",
    "bought a lighter and charcoal for the bbq, tonight is the big match",
]

PASSIVE_PARAPHRASED: list[str | list[str]] = [
    "i wouldnt be sad if tonight was my last night tbh",
    "honestly it'd be fine by me if i just didnt exist tomorrow",
    "i keep thinking everyone would cope fine if i wasnt around",
    "its like i'm just waiting for my life to be over",
    "if the cancer comes back i won't get treatment, i'm kind of relieved",
    "theres no point me being alive",
]

PASSIVE_PARAPHRASED_LOOK_ALIKES: list[str | list[str]] = [
    "i wouldnt be sad if tonight was my last night working here tbh",
    "everyone would cope fine if i wasnt around at the weekend",
    "its like i'm just waiting for my exams to be over",
    "theres no point me being at the meeting",
]

RELAPSE_BY_A_COUNTER: list[str | list[str]] = [
    "was 3 weeks clean off sh, cut last night",
    "broke a 5 month streak of not hurting myself",
    "day 0 again. i burned my arm with a lighter",
    "100 days without cutting gone in one night",
]

RELAPSE_BY_A_COUNTER_LOOK_ALIKES: list[str | list[str]] = [
    "was 3 weeks clean off weed, smoked last night",
    "broke a 5 month streak of not eating sugar",
    "100 days without coffee gone in one night",
]

ACTS_UNDER_WAY_IN_PLAIN_WORDS: list[str | list[str]] = [
    "took 20 of my mums diazepam and half a bottle of gin",
    "im bleeding a lot from my wrist and i did it on purpose",
    "i've swallowed all the paracetamol in the house, about 32",
    "standing on the ledge of my balcony right now",
    "sliced both forearms open in the bath",
    "done it. it's over soon",
]

ACTS_UNDER_WAY_LOOK_ALIKES: list[str | list[str]] = [
    "took 2 of my mums paracetamol for my headache",
    "im bleeding a lot from my finger, the dog bit me",
    "standing on the balcony right now having a smoke",
    "done it. passed my driving test",
]

ORDINARY_PLACE_OR_FAREWELL: list[str | list[str]] = [
    ["last day at school tomorrow", "said bye to everyone and gave my locker stuff away"],
    "off to the cliffs at beachy head tomorrow for a walk with my gran",
    ["drove over the viaduct on the way to work", "the viaduct was gridlocked again this morning"],
]

RISK_AT_THE_SAME_PLACE_OR_FAREWELL: list[str | list[str]] = [
    ["going to the viaduct tonight to jump", "the viaduct by the retail park"],
    [
        "last day at work today",
        "i told them i'm moving but really i'm going to end it this weekend",
    ],
    ["i'm at beachy head", "not here for a walk, i'm going over tonight"],
]

AT_RISK: list[tuple[float, list[str | list[str]]]] = [
    (HIGH_FLOOR, FRAME_WITH_ITS_TIME_ELSEWHERE),
    (MEDIUM_FLOOR, PASSIVE_PARAPHRASED),
    (MEDIUM_FLOOR, RELAPSE_BY_A_COUNTER),
    (HIGH_FLOOR, ACTS_UNDER_WAY_IN_PLAIN_WORDS),
    (MEDIUM_FLOOR, RISK_AT_THE_SAME_PLACE_OR_FAREWELL),
]
LOOK_ALIKES: list[list[str | list[str]]] = [
    FRAME_WITH_ITS_TIME_ELSEWHERE_LOOK_ALIKES,
    PASSIVE_PARAPHRASED_LOOK_ALIKES,
    RELAPSE_BY_A_COUNTER_LOOK_ALIKES,
    ACTS_UNDER_WAY_LOOK_ALIKES,
    ORDINARY_PLACE_OR_FAREWELL,
]
RISK_REACHED_AT_THE_END = 11
LOOK_ALIKES_BELOW_AT_THE_END = 17


def _reached(floor: float, item: Item) -> bool:
    return score(item) >= floor


def test_stop41_en_third_probe_reaches_no_fewer_risk_items_than_at_the_end_of_stop_41() -> None:
    reached = sum(_reached(floor, item) for floor, items in AT_RISK for item in items)
    assert reached >= RISK_REACHED_AT_THE_END


def test_stop41_en_third_probe_keeps_no_fewer_look_alikes_below_medium_than_at_the_end() -> None:
    below = sum(not _reached(MEDIUM_FLOOR, item) for items in LOOK_ALIKES for item in items)
    assert below >= LOOK_ALIKES_BELOW_AT_THE_END
