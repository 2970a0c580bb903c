"""Stop 42, Chinese: the second set in other words for the five kinds of
``test_risk_phrasings_stop42_zh_generalise_by_kind`` (ADR 0108 amendment "stop 42").

Other verbs (干吞, 嗑, 咽, 下肚), other drugs and brands of each kind, the passive 被我, topic
first and split over two turns; rescue defeated told by the ambulance, a location turned off,
a door locked; an unobserved moment told by a night shift, a wood, a garage; 死 in other idioms
(铁定, 社死, 打死我, 加班加到死); places and farewells with other occasions. Written and frozen
before any rule of this stop changed and before the changed rules were run on it; its first
try is recorded in ADR 0108 (stop 42).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

A_OVERDOSE_OTHER_WORDS: list[str | list[str]] = [
    "刚干吞了一板佐匹克隆",
    "左洛复我磕了大半瓶",
    "家里的氟哌啶醇让我一口气全咽了",
    "拉莫三嗪，一整盒，已经下肚了",
    "散利痛嗑了二十多粒，耳朵嗡嗡响",
    ["那瓶扑尔敏", "我刚都倒嘴里了"],
    "白加黑吃了三板，现在好难受",
    "灭鼠灵拌水喝下去了",
    "洁厕灵刚喝了好几口",
    "所有的利培酮都被我吃光了",
    "怡诺思攒了两个月，今晚全部吞了",
    ["泰诺", "一整瓶，刚吃的"],
]
A_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    "利培酮一天最多吃几毫克",
    "医生让我把拉莫三嗪加到一天两片",
    "外婆的降压药一整盒都吃完了，明天去医院再开",
    "半瓶雪碧喝下去，嗝打个不停",
    "白加黑按说明书吃的，白天一片晚上一片",
    "这一板布洛芬吃了快一个月了，痛经好多了",
    "全部的维C泡腾片都喝完了",
    "杀虫剂喷了一整瓶，院子里的蚊子少多了",
    "老公的安眠药被我藏起来了，怕他乱吃",
]
B_RESCUE_DEFEATED_OTHER_WORDS: list[str | list[str]] = [
    "上回让120拉走了，下回我挑个没人能找到的地儿",
    "这次我把定位关了，等他们找到我的时候已经来不及了",
    "吃药那次被我妈撞见了，这回我会等她上夜班",
    "上次被拦下来了，下次我不会告诉任何人",
    ["上个月割腕被同事送医了", "这回我锁好门，不让任何人进来"],
    "这次不会有人来得及救我的",
    "洗胃那次太丢人了，这回保证没人发现得了",
    "上回被路人拉住了，再去就挑半夜没人的时候",
    "这次得做得干净点，别又被抢救回来",
]
B_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    "上次躲猫猫被弟弟找到了，这回我藏衣柜里",
    "给她准备的求婚惊喜这次保证她发现不了",
    "王者里被队友救了好几次，这局我自己carry",
    "这回拉黑他了，他再也找不到我了",
    "上次溜出去玩被我爸发现了，这次等他睡了再走",
    "这次出差不带工作手机，谁也联系不上我，爽",
    "上回偷偷染头发被我妈拦住了，这次去理发店染",
    "逃课被老师抓过一次，这次我让室友帮我答到",
]
C_UNOBSERVED_OTHER_WORDS: list[str | list[str]] = [
    ["刀我磨好了", "这周末就我一个人在家"],
    ["安眠药藏在枕头底下", "等老公值夜班那天"],
    "门我锁死了，手里攥着一把药",
    ["农药我从老家带来了", "找了片没人的林子"],
    "半夜等爸妈睡熟了，我就去厨房拿那把刀",
    ["炭我买了两袋", "车停在没人的地下车库了"],
    "宿舍就剩我一个了，刀片就在桌上",
    ["药都在包里", "我来到了一个没人认识我的地方"],
]
C_ORDINARY_OTHER_WORDS: list[str | list[str]] = [
    ["刀我磨好了", "这周末就我一个人在家，准备露一手做红烧肉"],
    "趁室友都去上课，把晾衣绳系在了上铺晒袜子",
    ["安眠药在枕头底下", "等老公值夜班那天我睡不好就吃半片"],
    "门我锁上了，一个人安安静静追剧",
    ["农药我从老家带来了", "找了片没人的菜地打虫"],
    "半夜等爸妈睡熟了，我就去厨房偷吃蛋糕",
    ["炭我买了两袋", "周末去没人的河滩烧烤"],
    "宿舍就剩我一个了，美工刀拿来剪纸做手工",
]
D_IDIOM_OTHER_WORDS: list[str | list[str]] = [
    "ddl明早九点，我这次真的死定了",
    "这题我死活做不出来",
    "家人们谁懂啊，笑死个人",
    "好久不见闺蜜，想死她了",
    "跟老板顶嘴，我这不是找死吗",
    "手机卡死了，重启都不行",
    "这剧情要死要活的，编剧真能编",
    "外面热死人了，空调开到最低",
    "我妈要是知道我挂科，非打死我不可",
    "今天加班加到死，腰都直不起来",
    "社死了，在电梯里放了个屁",
    "隔壁装修吵死了",
]
D_MEANT_OTHER_WORDS: list[str | list[str]] = [
    "我是认真的，真的不想活下去了",
    "每天都在想怎么死",
    "活着没意思，还不如死了",
    "真的好想死啊，不是开玩笑的那种",
    "我死了也没人会难过吧",
]
D_MEANT_WITH_A_PLAN_OTHER_WORDS: list[str | list[str]] = [
    "想死，刀就在手边",
    "今晚就去死，地方都找好了",
]
E_OCCASION_OTHER_WORDS: list[str | list[str]] = [
    "周末在阳台边上给绿萝换盆",
    "爬到屋顶修太阳能热水器",
    "河边夜钓，带了帐篷",
    "在楼顶天台看流星雨，许了个愿",
    "下个月调去北京分公司了，跟大家道个别，有空常联系",
    "准备回老家发展了，电动车和电饭煲都便宜卖给同事了",
    "答辩完就要离校了，把考研资料都送给学弟学妹",
    "明天正式退休，今天把工位清空了，谢谢大家这些年的关照",
    "辞职去旅行前，把花都托付给邻居照顾",
    "在桥边跑步，风景不错",
    "站在窗边晒衣服，楼下好吵",
]
E_NO_OCCASION_OTHER_WORDS: list[str | list[str]] = [
    "在阳台边上坐了一下午，腿悬在外面",
    "爬到屋顶了，风好大，不想下来了",
    "半夜一个人在河边，水声好大，好想走下去",
    "跟大家道个别吧，以后就不联系了",
    "东西都便宜卖了，钱转给我妈了，以后用不着了",
    "花都托付给邻居了，以后不用管了",
    "工位清空了，谢谢大家这些年的关照，永别了",
    "桥边站了很久，一直往下看",
]

test_an_overdose_in_other_words_is_high = reaches(HIGH_FLOOR, A_OVERDOSE_OTHER_WORDS)
test_doses_in_other_words_stay_below_medium = stays_below(
    MEDIUM_FLOOR, A_ORDINARY_OTHER_WORDS)
test_rescue_defeated_in_other_words_is_high = reaches(
    HIGH_FLOOR, B_RESCUE_DEFEATED_OTHER_WORDS)
test_games_and_avoiding_in_other_words_stay_below_medium = stays_below(
    MEDIUM_FLOOR, B_ORDINARY_OTHER_WORDS)
test_an_unobserved_moment_in_other_words_is_high = reaches(
    HIGH_FLOOR, C_UNOBSERVED_OTHER_WORDS)
test_a_means_used_in_other_words_stays_below_medium = stays_below(
    MEDIUM_FLOOR, C_ORDINARY_OTHER_WORDS)
test_death_in_other_idioms_stays_below_medium = stays_below(MEDIUM_FLOOR, D_IDIOM_OTHER_WORDS)
test_death_meant_in_other_words_reaches_medium = reaches(MEDIUM_FLOOR, D_MEANT_OTHER_WORDS)
test_death_meant_with_a_plan_in_other_words_is_high = reaches(
    HIGH_FLOOR, D_MEANT_WITH_A_PLAN_OTHER_WORDS)
test_a_place_or_farewell_with_another_occasion_stays_below_medium = stays_below(
    MEDIUM_FLOOR, E_OCCASION_OTHER_WORDS)
test_a_place_or_farewell_with_no_occasion_reaches_medium = reaches(
    MEDIUM_FLOOR, E_NO_OCCASION_OTHER_WORDS)
