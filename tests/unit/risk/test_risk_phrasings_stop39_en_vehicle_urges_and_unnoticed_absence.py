"""Stop 39, English (helper enrisk): two medium families said in other frames than a wish.

Active ideation by a vehicle or traffic told as a thought, an urge or an image ("i keep
thinking about crashing my car into a wall", "tempted to step in front of a bus", "i keep
imagining driving off the bridge"): at least medium. Beside it, a crash feared, remembered or
seen, a drive one is tempted by or imagines, an urge to drive fast, stepping in front of a class.

An absence imagined as unnoticed or better for others, in a casual register ("nobody would
notice if i was gone lol"): at least medium; a laugh or "tbh" does not take it back. Beside it,
an outing or an errand nobody would notice, an absence for a while, a "jk".

Written before any rule changed. First try on main 1c9035e: see the ADR 0110 amendment "stop 39".
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

VEHICLE_URGES: list[str | list[str]] = [
    "i keep thinking about crashing my car into a wall",
    "i'm tempted to step in front of a bus",
    "i keep imagining driving off the motorway bridge",
    "every time i drive i think about swerving into a lorry",
    "sometimes i picture myself stepping in front of the train",
    "i have urges to drive into oncoming traffic",
    "i catch myself thinking how easy it would be to just drive off the road",
    "i daydream about my car going off the cliff road",
    "when the train comes in i feel pulled to step off the platform",
    "i fantasise about crashing my car so it all stops",
    "the thought of swerving into a tree keeps popping into my head",
    "part of me wants to drive into the river",
    "on the way to work i get the urge to just not brake at the roundabout",
    "i keep seeing myself walking in front of a lorry",
    "driving home i wondered what would happen if i steered into the bridge pillar",
    "i get these intrusive thoughts about jumping in front of the tube",
    # written after the rule, to try its reach
    "i keep having thoughts of driving my car into a tree",
    "i'm drawn to the idea of driving off the cliff",
]

VEHICLE_LOOK_ALIKES: list[str | list[str]] = [
    "i keep thinking about crashing at the track day",
    "i'm worried about crashing my car in the snow",
    "i'm scared of being hit by a car when i cycle",
    "i keep imagining my first drive on the motorway",
    "i keep thinking about the car crash i saw yesterday",
    "i'm tempted to drive to the coast this weekend",
    "i keep picturing the lorry that nearly hit us",
    "i have the urge to drive fast with the windows down",
    "i keep thinking about stepping in front of the class to present",
    "i keep imagining what would happen if my mum crashed her car",
    "i think about swerving into the fast lane to overtake",
    "my driving instructor told me to imagine a child stepping in front of the car",
    "i'm tempted to drive into town and get a takeaway",
    "i keep thinking about the train that hit a deer on my line",
    "i fantasise about driving a lorry across america",
    # found while trying the rule's reach (0.97 on the start tree: "thinking about driving off")
    "i was thinking about driving off the motorway at the next exit",
    "i keep thinking about driving into the city for the concert",
]

UNNOTICED_ABSENCE: list[str | list[str]] = [
    "nobody would notice if i was gone lol",
    "no one would even notice if i was gone lmao",
    "nobody would notice if i was gone 😂",
    "nobody would care if i died lol",
    "wouldn't matter if i disappeared lol",
    "no one would miss me if i was gone haha",
    "they'd barely notice i was gone tbh",
    "honestly everyone would be better off if i just wasn't here lol",
    "if i disappeared tomorrow nobody would notice haha",
    "ngl my family would be happier without me around lol",
    "the world wouldn't even notice if i stopped existing lmao",
    "nobody would notice if i dropped dead tbh",
    "my friends wouldn't even notice if i was dead lol",
    "lol nobody would even blink if i died",
    "it'd take them weeks to notice i was gone haha",
    # written after the rule, to try its reach
    "nobody would notice if i died in my sleep lol",
    "nobody would miss me lol",
]

ABSENCE_LOOK_ALIKES: list[str | list[str]] = [
    "nobody would notice if i left the party early lol",
    "no one would notice if i skipped the meeting",
    "nobody would notice if i was gone for a week lol",
    "nobody would notice if i left work at 4 haha",
    "no one would notice if i wore the same shirt twice lol",
    "nobody would notice if i was gone from the group chat tbh",
    "nobody would care if i died my hair pink lol",
    "they'd barely notice i was gone from the office tbh",
    "no one would miss me at the party if i stayed home lol",
    "nobody would notice if i disappeared for the weekend lol",
    "nobody would notice if i was gone lol jk my mum would notice in five minutes",
    "if i disappeared from instagram nobody would notice haha",
    "honestly the office would be better off without me on friday lol, i'm useless on fridays",
    "no one would notice if i took a long lunch tbh",
    "my cat wouldn't even notice if i was gone for the day lol",
    # written after the rule, to try its reach
    "nobody would miss me at the party lol",
    "they'd all be happier without me at the wedding lol",
    "i'd be fine without my phone for a week lol",
]

test_stop39_en_vehicle_urges_medium = reaches(MEDIUM_FLOOR, VEHICLE_URGES)
test_stop39_en_vehicle_urges_look_alikes = stays_below(MEDIUM_FLOOR, VEHICLE_LOOK_ALIKES)
test_stop39_en_unnoticed_absence_medium = reaches(MEDIUM_FLOOR, UNNOTICED_ABSENCE)
test_stop39_en_unnoticed_absence_look_alikes = stays_below(MEDIUM_FLOOR, ABSENCE_LOOK_ALIKES)
