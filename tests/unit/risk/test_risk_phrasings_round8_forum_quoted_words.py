"""Round eight, forum register, seventh batch: a word of risk set in quotation marks, as posts
set it off ("总有“死”字"), found by rewriting the tune half's caught items with 死 quoted (a
throwaway script; none of its text is here): 53 of 164 were no longer caught. Hard negatives
that quote the same words as words (a teacher on essays, a news term, someone's 累死了, 社死, a
game's revival, 躺平, a burden in a quoted proverb about someone else).

Frozen before any change it drives. First try: see the commit message.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "今晚就去“解脱”，楼顶的门我已经打开了",
    "对我来说“自杀”不是一时冲动，日子我都定好了",
    "我想“死”，药已经攒了一瓶",
]

MEDIUM: list[Item] = [
    "心里一直有个“死”字，挥之不去",
    "我真的好想“死”",
    "我就是家里的“累赘”",
    "每天都在想着“消失”",
    "好想“一睡不醒”",
]

NONE: list[Item] = [
    "老师说作文里最好别写“死”这个字，太消极",
    "“自杀”这个词在新闻标题里出现得太多了",
    "他老把“累死了”挂在嘴边，其实就是不想干活",
    "网上说的“社死”到底是什么意思",
    "这款游戏的“复活”机制太坑了",
    "朋友圈里都在转发“躺平”的段子",
    "我妈总说表哥是家里的“累赘”，我听着很不舒服",
]


(
    test_round_eight_forum_quoted_words_imminent_risk_is_high,
    test_round_eight_forum_quoted_words_wishes_reach_medium,
    test_round_eight_forum_quoted_words_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
