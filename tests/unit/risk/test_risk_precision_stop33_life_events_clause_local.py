"""Life events cancel only their own clause (2026-11-29, stop 33, helper enrecall).

An ordinary life event (a move, a job, a pet put down) cancelled the plan signals of its whole
sentence, so "put to sleep" said of a pet could not be made ordinary without dropping a grieving
owner's own plan beside it (stop 32: 0.97 -> 0.00 when tried). Frozen before any rule change:
a pet put to sleep or euthanised, hospice and palliative care, surgery and anaesthesia, each in
look-alikes and in the person's own plan in the same words and the same turn.

First try on main 4a8f9a9: own plans high 10/10; look-alikes 10/14 below 0.70 (a cat put to
sleep at the vet with pentobarbital, an anaesthetic overdose for a dog, the nurse giving mum
morphine on end of life care, "they'll put me under with propofol" all 0.97). Added before the
rule, in the same commit: the speaker's own plan beside any life event in one sentence, 0/3 high
on 4a8f9a9 (0.00 each: the event cancelled the whole sentence), and three look-alikes 3/3 below.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "we had the dog put to sleep today, i kept the leftover pills and i'm taking them tonight",
    "we had the dog put to sleep today. i kept the leftover pills, i'm taking them tonight",
    "our cat was put to sleep this morning and i'm going to take the rest of my sleeping pills"
    " tonight",
    "the vet euthanized my horse yesterday, i've got 60 of my sleeping pills saved and tonight i"
    " take them all",
    "our dog was put down today and tonight i'm taking every pill in the cabinet",
    "we're putting our dog to sleep tomorrow and then i'm putting myself to sleep with the pills"
    " i've saved",
    "had my cat put down today so there's nothing left keeping me here, the rope is up in the"
    " garage",
    "dad's in hospice, i've been saving his morphine and i'm taking all of it tonight",
    "mum's on palliative care now, i've got her oxycodone in my room and i'm going to swallow it"
    " all tonight",
    "i'm having surgery on friday but i've saved up my oxycodone and i'm taking the whole lot"
    " tonight",
]

# The same for any life event in the sentence (a pet put down, a last day at work, a move).
HIGH_BESIDE_ANY_EVENT: list[str | list[str]] = [
    "we put the dog down today, i kept the leftover pills and i'm taking them tonight",
    "my last day at work was friday, i've saved up 50 of my pills and i'm taking them all"
    " tonight",
    "i'm moving out tomorrow, i've got the rope in my car and i'm doing it before then",
]

NONE: list[str | list[str]] = [
    "we had our cat put to sleep at the vet with pentobarbital today",
    "we're having our old lab put down tomorrow at 10, i can't stop crying",
    "the vet is coming to the house tonight to put our cat to sleep with an injection",
    "my horse was euthanized this morning with pentobarbital, the barn is so quiet",
    "i had my dog put to sleep tonight with an overdose of anaesthetic, she didn't suffer",
    "we put our rabbit down today, the vet gave her a sedative first and then the injection",
    "we're having the cat put to sleep on friday, the vet says the injection is painless",
    "had to have my old boy put down today, the vet used pentobarbital and it was peaceful",
    "mum's on end of life care, the nurse gave her morphine today",
    "dad's in hospice now, they upped his morphine tonight and i'm staying with him",
    "i'm having surgery tomorrow morning, they'll put me under with propofol",
    "i'm having an operation on friday, general anaesthetic, i'm nervous about going under",
    "my dad had surgery today, they put him under with propofol and he's fine",
    "i'm going under general anaesthetic tomorrow for my knee, no food after midnight",
    "we're moving next month, so i'm giving the cat to my sister and i sold the car",
    "my last day at work is friday, i packed my pills and my charger for the trip",
    "i'm moving out tomorrow, i've got the rope and the tape in my car for the boxes",
]

test_stop33_life_events_keep_own_plans_high = reaches(HIGH_FLOOR, HIGH)
test_stop33_life_events_keep_own_plans_beside_any_event = reaches(HIGH_FLOOR,
                                                                  HIGH_BESIDE_ANY_EVENT)
test_stop33_life_events_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
