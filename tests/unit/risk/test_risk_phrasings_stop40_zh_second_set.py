"""Stop 40, Chinese: the four categories again in other words (brief: zhgen, second set).

Written after the first set's rules were drafted and frozen before their result was read; each
category keeps its positives (at least medium) and look-alikes (below medium). First try on the
stop's first draft and the end recorded in ADR 0108 (stop 40).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

CANCELLATION_BINDS_ITS_OWN_CLAUSE: list[str | list[str]] = [
    "感冒药家里常备着，安眠药我另外偷偷存了一小瓶，没人知道",
    "刀片留着以后用，我把它塞在枕头套里了，家里人找不到",
    "以备不时之需，我在抽屉夹层里藏了一把刀片",
    "带狗出去散步，走到江边的时候就想直接走进水里",
    "医生开的药怎么吃我也搞不清，反正我都藏起来了，等够数了再说",
    "和家人去海边度假，我想趁他们不注意一个人往深水里走",
    "老公出差了，我带孩子去超市，其实我已经买好炭藏在后备箱了",
    "这些安眠药是以防万一的，我已经瞒着所有人攒了两个月",
    "不知道这些药够不够，我已经偷偷攒了一抽屉了",
    "放假回老家陪爷爷奶奶，我打算在他们睡着以后去村后的水库",
    "以前自残过，现在好多了，就是最近又悄悄把刀片放回笔袋里了",
    "药买来是备用的，可我心里清楚，等哪天撑不住了就全吞下去",
    "出差带的药都备齐了，另外那瓶安眠药我藏在箱子底，是留给自己的",
]
ITS_FRAMES_WITH_ORDINARY_THINGS: list[str | list[str]] = [
    "家里常备一些感冒药和退烧药，以防万一",
    "出差前把常用药都准备好了，放在行李箱里",
    "我偷偷存了一笔钱，准备给爸妈一个惊喜",
    "把美工刀收到抽屉里了，免得孩子拿到",
    "带狗出去散步，走到江边看了会儿日落",
    "跟同学去图书馆复习，晚上回来早点睡",
    "医生开的药怎么吃我也搞不清，明天再去问问",
    "和家人去海边度假，孩子们在浅水里玩得很开心",
    "老公出差了，我带孩子去超市买了一周的菜",
    "以前自残过，现在好多了，刀片早就扔了",
    "药买来是备用的，放在客厅的柜子里",
    "放假回老家陪爷爷奶奶，晚上在村口看星星",
    "把零花钱藏在书里了，谁也没告诉",
    "安眠药锁在柜子里了，怕老人吃错",
]
INJURY_UNDER_WAY: list[str | list[str]] = [
    "我又用小刀把手臂划破了，这次止不住血",
    "用指甲一直掐手心，掐出血了还停不下来",
    "把手腕磨破了，我是故意的",
    "又用烟头烫了手背，起了好几个泡",
    "今晚把自己腿上的皮抠烂了",
    "拿剪刀往胳膊上戳，戳出好几个血洞",
    "我咬自己的手指，咬得血肉模糊",
    "用刀在手腕上刻了她的名字，血一直往下滴",
    "把自己的胳膊挠得全是血道子",
    "一着急就抓自己的脸，现在脸上全是血印",
    "我拿玻璃片划了大腿，伤口很深",
    "把自己嘴里的肉咬烂了，满嘴是血",
    "刚刚又把手背上的疤抠开了，血还在流",
    "用力扯自己的指甲边，扯得十个指头都在流血",
]
WOUNDS_BY_ACCIDENT_OR_ILLNESS: list[str | list[str]] = [
    "做饭的时候被刀划破了手，流了不少血",
    "骑车摔倒了，胳膊擦破了一大片",
    "被狗咬了，手背出血了",
    "剪指甲剪得太深，出血了",
    "蚊子咬得腿上全是包，抓破了好几个",
    "搬家的时候手被纸箱划破了",
    "冬天手太干，裂口子出血了",
    "小孩咬我的手指，咬出牙印了",
    "吃鱼的时候不小心把鱼刺吞下去了",
    "打针的地方一直在渗血",
    "撞到桌角，腿上青了一块",
    "荨麻疹发作，挠得全身都破了",
    "流鼻血了，半天止不住",
    "拔牙以后血止不住，回医院又缝了一针",
]
END_OF_SELF_PARAPHRASED: list[str | list[str]] = [
    "要是我能永远睡过去就好了",
    "我没了也没人在乎",
    "就算我离开这个世界，也不会有人发现",
    "我活着或者不活着，又有什么区别",
    "要是哪天出车祸没了，也挺好的",
    "有时候觉得我不存在会比较好",
    "我死不死都一样，没人在意",
    "从世界上消失也无所谓了",
    "如果我哪天不在了，其实也没什么",
    "我在不在，对谁都无所谓",
    "我一个人悄悄不在了，也不会有人发现的",
    "能一睡不醒就解脱了",
    "我这种人消失了也没关系",
    "我要是不存在了，这个家反而清净",
]
ORDINARY_ENDS_PARAPHRASED: list[str | list[str]] = [
    "要是能从工作群消失几天就好了",
    "周末我不在宿舍，也无所谓",
    "我想消失几天去西藏旅行",
    "要是这些烦恼都消失就好了",
    "我不在场也没关系，你们先开会",
    "我离开这家公司也无所谓",
    "这个月的账单要是消失就好了",
    "我没去也没人发现",
    "活动取消了，去不去都一样",
    "要是能睡到自然醒就好了",
    "我不在的时候，猫也没人管",
    "肚子上的赘肉要是能消失就好了",
    "这个项目做完就解脱了",
    "我不去聚会，其实也没人在意",
]
URGES_AND_A_PAST_REOPENED: list[str | list[str]] = [
    "每次站在高楼窗边，都有股冲动想跳出去",
    "开车经过大桥，总想方向盘一打冲下去",
    "地铁进站的时候，我总想往前迈一步",
    "开车时脑子里一直想着撞向前面的大货车",
    "走在天桥上就很想翻过栏杆跳下去",
    "骑车的时候老想冲到马路中间去",
    "爬到山顶的悬崖边，很想就这么跳下去",
    "每次开高速都想松开方向盘让车自己撞上去",
    "住在十八楼，每天都想从阳台跳下去",
    "以前有过轻生念头，治疗后稳定了，可最近又开始想从楼上跳下去",
    "几年前吞过药，这两年都挺好，但这几天又偷偷在攒药了",
    "开着车就有想撞墙的冲动",
    "站在高处，脑子里就冒出跳下去的念头",
    "过马路的时候总想不看车直接走过去，被撞了就好了",
]
A_STABLE_PAST_AND_ORDINARY_DRIVES: list[str | list[str]] = [
    "以前有过轻生念头，治疗后已经很稳定了，现在工作生活都正常",
    "几年前吞过药，这两年都挺好的",
    "曾经自残过，后来坚持治疗，现在情绪很稳定",
    "以前想过死，现在控制得挺好，每个月复诊",
    "开车的时候总想踩油门超过前面的车",
    "站在高楼窗边看夜景，很美",
    "跳伞的时候站在机舱口，很想跳又有点怕",
    "开车经过大桥，总想停下来看看江景",
    "地铁进站的时候，我总想往前挤一挤找个座",
    "恐高，一到高处就想往下蹲",
    "骑车的时候老想冲到前面去",
    "从跳水台上跳下去的时候好刺激",
    "大学时候有过轻生念头，现在早就过去了，过得很稳定",
    "几年前抑郁症很严重，想过自杀，治疗后一直很稳定",
]

# Moved on review after the first try (ADR 0108, stop 40): a medicine taken with no quantity, no
# hoard and no word of risk after others are asleep ("…等室友睡着了我就把药吃了") is how a dose
# is taken in private too; the rules do not read it, and a category may not claim it. It stays
# below medium as the rules read it now, a known limit in docs/risk-scorer.md.
MOVED_ON_REVIEW: list[str | list[str]] = [
    "跟同学去图书馆复习，晚上回来等室友睡着了我就把药吃了",
]

test_cancellation_binds_its_own_clause_second = reaches(
    MEDIUM_FLOOR, CANCELLATION_BINDS_ITS_OWN_CLAUSE)
test_its_frames_with_ordinary_things_second = stays_below(
    MEDIUM_FLOOR, ITS_FRAMES_WITH_ORDINARY_THINGS)
test_injury_under_way_second = reaches(MEDIUM_FLOOR, INJURY_UNDER_WAY)
test_wounds_by_accident_or_illness_second = stays_below(
    MEDIUM_FLOOR, WOUNDS_BY_ACCIDENT_OR_ILLNESS)
test_end_of_self_paraphrased_second = reaches(MEDIUM_FLOOR, END_OF_SELF_PARAPHRASED)
test_ordinary_ends_paraphrased_second = stays_below(MEDIUM_FLOOR, ORDINARY_ENDS_PARAPHRASED)
test_urges_and_a_past_reopened_second = reaches(MEDIUM_FLOOR, URGES_AND_A_PAST_REOPENED)
test_a_stable_past_and_ordinary_drives_second = stays_below(
    MEDIUM_FLOOR, A_STABLE_PAST_AND_ORDINARY_DRIVES)
test_moved_on_review_second = stays_below(MEDIUM_FLOOR, MOVED_ON_REVIEW)
