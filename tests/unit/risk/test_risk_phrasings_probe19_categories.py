"""Categories from the lead's nineteenth and twentieth probes (issue 11), written before any rule
change (first tries in ADR 0108's amendment "the nineteenth and twentieth probes"):

1. self-harm deeper than usual whose bleeding "won't stop", said without the word bleeding;
2. a passive wish to be gone or not to wake, in plain words (medium, not high);
3. a veiled farewell: someone close does not know this was the last time;
4. an overdose under way: half the pills taken, the rest about to be;
5. a false alarm: a stomach pumped, told as someone else's ("洗胃的是我弟"), after an accident.

Each has look-alikes with the same words in an ordinary meaning.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

BLEEDING_UNSTOPPED: list[str | list[str]] = [
    "cut way deeper than usual tonight and i can't get it to stop",
    "i cut deeper than ever before and it won't stop",
    "went deeper than last time with the blade, can't make it stop",
    "cut myself again and the blood won't stop, it's soaking through",
    "这次割得比平时深很多，怎么按都止不住",
]
BLEEDING_LOOK_ALIKES: list[str | list[str]] = [
    "my nosebleed won't stop, should i go to urgent care?",
    "cut my finger chopping onions and i can't get it to stop",
    "the baby won't stop crying and i can't get her to stop",
    "cut deeper into the budget than usual this quarter",
]
PASSIVE_WISHES: list[str | list[str]] = [
    "有时候觉得消失了也挺好的",
    "有时候觉得自己就这样不在了也挺好",
    "i don't see the point in waking up anymore",
    "honestly there's no point in waking up anymore",
    "i can't see the point of waking up every day",
]
PASSIVE_LOOK_ALIKES: list[str | list[str]] = [
    "no point waking up early on a sunday lol",
    "i don't see the point in waking up at 6 for a class that's online",
    "手机消失了也挺好，终于清净了",
]
VEILED_FAREWELL: list[str | list[str]] = [
    "跟妈妈说了晚安，她不知道这是最后一次了",
    "抱了抱弟弟，他不知道这是最后一面了",
    "爸妈还不知道这是最后一次跟我吃饭",
    "hugged my little brother goodnight, he doesn't know it's the last time",
    "said goodnight to mom. she has no idea this is the last time",
    "she doesn't know it's the last time i'm seeing her",
]
FAREWELL_LOOK_ALIKES: list[str | list[str]] = [
    "妈妈不知道这是最后一次在老房子过年了，下个月就搬家",
    "my mom doesn't know it's the last time we'll eat at that restaurant, it's closing next week",
    "he doesn't know it's the last time i'm lending him money",
    "she doesn't know it's the last time we're playing in this house, we move on monday",
]
OVERDOSE_UNDER_WAY: list[str | list[str]] = [
    "finished the whole bottle of vodka and half my sleeping pills, gonna take the rest now",
    "took half my pills already, going to take the rest after this message",
    "swallowed half the bottle of tylenol, about to finish the rest",
    "已经吃了一半的安眠药了，剩下的马上吃",
]
OVERDOSE_LOOK_ALIKES: list[str | list[str]] = [
    "took half my antibiotics, the doctor said to take the rest next week",
    "ate half the pizza, gonna eat the rest now",
    "吃了一半的药，剩下的明天早上吃，医生说分两次",
]
SOMEONE_ELSES_STOMACH: list[str | list[str]] = [
    "昨天去医院洗胃的是我弟，误吃了蘑菇，现在没事了",
    "被送去洗胃的是我妈，她吃错了药，已经出院了",
    "the one who got his stomach pumped was my brother, he ate bad mushrooms",
]
OWN_STOMACH: list[str | list[str]] = [
    "上周吞了一瓶药被送去洗胃，这次我会吃更多",
    "got my stomach pumped last month after the pills. i'm saving them up again",
]

test_deeper_self_harm_that_will_not_stop_is_high = reaches(HIGH_FLOOR, BLEEDING_UNSTOPPED)
test_ordinary_things_that_will_not_stop_stay_below_medium = stays_below(
    MEDIUM_FLOOR, BLEEDING_LOOK_ALIKES)
test_a_plain_passive_wish_is_medium = reaches(MEDIUM_FLOOR, PASSIVE_WISHES)
test_an_ordinary_disappearing_or_waking_stays_below_medium = stays_below(
    MEDIUM_FLOOR, PASSIVE_LOOK_ALIKES)
test_a_veiled_last_goodbye_is_high = reaches(HIGH_FLOOR, VEILED_FAREWELL)
test_a_last_time_for_an_ordinary_reason_stays_below_medium = stays_below(
    MEDIUM_FLOOR, FAREWELL_LOOK_ALIKES)
test_an_overdose_under_way_is_high = reaches(HIGH_FLOOR, OVERDOSE_UNDER_WAY)
test_the_rest_of_an_ordinary_dose_stays_below_medium = stays_below(
    MEDIUM_FLOOR, OVERDOSE_LOOK_ALIKES)
test_someone_elses_stomach_pumped_by_accident_stays_below_medium = stays_below(
    MEDIUM_FLOOR, SOMEONE_ELSES_STOMACH)
test_ones_own_stomach_pumped_and_a_repeat_is_high = reaches(HIGH_FLOOR, OWN_STOMACH)
