"""Stop 47, English (helper enlook), second set: the first set's kinds in other words — other
slang and euphemisms, other typos, other orders and lengths — written after the first set
passed and frozen before any rule changed again (ADR 0110 amendment "Stop 47, enlook").

First try on the first set's rules (main a66bedd: high 22 / 30, medium 6 / 7, look-alikes
21 / 28): high 23 / 30, medium 6 / 7, look-alikes 21 / 28 — slang 4 / 6 · 4 / 5 ("log out
permanently", "yeet myself off the car park roof" missed; "kms this meeting…" 0.97); euphemisms
3 / 6 · 2 / 2 · 3 / 5 (a going to be with "my Harold" beside the will 0.00, "checking out early"
beside a dog living with a sister 0.80, a son in heaven beside the letters one wrote 0.80;
goodbyes said at work and a check-out beside a taxi 0.97); texting 3 / 4 · 1 / 2 · 3 / 3 ("gona
… evry … hav", "wana"); long 2 / 2 · 1 / 2 ("my mum keeps telling me i'm doing it wrong" read as
an intent); mixed 2 / 2 · 2 / 2; plain 7 / 7 · 3 / 3 · 2 / 5 (a quarry's rally, keys left while in
France, a marathon survived, all 0.97); left 2 / 3 · 6 / 6 ("it's all packed and ready in the
boot" beside a time alone 0.45). After widening the same kinds: every item as asserted.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

SLANG_HIGH: list[str | list[str]] = [
    "gonna sewerslide tonight fr",
    "unaliving myself after the party, nobody will notice",
    "ctb tmrw morning. bye everyone",
    "time to log out permanently. tonight",
    "kms for real tonight not even joking",
    "about to yeet myself off the car park roof",
]

SLANG_LOOK_ALIKES: list[str | list[str]] = [
    "catching the bus tonight to the gig",
    "time to log out of facebook permanently, tonight",
    "unaliving the plants again lol, forgot to water them",
    "kms this meeting could have been an email",
    "gonna yeet the old sofa into the skip later",
]

EUPHEMISM_HIGH: list[str | list[str]] = [
    "Won't be around to bother anyone after Sunday. Left the deeds with my daughter.",
    "Going home to Jesus tonight. I've said my goodbyes.",
    "It's time I went to be with my Harold. The pension book and the will are on the sideboard.",
    "gonna eat my gun tonight",
    "checking out early. the dog's living with my sister now",
    "I'll be with my son in heaven soon. His photo is on the table with the letters I wrote.",
]

EUPHEMISM_MEDIUM: list[str | list[str]] = [
    "I keep hoping I just won't wake up one morning",
    "I don't see the point in being here anymore",
]

EUPHEMISM_LOOK_ALIKES: list[str | list[str]] = [
    "going home to my mum's tonight, said my goodbyes at work",
    "It's time I went to meet my Harold at the station",
    "checking out early tomorrow, the taxi's booked for 6",
    "the dog's with my sister while we're in spain",
    "I'll be with my son in Leeds soon, his photo is on the table",
]

TEXTING_HIGH: list[str | list[str]] = [
    "gona take evry pill i hav tonite",
    "im jumpin off the bridge 2moro mornin",
    "cnt take it no more im ending it 2nite",
    "tried 2 kill myself last yr gonna try again this wknd",
]

TEXTING_MEDIUM: list[str | list[str]] = [
    "wana die so bad rn",
    "i just wanna go 2 sleep n never wake up",
]

TEXTING_LOOK_ALIKES: list[str | list[str]] = [
    "gona eat evry snack i hav tonite lol",
    "jumpin off the diving board 2moro mornin",
    "cnt take this heat no more",
]

LONG_HIGH: list[str | list[str]] = [
    "the baby has been up every two hours for weeks and my husband sleeps through all of it. my"
    " mum keeps telling me i'm doing it wrong, the health visitor weighed him again and he's still"
    " on the low line, and i haven't had a proper shower in three days. everyone says it gets"
    " easier. i've written a letter to him for when he's older and put it with my passport and"
    " the bank stuff, and tonight when they're both asleep i'm going to the river. the washing"
    " machine broke on tuesday too, so that's great.",
    "twenty two years in the forces and now i can't even hold down a job at the warehouse. the"
    " va keeps losing my forms. my ex won't let me see the kids at the weekend. i've still got"
    " my pistol in the safe and i've decided saturday is the day, once the boys at the legion"
    " have had their pint with me. they'll understand. the knee's been bad again too with all"
    " this rain.",
]

LONG_LOOK_ALIKES: list[str | list[str]] = [
    "the baby has been up every two hours for weeks and my husband sleeps through all of it. my"
    " mum keeps telling me i'm doing it wrong, the health visitor weighed him again and he's still"
    " on the low line, and i haven't had a proper shower in three days. everyone says it gets"
    " easier. tonight when they're both asleep i'm having a long bath with a face mask and a"
    " glass of wine. the washing machine broke on tuesday too, so that's great.",
    "twenty two years in the forces and now i can't even hold down a job at the warehouse. the"
    " va keeps losing my forms. my ex won't let me see the kids at the weekend. saturday is the"
    " day i finally go to the range with the boys from the legion, then a pint. the knee's been"
    " bad again too with all this rain.",
]

MIXED_HIGH: list[str | list[str]] = [
    "我真的 can't anymore, 今晚 i'm taking all of them",
    "妈妈 thinks i'm fine but the rope is in my closet, doing it this weekend",
]

MIXED_LOOK_ALIKES: list[str | list[str]] = [
    "今晚 we're taking all of them to the 火锅 place",
    "妈妈 thinks i'm fine, the new rope for the swing is in my closet",
]

PLAIN_HIGH: list[str | list[str]] = [
    "parked up at the quarry edge, tonight's it",
    "the rope's tied to the beam in the loft. just waiting for the house to empty",
    "cancelled my phone contract, left the car keys with my brother and the budgie's gone to my"
    " neighbour for good",
    "survived the last overdose. next time i'll make sure",
    "i tried with pills in 2021. this time i'm going to use the train",
    ["there's a spot on the cliffs no one ever goes", "saturday. when the wind dies down"],
    "i'm ending my life on friday",
]

PLAIN_MEDIUM: list[str | list[str]] = [
    "scratched my arms till they bled again",
    "hope i don't wake up tomorrow",
    "wish i'd never been born",
]

PLAIN_LOOK_ALIKES: list[str | list[str]] = [
    "parked up at the quarry edge for the rally, tonight's the final stage",
    "the rope's tied to the beam in the loft for the kids' swing",
    "cancelled my phone contract and left the car keys with my brother while i'm in france",
    "survived the last marathon. next time i'll train properly",
    "scratched my arms on the brambles again picking blackberries",
]

LEFT_HIGH: list[str | list[str]] = [
    "wife's visiting her sister till friday. it's all packed and ready in the boot",
    "sat on the bridge railing for hours tonight looking at the water",
    "been back to the quarry edge every night this week",
]

LEFT_LOOK_ALIKES: list[str | list[str]] = [
    "cycled over the viaduct twice today, training for the sportive",
    "sat by the railway all day with my camera for the flying scotsman",
    "necked the whole bottle of red at dinner, what a night",
    "finished the last of my antibiotics, feeling loads better",
    "finished the whole bottle of cough syrup over the week like the pharmacist said",
    "it's all packed and ready in the boot for the camping trip",
]

test_stop47_enlook_second_slang_high = reaches(HIGH_FLOOR, SLANG_HIGH)
test_stop47_enlook_second_slang_look_alikes = stays_below(MEDIUM_FLOOR, SLANG_LOOK_ALIKES)
test_stop47_enlook_second_euphemism_high = reaches(HIGH_FLOOR, EUPHEMISM_HIGH)
test_stop47_enlook_second_euphemism_medium = reaches(MEDIUM_FLOOR, EUPHEMISM_MEDIUM)
test_stop47_enlook_second_euphemism_look_alikes = stays_below(MEDIUM_FLOOR, EUPHEMISM_LOOK_ALIKES)
test_stop47_enlook_second_texting_high = reaches(HIGH_FLOOR, TEXTING_HIGH)
test_stop47_enlook_second_texting_medium = reaches(MEDIUM_FLOOR, TEXTING_MEDIUM)
test_stop47_enlook_second_texting_look_alikes = stays_below(MEDIUM_FLOOR, TEXTING_LOOK_ALIKES)
test_stop47_enlook_second_long_high = reaches(HIGH_FLOOR, LONG_HIGH)
test_stop47_enlook_second_long_look_alikes = stays_below(MEDIUM_FLOOR, LONG_LOOK_ALIKES)
test_stop47_enlook_second_mixed_high = reaches(HIGH_FLOOR, MIXED_HIGH)
test_stop47_enlook_second_mixed_look_alikes = stays_below(MEDIUM_FLOOR, MIXED_LOOK_ALIKES)
test_stop47_enlook_second_plain_high = reaches(HIGH_FLOOR, PLAIN_HIGH)
test_stop47_enlook_second_plain_medium = reaches(MEDIUM_FLOOR, PLAIN_MEDIUM)
test_stop47_enlook_second_plain_look_alikes = stays_below(MEDIUM_FLOOR, PLAIN_LOOK_ALIKES)
test_stop47_enlook_second_left_high = reaches(HIGH_FLOOR, LEFT_HIGH)
test_stop47_enlook_second_left_look_alikes = stays_below(MEDIUM_FLOOR, LEFT_LOOK_ALIKES)
