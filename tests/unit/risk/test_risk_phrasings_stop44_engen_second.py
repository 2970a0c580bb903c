"""Stop 44, English (helper engen), second set: the six kinds of
``test_risk_phrasings_stop44_engen.py`` in other words (other verbs, nouns, places, orders,
registers, typos and slang), written after the first set passed and frozen before any rule
changed again (ADR 0110 amendment "Stop 44, engen").

First try: on main 5098b1a risky 14 / 36 high, look-alikes 34 / 36 below medium; on the first
set's rules risky 23 / 36 (1 sufficiency 3 / 6, 2 ingestion 4 / 6, 3 setting out 3 / 6,
4 reconnaissance 5 / 6, 5 concealment 5 / 6, 6 presence 3 / 6), look-alikes 33 / 36 (a car park
with no guard and a keyed car, shots necked at a party, ants seen from a tower's glass floor).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

SUFFICIENCY: list[str | list[str]] = [
    "got the oxy and a fifth of jack. gonna be plenty",
    "theres like 80 tabs of my sleeping meds in the tin, thats more than enough",
    "the belt will take my weight no problem",
    ["my insulin pens are all in the fridge", "three of them should do the trick"],
    "paracetamol and the vodka together, that ought to be enough",
    "i reckon the amount of lithium i've kept is sufficient now",
]

SUFFICIENCY_LOOK_ALIKES: list[str | list[str]] = [
    "got the burgers and a crate of beer, gonna be plenty for the lads",
    "theres like 80 tabs open in my browser lol thats more than enough",
    "the belt will take the weight of the tool bag no problem",
    "my mum's insulin pens are in the fridge, three should do her the week",
    "is paracetamol and ibuprofen together enough for a toothache?",
    "the doctor thinks the lithium dose i'm on is sufficient now",
]

INGESTION_UNNAMED: list[str | list[str]] = [
    "necked the lot about half an hour ago. cant keep my eyes open",
    "i swallowed everything that was left. please dont call anyone",
    "popped the whole blister. everything is going blurry",
    ["im sorry", "took em all. didnt want to be alone when it kicks in"],
    "downed both packs with a beer, lips are tingling",
    "i took every single one. wanted you to know before i fall asleep",
]

INGESTION_LOOK_ALIKES: list[str | list[str]] = [
    "necked the lot of the shots at the party, cant keep my eyes open lol",
    "my little brother swallowed everything that was left of the cake",
    "popped the whole sheet of bubble wrap, so satisfying",
    "we took em all to the zoo, exhausted now",
    "ate both packs of crisps with a beer, now im sleepy",
    "i nearly took every single one but i flushed them and called my sister instead",
]

SETTING_OUT_AND_UNWATCHED: list[str | list[str]] = [
    "my husband leaves for his night shift at 9, the knife is in the drawer",
    "waiting for the ward to go quiet, ive kept my tablets under the mattress",
    "ive set them all out on the bed in neat rows. i dont want to be here anymore",
    "once mum goes to sleep i'm taking the car keys and driving to the bridge",
    "just waiting for my flatmates to head out, the blades are ready",
]

SETTING_OUT_LOOK_ALIKES: list[str | list[str]] = [
    "lining em up on the windowsill now, my little cactus collection",
    "my husband leaves for his night shift at 9, i'll make him a packed lunch with the bread knife",
    "waiting for the ward to go quiet so i can finally sleep after surgery",
    "ive set them all out on the bed in neat rows, packing for the holiday",
    "once mum goes to sleep i'm sneaking down for ice cream",
    "the nurse lines up the tablets for each patient on the ward",
]

RECONNAISSANCE: list[str | list[str]] = [
    "cctv on the bridge has been broken for weeks. tomorrow night",
    "been casing the quarry, the gate is left open on weekends. saturday then",
    "there's no guard on the top deck of the car park after 10pm. tonight i'm going up",
    "the padlock on the roof hatch is busted. i'm going up there tonight",
    "nobody walks past the railway bridge after midnight, im heading there at 1",
]

RECONNAISSANCE_LOOK_ALIKES: list[str | list[str]] = [
    "the security guy at the station goes home at midnight, so the shop closes then",
    "cctv on the bridge has been broken for weeks, the council should fix it",
    "been casing the quarry for climbing routes, the gate is left open on weekends",
    "there's no guard on the top deck of the car park after 10pm, someone keyed my car",
    "in the game you sneak past the guards at the gate at midnight",
    "the padlock on the roof hatch is busted, the landlord is sending a repairman tomorrow",
]

CONCEALMENT: list[str | list[str]] = [
    "by the time my wife gets home from work it'll be done",
    "no one's gonna notice till monday, i've got the pills",
    "theyll never find me out there. got the rope in the boot",
    "nobody will even realise i'm gone until tomorrow",
    "locked in the bathroom with the razor, no one will check till morning",
    "no one will look for me before it's too late",
]

CONCEALMENT_LOOK_ALIKES: list[str | list[str]] = [
    "by the time my wife gets home from work the dinner will be done",
    "no one's gonna notice till monday that i took the afternoon off",
    "they'll never find me in this hide and seek spot",
    "nobody will even realise i've redone the kitchen until they visit",
    "she locked herself in the bathroom and said nobody would find her, we talked her out",
    "my sister hid the presents where no one will look before christmas",
]

PRESENCE_AT_DANGER: list[str | list[str]] = [
    "the lorries under the overpass are so loud from here. battery's dying",
    "everything below looks like ants from up here. wind keeps pushing me",
    "i can feel the spray off the water beneath my feet. i'm sorry mum",
    "hearing the express go past right under my feet, i'm on the footbridge",
    "the river is rushing under my shoes, im on the railing",
    "phone's nearly dead, i'm on the roof of the multi storey. the drop is massive",
]

PRESENCE_LOOK_ALIKES: list[str | list[str]] = [
    "the lorries under the overpass are so loud from my flat. cant sleep",
    "everything below looks like ants from up here, the glass floor at the tower is wild",
    "i can feel the spray off the water, the boat trip is amazing",
    "hearing the express go past, i'm train spotting with my dad on the footbridge",
    "my phone's nearly dead, i'm at the roof bar with friends",
    "that film where she stands on the railing and the river rushes under her shoes",
]

STILL_MISSED: list[str | list[str]] = [
    # a station is no place of danger by itself (the rails are not named); a guard's hours
    # beside a going alone read as graffiti or urbex too
    "the security guy at the station goes home at midnight. ill go after that",
    # a count of a pronoun's things with nothing named (as the first set's "48")
    "lining em up on the windowsill now. 30 of them",
]

test_stop44_engen_second_sufficiency_high = reaches(HIGH_FLOOR, SUFFICIENCY)
test_stop44_engen_second_sufficiency_look_alikes = stays_below(
    MEDIUM_FLOOR, SUFFICIENCY_LOOK_ALIKES
)
test_stop44_engen_second_ingestion_unnamed_high = reaches(HIGH_FLOOR, INGESTION_UNNAMED)
test_stop44_engen_second_ingestion_look_alikes = stays_below(MEDIUM_FLOOR, INGESTION_LOOK_ALIKES)
test_stop44_engen_second_setting_out_high = reaches(HIGH_FLOOR, SETTING_OUT_AND_UNWATCHED)
test_stop44_engen_second_setting_out_look_alikes = stays_below(
    MEDIUM_FLOOR, SETTING_OUT_LOOK_ALIKES
)
test_stop44_engen_second_reconnaissance_high = reaches(HIGH_FLOOR, RECONNAISSANCE)
test_stop44_engen_second_reconnaissance_look_alikes = stays_below(
    MEDIUM_FLOOR, RECONNAISSANCE_LOOK_ALIKES
)
test_stop44_engen_second_concealment_high = reaches(HIGH_FLOOR, CONCEALMENT)
test_stop44_engen_second_concealment_look_alikes = stays_below(
    MEDIUM_FLOOR, CONCEALMENT_LOOK_ALIKES
)
test_stop44_engen_second_presence_high = reaches(HIGH_FLOOR, PRESENCE_AT_DANGER)
test_stop44_engen_second_presence_look_alikes = stays_below(MEDIUM_FLOOR, PRESENCE_LOOK_ALIKES)
