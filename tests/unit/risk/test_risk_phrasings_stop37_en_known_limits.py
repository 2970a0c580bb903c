"""Stop 37, English (2026-11-29, helper enrisk): the English known limits of stop 36 taken as
categories, frozen before any rule change: a method told by objects or acts no atom lists (stones
in the pockets by water, a thing ordered online "to do it", stepping out in front of traffic from
the road's side, a plugged-in appliance in the bath, fuel poured over oneself, a car park's top
floor after no alarm is needed, a corrosive drunk), ambivalence told as parts of oneself ("part of
me wants to live but most of me doesn't", medium), relief at a fatal diagnosis (medium), and the
look-alikes of each (pebbles from a beach walk, a drill ordered to do it oneself, a breakdown on the
hard shoulder, a radio by the bath, petrol on a barbecue, parking on a top floor, a wall punched in
anger at a game, a biopsy that came back benign).

First try on main 45ac9ef: high 5/14, medium or higher 2/7, look-alikes 17/21 below 0.70 (a
flat tyre on the motorway's side, parking on the top floor of a car park and asking which floor
one parked on: 0.97, a place and "i'm on" read as a means and a time; a wall punched at a lost
match: 0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'i filled my coat pockets with stones. the river is right there',
    'stones in my pockets, walking into the river tonight',
    ['the thing i ordered online to do it came today', 'tonight'],
    'the stuff i ordered off the internet to end it arrived this morning',
    'standing on the hard shoulder waiting for a lorry to step out in front of',
    "i'm on the side of the motorway. next truck i'm stepping out",
    "the hairdryer is plugged in and i'm in the bath. i'm done",
    "i'm going to drop the toaster in the bath with me tonight",
    'i poured petrol all over myself, the lighter is in my hand',
    'doused myself in lighter fluid. just need to strike the match',
    ['no need to set an alarm tomorrow', 'top floor of the car park. nobody up here'],
    "i'm on the top level of the parking garage and i'm going over tonight",
    'i drank the bleach under the sink an hour ago',
    "going to drink the drain cleaner tonight, i can't anymore",
]

MEDIUM: list[str | list[str]] = [
    "part of me wants to live but most of me doesn't",
    'half of me wants to keep going and half of me wants it all to be over',
    "the biggest part of me doesn't want to be here anymore",
    "some part of me wishes i'd never wake up",
    "if the scan shows cancer i honestly think i'd be relieved",
    'i was kind of hoping the biopsy would come back as cancer so it would all be over',
    'when the doctor said it might be terminal i felt relief, not fear',
]

NONE: list[str | list[str]] = [
    'we collected stones in our pockets on the walk by the river',
    'the kids filled their pockets with pebbles at the beach',
    ['ordered a drill online to do it myself', 'the shelves go up tonight'],
    'the parts i ordered online to fix the bike arrived this morning',
    'broke down on the hard shoulder, waiting for the recovery truck',
    "i'm on the side of the motorway with a flat, the aa are coming",
    'dried my hair in the bathroom while the bath was running',
    'i plugged the radio in by the bath to listen to a podcast',
    'poured petrol on the barbecue charcoal and it went up whoosh',
    'put lighter fluid on the bonfire, my eyebrows nearly went',
    (
        'no need to set an alarm tomorrow, day off! park'
        'ed on the top floor of the car park at the mall'
    ),
    "i'm on the top level of the parking garage, which floor did you park on",
    'bleached the bath and the sink this morning',
    'the drain cleaner finally unblocked the shower',
    'punched the wall when i lost the ranked match, my knuckles hurt',
    "i punched a wall in anger after the referee's call, stupid of me",
    'part of me wants to quit my job and move to spain',
    'half of me wants pizza and half of me wants sushi',
    'i was so relieved the biopsy came back benign',
    "the scan shows no cancer, i'm so relieved",
    "part of me died when she left but i'm slowly getting better",
]

(
    test_stop37_en_known_limits_high,
    test_stop37_en_known_limits_medium,
    test_stop37_en_known_limits_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
