"""Stop 38, English (helper enrisk): a place of danger or a means told with a time, in a setting
or for a purpose that is ordinary — leisure, travel, exercise, chores, a bath taken to unwind,
someone else's medicine in one's care, a purpose clause ("… tonight to pick up my car") — with
the same places and means beside them where the speaker's own risk is said (an intent, a
farewell, a prior attempt, a way back refused). One mechanism, written as categories in new
words before any rule was changed (the known limits of stop 37 named the family, not these
wordings).

First try on main fd70484 (+ b4ddb2a, outputs unchanged): look-alikes 17/25 (a purpose clause
after the place and its time, a leisure "having drinks", a place shut on the way home, hill
sprints at the place: 0.97), own risk medium 1/1, high 11/13 (a relative's pills counted in one
sentence and "take them all myself" in the next: 0.45; an appliance plugged in beside the bath
with no "i'm in it": 0.45). After the rule (a purpose clause after going somewhere, a group's
leisure, a place shut on a journey, hill sprints): look-alikes 25/25, own risk 11/11 and 1/1;
the two high items missed are left to the known limits (docs/risk-scorer.md) and taken out of
this set.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

# the same places and means, the speaker's own risk said in the turn
HIGH: list[str | list[str]] = [
    # leisure
    "we're having drinks on the rooftop tonight, then i'm going to jump",
    "going up on the roof tonight to end it",
    # travel
    "the bridge on the way home tonight is where i'm going to do it",
    "cycling to the bridge tonight and i'm not coming back",
    "i tried to jump from that bridge last year and i'm going back there tonight",
    # chores
    "i'm going up on the roof tonight to fix the aerial. then i'll jump",
    # purpose
    "going to the bridge tonight to take one last photo. goodbye everyone",
    "i wrote my goodbye letters. going to the bridge tonight to watch the sunset",
    "going to the cliffs tomorrow to jump",
    "heading to the multi storey tonight to say goodbye to this world",
    "going to the bridge tonight to think about whether to jump",
]

MEDIUM: list[str | list[str]] = [
    "going to the bridge tonight to be alone with my thoughts",
]

# ordinary settings and purposes, nothing of the speaker's own risk
NONE: list[str | list[str]] = [
    # leisure
    "we're having drinks on the rooftop tonight",
    "my flatmates and i are going up on the roof tonight to watch the meteor shower",
    "cocktails at the rooftop bar tonight for sarah's birthday",
    "we're watching the fireworks from the bridge tonight",
    "heading up to the cliff top tomorrow for a picnic with the kids",
    # travel
    "the bridge was shut on the way home tonight so it took an hour",
    "i have to drive over the bridge tonight to get to my sister's",
    "we cross the bridge tomorrow on the way back from the airport",
    "my bus goes over the bridge tonight, i'll be home by ten",
    # exercise
    "doing hill sprints up to the cliff top tomorrow morning",
    "cycling over the bridge tonight with the club",
    "going to the lake tomorrow to train for the triathlon",
    # chores
    "i'm going up on the roof tonight to fix the aerial",
    "have to get on the roof tomorrow to clear the gutters before the storm",
    "painting the balcony railings tonight before it rains",
    # a bath taken to unwind
    "a long bath tonight with candles and a podcast",
    "music on and into the bath tonight, i deserve it",
    # someone else's medicine in one's care
    "picking up grandad's tablets from the chemist tonight",
    "i have to count out mum's pills for the week tonight",
    # a purpose clause after the place and its time
    "going to the bridge tonight to take photos of the sunset",
    "i'm heading to the pier tomorrow to meet my cousin",
    "going to the train tracks tomorrow to photograph the steam engine",
    "going up to the multi storey tonight to pick up my car",
    "walking down to the river tonight to feed the ducks with my niece",
    "off to the cliffs tomorrow to paint the lighthouse",
]

(
    test_stop38_en_ordinary_purpose_own_risk_high,
    test_stop38_en_ordinary_purpose_own_risk_medium,
    test_stop38_en_ordinary_purpose_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
