"""Stop 34, English (2026-11-29, helper enrecall): the stop's eleven categories again, written
after their rules in other words (three or so high or medium items and three look-alikes each,
in the same order: an overdose referred back, everything ready, a future absence, up there now,
a life event beside a plan, joining from the window, a pain wished away, an attempt interrupted,
a method rehearsed, the means in hand, a calm after deciding) — the estimate of how far the rules
carry to words not yet seen.

First try on 3159686 (all eleven categories' rules in): high 14/29 (by category: overdose
referred back 2/4, everything ready 0/3, absence 2/3, up there 2/3, event beside a plan 2/3,
joining 2/3, interrupted 1/1, rehearsed 0/3, in hand 3/3, calm 0/3), medium or higher 5/5,
look-alikes 29/33 below 0.70 (a grandmother's tablets taken up to her room, night shifts, a car
boot sale on a roof, an accident that took a brother's leg, each 0.97).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    ["there's a box of codeine in the kitchen drawer", "i finished the box. every single one"],
    ["my mum's diazepam is in her handbag", "i've had the lot"],
    ["found my sister's adderall", "downed the whole lot about an hour ago, heart's racing"],
    "i had 30 of my zopiclone saved. they're all gone now, i swallowed every last one",
    ["i'm so done with being alive", "it's all sorted now. nothing left to do but wait for dark"],
    "everything i need is in the bag. tomorrow morning before anyone wakes",
    ["i keep wishing i was dead", "i've got it all ready, just waiting for the right moment"],
    "by monday i won't be around anymore",
    "after this weekend nobody will hear from me again",
    "i won't be here for christmas this year. i've made my peace",
    "ninth floor stairwell window. it's so still up here",
    "on the roof of the multi storey. nobody comes up here at night",
    "made it to the top of the quarry. it's really dark out here",
    "my exams finish on friday, and on friday night i'm swallowing all my sleeping pills",
    "we're going on holiday next week, but tonight i'm going up to the roof to jump",
    "i start uni on monday, and tonight i'm taking the whole box of codeine",
    ["my husband's headstone went up last week", "i just want to be with him now"],
    ["covid took my mum in 2021", "i'm going to join her soon. i've decided"],
    ["i visit dad's grave every sunday", "soon i'll be with him for good"],
    "i was so close to doing it yesterday, had the tablets in my hand. i won't stop this time",
    "i practised on the loft hatch with the rope to see if it would hold",
    "i've done a test run with the hose and the car, it fits the exhaust",
    "i keep rehearsing it over and over, the note, the bridge, the time",
    "got the bottle of tablets clutched in my fist",
    "i'm sitting here gripping the blade",
    "the noose is in my hands right now",
    "i feel lighter than i have in years since i decided. it's almost done",
    "strangely peaceful now that it's settled. friday",
    ["i've wanted to die for months", "but now i feel calm. i've made up my mind"],
]

MEDIUM: list[str | list[str]] = [
    "i want to just disappear forever and never come back",
    "i wish my life would just end",
    "i had the cord round my neck on tuesday and took it off",
    "my roommate knocked just as i was about to take them",
    "i was halfway over the railing and climbed back",
]

NONE: list[str | list[str]] = [
    ["my nan's tablets are in the kitchen", "i took the lot up to her room"],
    ["the doctor put me on amoxicillin", "took the whole lot over the week like i was told"],
    ["got some paracetamol for my cold", "took two, feeling better"],
    "everything i need is in the bag for the gym tomorrow morning",
    "i've got it all ready for the school run tomorrow",
    ["i'm dead tired", "it's all sorted now for the wedding on saturday"],
    "by monday i won't be around, i'm starting my night shifts",
    "after this weekend nobody will hear from me again till the exams are over lol",
    "i won't be here for christmas this year, we're going to my in-laws",
    "ninth floor office, it's so quiet up here on weekends, finally getting work done",
    "on the roof of the multi storey for the car boot sale, so windy up here",
    "made it to the top of the hill for the sunrise, it's really cold out here",
    "my exams finish on friday, and on friday night i'm taking my girlfriend out for dinner",
    "we're going on holiday next week, tonight i'm going up to the loft to get the suitcases",
    "i start uni on monday, and tonight i'm taking all my stuff to the dorm",
    [
        "my mum's headstone went up last week, it's beautiful",
        "my dad is struggling, i'm going to be with him this weekend",
    ],
    ["my husband's in hospital", "i just want to be with him now, visiting hours are over"],
    ["the accident took my brother's leg", "i'll be with him again soon when he's home"],
    "i wish my acid reflux would disappear forever",
    "i want the voices in my head to disappear for good",
    "i want this tooth pain to end for good",
    "i had the lanyard round my neck all day and took it off when i got home",
    "my roommate knocked just as i was about to take a shower",
    "i was halfway over the fence and climbed back, the dog was barking",
    "i practised on the loft ladder with my dad to see if it would hold",
    "i've done a test run with the hose and the car, washing it is so much easier now",
    "i keep rehearsing it over and over, the speech, the toast, the timing",
    "got the bottle of water clutched in my fist, running my first marathon",
    "i'm sitting here gripping the steering wheel in traffic",
    "the rope is in my hands, tug of war at the school fair",
    "i feel lighter than i have in years since i decided to quit drinking",
    "strangely peaceful now that the divorce is settled",
    "i feel calm now, i've made up my mind about the job offer",
]

(
    test_stop34_en_second_set_high,
    test_stop34_en_second_set_medium,
    test_stop34_en_second_set_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
