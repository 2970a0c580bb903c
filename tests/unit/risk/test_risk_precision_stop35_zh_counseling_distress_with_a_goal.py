"""Stop 35, Chinese counseling register (read from CPsyCounD client turns as look-alikes; these
are our own phrasings): distress told with a goal for the session — not wanting to go on
suffering "like this" beside wanting to try, to feel better or to be understood; a panic attack's
"feeling of dying" told as a symptom; tiredness with no breath or no wish to talk — vs. the same
distress beside a wish in plain words (想到了死, 想一了百了, 不如死了), which stays medium or high.
Written and frozen before any rule change; first try on main 7a38169:
medium 4/4 (one, 想到了死, by the learned layer alone), look-alikes 4/7. After: all.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    '我不想再这样痛苦下去了，有时候真想一了百了',
    '每天都很痛苦，吃不下睡不着，有时候还会想到了死',
    '心慌得厉害，有时候觉得还不如死了算了',
    '我觉得很累，最近脑子里老是闪过死的念头',
]
NONE: list[str | list[str]] = [
    '好的老师，我愿意试一试，我不想再这样痛苦下去了',
    '我只希望自己能好起来，不想一直这么痛苦',
    '希望您能给我一些建议，我不想再继续痛苦下去',
    '最近老是心慌，有一种濒死的感觉，医生说是惊恐发作',
    '晚上突然心跳很快，出现濒死感，这是怎么回事',
    '我觉得很累，有时候一句话都不想说',
    '工作压力太大，我觉得很累，有时候喘不过气来',
]

(
    test_stop35_counseling_distress_beside_a_wish_reaches_medium,
    test_stop35_counseling_distress_with_a_goal_stays_below_medium,
) = (reaches(MEDIUM_FLOOR, MEDIUM), stays_below(MEDIUM_FLOOR, NONE))
