"""Stop 36, English (2026-11-29, helper enrisk): a method in hand or set up, told as a
crisis-line counsellor hears it in texting, with no word of death: a rope tied to a beam, an
engine running in a closed garage, parked on the tracks with a train's time, on a ledge or a
roof and "not coming down", pills counted out or emptied into a hand, a loaded gun sat with.
Look-alikes in the same words: a tyre swing, a car warming up or a windscreen defrosting, a
roof repaired, a pool's ledge, a pill organiser, vitamins, a deer stand, the range.

First try on main ff951fe: high 7/12 (a rope round the banister and "step off" 0.45, the car in the
shut garage with the engine running in other words 0.00, a car on the level crossing with the
train due 0.45, sitting with a loaded gun 0.45), look-alikes 9/11 below 0.70 (a car in the
garage with the door going up and a car parked by the tracks waiting to cross: 0.97).

After the rules of this stop: high 12/12, look-alikes 11/11.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    'the rope is tied to the beam in the garage and the chair is under it',
    "rope's around the banister. just need to step off",
    "sitting in the car in the garage, door's down, engine's running",
    "engine's been running for ten minutes and the garage is shut",
    'parked on the tracks. the 11:40 comes through soon',
    "my car is sitting on the level crossing, the train's due in 5 min",
    'sitting on the ledge of my building. not coming down',
    "i'm up on the roof and i'm not coming down this time",
    'counted out 60 of my pills, they are on the bed',
    'emptied the whole bottle into my hand',
    "sitting here with dad's gun, it's loaded",
    'the gun is loaded and in my lap',
]

NONE: list[str | list[str]] = [
    "tied the rope to the beam in the garage for the kids' tyre swing",
    "rope's around the banister so we can haul the sofa up",
    'sitting in the car in the garage with the engine running while the door goes up',
    "engine's been running for ten minutes, waiting for the windscreen to defrost",
    'parked by the tracks waiting for the 11:40 to pass so i can cross',
    "on the roof fixing the gutter, not coming down till it's done",
    'sitting on the ledge of the pool with my feet in the water',
    'counted out my pills for the week into the organiser',
    'emptied the vitamins into my hand, two a day',
    'sitting in the deer stand with my rifle loaded, waiting for a buck',
    'the gun is loaded and in the safe, going to the range tomorrow',
]

test_stop36_en_method_at_hand_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_method_at_hand_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
