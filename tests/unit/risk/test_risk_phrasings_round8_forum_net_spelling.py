"""Round eight, forum register, fourth batch: words of death spelled the way posts spell them to
slip past filters (死 written "si" between Chinese characters, 紫砂 for 自杀) and the speaker
named 本人 or 俺; found by rewriting the tune half's caught items in those spellings with a
throwaway script (none of its text is here): written as "si", more than a third of them were
no longer caught. Hard negatives that share the spellings (laughing, the heat, hunger, an
exam, a SIM card, 死活 as "whatever happens", a teapot, a post that names its author 本人).

Frozen before any change it drives. First try: see the commit message.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "今晚就去si，地方都选好了",
    "我想去si，明天一早就去江边",
    "想紫砂，刀片已经藏在枕头下面了",
    "本人已经把安眠药攒够了，这周末就走",
    "不想活了，等室友睡着我就去楼顶si掉",
]

MEDIUM: list[Item] = [
    "好想si啊，每天都好累",
    "活着没意思，不如早点si了算了",
    "为什么我还没si",
    "俺真的好想死",
    "每天醒来第一个念头就是想si",
    "本人真的活够了",
]

NONE: list[Item] = [
    "笑si我了哈哈哈",
    "热si了，空调又坏了",
    "饿si了，今天还没吃饭",
    "这道题难si了",
    "这个sim卡怎么激活啊",
    "我si活都要去看这场演唱会",
    "紫砂壶买回来了，准备泡茶",
    "本人女，想问问大家换工作的事",
]


(
    test_round_eight_forum_net_spelling_imminent_risk_is_high,
    test_round_eight_forum_net_spelling_wishes_reach_medium,
    test_round_eight_forum_net_spelling_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
