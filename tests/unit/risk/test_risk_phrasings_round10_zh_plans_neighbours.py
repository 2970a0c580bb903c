"""Round ten (Chinese), neighbours of the plans-and-means and net-words batches, written after
their change to try its reach: the same kinds in other words, and hard negatives that use the new
atoms' words in ordinary life (a gift for a friend going abroad, a birthday present, a trip on a
festival, a plan for a team outing, friends deleted for selling things, a haunted house's coffin,
four o'clock and four people, a laugh at a game or a boss).

Written and scored once after the change; the first try is in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "用什么方式、去哪儿结束，我已经想明白了",
    "在哪里走、怎么走，我都安排好了，你们别找我",
    "纪念日那天，我就一个人安静地走",
    "药片一颗颗抠出来了，铺满了一桌子",
    "上回量不够没成，这回我把片数算好了",
    ["我把群都退了", "就剩你了，谢谢你这段时间，再见"],
    "想4，今晚就去那座桥",
    "我最心爱的那块表寄给弟弟了，让他一直戴着，卡的密码也留给他了",
]

MEDIUM: list[Item] = [
    "我最心爱的那块表寄给弟弟了，让他一直戴着",
    "好想4了算了",
    "自 杀的念头又来了",
    "通讯录里的人我挨个删了，别再让任何人联系到我",
]

NONE: list[Item] = [
    "朋友要出国了，我把最喜欢的那本书送给她留个纪念",
    "过完生日我就走了，回学校上课",
    "七夕那天我就走了，要去杭州见男朋友",
    "活动方式和地点都定好了，等通知",
    "我把好友一个个删了，都是些卖货的",
    "鬼屋里躺进棺材拍照，好刺激",
    "想4个人一起去吃火锅",
    "我想4月份去旅游",
    "被老板骂得我想跳楼😂",
    "这把游戏打得我想从楼上跳下去哈哈哈",
    "安静地走了一圈操场，心情好多了",
    "王者里我又自sha了，队友骂死我了",
    "这是我最喜欢的杯子，送你了，好好收着哦，生日快乐",
    "上回面粉量不够没成，这回我把面粉的量算好了",
    "不想让任何人找到我，周末一个人去山里露营",
    "方法和地点都定了，下周团建去爬山",
]


(
    test_round_ten_zh_plans_neighbours_imminent_risk_is_high,
    test_round_ten_zh_plans_neighbours_reach_medium,
    test_round_ten_zh_plans_neighbours_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
