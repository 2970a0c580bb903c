"""Stop 39, English (helper enrisk): intent to take the whole supply of one's medication ("all my
pills", "the whole bottle", "everything i've got"), said as intent with no time, beside taking
one's medicines as told: forgetting them, with food, a course finished, a doctor's instruction,
a regimen, someone else asked about them.

Written before any rule changed (the known limits of stop 38: "i'm going to take all my pills"
0.45, only a means). First try on main 1c9035e: see the ADR 0110 amendment "stop 39".
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

# the speaker's intent to take the whole of their supply, no time named
HIGH: list[str | list[str]] = [
    "i'm going to take all my pills",
    "i'm going to take all my pills to make it stop",
    "i'm going to take all of my antidepressants at once",
    "gonna take all my meds and be done with it",
    "i want to take all my sleeping pills",
    "i'm just going to swallow all of my tablets",
    "thinking of taking all my pills at once",
    "i'll take all the pills i have",
    "i want to take everything i've got in the medicine cabinet",
    "going to take every tablet i've got",
    "i might just take all my sertraline and not wake up",
    "i'm about to take all my tablets at once",
    "i'll down all my painkillers",
    "i'm going to neck all my tablets",
    "i want to swallow all the pills i've saved",
    "planning to take my whole supply of meds",
    "i'm going to take the whole box of my antidepressants",
]

# taking one's medicines as told, forgetting them, someone else's, a course finished
NONE: list[str | list[str]] = [
    "i keep forgetting to take all my pills",
    "i need to take all my pills with food",
    "the doctor said to take the whole course of antibiotics",
    "make sure you finish the whole course of antibiotics",
    "i take all my pills in the morning",
    "i'm going to take all my vitamins with breakfast",
    "i'm going to take all my meds on time from now on",
    "going to take all my old pills back to the pharmacy",
    "i'm going to take all my pills with me on holiday",
    "my gp told me to take all my tablets at night instead",
    "remember to take all your pills mum",
    "i'm going to take all my antibiotics until the course is finished",
    "i'll take all my meds once i've eaten",
    "i'm going to take all my supplements before the gym",
    "i'm going to put all my pills in a weekly pill organiser",
]

test_stop39_en_the_whole_supply_as_intent_high = reaches(HIGH_FLOOR, HIGH)
test_stop39_en_the_whole_supply_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
