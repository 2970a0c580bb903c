"""Stop 47 (lead): kinds the lead's probe 47y drew, first try recorded.

First set (frozen before the mend; ADR 0108 amendment "Stop 47, lead"): on main 3 of 12 high,
2 of 7 medium and 13 of 14 look-alikes; after, 10 / 12, 7 / 7 and 14 / 14 (the two left are in
``STILL_MISSED``).
- a wound let bleed ("我也懒得管了", "随它去吧", "i'm not going to bother stopping it") is an act
  told: beside bleeding in the window an act under way, alone a shrug at anything (on main
  "懒得管了" alone was medium self-harm);
- blood that is no wound's (a nosebleed, the gums, a period) is a mishap's;
- a cut told deeper than the last one, its object left out ("划的比之前深多了"), is self-harm;
- a letter, a recording or a note left whose whole content or title is an apology is last words
  (an apology with its reason, or one left after a quarrel, is not);
- a sharp thing put to one's own body ("dragging a blade across my stomach", "went at my thighs
  with scissors") is self-harm; not a shave, a splinter, a nurse's needle, a finger in the kitchen;
- "in 20 mins" and "in 3 min" are times, as "in 20 minutes" was.
Second set (other words, written after the first mend): on main 1 / 8 high, 0 / 4 medium, 8 / 10
look-alikes; first try on the mend 4 / 8, 3 / 4, 9 / 10; after the second mend (a seeping
wound, blood down a finger, "随它吧", a comparison with 以往, an apology "三个字" after it, and
an apology followed by its reason in the next clause) 8 / 8, 4 / 4, 10 / 10.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FIRST_HIGH: list[str | list[str]] = [
    "又割了，这回比以前都深，血一直往外冒",
    "血一直在流，我也懒得管了",
    "手腕上的血还在往下滴，不想去止",
    "血止不住就让它流吧",
    "划开了，血流个不停，随它去吧",
    "给爸妈留了封信，里面就三个字：对不起",
    "录了一段视频留给我妈，标题就叫对不起",
    "写给家里的信只写了一句：对不起，别找我",
    "left my parents a voice note that just says sorry",
    "there's a letter for my wife on the table, it only says i'm sorry",
]
FIRST_MEDIUM: list[str | list[str]] = [
    "割了一下，比上次深了不少",
    "划的比之前深多了",
    "又划了，这次比上回还要深",
    "dragging a blade across my stomach again",
    "went at my thighs with scissors last night",
    "been using a safety pin on my ankles where no one looks",
    "pressed a razor into my hip till it stung",
]
FIRST_LOOK_ALIKES: list[str | list[str]] = [
    "那道划痕比上次深了，车门又得补漆",
    "今年的雪下得比上次深",
    "鼻血止不住，懒得管了，仰着头等它停",
    "切菜划到手，血一直流，贴了创可贴就好了",
    "给老板发了邮件，标题是对不起我迟到了",
    "他只说了一句对不起就挂了电话",
    "给女儿录了一段视频，祝她生日快乐",
    "left my boss a voice note that just says sorry i'm running late",
    "the train's here in 3 min, sorry i'm late",
    "shaving my legs with a new razor",
    "scratched my thigh on a nail climbing the fence",
    "the nurse used a needle on my arm for the blood test",
    "used a safety pin on my finger to get a splinter out",
    "cut my thumb with a knife chopping onions",
]

SECOND_HIGH: list[str | list[str]] = [
    "胳膊上的口子一直在渗血，我不打算处理",
    "血顺着手指往下滴，随它吧",
    "又划了一道比上周还深的，血止不住",
    "给儿子留了一段录音，就一句话：对不起",
    "抽屉里放了封信，只写着对不起三个字",
    "wrote my brother a note that only says sorry for everything",
    "recorded a message for my kids, it just says i'm sorry",
    "blood keeps coming and i'm not going to bother stopping it",
]
SECOND_MEDIUM: list[str | list[str]] = [
    "这次划得比以往都深",
    "jabbing a compass into my forearm under the desk",
    "ran a razor blade over my wrist again",
    "been going at my hips with a box cutter",
]
SECOND_LOOK_ALIKES: list[str | list[str]] = [
    "流鼻血了，一直在滴，懒得管它",
    "牙龈出血一直流，懒得去看牙医",
    "吵架后给老公留了张便条，只写了对不起",
    "同事录了段视频，标题叫对不起，是道歉视频",
    "used scissors on my fringe again, looks awful",
    "the tattoo artist ran the needle across my forearm",
    "the doctor pressed the scalpel into my thigh to drain the abscess",
    "my cat went at my legs with her claws",
    "left my mum a note that just says sorry, i ate the last biscuit",
    "我也懒得管了，随他去吧",
]

STILL_MISSED: list[str | list[str]] = [
    # a farewell beside a train's arrival: the train read as a commute's (an ordinary use)
    "sorry for everything. train's here in 3 min",
    # "it'll be over" with no act named beside "sorry mum": no farewell the rules know
    "it'll be over in 20 mins. sorry mum",
]

test_stop47_lead_first_high = reaches(HIGH_FLOOR, FIRST_HIGH)
test_stop47_lead_first_medium = reaches(MEDIUM_FLOOR, FIRST_MEDIUM)
test_stop47_lead_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
test_stop47_lead_second_high = reaches(HIGH_FLOOR, SECOND_HIGH)
test_stop47_lead_second_medium = reaches(MEDIUM_FLOOR, SECOND_MEDIUM)
test_stop47_lead_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
