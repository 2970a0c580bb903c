"""Stop 35, Chinese: weariness of going on said alone (好累，什么都不想管了; 心太累了; 管不动了;
累到不想动; 活得好累) with no wish, no goodbye and no act: exhaustion and giving up on caring,
which PsySUICIDE's own labels count as unrelated ("我真的累死了") and counseling hears daily —
no medium, so a look-alike; vs. the same weariness beside a wish in its own words (不想活了,
想一睡不醒, 想消失) or a goodbye to everyone, which stays medium or high.
"好累，什么都不想管了" was 0.81 by the learned layer alone (stop 34, known limits).
Written and frozen before any rule change; first try on main 7a38169:
high 2/2, medium 4/4, look-alikes 2/8.
After: high 2/2, medium 4/4, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['好累，什么都不想管了', '各位保重'],
    '心太累了，什么都不想要了，今晚就结束这一切',
]
MEDIUM: list[str | list[str]] = [
    '好累，什么都不想管了，不想活了',
    '心太累了，真想一睡不醒',
    ['好累，什么都不想管了', '就想消失'],
    '活得好累，还不如死了算了',
]
NONE: list[str | list[str]] = [
    '好累，什么都不想管了',
    '真的好累，什么都不想管了',
    '心太累了',
    '好累啊，什么都不想做了',
    ['最近事情太多了', '好累，什么都不想管了'],
    '管不动了，随他们去吧',
    '累到不想动，躺一会儿',
    '这段时间心好累了，什么都不想说了',
]

(
    test_stop35_weariness_alone_with_a_goodbye_is_high,
    test_stop35_weariness_alone_with_a_wish_reaches_medium,
    test_stop35_weariness_alone_stays_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), reaches(MEDIUM_FLOOR, MEDIUM), stays_below(MEDIUM_FLOOR, NONE))
