"""Stop 47, English (helper enlook), fourth probe: older adults, teenagers, parents, a plan split
over turns and a few Chinese words once more, written after the third probe passed and scored
once on its rules (branch 60e95cc, on main 8c85e1d) before any change (ADR 0110 amendment "Stop
47, enlook").

First try: high 10 / 15, medium 4 / 4, look-alikes 10 / 10 — missed the will and a funeral plan
"sorted" with "the" beside "tonight I'll take the lot", "see u never" beside a time, "ended up in
resus" beside "this time nobody's home", a car park named (read as parking done by the station)
beside a going up after a shift, and the edge of a bridge told with its subject left out ("been on
the edge of the bridge for twenty minutes"). After widening the same kinds: 15 / 15, 4 / 4,
10 / 10; ``WRITTEN_AFTER`` are look-alikes of the widened words, checked after (not first tries).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "I've had a good innings. I've sorted the will and the funeral plan, and tonight I'll"
    " take the lot.",
    "i'm ready to go now. said bye to everyone and the tablets are by the bed",
    "see u never. love u all. doing it at midnight",
    "bye forever guys, the rope is up",
    "cancelled all my subscriptions, gave my plants to the neighbour and wrote to my"
    " sister. sunday's the day",
    "last time i ended up in resus. this time nobody's home till monday",
    ["got a bottle of vodka and my nan's sleeping tablets", "gonna do it when mum's on nights"],
    ["the car park by the station is eight floors", "i'm going up after my shift, around 11"],
    "my kids will be fine without me, their dad's a good man. tonight's the night",
    "I'm 78 and I'm done. I've been saving my morphine and I'll take it all on my birthday.",
    "ngl im so done w everything. taking all my meds after everyone's asleep",
    "i swear this is the last time you'll hear from me, the pills are in my hand",
    "been on the edge of the bridge for twenty minutes, can't feel my hands",
    "im in the bath with a razor rn",
    "妈妈 if you read this i'm sorry. the 药 is all in my hand and i'm swallowing it now",
]

MEDIUM: list[str | list[str]] = [
    "i keep thinking everyone would be better off if i was gone",
    "honestly wouldn't mind if i didn't wake up tomorrow",
    "dug my nails into my arm till it bled again",
    "been having thoughts about ending it lately",
]

LOOK_ALIKES: list[str | list[str]] = [
    "I've had a good innings at this company, retiring on friday and the leaving do is tonight",
    "i'm ready to go now, said bye to everyone at the party, uber's outside",
    "see u never, worst date of my life lol",
    "cancelled all my subscriptions and gave my plants to the neighbour, moving to berlin"
    " on sunday",
    "last time i ended up in resus was after the car crash in 2019, fully recovered now",
    "got a bottle of vodka for nan's birthday, gonna give it to her when mum's back",
    "the car park by the station is eight floors, i always park on the top one",
    "i'm in the bath with a glass of wine rn, bliss",
    "my kids will be fine without me for one night, their dad's got them. tonight's date night",
    "the pills are in my hand, the nurse said take them with food",
]

WRITTEN_AFTER: list[str | list[str]] = [
    "been at the bridge club all afternoon",
    "been on the beach all day, so sunburnt",
    "been by the river with the dog for an hour",
    "i ended up in a&e with a broken wrist after the match",
    "ended up in icu with covid last winter, this time i got the jab",
    "sorted the will for my mum with the solicitor today",
    "the funeral plan for my dad is sorted, the service is on friday",
    "parked in the car park by the station, meeting you at 11",
    "see you never, worst ex ever",
]

test_stop47_enlook_fourth_high = reaches(HIGH_FLOOR, HIGH)
test_stop47_enlook_fourth_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop47_enlook_fourth_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
test_stop47_enlook_fourth_written_after = stays_below(MEDIUM_FLOOR, WRITTEN_AFTER)
