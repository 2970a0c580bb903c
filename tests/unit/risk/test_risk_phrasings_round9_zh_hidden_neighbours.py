"""Round nine (Chinese), beside the first batch's change: the ordinary neighbours of each new
signal — a pretence of being well kept up for an ordinary secret (homesickness, a boyfriend, a
birthday nobody remembered), a secret errand, someone else's knowing denied, a draft or a timed
post for a birthday or a release, an arrival after one has left for the airport, a wish about the
weather, sleepiness, a phone left to charge, a wedding day picked, a coat put on a chair — and the
same frames around a real plan.

Written after the change they check, so they say what it does, not how it meets new words.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "我跟医生说我好多了，其实药一直偷偷攒着，等过完年",
    "家里人都以为我想通了，其实我早就计划好了",
    "在孩子面前装没事，其实我已经决定了，下周就走",
    "我瞒着所有人，遗书都写好了",
    "手机和钱包留在桥上了，人已经下到江边了",
]

MEDIUM: list[Item] = [
    "好困，真想就这么睡过去，再也不醒",
]

NONE: list[Item] = [
    "在同事面前装没事，其实心里很难过，明天还得上班",
    "我跟我妈说我挺好的，其实还是很想家，下个月就回去了",
    "跟老师保证说我好多了，其实作业还没写完，明天早上交",
    "在爸妈面前我都说没谈恋爱，其实早就有对象了",
    "装了一整天的开心，其实今天是我生日没人记得",
    "为了不让我妈起疑，我把游戏机藏在床底下了",
    "谁都没告诉，下个月我要去考驾照",
    "她根本不知道我给她准备了生日礼物",
    "朋友圈草稿存着，等他生日那天再发",
    "视频定在周五晚上八点发布，是新歌MV",
    "文章定时发布，明天早上八点推送",
    "自动回复设成了'在忙，晚点回'",
    "你们收到快递的时候我已经出发去机场了",
    "每天盼着别下雨，明天要去春游",
    "困得要命，就这么睡过去算了，作业明天写",
    "下了晚自习就去吃夜宵",
    "手机留在天台上充电了",
    "我把衣服叠好放在阳台上晒",
    "手机放在窗台上充电",
    "自行车放在桥边上了",
    "结婚的日子都挑好了，就在下个月",
    "他跟医生说他好多了，其实还是天天想死",
    "妈妈以为我睡了，其实我在打游戏，明天还要早起",
    "别告诉我妈，我今晚去网吧通宵",
]


(
    test_round_nine_zh_hidden_neighbours_plans_are_high,
    test_round_nine_zh_hidden_neighbours_wish_reaches_medium,
    test_round_nine_zh_hidden_neighbours_ordinary_talk_stays_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
