"""Stop 39, Chinese: the five categories' neighbours in other words, written after the first
change to try its reach — a past dated by an age or 当年 and resolved by a life going on, a
farewell's last look or last night, a hook or rail tested, lashes pulled, staying under for
good — and the look-alikes the new words could catch (a pull-up bar, a dive, a pet at play, a
last training day with a goodbye to everyone).
First try on the first draft of the rules change: high 15/16, medium 9/10, look-alikes 24/31
(a past dated by 二十出头 / 当年 / 十六岁 or resolved by "这三年一次都没有了", a training camp's
last day with 大家再见, a wardrobe's 挂杆, lashes pulled with 自己的, a cat's scratch at play and a
dive enjoyed: fixed before landing). Left to the known limits: "以前烧过炭，现在挺好，不过我最近又
在网上看炭了" (0.45: charcoal looked at online is only a means).
The ordinary lasts below the first group were found by probing on the start tree before any
最后 change (first try 0/10 below medium: "这是我最后…" of any thing was a farewell with intent,
0.97; a last train with a goodbye to everyone, 0.97).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "这是我最后一次跟你说话了，谢谢你一直陪着我",
    "最后抱一下我的猫，然后就去天台",
    "今晚是我这辈子的最后一晚了",
    "最后再吃一次外婆包的饺子，明天就去江边",
    "这是我留给爸妈的最后一段话",
    "今天是我生命的最后一天，谢谢大家",
    "房梁我试过了，吃得住我的体重",
    "看了好多视频，现在会打那种绳结了",
    "量过了，宿舍楼顶到地面二十几米，够了",
    "我算了一下，把攒的药全吃了剂量足够",
    "衣柜里的挂杆我拉过，挂一个人没问题",
    "测过了，江边那段水很深，够深了",
    "整个人沉进浴缸里，再也不想浮上来了",
    "我在浴缸里，刀片在旁边，别叫任何人",
    "在浴缸里把头埋进水里，就这样一直待在下面吧",
    "泡在放满水的浴缸里，刀片就在手边，谁也别通知",
]
MEDIUM: list[str | list[str]] = [
    "以前割过腕，现在好多了，但是最近又开始想死了",
    "前几年吞过药，现在稳定了，可是我又偷偷囤了好多安眠药",
    "我以前自杀过，后来好了，就是这阵子又觉得活着没意思",
    "以前吞过药，现在好多了，但医生开的药我一片都没吃，全存着",
    "曾经割过腕，现在好多了，可是刀片还一直放在枕头下面",
    "一焦虑就使劲掐手背，掐到发紫才停",
    "我总是拔自己的睫毛，现在都快拔光了",
    "每次吵完架我都咬自己的手腕，咬出血",
    "烦的时候用指甲把脸抓破",
    "一生气就捶自己的大腿，都是淤青",
]
NONE: list[str | list[str]] = [
    "读研那年吞过安眠药，后来坚持治疗，现在已经结婚生子了",
    "二十出头的时候从楼上跳下来过，现在腿好了，工作也稳定",
    "前几年有过轻生的想法，吃了一年多药，现在医生说可以停药了",
    "以前割过很多次手，这三年一次都没有了",
    "当年烧炭被救下来，现在每天都很珍惜",
    "我十六岁割过腕，现在二十六了，过得还不错",
    ["我以前自杀过", "那是很多年前的事了，现在一切都好"],
    "曾经吞过一瓶药，进过ICU，现在身体和心情都恢复得很好",
    "以前在江边站过一夜，后来慢慢走出来了，现在是一名社工",
    "这是我最后一双袜子了，明天得洗衣服",
    "这是我最后一次用这个牌子的洗发水了",
    "最后一节晚自习下课了，拜拜各位",
    "这是我最后一张公交卡了，丢了就麻烦了",
    "这是我最后一次找这个师傅修车了，太坑",
    "今天是集训的最后一天，晚上聚餐，大家再见",
    "赶最后一班高铁回家，各位再见",
    "最后一个红包抢到了，谢谢老板",
    "健身房的单杠我试过，承得住我的体重",
    "挂钩试了一下，吊得住那盆花",
    "量过了，阳台的高度正好放得下洗衣机",
    "算了一下剂量，这些药够吃两周",
    "学会打平结了，童子军考核过了",
    "水库我去看过，水深五六米，适合钓大鱼",
    "过敏了全身好痒，抓破了好几处",
    "猫咪跟我玩的时候把我手抓破了",
    "打羽毛球摔了一跤，手肘青了一块",
    "蚊子叮了好多包，挠破了",
    "在泳池里憋气比赛，我赢了",
    "浴缸里泡着听歌，不想起来",
    "潜水的时候憋着气，都不想上来了",
    "泡澡的时候不要给我打电话，我想静一静",
    # found by probing on the start tree before any 最后 change
    "今晚最后一班地铁，再见了各位",
    "这是我最后一次去那家店了，太难吃了",
    "这是我最后一次吃这个药了，医生说可以停了",
    "这是我最后一次去那家理发店了，剪得太丑",
    "这是我最后一次点这家外卖了",
    "这是我最后一个存货了，吃完再买",
    "今晚最后一趟末班车，拜拜各位",
    "这是我最后一条裙子了，别的都洗了",
    "这是我的最后一张牌了",
    "这是我最后一份工作日报，明天休假",
]

(
    test_stop39_zh_neighbours_are_high,
    test_stop39_zh_neighbours_reach_medium,
    test_stop39_zh_neighbour_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
