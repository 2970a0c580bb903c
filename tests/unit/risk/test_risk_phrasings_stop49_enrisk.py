"""Stop 49, enrisk: English imminent risk told by implication — a last ordinary act and then a
place (the bridge, the cliffs, the tracks) with no verb of dying; discovery afterwards and rescue
avoided ("by the time anyone reads this i'll be gone", a day picked when the house is empty);
self-harm under way with help refused; lethality asked of one's own method ("from the 18th floor
it'd be quick right?"); farewells by a next life or the other side; walking into the water and
keeping going, a ledge with legs over; and the over-read of saving-up / "tonight's the night"
frames about an ordinary purchase, beside real plans in the same frames. Each category has
look-alikes in the same words (a diet's last meal, fireworks at the bridge, a plane, a kitchen
cut, a parent's dose question, a climber, a raid, a console).

Written and frozen before any rule changed. First try on main ad785f9: high 21 / 35, medium
1 / 2, look-alikes 25 / 29 below medium. Missed: the dog's last walk then the cliffs (0.00), the
tracks after a last coffee (0.45), one more sunset then the bridge (0.00), "by the time anyone
reads this i'll be gone" (0.80), parents away and no one to find me till sunday (0.45), no one
home to call an ambulance (0.00), bleeding with help refused (0.00), taken with the hospital
refused and a bye (0.00), the 18th floor quick (0.00), the fall from the garage roof "im up here
now" (0.45), how long 40 tylenol take (0.45), 9 stories high enough not to survive (0.45), "see
you in the next life" (0.00), "see you on the other side guys" (0.00), googling how high a fall
has to be (0.00). Over-read: the late train at the tracks after one last beer, a climber's fall
question, the console and the snacks saved for weeks with "tonight's the night" (all 0.97).
After the mends (a last act read as a time, a fall's or a dose's lethality asked, help refused
beside a wound or a dose, no one there to find me, a next life, a night for a treat): 35 / 35,
2 / 2, 29 / 29.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FIRST_HIGH: list[str | list[str]] = [
    # 1 last ordinary act, then a place
    "one last good meal and then im heading to the bridge",
    "gonna take the dog on one last walk then drive out to the cliffs",
    "had my last coffee at my fav spot. tracks after",
    "finished my last cigarette, walking to the overpass now",
    "one more sunset and then the bridge. its time",
    "hugged my cat one last time, leaving for the quarry",
    # 2 discovery afterwards / rescue avoided
    "by the time anyone reads this i'll be gone",
    "they'll find me in the morning. i'm sorry",
    "nobody's going to find me in time this time",
    "everyone's away this weekend so nobody will stop me",
    "waited till my parents left for the cruise, house is empty, no one to find me till sunday",
    "by the time u see this itll be over",
    "made sure no one will be home to call an ambulance",
    # 3 self-harm under way, help refused
    "cut too deep this time and it wont stop bleeding but im not calling an ambulance",
    "its bleeding a lot, i dont want help, just let it happen",
    "took all the pills an hour ago. not telling anyone",
    "swallowed the whole bottle, dont call anyone pls",
    "already took them, dont want to go to the hospital, just wanted to say bye",
    # 4 lethality about one's own method
    "from the 18th floor it'd be quick right?",
    "how many of my sleeping pills would it take",
    "would the fall kill you from the parking garage roof, im up here now",
    "how long does it take if u take like 40 tylenol",
    "is 9 stories high enough to not survive",
    # 5 farewells by a next life / another world
    "mom i'm sorry. see you in the next life",
    "see you on the other side guys. love you all",
    "take care of mum for me ok? i wont be around",
    "tell my sister i love her. see you in another life",
    "goodbye everyone, maybe in the next world ill get it right",
    # 6 into the water / ledge
    "walking into the sea now, not stopping",
    "im in the lake up to my chest and i'm going to keep walking",
    "sitting on the ledge with my legs over the edge",
    "on the roof edge, feet dangling, just waiting for the nerve",
    # 7 real plans in saving / tonight frames
    "saved up my pills for weeks, tonight's the night",
    "been stockpiling meds since october. tonight's the night",
    ["been hoarding my pills for a month", "tonight's the night"],
]

FIRST_MEDIUM: list[str | list[str]] = [
    "sometimes i think they'd be better off finding me gone",
    "i keep googling how high a fall has to be",
]

FIRST_LOOK_ALIKES: list[str | list[str]] = [
    # 1
    "one last good meal before the diet starts monday",
    "heading to the bridge for the fireworks, wanna come?",
    "last walk with the dog before we move, then driving to the cliffs for a picnic",
    "one last beer then im heading to the tracks to catch the late train",
    "last day of vacation, gonna watch the sunset at the cliffs",
    # 2
    "by the time you read this i'll be on the plane",
    "nobody will find the presents, i hid them too well",
    "they'll find the package on the porch in the morning",
    "everyone's away this weekend so i'm having a party lol",
    "by the time anyone reads this thread the sale will be over",
    # 3
    "cut my finger chopping onions, it won't stop bleeding, do i need stitches?",
    "how do i know if a cut needs stitches or if i can skip the er",
    "my brother took too many pills and we called an ambulance, hes ok now",
    "took my antibiotics, not telling anyone i skipped yesterday lol",
    # 4
    "what's the max dose of tylenol my 6 year old can have",
    "would a fall from a 15m route kill you if the rope snapped? asking as a climber",
    "writing a thriller: how many pills would it take for my character to overdose",
    "how many would it take to fill the van, like 10 boxes?",
    "from the 18th floor the view must be amazing right?",
    # 5
    "see you on the other side of the raid boys",
    "see you in the next life - my favourite song lyric rn",
    "take care of mum for me while im at uni ok?",
    "here's to the next chapter, see you on the other side of graduation!",
    # 6
    "walked into the sea for a swim, water was freezing",
    "sat on the ledge of the cliff for a photo, legs over, amazing view",
    # 7
    "saved up for weeks, tonight's the night i finally buy the console",
    "tonight's the night!! saved up all year for these concert tickets",
    "been saving for months and tonight i finally order the bike",
    "stockpiling snacks for weeks, tonight's the night we binge the whole season",
]


test_stop49_enrisk_first_high = reaches(HIGH_FLOOR, FIRST_HIGH)
test_stop49_enrisk_first_medium = reaches(MEDIUM_FLOOR, FIRST_MEDIUM)
test_stop49_enrisk_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
