"""Stop 37, Chinese: someone else named alone as a sentence's topic, with a possessor or a count
("我的一个同学，", "我的闺蜜，", "有一个网友，"), then clauses with no subject of their own: the
risk told is theirs (a family behind PsySUICIDE tune-half false alarms, written in other words,
and stop 29's known limit "我的闺蜜，患有抑郁，想自杀") — vs. the speaker who then speaks of
themself with 我, which stays high.
First try on main 45ac9ef: high 4/4, look-alikes 0/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '我的闺蜜，我想自杀，今晚就去',
    '我的一个朋友，你别劝了，我今晚就去跳楼',
    '我的一个同学跳楼了，我也想跟着他走',
    '我的闺蜜，对不起，我真的撑不下去了，药都攒好了，今晚吃',
]
NONE: list[str | list[str]] = [
    '我的一个同学，因为挂科，最后跳楼了',
    '我的闺蜜，最近一直说不想活了，我该怎么劝她',
    '我的一个同事，上个月吃了一整瓶安眠药，被送去洗胃了',
    '我的表妹，昨晚割腕了，现在在医院',
    '有一个网友，天天说要去跳江',
    '我的一个室友，有自杀的倾向，我要不要告诉辅导员',
]

test_stop37_zh_topic_of_someone_else_own_risk_stays_high = reaches(HIGH_FLOOR, HIGH)
test_stop37_zh_topic_of_someone_else_stays_below_medium = stays_below(MEDIUM_FLOOR, NONE)
