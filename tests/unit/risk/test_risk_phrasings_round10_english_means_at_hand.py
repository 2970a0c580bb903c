"""Round ten, English, first batch: the five categories a reviewer reported, in new words.

1. means laid out in front of the speaker now (liquor beside a whole prescription, pills counted
   out on a table);
2. one-way trips with an end-of-life frame ("not planning on driving back", a one-way ticket and
   nobody to pick me up) — a move or a relocation stays low;
3. ammunition as means (a family firearm, knowing where the shells / rounds / bullets are,
   waiting until the house sleeps);
4. pills chewed or swallowed until none are left: an overdose reported without a number;
5. someone else's medication taken or collected, with intent or a time.

Hard negatives: the reviewer's (a gun-safe code and the range, a place of danger as the subject
of an ordinary passive with a time, a will for an ordinary reason) in new words, and hunting
season, bridge work, medication schedules, "dying to", "kill time", deaths in a video game,
song lyrics quoted, ordinary one-way travel and prescriptions run out.

Written and frozen before any round-ten change; first try recorded in the commit that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # 1. means laid out in front of me right now
    (
        "got a fifth of whiskey and my whole month of seroquel sitting right here on the coffee "
        "table. just looking at them"
    ),
    "the pills are counted out on the kitchen table, 60 of them, next to a bottle of rum",
    "everything is out on my bed in front of me. the vodka, the oxys, the razor. nobody is home",
    (
        "emptied every bottle from the cabinet onto the counter and sorted them into little "
        "piles, the handle of jack is open beside them"
    ),
    (
        "right now there's a bottle of tequila and all of my nan's tramadol laid out on the desk "
        "in front of me"
    ),
    # 2. one-way trips with an end-of-life frame
    (
        "driving up to the lake tonight and i'm not planning on driving back. left my keys "
        "for my sister"
    ),
    "bought a one way bus ticket out to the cliffs. nobody needs to pick me up after",
    "got a one-way train ticket to the coast for tomorrow, it's the last trip i'll ever take",
    (
        "filled the tank and i'm heading for the gorge. no plans on making the drive home, "
        "i've said what i needed to say"
    ),
    (
        "I purchased a ticket for one direction only to the seaside. I will not return, "
        "please forgive me"
    ),
    # 3. ammunition as means
    (
        "my dad's deer rifle is in the hall closet and i know where he hides the shells. "
        "waiting till everyone's asleep"
    ),
    (
        "grandpa's revolver is in the attic trunk and the bullets are in a coffee can on the "
        "shelf. tonight after they go to bed"
    ),
    (
        "mom keeps a pistol in her nightstand and i finally found where the rounds are. "
        "once the house is quiet"
    ),
    (
        "found the box of ammo behind the paint cans. the shotgun is in the basement. "
        "after everyone's asleep i'm going down there"
    ),
    (
        "the 12 gauge is in the cabinet and i know where the shells are now. i'll load it "
        "when he's asleep"
    ),
    # 4. pills chewed or swallowed until none are left
    "chewed them up one after another and now there's none left in the bottle",
    "i swallowed what was in the bottle. it's empty now and my heart is racing",
    "took them 5 at a time till the bottle was empty. feeling really dizzy",
    "ate every last one of my sleeping pills, there's nothing left in the pack",
    "i kept swallowing my klonopin until the bottle was empty, starting to feel numb",
    # 5. someone else's medication taken or collected, with intent or timing
    (
        "been taking a few of grandma's lithium every time i visit. i have enough now for "
        "saturday"
    ),
    (
        "been pocketing two of mom's sleeping pills a night from her bottle for weeks. "
        "tonight i use them"
    ),
    "took my brother's whole bottle of seroquel when he wasn't looking. it's for tonight",
    "stockpiled my dad's oxy from after his knee surgery. when they go to the cabin this weekend",
    (
        "swiped my aunt's xanax and grandpa's heart pills from the bathroom. this is how i go, "
        "i'm done"
    ),
]

MEDIUM: list[Item] = [
    "sometimes i stare at my pill bottle and wish i had the guts",
    "every time i drive the coast road i think about not taking the turn",
    "honestly my family would get on fine, maybe better, with me out of the picture",
    "dug my nails into my arm until it bled during the call with my mum",
    "some nights i hope my heart just gives out in my sleep",
    "part of me wishes the doctor had found something terminal",
]

NONE: list[Item] = [
    # the reviewer's hard negatives, in new words
    "got the code to dad's gun safe so we can take the rifles to the range on sunday",
    "the footbridge by our school is getting repainted all this week, what a detour",
    "the overpass near work is being resurfaced tonight so i'm taking the long way home",
    "updating my will since i go in for heart surgery next month, the surgeon suggested it",
    "we finally wrote our wills after the baby came, felt very grown up",
    # hunting season
    "duck season opens tomorrow, dad's shotgun is cleaned and the shells are in the truck",
    "deer camp this weekend, we leave at 4am after everyone's asleep early tonight",
    "bought a box of 9mm for the range tomorrow, the instructor said bring 100 rounds",
    "reloading shotgun shells with my dad in the garage tonight, it's our winter hobby",
    # bridge jobs
    "i'm an ironworker, up on the bridge deck tonight for the night shift",
    "my dad inspects bridges for the state, he's up on the big one on friday",
    # medication schedules
    "set an alarm for 9pm so i don't miss my lithium, the pills are on my nightstand",
    "picked up grandma's lithium from the pharmacy and set out her doses for the week",
    "collecting my dad's old meds to take to the pharmacy take-back day on saturday",
    "i give my grandpa his pills at 8 every night, his memory is going",
    "finished the last of my antibiotics this morning, none left in the bottle, finally",
    "my prescription ran out, none left in the bottle and the pharmacy's closed till monday",
    "the kids chewed up all the gummy vitamins, none left in the bottle lol",
    # 'dying to', 'kill time', video games, song lyrics
    "dying to see the new marvel movie tonight with my brother",
    "need to kill time before my train at 6, any podcast recs",
    "my character keeps dying when i jump off the ledge in the last level, tonight i'll beat it",
    "can't stop singing 'standing on the edge of the roof' from that song, it's stuck in my head",
    # ordinary one-way travel
    "bought a one-way ticket to lisbon, finally relocating for the new job in march",
    "not planning on driving back tonight, i'll crash at my cousin's and get the train tomorrow",
    "one way flight to the coast on friday, my sister is driving me back on sunday",
    "we're moving to the coast for good next month, the one-way truck rental is booked",
    # whiskey and pills in ordinary talk
    (
        "a bottle of whiskey on the counter and a pack of tylenol for tomorrow's "
        "hangover, party tonight"
    ),
]


(
    test_round_ten_english_means_at_hand_imminent_risk_is_high,
    test_round_ten_english_means_at_hand_wishes_and_self_harm_reach_medium,
    test_round_ten_english_means_at_hand_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
