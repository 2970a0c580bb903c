"""Stop 35, Chinese forum register, passive wishes in a third set of words (written after the
first two sets' rules, frozen before any change for them): nothing in life left to hold on to,
a sleep wished never to end, a painless death wondered about at night — medium; vs. a place or a
trip with nothing left to keep one, a lie-in, and a pet's painless end asked about.
First try on branch zhrecall (main 7a38169 and the first sets' rules):
medium 4/6, look-alikes 5/5 (missed: "人生没有什么值得留恋的了", 0.00, and "我想睡很久很久，不要醒",
0.68). After: all.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    '感觉人生没有什么值得留恋的了',
    '这个世界上已经没啥值得我牵挂的了',
    '我想睡很久很久，不要醒',
    '好想一直睡下去，别再醒过来',
    '晚上睡不着，就一直想怎么样死才不痛',
    '经常在琢磨怎么死比较没有痛苦',
]
NONE: list[str | list[str]] = [
    '这个城市没什么值得留恋的了，准备回老家发展',
    '这次旅行没什么值得留恋的，景点都一般',
    '周末想睡很久很久，别叫醒我',
    '我家猫得了癌症晚期，兽医说怎么样走才不痛苦要提前商量',
    '小说里的人物一直在琢磨怎么死比较没有痛苦',
]

(
    test_stop35_forum_passive_wishes_third_words_reach_medium,
    test_stop35_forum_passive_wishes_third_words_look_alikes_stay_below_medium,
) = (reaches(MEDIUM_FLOOR, MEDIUM), stays_below(MEDIUM_FLOOR, NONE))
