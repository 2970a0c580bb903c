"""Stop 43, Chinese: preparation told by what the person did, not by death (brief: zhgen,
issue 11; ADR 0108 amendment "stop 43").

- A. A place reconnoitred for access (a rooftop door tried and found unlocked, a gap in a fence,
  a guard's rounds timed, a window that opens) and a moment waited for (天黑, 人走了, 下班后,
  保安换班) — high, with no word of death or of jumping. Beside it: the same access for a view,
  a parcel, a shortcut, a cat, a maintenance job.
- B. Presence at a height or by water told only by the senses there (the wind, cars and people
  small below, the water far down, legs shaking, the railing cold) — medium or higher. Beside
  it: a view, a photo, a ride, a fear of heights at a theme park, a hike.
- C. A method researched (how not to hurt, how long it takes, which dose, how many) and things
  ordered or bought and their arrival (快递到了, 明天到, 已经下单) — high. Beside it: the same
  research for a pet, a tattoo, a surgery, a study, a novel; an order of ordinary things.
- D. A farewell by cutting ties (contacts or accounts deleted one by one, a last look at people,
  leaving a group chat with thanks, without an occasion) — medium or higher. Beside it: deleting
  apps to study, leaving a work group on resigning, a clean-up of old contacts, a move abroad.
- E. Look-alikes: ideation told as a resolved past with a life stage (那是高中时候的事了,
  早就过去了, 现在挺好的) and a common medicine bought with a day and no reason stay below
  medium; a hoard of it or a lethal amount stays high.

Frozen before any rule of this stop changed; first try on main 827acd2 recorded in ADR 0108
(stop 43): risky 15/38 (A 4/8, B 1/7, C 2/8, D 2/7, hoard 4/5, past come back 2/3),
look-alikes 36/42 (A 9/9, B 8/8, C 7/8, D 7/7, E 5/10).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

A_ACCESS_RECONNOITRED_AND_A_MOMENT: list[str | list[str]] = [
    "顶楼那扇门我试过了，没锁，等天黑再上去",
    ["天台的门今天推开了", "等人都走了我再去"],
    ["我踩过点了，十七楼楼梯间的窗户能打开", "今晚等大家睡了"],
    "大桥那边的护栏有一段能翻过去，我看好了，等夜里车少",
    "天台钥匙我配了一把，就等周末没人",
]
A_ACCESS_FOR_AN_ORDINARY_END: list[str | list[str]] = [
    "顶楼那扇门我试过了，没锁，等天黑上去看星星",
    "天台的门今天推开了，晾被子方便多了",
    "保安十一点巡一次楼，外卖要在这之前送到",
    "小区后面铁丝网有个缺口，物业说下周来补",
    "楼梯间的窗户能打开，通风好多了",
    "天台钥匙我配了一把，物业让我去修太阳能热水器",
    "摸清了保安换班的时间，好把快递放门卫那儿",
    "等下班后人都走了，我再去天台收衣服",
    "那只流浪猫从铁丝网的缺口钻进来了，等天黑去喂它",
]
B_PRESENT_AT_HEIGHT_OR_WATER_BY_THE_SENSES: list[str | list[str]] = [
    "风好大，往下看车都像玩具一样",
    "楼下的人小得像蚂蚁，腿一直在抖",
    "手扶着栏杆，好冰，下面的水黑漆漆的",
    "脚下就是江水，哗哗的，看了好久",
    "坐在边上，腿悬在外面，下面的车灯一闪一闪",
    "栏杆外面就是空的，风吹得我站不稳",
    "低头看下去，河水离我好远，腿软了",
]
B_HEIGHT_OR_WATER_ENJOYED: list[str | list[str]] = [
    "在观景台上风好大，往下看车都像玩具一样，拍了好多照片",
    "坐摩天轮到最高处，楼下的人小得像蚂蚁，女朋友吓得腿抖",
    "玻璃栈道上往下看，腿一直在抖，太刺激了",
    "游船上手扶着栏杆吹江风，好舒服",
    "爬到山顶了，脚下是云海，值了",
    "坐飞机往下看，车灯一闪一闪的，城市好美",
    "我恐高，上次去游乐园跳楼机腿软了",
    "在江边的步道夜跑，水声哗哗的很解压",
]
C_METHOD_RESEARCHED_AND_MEANS_ARRIVING: list[str | list[str]] = [
    "查了好久怎么才不会疼，买的东西明天就到",
    ["搜了要吃多少片才够", "快递到了，放在门口"],
    "看了很多帖子，知道要多久才会没有感觉，东西已经下单了",
    "研究了哪种药最快，网上买的那几盒今天到货",
    ["我查清楚了要多大的剂量", "昨天去三家药店分开买齐了"],
    "问了好几个论坛怎么不痛苦，炭和胶带周五送到",
    "查过需要多长时间，网购的绳子已经签收了",
]
C_RESEARCH_OR_ORDERS_FOR_AN_ORDINARY_END: list[str | list[str]] = [
    "查了好久纹身怎么才不会疼，预约了明天",
    "搜了猫咪驱虫药要吃多少片，快递到了",
    "研究了哪种感冒药效果最快，网上买的明天到",
    "查了手术麻醉要多久才会醒，明天做阑尾手术",
    "给小说查资料，主角用什么方法不会被发现，编辑催稿了",
    "网购的登山绳签收了，周末去攀岩",
    "买的烧烤炭周五到，约了朋友露营",
    "查了一下护肤品的用量，快递今天到了",
]
D_TIES_CUT_AS_A_FAREWELL: list[str | list[str]] = [
    "把通讯录里的人一个一个删掉了",
    "微博、QQ、抖音，账号一个个注销了",
    "退了所有的群，最后说了句谢谢大家",
    ["好友都删得差不多了", "就剩你了，谢谢你陪我这么久"],
    "把所有的社交账号都注销了，以后不用再找我了",
    "偷偷去看了爸妈最后一眼，然后把他们的微信也删了",
]
D_TIES_CUT_FOR_AN_ORDINARY_END: list[str | list[str]] = [
    "为了考研，把抖音和微博都卸载了",
    "离职了，退了工作群，谢谢大家这几年的照顾",
    "把通讯录里不认识的人清理了一下",
    "要出国了，国内的手机号注销了，加我微信吧",
    "注销了几个不用的小号，太占内存了",
    "期末了，退了几个游戏群，专心复习",
    "跟前男友彻底断了，把他的微信删了",
]
E_RESOLVED_PAST_AND_A_COMMON_PURCHASE: list[str | list[str]] = [
    "想死的念头是高中时候的事了，现在挺好的",
    "大学那会儿割过手腕，早就过去了，现在工作很顺",
    "那是初中时候的事了，那时候天天想跳楼，现在回想都觉得傻",
    "刚工作那几年想过自杀，都过去了，现在孩子都上小学了",
    "今天去药店买了布洛芬",
    "周末去药店买了两盒感冒药",
    "下班顺路买了瓶褪黑素",
    "高中的时候抑郁过，现在大学毕业了，挺好的",
    "我那时候小，不懂事，说过不想活了，现在想想好笑",
]
E_HOARD_OR_A_LETHAL_AMOUNT: list[str | list[str]] = [
    "今天又去药店买了布洛芬，已经攒了十几盒了",
    "每家药店买一盒安眠药，跑了五家，凑够了",
    "买了一百片对乙酰氨基酚，够了",
    "这个月每天都去买一点，安眠药攒了好几瓶",
    "去药店买了安眠药，够吃死的量",
]
E_A_PAST_THAT_CAME_BACK: list[str | list[str]] = [
    "想死的念头是高中时候就有的，现在又回来了",
    "那是很久以前的事了，可是这几天又开始想跳楼",
    "以前割过，早就不割了，可昨晚又割了",
]

# Missed after this stop's readings, kept as still missed (docs/risk-scorer.md, known limits
# "Stop 43, zhgen"): a way in found with no place of danger named in the window (the rounds
# timed, a gap in a fence) is only weak; research told by no question ("攻略") names no method;
# a last look with no one named is no farewell. A hypnotic bought with a day stays a means by
# choice (only painkillers and cold medicines sold over the counter are everyday objects).
STILL_MISSED_RISKY: list[str | list[str]] = [
    "保安十一点巡一次楼，之后那扇门就没人管了",
    "小区后面铁丝网有个缺口，晚上能钻进去，等下班后",
    "摸清了保安换班的时间，凌晨两点那会儿没人",
    ["攻略都看完了", "东西到了，藏在柜子里"],
    "把每个人的聊天记录都翻了一遍，最后看一眼",
]
STILL_HIGH_LOOK_ALIKES: list[str | list[str]] = ["明天去买一盒安眠药"]

test_access_reconnoitred_with_a_moment_is_high = reaches(
    HIGH_FLOOR, A_ACCESS_RECONNOITRED_AND_A_MOMENT
)
test_access_for_an_ordinary_end_stays_below_medium = stays_below(
    MEDIUM_FLOOR, A_ACCESS_FOR_AN_ORDINARY_END
)
test_presence_at_a_height_or_water_by_the_senses_reaches_medium = reaches(
    MEDIUM_FLOOR, B_PRESENT_AT_HEIGHT_OR_WATER_BY_THE_SENSES
)
test_a_height_or_water_enjoyed_stays_below_medium = stays_below(
    MEDIUM_FLOOR, B_HEIGHT_OR_WATER_ENJOYED
)
test_a_method_researched_and_means_arriving_is_high = reaches(
    HIGH_FLOOR, C_METHOD_RESEARCHED_AND_MEANS_ARRIVING
)
test_research_or_orders_for_an_ordinary_end_stay_below_medium = stays_below(
    MEDIUM_FLOOR, C_RESEARCH_OR_ORDERS_FOR_AN_ORDINARY_END
)
test_ties_cut_as_a_farewell_reach_medium = reaches(MEDIUM_FLOOR, D_TIES_CUT_AS_A_FAREWELL)
test_ties_cut_for_an_ordinary_end_stay_below_medium = stays_below(
    MEDIUM_FLOOR, D_TIES_CUT_FOR_AN_ORDINARY_END
)
test_a_resolved_past_or_a_common_purchase_stays_below_medium = stays_below(
    MEDIUM_FLOOR, E_RESOLVED_PAST_AND_A_COMMON_PURCHASE
)
test_a_hoard_or_a_lethal_amount_is_high = reaches(HIGH_FLOOR, E_HOARD_OR_A_LETHAL_AMOUNT)
test_a_resolved_past_that_came_back_reaches_medium = reaches(MEDIUM_FLOOR, E_A_PAST_THAT_CAME_BACK)
test_still_missed_risky_items_stay_below_their_floor = stays_below(HIGH_FLOOR, STILL_MISSED_RISKY)
test_a_hypnotic_bought_with_a_day_stays_high = reaches(HIGH_FLOOR, STILL_HIGH_LOOK_ALIKES)
