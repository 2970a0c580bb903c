"""Stop 36, Chinese: the property's six families of route raises in other words, written after
their fix (``test_risk_phrasings_stop36_zh_their_sentence_not_mine.py``): someone else's relapse,
medicine, wish or place beside the speaker's ordinary or resolved turn, and the speaker's own
beside theirs. First try on the branch after the fix: look-alikes 8/9, the speaker's own
high 2/3, medium 2/2 — the fix had lost "他把药都攒起来了" / "我也攒了，数过了，够了" (0.97 on
main, 0.00: their medicine is what a 我也 refers to), and 大学时 was no past (its turn alone was
0.80). After: 9/9, 3/3, 2/2.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

NONE: list[str | list[str]] = [
    '两年前我吞过药，现在好多了。我同事最近又开始割手了。',
    '大学时想过死，早就走出来了。我表妹最近又开始自残了。',
    ['那些你拿去吃吧', '我表姐把安眠药都吞了'],
    ['剩下的小半瓶明天再喝', '我邻居攒了好多安眠药'],
    ['老板说他想休假，我说我也是', '我同学说不想活了'],
    ['明天去陪我妈，她在医院', '她说想自杀'],
    ['我准备好去见他了，他在车站等我', '他说要去跳楼'],
    '我站在公交站边上。我的朋友在天台边上站着。',
    '我坐在河边钓鱼。我同事说想跳河。',
]
HIGH: list[str | list[str]] = [
    ['我姐姐去年跳楼走了', '我也想去陪她了'],
    '我也站在楼顶边上了。我朋友刚走。',
    ['他把药都攒起来了', '我也攒了，数过了，够了'],
]
MEDIUM: list[str | list[str]] = [
    ['她说不想活了', '其实我也是'],
    '以前割过，后来好了。最近又开始割了。',
]

(
    test_stop36_their_sentence_second_set_raises_no_route,
    test_stop36_their_sentence_second_set_own_stays_high,
    test_stop36_their_sentence_second_set_own_stays_medium,
) = (stays_below(MEDIUM_FLOOR, NONE), reaches(HIGH_FLOOR, HIGH), reaches(MEDIUM_FLOOR, MEDIUM))
