"""Stop 41, Chinese: the known limits' misses read as kinds — the second set, in other words
(brief: zhgen, item 2; ADR 0108 amendment "stop 41").

The same four kinds as the first set (``…_misses_as_kinds.py``): an accident or an illness
welcomed as an end of oneself; urges at the wheel or at a height; the issue's categories in
colloquial words; acts under way or just done, told by the person themself. Beside each, the
same shapes about ordinary things. Written after the rules changed and frozen before its result
was read; its first try is recorded in ADR 0108 (stop 41).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

ACCIDENT_OR_ILLNESS_WELCOMED: list[str | list[str]] = [
    "真希望下班路上被大货车撞一下，就不用再醒过来了",
    "但愿这次检查出来是癌症，我就可以不用再熬了",
    "每天都盼着飞机出点意外，我正好在上面",
    "要是哪天得了绝症，我反而觉得是解脱",
    "巴不得走在路上被砸中，一下子就结束",
    "好想哪天出个意外，这样谁也不会怪我",
]
NOT_WELCOMED_OTHER_WORDS: list[str | list[str]] = [
    "真希望下班路上别堵车",
    "但愿这次检查出来什么事都没有",
    "每天都担心爸妈出意外",
    "要是哪天中了大奖，我就辞职去旅游",
    "巴不得早点下班回家睡觉",
    "好怕哪天出个意外，家里没人照顾",
]
URGES_OTHER_WORDS: list[str | list[str]] = [
    "开车上高架的时候，老是想猛打方向盘撞向隔离带",
    "脑子里总有个声音让我油门踩到底冲出去",
    "一站到窗边，就特别想翻出窗户去",
    "在高速上总想朝着对面的大卡车冲过去",
    "过桥的时候有股冲动想把车开进河里",
    "每次在站台等车都控制不住想往下跳",
]
ORDINARY_WHEEL_OTHER_WORDS: list[str | list[str]] = [
    "开车上高架的时候，老是想超车",
    "一站到窗边，就特别想看看外面的风景",
    "过桥的时候总想停下来拍江景",
    "在高速上总想快点开到服务区上厕所",
]
ISSUE_CATEGORIES_OTHER_WORDS: list[str | list[str]] = [
    "我的那几张卡和密码都写在本子上了，等我走了你们照着取",
    "往后的路我就不跟大家一起走了，你们保重",
    "以后我不在的日子里，你们都要好好过",
    ["老鼠药我放在床底下了", "等下周他们都出差了"],
    ["我知道顶楼的门怎么开", "今晚等大家都睡了就上去"],
    "前年吞过一次安眠药被救了，下回我想试试别的办法",
    "喝过一回百草枯没死成，这次想换个方法",
]
ISSUE_SHAPES_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    "我的那几张卡和密码都写在本子上了，怕自己忘了",
    "往后的路我们一家人一起走",
    "前年考研没考上，下回我想试试别的学校",
]
ACTS_UNDER_WAY_OTHER_WORDS: list[str | list[str]] = [
    "刚把一整盒思诺思吃下去了",
    "左洛复我一口气吞了一大把",
    "刚才灌了半瓶百草枯",
    "胳膊上刚划开了一道，还在一直往下滴",
    "我已经踩上凳子，把脖子套进去了",
    "已经从窗户爬出去了，站在外面的空调架上",
]
ACTS_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    "医生说左洛复每天吃一片就行",
    "狗狗误吃了一块巧克力，正在去宠物医院",
    "切水果刚划开了一道小口子，贴了创可贴",
    "踩上凳子去换灯泡",
]

# Moved out of the checked lists after the first try (ADR 0108 "stop 41", Known limits "Stop 41,
# zhgen"): both are 0.97 on main 7cc2f36 and after; no general reading of this stop reaches them.
STILL_MISREAD: list[str | list[str]] = [
    ["老鼠药我放在仓库了", "等下周他们都出差了我来打扫一下"],  # my chore once they leave
    "刚把一片思诺思吃下去了，希望今晚能睡着",  # one tablet for a night's sleep, read as a plan
]

test_accident_or_illness_welcomed_in_other_words_reaches_medium = reaches(
    MEDIUM_FLOOR, ACCIDENT_OR_ILLNESS_WELCOMED)
test_not_welcomed_in_other_words_stays_below_medium = stays_below(
    MEDIUM_FLOOR, NOT_WELCOMED_OTHER_WORDS)
test_urges_in_other_words_reach_medium = reaches(MEDIUM_FLOOR, URGES_OTHER_WORDS)
test_ordinary_wheel_in_other_words_stays_below_medium = stays_below(
    MEDIUM_FLOOR, ORDINARY_WHEEL_OTHER_WORDS)
test_issue_categories_in_other_words_are_high = reaches(
    HIGH_FLOOR, ISSUE_CATEGORIES_OTHER_WORDS)
test_issue_shapes_ordinary_in_other_words_stay_below_medium = stays_below(
    MEDIUM_FLOOR, ISSUE_SHAPES_ORDINARY_OTHER_WORDS)
test_acts_under_way_in_other_words_are_high = reaches(HIGH_FLOOR, ACTS_UNDER_WAY_OTHER_WORDS)
test_acts_ordinary_in_other_words_stay_below_medium = stays_below(
    MEDIUM_FLOOR, ACTS_ORDINARY_OTHER_WORDS)
