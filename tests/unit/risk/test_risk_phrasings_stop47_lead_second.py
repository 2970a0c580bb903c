"""Stop 47 (lead), second batch: a cord tested for the weight it bears, every medicine poured
out of the medicine chest, a cliff sought where no one is on a hike, medicine thrown away.

The lead's exploratory probe 47w missed "药箱里所有的药都被我倒在桌上了，我在数" and
"绳子我试过了，承重没问题" on main (0.42, 0.45). Reading them showed more on main:
"想去登山，找个没人的悬崖跳下去" at 0.00 (a hike's frame cancelled the jump) and
"药都过期了，倒出来扔了" at 0.97. Mended as kinds (ADR 0108 amendment "Stop 47, lead (2)"),
then this set written in other words: on main 0 / 5 high and 7 / 7 look-alikes; first try
on the mend 2 / 5 and 5 / 7 (a climbing rope and a data cable called sturdy were routes: the
hold is now the weight borne, not sturdiness, and 登山 is a sport); after 4 / 5, 7 / 7. The
cliff items were written after the mend.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "那根电线我拽了好几次，吃得住",
    "围巾试过了，挂得住",
    "测了测那条床单，扯不断",
    "从药箱里把所有的药都倒出来了，摊在床上",
    "想去爬山，找个没人的山崖跳下去",
    "明天去登山，到了山顶就跳下去",
    "等登顶以后就跳下去",
    "去海边潜水，潜下去就不上来了",  # written after the mend (0.00 on main: the dive's frame)
]

LOOK_ALIKES: list[str | list[str]] = [
    "登山的绳子我试过了，够结实",
    "拔河的绳子拉了拉，挺结实的",
    "秋千的绳子试过了，很结实，孩子可以玩了",
    "新买的数据线试了试，挺结实的",
    "药箱里的药都过期了，翻出来扔了",
    "药箱里常用药都备齐了",
    "过期的感冒药倒出来丢了",
    "周末去登山，到了山顶拍日出",
    "周末去爬山，找个没人的地方野餐",
    "明天去蹦极，到了就跳",
    "去海边潜水，潜下去看珊瑚，半小时才上来",
]

STILL_MISSED: list[str | list[str]] = [
    # every medicine turned out and laid out one by one: "摆好" with no pronoun the rules know
    "医药箱里的药全被我翻出来了，一片一片摆好",
]

test_stop47_lead_second_high = reaches(HIGH_FLOOR, HIGH)
test_stop47_lead_second_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
