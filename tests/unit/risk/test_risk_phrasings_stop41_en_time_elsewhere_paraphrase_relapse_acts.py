"""Stop 41, English (helper engen): the kinds the stop-40 known limits left, as categories
(issue 11; ADR 0110 amendment "stop 41").

1. **A purpose or "in case" frame whose time is said in another clause.** A means kept "just in
   case", "for emergencies", "for a rainy day" or bought for an errand, and in another clause of
   the same message the speaker's own moment: the frame's condition come true at a time ("in case
   things get bad … tonight they're bad"), a time told as the speaker's ("tonight feels like the
   night", "tonight is when", "i'm ready now", "can't hold on past tonight"), or the means turned
   to oneself ("tonight it's for me"): high. Beside them, the same frames whose condition is an
   ordinary need (sleep, a headache, a storm) or whose time is an ordinary event's.
2. **Passive wishes and indifference to dying, paraphrased** with no named word of death: no
   point or reason in being around, not minding or caring if something happens to me, hoping to
   stay asleep, being ready to not be here, wishing to stop being: at least medium. Beside them,
   the same frames bound to an ordinary place, event or thing.
3. **Self-harm relapse told by a counter, in any order**: clean time, a streak or a day count
   of a self-harm word, broken, lost, back to zero or day one, the counter before or after the
   relapse: at least medium. Beside them, counters of drink, drugs, diets, apps and habits.
4. **Acts under way or just done, in plain words, by the person themself**: a cut by its depth
   or with a tool on oneself, "did it", "took all of them", a part opened up, at a place of
   danger with the body over the edge: high. Beside them, the same verbs of ordinary acts,
   others and animals. ("cut too deep with a knife" alone was 0.97 before stop 40, 0.45 after.)
5. **The false-alarm side**: leisure at a place of danger with a time, a goodbye on a last day
   at work, a bridge named again for an errand, alone or in windows: below medium. Beside them,
   the same places and farewells with the speaker's own end said in the message or the window:
   at least medium.

Written and frozen before any rule changed. First try on main 7cc2f36: see the ADR 0110
amendment "stop 41".
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FRAME_WITH_ITS_TIME_ELSEWHERE: list[str | list[str]] = [
    ("just in case i keep a bottle of my dad's sleeping pills in my glovebox. tonight feels "
     "like the night"),
    "i keep razor blades in my pencil case just in case things get bad, and tonight they're bad",
    "i've kept a stash of my old meds in case i ever needed a way out. i think i need it tonight",
    "there's a rope in the shed for emergencies. this is the emergency, tonight",
    "i hid some pills under my mattress in case it all got too much. it got too much today",
    "my mum's painkillers are in my drawer just in case. today's the day i use my just in case",
    "i saved up my tablets for a rainy day. well, it's raining tonight",
    ("bought a second pack of paracetamol in case i needed a backup plan, and tomorrow morning "
     "i'm done waiting"),
    "i carry a blade in my wallet just in case. can't hold on past tonight",
    "i've had the charcoal in the boot for when i'm ready. i'm ready now",
    "the pills are in my bag just in case, and i think tonight is when",
    ("i kept my grandad's gun in my closet in case things ever got this bad. they're this bad "
     "tonight"),
    "i got the rope for camping, but tonight it's for me",
]

FRAME_WITH_ITS_TIME_ELSEWHERE_LOOK_ALIKES: list[str | list[str]] = [
    "i keep sleeping pills in my bag just in case i can't sleep, and tonight i can't",
    "there's a rope in the shed for emergencies. the storm is coming tonight",
    "i carry a pocket knife just in case, we're camping tonight",
    "i keep paracetamol in my drawer in case of headaches, and today i've got a bad one",
    "bought a second pack of charcoal in case the first runs out, the barbecue is tomorrow",
    "i kept my grandad's gun in the safe just in case, the hunting trip is tonight",
    "the pills are in my bag just in case my migraine comes back tonight",
    "i saved up for a rainy day, and tonight i'm finally buying the tickets",
    "i keep razors in the cabinet just in case, my brother is shaving tonight before the wedding",
]

PASSIVE_PARAPHRASED: list[str | list[str]] = [
    "i don't really see a point in being around anymore",
    "if i got hit by a bus tomorrow i wouldn't be mad about it",
    "i don't see why i should stick around much longer",
    "honestly if a truck hit me on the way home i wouldn't care",
    "it would be so much easier if i just wasn't here",
    "i keep hoping i'll fall asleep and just stay asleep",
    "what's even the point of me still being here",
    "if something happened to me on the drive tonight, i'd be okay with that",
    "i'm ready to not be here anymore",
    "i'd be fine if the plane went down with me on it",
    "it'd be a relief to just vanish and never come back",
    "there's no reason for me to stick around",
    "i don't care whether i wake up tomorrow or not",
    "sometimes i wish i could just stop being",
]

PASSIVE_PARAPHRASED_LOOK_ALIKES: list[str | list[str]] = [
    "i don't see the point in sticking around at this party",
    "if a truck hit my car i'd be so mad, it's brand new",
    "i'd love to vanish to a beach for a week",
    "what's the point of me being here if the teacher doesn't show up",
    "i hope i don't wake up before noon tomorrow, i'm so tired",
    "there's no reason for me to stick around the office after six",
    "it'd be a relief to not be here when the in-laws visit",
    "i don't care whether we win or not, it's just for fun",
    "i'm ready to not be here anymore, this job is killing me, handing in my notice",
    "if the flight got cancelled tomorrow i wouldn't be mad about it",
]

RELAPSE_BY_A_COUNTER: list[str | list[str]] = [
    "relapsed last night after 8 months clean from cutting",
    "8 months clean from self harm and i threw it all away tonight",
    "back at day zero with the cutting",
    "i had 200 days without hurting myself and i broke it yesterday",
    "cutting free for 3 months until last night",
    "after a whole year clean, i cut again",
    "day 1 again. i burned myself",
    "i was doing so well, 60 days sh free, and then i relapsed",
    "relapsed. 4 months of not cutting, gone",
    "lost my streak of not self harming last night",
    "clean from sh since june, but not anymore",
    "six weeks without cutting and i just did it again",
    "my self harm free counter says 0 days now",
]

RELAPSE_BY_A_COUNTER_LOOK_ALIKES: list[str | list[str]] = [
    "relapsed last night after 8 months clean from drinking",
    "100 days sober and i just had a beer",
    "back at day zero with my diet",
    "my duolingo streak is over, missed friday",
    "after a whole year clean i smoked again",
    "i had 200 days without gambling and i broke it yesterday",
    "day 1 again of no sugar",
    "lost my streak on snapchat last night",
    "six weeks without biting my nails and i just did it again",
]

ACTS_UNDER_WAY_IN_PLAIN_WORDS: list[str | list[str]] = [
    "cut too deep with a knife",
    "i just took everything in my medicine cabinet",
    "i already did it. took all of them",
    "i've swallowed the rest of my mum's pills",
    "i drank the bleach a few minutes ago",
    "there's so much blood, i did it with my dad's razor",
    "i opened up my arm with a piece of glass",
    "i just ate a whole pack of my sleeping tablets",
    "i'm sitting on the edge of the roof with my legs over the side",
    "i slashed my wrists a few minutes ago",
    "i took the pills. all of them. it's done",
    "i'm in the car with the engine running and the garage door shut",
    "i cut deep with scissors and i can see fat",
    "i'm standing on the tracks, the train comes at ten",
]

ACTS_UNDER_WAY_LOOK_ALIKES: list[str | list[str]] = [
    "i just took everything out of my medicine cabinet to clean it",
    "cut too deep with the bread knife while making sandwiches",
    "i'm on the roof fixing the gutter right now",
    "my brother swallowed a coin, we're at the hospital",
    "i drank the juice a few minutes ago, it tasted off",
    "there's so much blood, the dog cut its paw on the fence",
    "i took the pills, all of them, the antibiotics course is finished",
    "i'm sitting on the edge of the pool with my legs in the water",
    "i opened up the box with a piece of glass lol no scissors",
]

ORDINARY_PLACE_OR_FAREWELL: list[str | list[str]] = [
    ["we're going to the lake tomorrow", "last day at work today, goodbye everyone"],
    "heading to the cliffs tomorrow for a picnic with the kids",
    [
        "my last day at the office is friday",
        "said goodbye to everyone and gave away my desk plants",
    ],
    [
        "drove over the bridge to get groceries",
        "going back to the bridge tomorrow to drop off my cousin",
    ],
    "gonna watch the sunset from the rooftop tonight with my girlfriend",
    "tonight's my leaving party, last day at the company, goodbye all",
    ["the bridge was closed today", "going back to the bridge tomorrow morning to take photos"],
    ["tomorrow's my last shift", "i've written goodbye cards for the whole team"],
    "going fishing off the bridge at dawn tomorrow",
    ["we're at the river tonight for the fireworks", "my last day before moving, goodbye everyone"],
]

RISK_AT_THE_SAME_PLACE_OR_FAREWELL: list[str | list[str]] = [
    [
        "i'm going to walk to the bridge tonight to stop the pain",
        "pulled over on the bridge because the tire went flat",
    ],
    ["last day at work today, goodbye everyone", "i won't be needing anything after tonight"],
    ("said goodbye to everyone at work today, they don't know it's for good, i'm going to the "
     "bridge tonight"),
    [
        "i'm going to the lake tonight and i'm not coming back",
        "the lake where we used to swim as kids",
    ],
    ["i'm up on the roof of my building", "i'm going to jump when it gets dark"],
    "heading to the cliffs tonight, not for the view, i want it to be over",
    ["i've said my goodbyes", "the bridge tonight, that's where it ends"],
    ["i'm going to jump off the bridge tomorrow", "the bridge i cross on the way to the shops"],
    [
        "my last day at work was today",
        "i've written a note for my mum and i'm going to the river tonight",
    ],
    ["i'm standing at the edge of the cliff", "we used to picnic here, now i'm going to jump"],
    ["tonight i'm going to the tracks", "the train tracks by the station where i buy my coffee"],
    [
        "i gave away my things and said goodbye to everyone",
        "tonight i'm going up to the roof to jump",
    ],
]


test_stop41_en_frame_with_its_time_elsewhere_high = reaches(
    HIGH_FLOOR, FRAME_WITH_ITS_TIME_ELSEWHERE)
test_stop41_en_frame_with_an_ordinary_time_look_alikes = stays_below(
    MEDIUM_FLOOR, FRAME_WITH_ITS_TIME_ELSEWHERE_LOOK_ALIKES)
test_stop41_en_passive_paraphrased_medium = reaches(MEDIUM_FLOOR, PASSIVE_PARAPHRASED)
test_stop41_en_passive_paraphrased_look_alikes = stays_below(
    MEDIUM_FLOOR, PASSIVE_PARAPHRASED_LOOK_ALIKES)
test_stop41_en_relapse_by_a_counter_medium = reaches(MEDIUM_FLOOR, RELAPSE_BY_A_COUNTER)
test_stop41_en_relapse_by_a_counter_look_alikes = stays_below(
    MEDIUM_FLOOR, RELAPSE_BY_A_COUNTER_LOOK_ALIKES)
test_stop41_en_acts_under_way_in_plain_words_high = reaches(
    HIGH_FLOOR, ACTS_UNDER_WAY_IN_PLAIN_WORDS)
test_stop41_en_acts_under_way_look_alikes = stays_below(MEDIUM_FLOOR, ACTS_UNDER_WAY_LOOK_ALIKES)
test_stop41_en_ordinary_place_or_farewell_look_alikes = stays_below(
    MEDIUM_FLOOR, ORDINARY_PLACE_OR_FAREWELL)
test_stop41_en_risk_at_the_same_place_or_farewell_medium = reaches(
    MEDIUM_FLOOR, RISK_AT_THE_SAME_PLACE_OR_FAREWELL)
