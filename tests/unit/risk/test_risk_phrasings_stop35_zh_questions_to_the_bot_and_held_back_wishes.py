"""Stop 35, Chinese forum and chat register: a question to the assistant that owns a wish it has
read (你怎么看出来我想死的, 我没打出那两个字你怎么知道我想自杀), a wish held back only by fear
(想死又不敢, 好几次想跳下去都怕疼没敢) and a safety history told lightly (签过不自杀承诺书,
被强制住进封闭病房) — high or medium; vs. a question about how the assistant works for a
project, a complaint that it misread a film, someone else's wish, and a fear of dying.
Written and frozen before any rule change; first try on main 7a38169:
high 2/3, medium 4/4, look-alikes 6/6.
After: high 3/3, medium 4/4, look-alikes 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '你是怎么看出来我想自杀的',
    '我明明没说那两个字，你怎么知道我想轻生',
    '为什么我没打出"死"字你还是看出来了我想死',
]
MEDIUM: list[str | list[str]] = [
    '其实一直想死，就是不敢',
    '好几次站在阳台上想跳下去，都因为怕疼没敢',
    '签过两次不自杀承诺书了哈哈',
    '去年被强制住进封闭病房，因为又想自杀了',
]
NONE: list[str | list[str]] = [
    '你是怎么识别自杀相关内容的？我在做一个关于算法的课题',
    '我只是在聊电影里的情节，你怎么就以为我想自杀了',
    '你怎么看出来我同事想自杀的',
    '我很怕死，连体检都不敢去',
    '小时候不敢坐过山车，怕掉下去',
    '公司让每个员工签安全承诺书',
]

(
    test_stop35_questions_to_the_bot_are_high,
    test_stop35_held_back_wishes_and_safety_history_reach_medium,
    test_stop35_questions_to_the_bot_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
