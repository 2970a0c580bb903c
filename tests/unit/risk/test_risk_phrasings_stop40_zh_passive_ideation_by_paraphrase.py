"""Stop 40, Chinese: passive ideation by paraphrase families (brief: zhgen, item 3).

A frame (要是…就好了, 也无所谓, 没人会发现 / 在意, 有什么意义, 解脱) over any end-of-self predicate
(消失, 不在了, 不存在, 睡过去不醒, 出意外, 离开这个世界) with the speaker as subject: at least
medium. Beside it, the same frames over ordinary ends (from a feed, from home for a weekend, a
trip, a bug, a spot, a meeting): below medium.
Frozen before any rule change; first try recorded in ADR 0108 (stop 40).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

END_OF_SELF_IN_A_FRAME: list[str | list[str]] = [
    "要是我能就这样消失就好了",
    "我不在了也无所谓吧",
    "就算我消失了，也没人会发现",
    "我存不存在，有什么意义",
    "有时候想，睡过去再也不醒就好了",
    "要是哪天出个意外，对我来说也是解脱",
    "离开这个世界也无所谓了",
    "我不存在的话也没人会在意",
    "活着有什么意义，不如消失算了",
    "真希望自己从来没存在过",
    "如果我明天就不在了，应该也没人会在意吧",
    "从这个世界上消失，对我来说是种解脱",
    "我这样的人，不存在也无所谓",
    "哪天我悄悄消失了，估计都没人会发现",
]
ORDINARY_ENDS_IN_THE_SAME_FRAMES: list[str | list[str]] = [
    "要是能从朋友圈消失一段时间就好了",
    "周末我不在家也无所谓，你们自己吃",
    "想消失一周去旅行，谁也不联系",
    "要是这个bug消失了就好了",
    "考试要是取消了就好了",
    "要是能一觉睡到中午就好了",
    "离开这个城市也无所谓，反正工作好找",
    "这种会开了有什么意义",
    "要是脸上的痘痘消失就好了",
    "我不在群里也没人会发现",
    "明天我不在办公室，也无所谓",
    "辞职以后终于解脱了",
    "要是能离开这个公司就好了",
    "黑眼圈什么时候能消失啊",
]

test_end_of_self_in_a_frame_reaches_medium = reaches(MEDIUM_FLOOR, END_OF_SELF_IN_A_FRAME)
test_ordinary_ends_in_the_same_frames_stay_below_medium = stays_below(
    MEDIUM_FLOOR, ORDINARY_ENDS_IN_THE_SAME_FRAMES
)
