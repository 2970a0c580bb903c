"""Stop 35, English (2026-11-29, helper enrecall): the medium route in registers read in ESConv's
seeker turns (real people; read, never copied: these phrasings are our own): death as the easier
state ("it'd be so much easier to just be dead", said beside "i could never leave my kids"), the
world ended by a meteor welcomed after "not suicidal or anything", "ready to be done"; and the
seekers' commonest look-alike, not wanting to burden others, said with "i'm" inside the negated
want ("i never want to feel like i'm a burden to my friends"), which reads a new subject and so
escaped its negator. Other look-alikes in the same words: dead tired, a semester or a diet done,
a meteor on a monday with a laugh, not existing on social media, a meteor shower.

First try on the branch after this stop's medium-route rules and their second set: medium or
higher 2/8 (easier or better to just be dead, a meteor or an asteroid welcomed, ready to be done
0.00-0.45), look-alikes 6/8 below 0.70 (a burden feared with "i am being" inside the negated want,
not existing on social media 0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    "sometimes it feels like it'd be so much easier to just be dead",
    'i could never leave my kids but honestly being dead would be easier',
    "i'd be totally fine if an asteroid took us all out tomorrow",
    "not suicidal or anything but i'd welcome a meteor at this point",
    "i gave it a shot and i'm ready to be done",
    "i'm kind of ready to be done with it all",
    'it would be simpler to not exist',
    'i feel like it would be better to just be dead',
]

NONE: list[str | list[str]] = [
    "i never want to feel like i'm a burden to my friends, so i don't tell them much",
    "i don't want to ever feel like i am being a burden to people, so i keep quiet",
    "it's easier to be dead tired than to argue with him",
    "i'm ready to be done with this semester",
    "i'd be fine if a meteor hit the office on monday lol",
    "i gave the diet a shot and i'm ready to be done with it",
    'it would be simpler to not exist on social media',
    'the meteor shower tomorrow should be fine if the clouds clear',
]

test_stop35_en_esconv_registers_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop35_en_esconv_registers_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
