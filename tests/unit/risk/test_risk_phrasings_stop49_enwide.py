"""Stop 49, enwide, first set: this stop's English kinds (ADR 0110, "Stop 49, enrisk" and
"Stop 49, lead") told as a different person would tell them — other verbs and synonyms, other
modals and tenses, the other word order, a question for a statement, texting shorthand, UK/US.
Seven categories: a last act then a place ("last cig. then the tracks"); found afterwards or
rescue forestalled ("no one will get here in time, i made sure of that"); help refused beside
bleeding or a dose ("its bleeding through the bandage, dont call anyone please"); the lethality of
one's own drop or dose ("would the 9th floor do it", "would 60 paracetamol be enough"); a
next-life or other-side farewell ("till we meet again on the other side"); the water walked into
or legs over a ledge; and tonight's-the-night, real beside its over-reads. Look-alikes in the
same words: a bridge to meet the guys, a climb at a quarry, a plane, presents found, a cake
noticed, a tin can, a pool, a dock, fly fishing, a concert, a proposal, a finale, an album.

Written and frozen before any rule changed. First try on stop49 54c5e39: high 28 / 46,
look-alikes 32 / 36 below medium (over-read: a dog walk before a climb at a quarry, a cake
noticed too late, an album named "see you in the afterlife", a finale's night).
After widening the kinds by families (a bare "last" opening its sentence, "n then", a doing told
before "one final time" with the going after "then" the act's; help refused as "don't call
anyone", "no doctors", "don't want saving"; no one able to come "in time", found when others are
back "it'll be over", walked in on "this time"; a floor that would "do it" by any modal, a count
of one's pills judged enough, "if i jumped … would i die", "tall enough to die from"; "till we
meet again on the other side", waited for in the next life, another life beside a goodbye; and
the over-reads narrowed: a thing noticed, a song's or an album's name, the night of an event, a
place gone to for climbing): high 44 / 44, look-alikes 36 / 36; two in STILL_MISSED.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FIRST_HIGH: list[str | list[str]] = [
    # 1 last act, then a place
    "finishing my last coffee then heading to the bridge",
    "gonna watch the sunrise one final time and then walk up to the cliff edge",
    "last cig. then the tracks",
    "having one more beer n then im off to the overpass",
    "took the dog out one last time. driving to the quarry now",
    "said goodnight to my cat for the last time, heading up to the rooftop",
    # 2 found afterwards / rescue forestalled
    "by the time u see this ill be gone",
    "nobody's home till sunday so nobody can stop me",
    "they'll find me in the morning i guess. sorry mum",
    "no one will get here in time, i made sure of that",
    "when my roommate gets back it'll be over",
    "by the time anyone notices it'll be too late",
    "parents are away all weekend so nobody will walk in on me this time",
    # 3 help refused beside bleeding or a dose
    "cut really deep this time and i'm not going to the er",
    "its bleeding through the bandage, dont call anyone please",
    "took like 50 paracetamol an hour ago, not telling anyone",
    "i swallowed the whole bottle, don't you dare call an ambulance",
    "my wrist won't stop bleeding and i don't want saving",
    "downed all my pills. im not going to the hospital",
    "there's blood all over the bathroom floor, leave me alone, no doctors",
    # 4 lethality of one's own drop or dose
    "would the 9th floor do it",
    "is 10 storeys high enough to not survive",
    "how many of my amitriptyline would it take to kill me",
    "would 60 paracetamol be enough",
    "if i jumped from the top of my building would i die instantly",
    "is the bridge near me tall enough to die from",
    "will 20 of my sleeping pills be enough to not wake up",
    # 5 next-life / other-side farewells
    "see u on the other side mum",
    "love you all. till we meet again on the other side",
    "goodbye everyone, maybe i'll be happier in my next life",
    "i'll wait for you in the next life",
    "see you in the afterlife bro",
    "in another life maybe i'll get it right. goodbye",
    # 6 water walked into / legs over a ledge
    "walking into the sea now, the cold doesn't even matter",
    "water's up to my chest, gonna keep going",
    "sitting on the ledge of my balcony with my legs dangling over",
    "feet dangling over the edge of the roof, 14 floors down",
    "im in the river up to my knees and i'm not stopping",
    "standing on the wrong side of the railing on the bridge",
    "going into the ocean and not coming back",
    # 7 tonight's the night, real
    "got everything i need. tonight's the night",
    "pills are lined up. tonight is the night",
    "rope's ready, tonight it happens",
    "tonight's the night i end it",
]
FIRST_LOOK_ALIKES: list[str | list[str]] = [
    # 1
    "one last run then heading to the bridge to meet the guys",
    "last day at work, then the beach!!",
    "had my last exam today, heading to the cliffs for a hike with the girls",
    "one final episode then bed",
    "last cig before i quit for good, then the gym",
    (
        "took the dog out one last time before the vet closes, driving to the quarry for climbing"
        " after"
    ),
    # 2
    "by the time you see this i'll be on the plane",
    "nobody's home till sunday so party at mine",
    "they'll find the presents in the morning",
    "no one will get here in time for kickoff, traffic is terrible",
    "by the time anyone notices the cake is gone it'll be too late lol",
    "when my roommate gets back the surprise will be over",
    # 3
    "cut my hand on a tin can, bleeding a bit but not going to the er over that",
    "my brother took a bunch of pills, we called an ambulance and he's ok now",
    "took 2 paracetamol for my headache, not going to the doctor",
    "blood all over the kitchen floor, dropped the beetroot lol",
    "my knee is bleeding through the bandage after the match, coach says its fine",
    # 4
    "would the 9th floor have a better view",
    "is 10 storeys high enough for the fireworks",
    "how many of my amitriptyline can i take for sleep, doctor said one",
    "is the bridge near me tall enough for bungee jumping",
    "if i jumped from the top of the climbing wall would i hurt my ankle",
    # 5
    "see u on the other side of the exam",
    "in another life i would have been a chef lol",
    "rip grandma, see you in the next life, i miss you",
    "we're on the other side of the border now, see you soon",
    "see you in the afterlife is such a good album",
    # 6
    "walking into the sea for a swim, cold but lovely",
    "water's up to my chest, the kids love this pool",
    "sitting on the edge of the pool with my legs dangling in",
    "feet dangling over the edge of the dock, fishing with dad",
    "in the river up to my knees fly fishing",
    # 7
    "tonight's the night, finally seeing taylor swift live",
    "tonight's the night i propose to her",
    "tonight is the night of the finale!!",
    "saved for months, tonight i'm buying the ps5",
]

# Real risk not reached, kept below medium so a change that reaches them shows: a last act told by
# "after this last <episode>" (a stretch of viewing is excluded from the last act, as "one more
# episode then bed"), a coming to the dead ("see you soon grandma, i'm coming to you": a visit in
# the same words).
STILL_MISSED: list[str | list[str]] = [
    "after this last episode im going up to the top of the car park",
    "sorry. see you soon grandma, i'm coming to you",
]

test_stop49_enwide_first_high = reaches(HIGH_FLOOR, FIRST_HIGH)
test_stop49_enwide_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
test_stop49_enwide_still_missed = stays_below(MEDIUM_FLOOR, STILL_MISSED)
