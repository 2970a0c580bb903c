"""Stop 43, Chinese: the second set in other words for the five kinds of
``test_risk_phrasings_stop43_zh_access_senses_orders_ties`` (ADR 0108 amendment "stop 43").

Other doors and ways in (a broken lock, a fire exit, a fence's opening), other senses (the
hair in the wind, palms sweating, the depth of the water), other research verbs and
arrivals (百度, 搞清楚, 签收, 寄到家, 在路上), other ties cut (B站, 家族群, 通讯录清空) and
other life stages and purchases. Written and frozen before the rules were changed again and
before the changed rules were run on it. First try with this stop's first readings: risky
14/34 (A 3/8, B 3/7, C 2/7, D 2/7, hoard 2/3, come back 2/2), look-alikes 30/37 (A 8/8, B 7/8,
C 5/7, D 5/7, E 5/7); on main 827acd2 risky 8/34, look-alikes 33/37 (ADR 0108, stop 43).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

A_ACCESS_OTHER_WORDS: list[str | list[str]] = [
    "楼顶的铁门，我昨天晚上推了一下，开着的，等周末",
    ["天台那把锁是坏的", "晚上十点以后就没人上去了"],
    "那座桥的护栏有个地方能钻出去，我去看过两次了，等凌晨",
    "江堤那边的围栏有道口子，趁天黑过去",
    ["我摸清楚楼顶保安几点巡逻了", "等他走了我就上去"],
    "二十八楼走廊尽头的窗户可以整个推开，深夜人少",
]
A_ACCESS_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    "楼顶的铁门推了一下，开着的，上去晒了会儿太阳",
    "天台那把锁是坏的，物业说明天来换",
    "安全出口的门一推就开，消防检查说要整改",
    "围栏有道口子，小狗老从那钻出去，周末去补上",
    "走廊尽头的窗户可以整个推开，夏天通风很好",
    "摸清楚了保安几点巡逻，晚上夜跑就不会被拦",
    "天台门没锁，等晚上大家一起上去看烟花",
    "楼顶的钥匙物业给我配了一把，方便上去晒被子",
]
B_SENSES_OTHER_WORDS: list[str | list[str]] = [
    "站的地方好高，风把头发吹得乱七八糟，下面的马路像一条线",
    "往下瞄了一眼，路上的车像火柴盒，手心全是汗",
    "抓着冰凉的栏杆，底下黑乎乎的全是水",
    "低头看，下面的人跟蚂蚁一样，我的腿在发抖",
    "这里好安静，只有风声，下面的河水看着好深",
    "江风吹得我好冷，往下望水黑漆漆的",
    "脚下就是海，浪一下一下拍着石头",
]
B_VIEWS_OTHER_WORDS: list[str | list[str]] = [
    "坐缆车往下看，下面的人跟蚂蚁一样，太好玩了",
    "高空餐厅吃饭，往下瞄了一眼，路上的车像火柴盒",
    "爬上山顶，往下看云海，好壮观",
    "在游轮甲板上，下面的海水好深好蓝",
    "恐高的我第一次坐摩天轮，腿在发抖",
    "无人机拍的视频，往下看车小得像玩具",
    "恐怖片里主角往下看，下面黑漆漆的，吓死我了",
    "冬天摸着冰凉的栏杆等公交",
]
C_RESEARCH_OTHER_WORDS: list[str | list[str]] = [
    "在网上看了好几天，怎样才不痛苦，我订的东西周三到",
    ["已经搞清楚要吃多少颗才行", "包裹今天下午签收了"],
    "问过别人哪个方法最快，买的炭已经在路上了",
    "查到了多大的剂量才够，药已经寄到家了",
    "百度了怎么才能不疼，刀片的快递到了",
    ["我知道要多少片了", "买的药今晚到"],
    "研究了多久才会失去意识，网上订的东西明天送到",
]
C_RESEARCH_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    "百度了拔智齿怎么才能不疼，约了周三",
    "查了狗狗驱虫药吃多少片，包裹今天签收了",
    "研究了哪种方法减肥最快，买的代餐明天到",
    "问了医生退烧药要吃多少片，药已经寄到家了",
    "查了打耳洞怎样才不痛，耳钉快递到了",
    "写论文查了致死剂量的文献，导师让我明天交",
    "买的书今天到，打算好好研究一下怎么做菜",
]
D_TIES_OTHER_WORDS: list[str | list[str]] = [
    "微信好友一个接一个删，删到最后只剩几个人",
    "把QQ、微博、B站的号都注销了，这样就干净了",
    "家族群、同学群、工作群，全退了，谢谢大家",
    "通讯录清空了，手机里什么都没留",
    "这几天把所有账号挨个注销了",
    "挨个给朋友发了谢谢，然后把他们都删了",
]
D_TIES_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    "换了新手机，通讯录清空了重新导入",
    "为了戒网瘾，把游戏账号都注销了",
    "辞职了，把工作相关的群全退了",
    "毕业了，班级群都退了",
    "清理了一下微信好友，删了几个微商",
    "和他分手后把他所有账号都拉黑了",
    "移民前把国内的账号挨个注销了，换成海外的",
]
E_PAST_AND_PURCHASE_OTHER_WORDS: list[str | list[str]] = [
    "读研那阵子有过轻生的念头，现在早就走出来了",
    "青春期的时候割过几次，已经好多年没有了，现在过得很好",
    "刚毕业那段时间天天想死，回头看真的熬过来了",
    "昨天在药房买了一盒感冒灵",
    "下周去药店买点对乙酰氨基酚备着",
    "今天下午去超市顺便买了芬必得",
    "周五去药店买了点散利痛",
]
E_HOARD_OTHER_WORDS: list[str | list[str]] = [
    "每次去不同的药房，已经买了八盒布洛芬",
    "布洛芬买了两百片，够了",
    "对乙酰氨基酚攒了几十板了",
]
E_CAME_BACK_OTHER_WORDS: list[str | list[str]] = [
    "初中那会儿就想死，最近又开始了",
    "以前自残过，好几年没有了，昨天又划了",
]

# Missed after the mend, kept as still missed (docs/risk-scorer.md, known limits "Stop 43,
# zhgen"): a top floor named only as 顶层 is no place of danger; a key copied "from the
# management office" is read with the office's ordinary errand; a last visit to a grandmother
# is also how a relative's own last days are told, so it stays a farewell alone (weak).
STILL_MISSED_RISKY: list[str | list[str]] = [
    "公司顶层安全出口的门一推就开，等同事都下班",
    "楼顶的钥匙从物业那偷偷配了一把，挑个周日",
    "临走前去看了外婆最后一面",
]

test_access_in_other_words_is_high = reaches(HIGH_FLOOR, A_ACCESS_OTHER_WORDS)
test_ordinary_access_in_other_words_stays_below_medium = stays_below(
    MEDIUM_FLOOR, A_ACCESS_ORDINARY_OTHER_WORDS
)
test_senses_at_a_drop_in_other_words_reach_medium = reaches(MEDIUM_FLOOR, B_SENSES_OTHER_WORDS)
test_views_in_other_words_stay_below_medium = stays_below(MEDIUM_FLOOR, B_VIEWS_OTHER_WORDS)
test_research_and_arrival_in_other_words_is_high = reaches(HIGH_FLOOR, C_RESEARCH_OTHER_WORDS)
test_ordinary_research_in_other_words_stays_below_medium = stays_below(
    MEDIUM_FLOOR, C_RESEARCH_ORDINARY_OTHER_WORDS
)
test_ties_cut_in_other_words_reach_medium = reaches(MEDIUM_FLOOR, D_TIES_OTHER_WORDS)
test_ordinary_ties_cut_in_other_words_stay_below_medium = stays_below(
    MEDIUM_FLOOR, D_TIES_ORDINARY_OTHER_WORDS
)
test_a_past_or_a_purchase_in_other_words_stays_below_medium = stays_below(
    MEDIUM_FLOOR, E_PAST_AND_PURCHASE_OTHER_WORDS
)
test_a_hoard_in_other_words_is_high = reaches(HIGH_FLOOR, E_HOARD_OTHER_WORDS)
test_a_past_come_back_in_other_words_reaches_medium = reaches(MEDIUM_FLOOR, E_CAME_BACK_OTHER_WORDS)
test_still_missed_risky_items_stay_below_medium = stays_below(MEDIUM_FLOOR, STILL_MISSED_RISKY)
