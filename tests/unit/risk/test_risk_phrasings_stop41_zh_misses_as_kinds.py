"""Stop 41, Chinese: the known limits' misses read as kinds (brief: zhgen, item 2; ADR 0108
amendment "stop 41").

- A wish for an accident or an illness to end one's life, with no word of death: a crash, a
  fall, a disaster or a fatal illness welcomed for oneself ("…就好了", "巴不得…", "希望…") is
  passive ideation, at least medium. Beside it: an accident or illness feared, someone else's,
  or a wish for something ordinary in the same frame.
- Urges at the wheel or at a height in other words: a pull to steer, drive or step off, into or
  over something, told as a thought that keeps coming, is at least medium. Beside it: a wish to
  overtake, to stop for a photo, a fear of heights, a sport's jump.
- The issue's categories in colloquial words: affairs put in order for after one is gone, a
  farewell with no return, a means and a time over two turns, a prior attempt and an intent to
  go further — high. Beside them: the same shapes about a trip, an exam, a pet or a chore.
- Acts under way or just done, told by the person themself: a medicine taken by its drug or
  brand name or by an amount, a cut or a fall begun — high. Beside them: a dose as prescribed,
  an accident, someone else's act, a question.
Frozen before any rule change; first try recorded in ADR 0108 (stop 41).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

ACCIDENT_OR_ILLNESS_WELCOMED: list[str | list[str]] = [
    "好希望过马路的时候有辆车直接把我撞飞",
    "要是飞机失事我正好在上面，那就解脱了",
    "真希望体检查出个癌症晚期，一了百了",
    "每次坐车都在想，出个车祸就不用面对这些了",
    "巴不得得个什么绝症，省得我自己动手",
    "要是地震的时候把我埋在下面就好了",
    "真想哪天被雷劈中，从此什么都不用管了",
    "查出肿瘤我也不会去治，正好可以解脱",
    "希望哪天睡着的时候心脏停了，谁也不怪",
    "出门被高空坠物砸中也挺好的，反正我也不想再撑了",
]
ACCIDENT_OR_ILLNESS_NOT_WELCOMED: list[str | list[str]] = [
    "好怕过马路的时候被车撞，每次都看好几遍",
    "坐飞机总担心失事，一路都睡不着",
    "希望体检什么问题都没有",
    "听说同事查出癌症晚期了，心里好难受",
    "要是中了彩票就好了，一了百了还完房贷",
    "真希望地震的时候大家都能平安",
    "巴不得这个感冒赶紧好",
    "出了个小车祸，车门凹进去了，人没事",
]
URGES_AT_THE_WHEEL_OR_A_HEIGHT: list[str | list[str]] = [
    "开在高速上，脑子里老冒出往护栏上撞的念头",
    "每次开车过江都想一打方向盘开进江里",
    "等红灯的时候很想直接冲到大货车前面去",
    "开车的时候总有个声音叫我松开方向盘闭上眼",
    "站在阳台上总想翻过栏杆去",
    "一到高处就有种想往下跳的冲动，而且越来越强",
    "在楼顶边上站着，特别想纵身一跃",
    "骑电动车的时候老想往迎面来的车上撞",
]
ORDINARY_AT_THE_WHEEL_OR_A_HEIGHT: list[str | list[str]] = [
    "开车的时候总想超车，被老婆骂了",
    "站在高处腿就发软，怕掉下去",
    "好想开车去海边兜风",
    "每次开车过江都想停下来拍照",
    "蹦极的时候好想往下跳，终于鼓起勇气了",
    "在楼顶边上站着看烟花，特别美",
]
ISSUE_CATEGORIES_COLLOQUIAL: list[str | list[str]] = [
    "微信支付密码发你了，我那份保险受益人写的是你，以后别难过",
    "房子钥匙和存折都放在我妈那了，等我不在了她会给你",
    "游戏账号都送给弟弟了，反正以后我也用不上了",
    "谢谢你们陪了我这么久，以后的路我就不陪你们走了",
    "给妈妈发了句对不起，下辈子再做你的女儿",
    "以后没有我的日子，你们要好好的",
    ["家里那瓶百草枯还在", "等周六他们回老家"],
    ["刀片我都藏在笔袋里了", "今晚洗完澡就用"],
    ["我知道哪栋楼的天台不锁门", "等下了班就过去"],
    "去年喝过一次农药没成，这回想试试别的",
    "之前跳过一次河被人拉上来了，下回我会找个没人的地方",
    "上回割得太浅，这次换把快点的刀",
]
ISSUE_SHAPES_ORDINARY: list[str | list[str]] = [
    "支付密码发你了，帮我在网上买张火车票",
    "房子钥匙放在我妈那了，你搬进来的时候找她拿",
    "游戏账号借给弟弟了，他要帮我刷副本",
    "谢谢你们陪了我这么久，以后的路我们一起走",
    ["家里那瓶杀虫剂还在", "等周六有空喷一下阳台"],
    ["我知道哪栋楼的天台能看到江景", "等下了班就过去拍照"],
    "去年考驾照没过，这回想试试别的驾校",
    "上回头发剪得太短，这次换个理发师",
]
ACTS_UNDER_WAY_TOLD_BY_THEMSELF: list[str | list[str]] = [
    "刚才把一瓶舍曲林全吃了",
    "艾司唑仑吃了二十片，现在头好晕",
    "吞了三十几粒布洛芬，胃开始疼了",
    "思诺思我一口气吃了半瓶",
    "刚喝了小半瓶敌敌畏",
    "黛力新和阿普唑仑混着吃了一大把",
    "手腕上已经划了好几道，还在往下滴",
    "已经从二楼跳下来了，腿动不了",
    "刚刚用美工刀划开了，一点都不疼",
    "我已经站上椅子把头伸进去了",
]
ACTS_ORDINARY_OR_THEIRS: list[str | list[str]] = [
    "刚吃了一片布洛芬，头疼好点了",
    "医生让我每天吃两片舍曲林",
    "艾司唑仑今晚吃了半片，睡得还行",
    "不小心从二楼楼梯摔下来了，腿扭了",
    "做饭的时候刀划了个口子，贴了创可贴",
    "孩子误吃了两片药，我们在去医院的路上",
    "思诺思一次最多能吃几片",
    "我朋友刚才吞了好多安眠药，我该怎么办",
]

test_an_accident_or_illness_welcomed_reaches_medium = reaches(
    MEDIUM_FLOOR, ACCIDENT_OR_ILLNESS_WELCOMED)
test_an_accident_or_illness_not_welcomed_stays_below_medium = stays_below(
    MEDIUM_FLOOR, ACCIDENT_OR_ILLNESS_NOT_WELCOMED)
test_urges_at_the_wheel_or_a_height_reach_medium = reaches(
    MEDIUM_FLOOR, URGES_AT_THE_WHEEL_OR_A_HEIGHT)
test_ordinary_wheel_or_height_stays_below_medium = stays_below(
    MEDIUM_FLOOR, ORDINARY_AT_THE_WHEEL_OR_A_HEIGHT)
test_the_issues_categories_in_colloquial_words_are_high = reaches(
    HIGH_FLOOR, ISSUE_CATEGORIES_COLLOQUIAL)
test_the_issues_shapes_about_ordinary_things_stay_below_medium = stays_below(
    MEDIUM_FLOOR, ISSUE_SHAPES_ORDINARY)
test_acts_under_way_told_by_themself_are_high = reaches(
    HIGH_FLOOR, ACTS_UNDER_WAY_TOLD_BY_THEMSELF)
test_acts_ordinary_or_theirs_stay_below_medium = stays_below(
    MEDIUM_FLOOR, ACTS_ORDINARY_OR_THEIRS)
