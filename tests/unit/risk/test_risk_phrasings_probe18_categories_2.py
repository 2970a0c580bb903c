"""Categories 4-7 of the eighteenth probe (issue 11; the seven are listed in
test_risk_phrasings_probe18_categories_1.py), written by a helper before any rule change: every
pill gathered into a hand; prescription medicine laid out beside a drink; locked in with the
wrist cut; "the last time" at work or school with an ordinary reason (low) against a last
message with none (high). Each has hard negatives with the same words in an ordinary meaning.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

PILLS_GATHERED: list[str | list[str]] = [
    "把家里所有药瓶都倒在手里了",
    "所有的药都倒进碗里了，满满一碗",
    "我把抽屉里的药全倒出来，一把攥在手心",
    "把几瓶药全部倒进一个杯子里了",
    "家里能找到的药片都倒在手掌上了",
    "emptied every pill bottle in the house into my hand",
    "all the pills are in a bowl in front of me now",
    "i poured every bottle of pills into my palm",
    "dumped all my meds into a cup. all of them",
    "got every pill in the house in one pile in my hand",
]

PILLS_LOOK_ALIKES: list[str | list[str]] = [
    "把药分装到一周的药盒里了",
    "药瓶都倒空了，拿去回收",
    "把维生素倒在手里，准备吃一颗",
    "把过期的药全倒进袋子里，送到药店回收",
    "sorting my pills into the weekly organizer",
    "emptied the old pill bottles to recycle them",
    "poured the vitamins into my hand and took one",
    "dumped all the expired meds into a bag for the pharmacy take-back",
]

PRESCRIPTION_AND_DRINK: list[str | list[str]] = [
    "伏特加和一整瓶处方药就摆在我面前",
    "一瓶白酒，还有医生开的一整瓶药，都摆在桌上了",
    "处方药全倒出来了，旁边放着一瓶威士忌",
    "我把处方药和啤酒都摆在床头了，一整瓶",
    "a whole bottle of prescription pills and a bottle of vodka laid out in front of me",
    "my prescription and a fifth of whiskey are on the table in front of me",
    "got the whole bottle of my prescription meds and the wine lined up on the counter",
    "bottle of rum and all my prescribed pills sitting right here in front of me",
]

PRESCRIPTION_QUESTIONS: list[str | list[str]] = [
    "处方药能和酒一起吃吗？",
    "医生开的药在吃，今晚聚会能喝一杯啤酒吗",
    "处方药和酒不能一起吃，医生叮嘱过，所以今晚我不喝了",
    "can i drink wine with my prescription?",
    "is it safe to have a beer while on my prescription antibiotics?",
    "my prescription says no alcohol, so i'm skipping the wine at dinner",
]

LOCKED_IN_CUT: list[str | list[str]] = [
    "我现在把自己锁在浴室里，手腕已经割开了",
    "把门反锁了，手臂已经划开了",
    "我锁在卫生间里，手腕已经割了",
    "锁在房间里，已经割了手腕，血一直流",
    "i'm locked in the bathroom and my wrist is already cut open",
    "locked myself in my room. already cut my arm",
    "i locked the door, my wrists are cut",
    "bathroom door's locked, i've already sliced my arm open",
]

LOCKED_LOOK_ALIKES: list[str | list[str]] = [
    "被锁在浴室外面了，钥匙在里面",
    "洗碗时被碎玻璃割到手腕了",
    "我把自己锁在房间里复习，手腕写字写得好酸",
    "locked out of the bathroom, my roommate has the key",
    "cut my wrist on broken glass washing dishes",
    "locked myself in my room to study, my wrist hurts from typing",
]

LAST_TIME_AT_WORK: list[str | list[str]] = [
    "最后一次跟你聊这个项目了，下周我就调岗了，谢谢",
    "这是我最后一次来上这门课了，下学期就毕业了",
    "最后一次跟大家开周会了，月底我就离职去新公司了",
    "最后一次给你汇报这个项目，下个月我调到上海分公司",
    "今天是我最后一次带这个班了，下周换老师，谢谢大家",
    "最后一次跟这个团队一起加班了，我下周搬去杭州",
    "这是我最后一次跟你聊论文的事了，答辩过了，谢谢你",
    "this is the last time i'll talk to you about this project, "
    "i'm transferring teams next week. thanks",
    "last time chatting about the thesis, i graduate on friday!",
    "this is my last standup with the team, leaving the company at the end of the month",
    "last session of this class for me, moving to another city next week. thanks for everything",
    "final time i'm reporting on this, the project gets handed over to another team next week",
]

LAST_TIME_FOR_GOOD: list[str | list[str]] = [
    "这是我最后一次跟你说话了，以后不会再来了",
    "最后一次跟你聊了，谢谢你，以后不会再来了",
    "这是最后一次了，以后都不会再打扰你了",
    "this is the last time i'll talk to you. i won't be back",
    "last time talking to anyone. thanks for listening. goodbye",
    "this is the last time you'll hear from me. thank you for everything",
]

test_every_pill_gathered_in_hand_is_high = reaches(HIGH_FLOOR, PILLS_GATHERED)
test_sorting_or_recycling_pills_stays_below_medium = stays_below(MEDIUM_FLOOR, PILLS_LOOK_ALIKES)
test_prescription_medicine_laid_out_with_alcohol_is_high = reaches(
    HIGH_FLOOR, PRESCRIPTION_AND_DRINK)
test_a_prescription_question_stays_below_medium = stays_below(
    MEDIUM_FLOOR, PRESCRIPTION_QUESTIONS)
test_locked_in_with_the_wrist_cut_is_high = reaches(HIGH_FLOOR, LOCKED_IN_CUT)
test_locked_out_or_an_accident_stays_below_medium = stays_below(MEDIUM_FLOOR, LOCKED_LOOK_ALIKES)
test_the_last_time_at_work_or_school_stays_below_medium = stays_below(
    MEDIUM_FLOOR, LAST_TIME_AT_WORK)
test_a_last_message_with_no_ordinary_reason_is_high = reaches(HIGH_FLOOR, LAST_TIME_FOR_GOOD)
