"""Stop 41, Chinese: two ordinary turns never route together — the second set, in other words
(brief: zhgen, item 1; ADR 0108 amendment "stop 41").

The same kinds as the first set (``…_quiet_turns_together.py``): affairs of an errand, a pet
or someone else's funeral, a goodbye at the end of a shift or a class, a goal for a match, a
diet or a ticket, a roof or a river for an errand, a time with a chore — each frame should take
its whole sentence, so that no remainder of it combines with the other turn. Beside them, the
same kinds in a risky frame still combine. Written after the rules changed and frozen before
its result was read; its first try is recorded in ADR 0108 (stop 41).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

TWO_ORDINARY_TURNS_OTHER_WORDS: list[str | list[str]] = [
    ["狗狗寄养在宠物店了，我下周去外地培训", "周日晚上回来"],
    ["钥匙我压在花盆底下了，你先进屋", "晚上一起吃火锅"],
    ["外婆的葬礼结束了，家里人都累坏了", "这周一定要把房间收拾出来"],
    ["各位同事辛苦了，先下班啦，明天见", "这次年终考核一定要拿优秀"],
    ["我把旧手机送给我妈了", "明天去营业厅办新卡"],
    ["这学期最后一节课上完了，同学们拜拜", "下学期我一定要坚持早起"],
    ["楼顶的水箱漏水，物业的人上去修了", "我下午请了假"],
    ["在长江大桥上等了半小时红绿灯", "晚上回家做饭"],
    ["画具都收拾好了，周末去河边写生", "大家周一见"],
    ["小区群里说了一声，以后不在这住了，房子卖了", "下个月搬去新家"],
    ["这次比赛一定要进前三，不会再掉链子了", "教练说今晚加练"],
    ["把鱼缸里的鱼送给邻居小孩了，因为要出国读书", "机票订在下周二"],
    ["给她织的围巾藏在衣柜里了，别告诉她，下周她生日", "今晚早点睡"],
    ["阳台的窗户坏了，师傅明天来换", "今晚先用胶带贴上"],
]
RISKY_KINDS_OTHER_WORDS: list[str | list[str]] = [
    ["存折和钥匙都交给我姐了，她知道该怎么办", "今晚就是最后一晚"],
    ["以后你们就当没我这个人吧", "药都在手边了"],
    ["我把狗送人了，反正以后也照顾不了它了", "等周末没人在家的时候"],
    ["上回跳河被救上来了", "这回我一定不会让人发现"],
    ["这是最后一次跟你们说话了", "天台的门我已经打开了"],
]

test_two_ordinary_turns_in_other_words_stay_below_medium = stays_below(
    MEDIUM_FLOOR, TWO_ORDINARY_TURNS_OTHER_WORDS)
test_risky_kinds_in_other_words_stay_high = reaches(HIGH_FLOOR, RISKY_KINDS_OTHER_WORDS)
