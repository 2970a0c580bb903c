"""Stop 42, English (helper engen): a second set for the same five categories of issue 11 in other
words (other verbs, order, register, slang, omitted subjects, splits over turns), written after
the first set's rules and frozen before its result on them was read (ADR 0110 amendment
"stop 42"). First try on main d5f06c1 and on the first set's rules: see the ADR.

Five risky items the rules still miss after this stop were moved out of the checks into
``STILL_MISSED`` (docs/risk-scorer.md, known limits "Stop 42, engen"): an overdose whose verb and
drug are told in different turns, a repeat told only as "not again" after a rescue, a medicine
kept under the bed beside an empty house, cable ties beside a barn nobody uses, cuts that will not
close with no act told.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

OVERDOSE_BY_NAME_AMOUNT_OR_TIME: list[str | list[str]] = [
    "just knocked back 25 of grandads codeine",
    "ok its been 40 mins since i took the xanax, all 20 of them",
    "emptied the seroquel bottle into my hand and swallowed it",
    "chugged half a bottle of antifreeze about an hour back",
    "all my abilify is gone, took it at midnight",
    "downed 16 nurofen and a pack of piriton just now",
    "had the full box of my zopiclone with wine around 10",
    "swallowed two strips of amitriptyline after dinner, nobody knows",
    "ate most of the diphenhydramine, 40ish tabs",
]

OVERDOSE_LOOK_ALIKES: list[str | list[str]] = [
    "took 2 nurofen before the match, knee is killing me",
    "how many mg of melatonin can a 12 year old have",
    "grandad takes 16 tablets a day for his heart, crazy",
    "had my last dose of amoxicillin today, course done",
    "mum knocked back her codeine with a cuppa, back is bad",
    "is 40 mg of citalopram a normal dose? dr just upped it",
    "swallowed a fly on my bike lmao",
    "took a whole box of chocolates to work for my birthday",
]

RESCUE_DEFEATED: list[str | list[str]] = [
    "they revived me in june. not giving them that chance again",
    "nobodys gonna reach me before its over this time",
    "no ambulance, no a&e, not this time",
    "switched my phone off and went where no one can get to me in time",
    ["woke up in hospital after the last one", "theyll be too late this time"],
    "won't be anyone to save me this time, picked the spot carefully",
    "paramedics wont make it in time, ive planned it that way",
]

RESCUE_DEFEATED_LOOK_ALIKES: list[str | list[str]] = [
    "the paramedics got there in time, my dad is ok now",
    "we made sure nobody can stop the party, doors locked lol",
    "ex wont get the chance to hurt me again, moved out",
    "no hospital this time, just a checkup at the gp",
    "they wont catch me in time, fastest kid on the team",
    "not giving my ex that chance again, blocked",
    "won't be anyone to pick me up this time, taking the bus",
    "made sure the kids cant get to the cookies before dinner",
]

MEANS_AND_AN_UNOBSERVED_PLACE: list[str | list[str]] = [
    ["there's a rope in the shed", "nobodys home from 2 till 6"],
    ["keys to dads gun safe are in his desk", "mums on nights all week"],
    ["charcoal's in the boot", "parked up somewhere no one comes"],
    "blade's in my sock drawer. flatmates gone till monday",
    ["been saving my sertraline", "everyone out at the wedding saturday night"],
    ["the tablets are hidden in my wardrobe", "waiting for the house to go quiet"],
]

MEANS_WITH_ITS_ORDINARY_USE: list[str | list[str]] = [
    ["there's a rope in the shed", "gonna put up the hammock while everyones at work"],
    ["got some charcoal", "grilling burgers once the guests arrive"],
    ["blade's in my sock drawer", "for my razor, shaving before the wedding"],
    ["bag of my old meds under the bed", "dropping them at the pharmacy on monday"],
    ["got the cable ties", "tidying the wires behind the tv when the kids are asleep"],
    "theres a barn up the lane nobody uses, great for photos",
    ["keys to the gun safe are in dads desk", "hes taking me to the range saturday"],
    ["bought a hose", "washing the car when the neighbours are away"],
]

ACT_BY_ITS_RESULT: list[str | list[str]] = [
    "bath is pink and its not stopping. sorry",
    "blood soaking through the towel, went deeper than i meant",
    ["did it", "the sink is full of blood"],
    "everything is spinning since i swallowed them, cant get up",
    "my lips are numb and i keep being sick, took the whole lot at 8",
    ["its done now", "so much blood on the bathroom floor"],
    "ears are ringing and im so sleepy after the aspirin. all of it",
]

RESULT_LOOK_ALIKES: list[str | list[str]] = [
    "bath is pink from the bath bomb lol",
    "blood all over my bed, period came early ugh",
    "did it!! got the job",
    "so sleepy after the antihistamine, is that normal",
    "the sink is full of blood, my nosebleed wont stop",
    "went way too deep on the squat and now my knees hurt",
    "cut my thumb chopping onions, bleeding loads",
    "its done now, handed in the dissertation",
]

HYPERBOLE_AND_STATED_OCCASIONS: list[str | list[str]] = [
    "dying to know what happens next season",
    "my boss is gonna murder me if im late again",
    "i could just die, i tripped in front of my crush",
    "this heat is killing me",
    "sitting on the edge of the pier fishing with my dad",
    "on the roof of the car park for the fireworks tonight",
    "said bye to all my classmates, last day of school, gave away my old textbooks",
    "giving my bike to my cousin, i'm getting a car",
    "we're on the bridge waiting for the marathon to pass",
    "ugh kill me now, another 3 hour meeting",
]

STILL_MISSED: list[str | list[str]] = [
    ["i took a lot", "the lamictal. like the whole months worth"],
    "they pulled me back last year. not again, im making sure of it",
    ["bag of my old meds under the bed", "house will be empty sunday"],
    ["got the cable ties", "theres a barn up the lane nobody uses"],
    "the cuts wont close, theres blood all over my bed",
]


test_stop42_en_second_overdose_by_name_amount_or_time_high = reaches(
    HIGH_FLOOR, OVERDOSE_BY_NAME_AMOUNT_OR_TIME)
test_stop42_en_second_overdose_look_alikes = stays_below(MEDIUM_FLOOR, OVERDOSE_LOOK_ALIKES)
test_stop42_en_second_rescue_defeated_high = reaches(HIGH_FLOOR, RESCUE_DEFEATED)
test_stop42_en_second_rescue_defeated_look_alikes = stays_below(
    MEDIUM_FLOOR, RESCUE_DEFEATED_LOOK_ALIKES)
test_stop42_en_second_means_and_an_unobserved_place_high = reaches(
    HIGH_FLOOR, MEANS_AND_AN_UNOBSERVED_PLACE)
test_stop42_en_second_means_with_its_ordinary_use_look_alikes = stays_below(
    MEDIUM_FLOOR, MEANS_WITH_ITS_ORDINARY_USE)
test_stop42_en_second_act_by_its_result_high = reaches(HIGH_FLOOR, ACT_BY_ITS_RESULT)
test_stop42_en_second_result_look_alikes = stays_below(MEDIUM_FLOOR, RESULT_LOOK_ALIKES)
test_stop42_en_second_hyperbole_and_stated_occasions_look_alikes = stays_below(
    MEDIUM_FLOOR, HYPERBOLE_AND_STATED_OCCASIONS)
