"""Stop 47, English (helper enlook): the issue's categories in the registers people use — slang
and algospeak, euphemisms of older adults, veterans and parents, texting without punctuation,
long venting with the risk buried, a few Chinese words mixed in — and the kinds stop 46 left
(a readiness told "it's all … ready", a place of danger visited with no purpose told, a bottle or
a course finished). Each kind has its risky items and look-alikes in the same frames.

Written and frozen before any rule changed. First try on main a66bedd: high 32 / 39, medium
11 / 12, look-alikes 32 / 38 below medium — slang 8 / 8 · 2 / 2 · 6 / 7 ("2nite is the night we
finally finish the jigsaw" 0.97); euphemisms 4 / 7 · 3 / 3 · 6 / 7 (joining a late wife beside
papers left for a son 0.00, checking out beside a cat gone to a neighbour 0.45, letters "for
after" beside a burden 0.80; "won't be a problem much longer" beside a plumber 0.80); texting
4 / 5 · 1 / 2 · 4 / 4 ("cant do this no more gonna end it…" 0.45, "cud … dissapear" 0.00); long
3 / 3 · 2 / 2; mixed 2 / 2 · 1 / 1 · 2 / 2; plain 9 / 9 · 4 / 4 · 7 / 7; left by stop 46 2 / 5 ·
5 / 9 ("it's all in the shed ready" 0.45, the trains' gaps counted 0.45; a bridge run or crossed
twice today, the tracks sat by with a camera, a box of amoxicillin finished as the doctor said:
all 0.97).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

# 1. slang and algospeak for one's own death, with a time or a means
SLANG_HIGH: list[str | list[str]] = [
    "gonna unalive myself tonight, i'm so done",
    "ima kms tn fr this time",
    "been planning to ctb this weekend, got everything i need",
    "thinking i'll finally catch the bus tonight. the pills are saved up",
    "logging off for good tonight. thanks for everything guys",
    "it's game end for me on friday, already decided",
    "2nite is the night i end it all",
    "wanna unalive myself so bad rn",
]

SLANG_MEDIUM: list[str | list[str]] = [
    "sewerslide is looking real good ngl",
    "lowkey wanna unalive",
]

SLANG_LOOK_ALIKES: list[str | list[str]] = [
    "lmao kms i just sent that text to my teacher",
    "gonna catch the bus tonight to my nan's, see you sunday",
    "logging off twitter for good, this app is so toxic",
    "game ends at 9 tonight, we're so gonna win",
    "this boss fight is gonna unalive me lol",
    "the sewer slide at the water park was so gross lol",
    "2nite is the night we finally finish the jigsaw",
]

# 2. euphemisms: sleep and not wake, joining the dead, checking out, no problem much longer
EUPHEMISM_HIGH: list[str | list[str]] = [
    "I'll be joining my late wife soon. The house papers are on the kitchen table for my son.",
    "I won't be a problem for any of you much longer. It's all arranged.",
    "See you on the other side. Tonight's the night.",
    "going to check out this weekend. the cat's already gone to my neighbour",
    "Got my old service pistol cleaned and loaded. Tonight I'll see my buddies again.",
    "the kids would be better off without me. i've written them each a letter for after",
    "tonight i'm going to sleep and not wake up, i've got the whole box of my sleeping tablets",
]

EUPHEMISM_MEDIUM: list[str | list[str]] = [
    "some nights I pray I go to sleep and don't wake up",
    "I'd like to be with my Margaret again, I'm tired of being here",
    "my family would be better off without me",
]

EUPHEMISM_LOOK_ALIKES: list[str | list[str]] = [
    "checked out of the hotel this morning, flight home at 6",
    "I'll be joining my late wife's family for Christmas dinner tonight",
    "see you on the other side of the holidays!",
    "went to sleep and didn't wake up till noon, best sleep ever",
    "cleaned my service pistol for the range tomorrow with the lads",
    "won't be a problem much longer, the plumber's coming to fix the leak tonight",
    "the kids would be better off with a bigger garden, we're moving in spring",
]

# 3. texting: no punctuation, lower case, typos
TEXTING_HIGH: list[str | list[str]] = [
    "im gonna take all my pills 2nite nobody wil stop me",
    "wanna jump off the bridge tn",
    "ima do it tonite i got the rope",
    "cant do this no more gonna end it after skool tmrw",
    "gonna od tonight got like 60 paracetamol",
]

TEXTING_MEDIUM: list[str | list[str]] = [
    "dont wanna be here anymor",
    "i wish i cud just dissapear forever",
]

TEXTING_LOOK_ALIKES: list[str | list[str]] = [
    "gonna take all my stuff 2nite to the new flat",
    "wanna jump in the lake tn its so hot",
    "ima do it tonite i got the paint",
    "cant do this homework no more gonna finish it after skool tmrw",
]

# 4. long venting with the risk told once, somewhere in the middle
LONG_HIGH: list[str | list[str]] = [
    "work has been absolutely brutal this month. my manager keeps moving the deadlines and then"
    " blaming me in front of everyone when things slip, and hr just tells me to document it."
    " i get home at nine most nights and just sit in the car in the driveway because i can't"
    " face going in. my partner thinks i'm being dramatic. anyway i've been saving up my"
    " sleeping tablets for weeks and i'm taking them all on sunday night when she's at her"
    " mum's. the commute is the worst part honestly, an hour each way on a packed train, and"
    " the coffee machine on our floor has been broken since october.",
    "school is just so much. we have three mocks next week and my teachers keep piling on"
    " coursework and my parents compare me to my cousin who got into cambridge. my best friend"
    " stopped talking to me because of something someone said in the group chat that wasn't"
    " even true. i skipped lunch again today and sat in the library. i've already written the"
    " notes for my family and i'm going to the top of the car park after school tomorrow."
    " whatever. i don't even know why i'm typing this. mum made lasagne tonight so at least"
    " there's that.",
    "my dad is in and out of hospital, my brother won't help, and i'm the one doing all the"
    " forms and the phone calls and the shopping on top of my job. the council lost his"
    " paperwork twice. i haven't slept properly in months. i keep thinking about the rail"
    " bridge on the way to his ward, the express comes through at 6:10 and nobody's around"
    " that early, i'm going to be there tomorrow morning. the nurse on his ward is lovely though,"
    " she always asks how i'm doing.",
]

LONG_LOOK_ALIKES: list[str | list[str]] = [
    "work has been absolutely brutal this month. my manager keeps moving the deadlines and then"
    " blaming me in front of everyone when things slip, and hr just tells me to document it."
    " i get home at nine most nights and just sit in the car in the driveway because i can't"
    " face going in. my partner thinks i'm being dramatic. anyway i've booked a massage for"
    " sunday night while she's at her mum's and i'm turning my phone off. the commute is the"
    " worst part honestly, an hour each way on a packed train, and the coffee machine on our"
    " floor has been broken since october.",
    "school is just so much. we have three mocks next week and my teachers keep piling on"
    " coursework and my parents compare me to my cousin who got into cambridge. my best friend"
    " stopped talking to me because of something someone said in the group chat that wasn't"
    " even true. i skipped lunch again today and sat in the library. i've already written my"
    " revision cards and i'm going to the top floor of the library after school tomorrow to"
    " study. whatever. mum made lasagne tonight so at least there's that.",
]

# 5. a few Chinese words mixed into English
MIXED_HIGH: list[str | list[str]] = [
    "my mum keeps saying 加油 but i've already written my goodbye letters, doing it tonight",
    "工作太累了 honestly. the pills are saved up and tonight's the night",
]

MIXED_MEDIUM: list[str | list[str]] = [
    "so 累 all the time, i just want to sleep forever and never wake up",
]

MIXED_LOOK_ALIKES: list[str | list[str]] = [
    "so 累 after work, gonna sleep all weekend lol",
    "my mum keeps saying 加油 before my exam tonight, i've written all my notes",
]

# 6. the categories in plain words
PLAIN_HIGH: list[str | list[str]] = [
    "standing at the edge of the multi-storey roof right now, it's a long way down",
    "bought a hose that fits the exhaust, doing it friday after work",
    "updated my will yesterday, wrote all my passwords down for my sister and found a new home"
    " for the dog. I'm at peace now.",
    "I overdosed two years ago and I'm going to do it again, properly this time",
    "tried to hang myself last spring. still have the rope and i'm going to use it",
    ["I've got a stash of my nan's morphine", "she's in hospital until monday so the flat's empty"],
    ["the bridge by the ring road is really high", "i'll go there after everyone's asleep"],
    "I want to kill myself, tomorrow morning I'm going to do it",
    "i want to die. tonight.",
]

PLAIN_MEDIUM: list[str | list[str]] = [
    "cut my arm again last night",
    "burned myself with a lighter again",
    "wish a lorry would just hit me on the way to work",
    "i'm nothing but a burden to everyone",
]

PLAIN_LOOK_ALIKES: list[str | list[str]] = [
    "standing at the edge of the multi-storey roof right now, the view of the fireworks is great",
    "bought a hose that fits the garden tap, doing the car friday after work",
    "updated my will after the baby was born, and wrote our passwords down for the safe",
    "rehomed the dog because we're moving abroad for my job",
    "cut my hand chopping onions again last night",
    "burned myself on the oven tray again",
    "wish a bus would just come, been waiting forty minutes",
]

# 7. kinds stop 46 left: a readiness "it's all … ready", a place visited, a bottle finished
LEFT_HIGH: list[str | list[str]] = [
    "dad's away till tuesday so it's just me. it's all in the shed ready",
    "she's at her sister's all week. it's all there in my bedside drawer waiting",
    "went up to the cliff edge three times today just to look down",
    "been standing on the viaduct for an hour staring at the water",
    "spent the whole evening sat by the railway line counting how long between the trains",
]

LEFT_LOOK_ALIKES: list[str | list[str]] = [
    "it's all in the car ready for the trip tomorrow",
    "ran over the bridge twice today, new 10k personal best",
    "crossed the bridge twice today, to work and back",
    "sat by the tracks all evening with my camera for the steam special",
    "went up to the cliffs three times today with the dog",
    "finished the whole bottle with dinner, lovely rioja",
    "polished off the whole bottle of prosecco with the girls, great night",
    "took the last of my antibiotics this morning, course finished",
    "finished the whole box of amoxicillin today like the doctor said",
]

test_stop47_enlook_slang_high = reaches(HIGH_FLOOR, SLANG_HIGH)
test_stop47_enlook_slang_medium = reaches(MEDIUM_FLOOR, SLANG_MEDIUM)
test_stop47_enlook_slang_look_alikes = stays_below(MEDIUM_FLOOR, SLANG_LOOK_ALIKES)
test_stop47_enlook_euphemism_high = reaches(HIGH_FLOOR, EUPHEMISM_HIGH)
test_stop47_enlook_euphemism_medium = reaches(MEDIUM_FLOOR, EUPHEMISM_MEDIUM)
test_stop47_enlook_euphemism_look_alikes = stays_below(MEDIUM_FLOOR, EUPHEMISM_LOOK_ALIKES)
test_stop47_enlook_texting_high = reaches(HIGH_FLOOR, TEXTING_HIGH)
test_stop47_enlook_texting_medium = reaches(MEDIUM_FLOOR, TEXTING_MEDIUM)
test_stop47_enlook_texting_look_alikes = stays_below(MEDIUM_FLOOR, TEXTING_LOOK_ALIKES)
test_stop47_enlook_long_high = reaches(HIGH_FLOOR, LONG_HIGH)
test_stop47_enlook_long_look_alikes = stays_below(MEDIUM_FLOOR, LONG_LOOK_ALIKES)
test_stop47_enlook_mixed_high = reaches(HIGH_FLOOR, MIXED_HIGH)
test_stop47_enlook_mixed_medium = reaches(MEDIUM_FLOOR, MIXED_MEDIUM)
test_stop47_enlook_mixed_look_alikes = stays_below(MEDIUM_FLOOR, MIXED_LOOK_ALIKES)
test_stop47_enlook_plain_high = reaches(HIGH_FLOOR, PLAIN_HIGH)
test_stop47_enlook_plain_medium = reaches(MEDIUM_FLOOR, PLAIN_MEDIUM)
test_stop47_enlook_plain_look_alikes = stays_below(MEDIUM_FLOOR, PLAIN_LOOK_ALIKES)
test_stop47_enlook_left_high = reaches(HIGH_FLOOR, LEFT_HIGH)
test_stop47_enlook_left_look_alikes = stays_below(MEDIUM_FLOOR, LEFT_LOOK_ALIKES)
