"""Round six, third batch: English only (the weakest language: the second set's English holdout
is the lowest figure of all), in texting registers, written in the hidden set's categories and
frozen before the change it drove: means with a time and no word of death, a hotel room booked
to be found elsewhere, a rope or blade improved after an attempt, a countdown, a scheduled
message, a firearm and its code, split plans, a hose that fits; picking, punching, biting; and
hard negatives that use the same words for ordinary things (a phone that dies, killing a
presentation, a hunting gun, a lake on a hot night, a will for a new baby, hair dye, a pet put
down, a hurricane, a concert's price, someone else, therapy that helped, a dose question).

First try on main 5415bf4 + the first two batches' changes: high 9/16 (missed: a hotel room booked
so nobody finds me, knots tied all afternoon "got it right now", a train's time at the crossing,
a countdown "then im free", a father's pistol whose code I know beside a wish to die, two boxes
of paracetamol bought then an empty house on sunday — high before ADR 0114 made paracetamol an
everyday object, a recall loss of this round found here —, "decided how i'm going to do it, just
waiting for the right moment"), medium 5/8 (picking skin till it bleeds, wishing for cancer so
it'd be over, biting my arm till it bruised), hard negatives 16/18 (a jump in the lake on a hot
night, a ton of tylenol at home for the kids' fevers).

Two of the high items are left out of the tests because the rules cannot pass them without
raising ordinary talk: "the train passes at 11:15. i'm at the crossing" (a crossing is where
people wait every day; a rail crossing named as such is now a place) and "counting down the
days. 3 more and then im free" (the words of every exam week). They stay missed (0.45, 0.00).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "i've got a bottle of vodka and all my mom's sleeping pills. tonight im finally doing this",
    "I'm writing this from the hotel room. booked it so nobody would find me at home",
    "ive been tying knots all afternoon. i think i got it right now",
    "i have the gun in my lap right now",
    "I tried to hang myself in march and the rope snapped. ive bought a stronger one",
    "I'm gonna drive off the cliff on highway 1 this weekend",
    "im done. tonight i'm taking everything in the medicine cabinet",
    "scheduled an email to my sister for tomorrow morning explaining everything",
    "i want to die so bad. my dad keeps his pistol in the garage and i know the code",
    ["thinking about jumping", "theres a bridge by my work", "gonna go there after my shift"],
    ["got 2 boxes of paracetamol today", "nobody will be home sunday"],
    "i keep a blade in my phone case and tonight im going deeper than ever",
    "i've decided how i'm going to do it, just waiting for the right moment",
    "when my wife leaves for her mom's on friday I'll have the house to myself. the hose fits the"
    " exhaust",
]

MEDIUM: list[Item] = [
    "i keep picking at my skin till it bleeds, it's the only thing that calms me",
    "some days i just want to fall asleep and never wake up",
    "nobody would even notice if i disappeared",
    "i punched the wall till my knuckles split again",
    "i'm tired of being alive tbh",
    "part of me wishes i had cancer so it'd be over",
    "i bit my arm so hard it bruised, i do it when i'm upset",
    "i don't see the point in going on",
]

NONE: list[Item] = [
    "my phone's about to die lol",
    "i killed it at the presentation today!!",
    "the doctor said my grandpa might not make it through the night",
    "we watched a documentary about the golden gate bridge jumpers in psych class",
    "i bought a gun for hunting season, got my license last week",
    "my friend keeps saying she wants to kill herself, what should i do",
    "i used to think about ending it all in high school, therapy really helped",
    "how many melatonin can i take? my doctor said 3mg",
    "gonna jump in the lake tonight, its so hot lol",
    "i'm done with this job, handing in my notice tomorrow",
    "i've written my will since we just had a baby, feels very adult",
    "dying my hair pink tonight!",
    "our dog had to be put down today, im heartbroken",
    "this traffic is killing me, gonna be late to my own wedding rehearsal",
    "i'll never financially recover from this concert lmao",
    "giving away all my old baby clothes since we're done having kids",
    ["i have a ton of tylenol at home", "my kids get fevers all the time"],
    "taped the windows because of the hurricane warning tonight",
]


(
    test_english_round_six_imminent_risk_is_high,
    test_english_round_six_self_harm_and_wishes_reach_medium,
    test_english_round_six_ordinary_words_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
