"""Stop 49, enwide, third set: a probe of the same seven categories in still other words, written
after the second set's mends — a last cuddle given the dog, a last meal "next stop the train
line"; plenty of time before anyone finds me, "when you read this … it will already be over";
"not getting help", "refusing to go to hospital", "not letting anyone take me to hospital"; "do
you reckon the 11th floor is high enough", "a guaranteed death", a multistorey high enough; "till
next life", "meet again someday on the other side"; the waves at one's shoulders, toes over the
edge, rocks in one's pockets; pills counted and "tonight is when i do it". Look-alikes in the same
words: a drive home, a bridge club, an airport, a mess found, a day off, paris, biscuits, a graze,
a friend taken to a&e, fireworks, vitamin d, a skyline, "till next time", a song, a bet, a lunch
on a parapet, surf, a gig, a pill box, a cat on a sofa.

Frozen before any further rule changed. First try on enwide fd13fe4 (the second set's mends):
high 23 / 38, look-alikes 19 / 20 below medium — the same as on stop49 54c5e39 (23 / 38, 19 / 20):
the family mends of the first two sets did not carry to these wordings (over-read: a river walked
into fully clothed for a bet, 0.97 on stop49 too).
After widening the same kinds again by families (a last one given with its owner, "gave the dog
his last cuddle"; a dam and a train line as places; plenty of time before anyone finds me; "when
you read this … it will be over"; not getting help, refusing the hospital, not letting anyone take
me there, not ringing "for" an ambulance; a taking of "the pills" with help refused after it, an
overdose told an hour ago; blood soaking through, a cut of one's own told bad, bleeding "heavy";
a floor "is high enough" in the subject's order, "a guaranteed death", a named height high enough
ending its clause; "till next life", meeting again "someday" on the other side; the walking
"still going" in the water; a river walked into for a bet an ordinary use): 38 / 38, 20 / 20.

A probe of look-alikes after it, aimed at the new readings (PROBE_LOOK_ALIKES): 28 / 33 below
medium on the branch (stop49: 29 / 33). Narrowed: a "till next life" said of a concert (raised
here), a last coffee "of the morning" then a "bridge meeting" (stop49's). Three over-reads left
as on stop49, documented and not bound: a jump "from the top of the slide" asked (0.80), an
overdose "on chocolate" (0.80), and the doctor's pills beside a hospital visit tomorrow refused
(0.97: pills and tomorrow).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

THIRD_HIGH: list[str | list[str]] = [
    # 1 last act, then a place
    "one last look at the sea and then i'm walking off the pier",
    "finishing this final beer and going to the bridge after",
    "my last sunset. then the cliff path",
    "gave the dog his last cuddle, now driving up to the dam",
    "ate my last meal at mcdonalds lol, next stop the train line",
    "one final song on repeat and then im heading for the overpass",
    # 2 found afterwards / rescue forestalled
    "mum won't be home till 6, plenty of time before anyone finds me",
    "no one will notice till monday, by then it'll be done",
    "nobody could get to me in time even if they tried",
    "when you read this tomorrow morning it will already be over",
    "everyone's out so there's no one to stop me",
    "my husband's on a business trip, nobody will check on me until friday",
    # 3 help refused beside bleeding or a dose
    "blood's soaking through my jeans and i'm not getting help",
    "swallowed a load of pills, not going to a&e, dont ask",
    "cut myself bad, refusing to go to hospital",
    "took the pills 20 min ago. i'm not letting anyone take me to hospital",
    "bleeding pretty heavy, not ringing for an ambulance",
    "overdosed an hour ago, please don't get anyone",
    # 4 lethality of one's own drop or dose
    "do you reckon the 11th floor is high enough",
    "would 30 of my diazepam do it",
    "how many floors up do you need to not survive a fall",
    "if i jump off the bridge tonight will i die or just get hurt",
    "is the 8th floor a guaranteed death",
    "would the multistorey be high enough",
    # 5 next-life / other-side farewells
    "till next life, love you all",
    "goodbye, we'll meet again someday on the other side",
    "hope to see you in the afterlife mom",
    "maybe next life will be kinder to me. goodbye everyone",
    "see y'all in another life",
    "i'll see you on the other side, take care of the cat",
    # 6 water walked into / legs over a ledge
    "walked into the river fully clothed, water's at my chest, not going back",
    "on the ledge of the 9th floor balcony, legs hanging off",
    "sat on the parapet of the bridge, feet over the drop",
    "wading out further, the waves are up to my shoulders, still going",
    "climbed the railing, toes over the edge",
    "walking into the sea with rocks in my pockets",
    # 7 tonight's the night, real
    "all set. tonight's the night, no going back",
    "pills counted. tonight is when i do it",
]
THIRD_LOOK_ALIKES: list[str | list[str]] = [
    "one last look at the sea and then we're driving home",
    "finishing this final beer and going to the bridge club after",
    "my last sunset of the holiday. then the airport",
    "mum won't be home till 6, plenty of time before anyone finds the mess lol",
    "no one will notice till monday that i took the day off",
    "when you read this tomorrow morning i'll be in paris",
    "everyone's out so there's no one to stop me eating all the biscuits",
    (
        "blood's soaking through my jeans after i fell off my bike, its just a graze, not getting"
        " help"
    ),
    "my friend overdosed an hour ago, we got her to a&e",
    "do you reckon the 11th floor is high enough for the fireworks",
    "would 30 of my vitamin d do anything",
    "how many floors up do you need for a good view of the skyline",
    "till next time, love you all",
    "see y'all in another life is my favourite song",
    "walked into the river fully clothed for a bet lol",
    "sat on the parapet of the bridge eating lunch",
    "wading out further to catch the waves, surf's good",
    "tonight's the night, all set for the gig",
    "pills counted for the week, tonight i'll fill the pill box",
    "my cat's legs hanging off the sofa is so cute",
]

PROBE_LOOK_ALIKES: list[str | list[str]] = [
    'last day of term. then the summer holidays!!',
    'had my last coffee of the morning, then the bridge meeting',
    'read the kids their story one last time before they grow up, then bed',
    'gave the cat her last dose of antibiotics, now off to the vets',
    "please don't call anyone before i've told mum myself about the engagement",
    "no doctors please, it's just a cold",
    "don't call my mum, she'll worry about the dent in the car",
    "i don't want anyone to help me move, i've got it",
    'no one will get here in time for the start of the film',
    "when my sister gets back it'll be over, the renovation i mean",
    'nobody will find me in this hiding spot lol',
    'would the 9th floor do it for our office party venue?',
    'is the 20th floor high enough for a view of the stadium',
    'are 50 of my vitamins enough for two months',
    'would 30 paracetamol be enough for the first aid kit at work',
    'is the cliff high enough to see france from',
    'till next life, this was the best concert ever lol',
    "i'll wait for you in the car park",
    "in another life i'd be a pro footballer. goodbye dreams lol",
    'the waves are up to my chest, surfing is so fun',
    'still going with the diet, day 10',
    'dangling my legs off the bunk bed',
    "blood's dripping down my knee, fell off my skateboard",
    'cut my finger bad chopping onions',
    'refusing to go to the hospital for a sprained ankle',
    'plenty of time before mum gets home to clean up the party mess',
    "when you read this i'll be on the beach in bali",
    "we'll meet again someday on the other side of the world",
    'the dam is so pretty at sunset',
    'missed the train line closure, had to get a bus',
]

test_stop49_enwide_third_high = reaches(HIGH_FLOOR, THIRD_HIGH)
test_stop49_enwide_third_look_alikes = stays_below(MEDIUM_FLOOR, THIRD_LOOK_ALIKES)
test_stop49_enwide_third_probe_look_alikes = stays_below(MEDIUM_FLOOR, PROBE_LOOK_ALIKES)
