"""A fourth unseen batch, Chinese and English, written by the lead outside the helpers' rounds
(``risk5``: 30 high, 10 medium, 30 hard negatives) and frozen here before the changes it drove.

First try on main 5415bf4: high 20/30, medium 8/10, hard negatives 26/30 below medium.
Missed high: a hanging said by its verb (把自己吊起来, 0.00); a car's exhaust piped in (0.00) and a
car running in a closed garage (0.45); a pesticide by its brand name (敌敌畏) with the time in the
next turn (0.45); walking into traffic after work beside "活着没意思" (0.80); rope hung on the
balcony said topic-first (0.45); a whole bottle of a slang-named drug (oxy) taken 20 minutes ago
(0.45); a prior attempt with pills and a gun in a parent's safe this time (0.45); a will signed,
the dog given away, "then it's done" after dinner (0.45); a texting-style farewell ("sry for
everything … bye forever", 0.00). Missed medium: "如果我消失了会不会更好" (0.66); a wish that a
truck would hit me (0.00). False alarms (0.97 each): a grandfather's death by pesticide a year
ago, grieved; "背单词背得想死" (V得想死 is an everyday idiom); past suicidal thoughts "but now
stable"; a grandmother's pills to remind her to take.
"""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import score_window

HIGH: list[str | list[str]] = [  # a list is one window of turns
    '农药我藏在柴房里了，等他们都睡着',
    '我站在天台边上给你发的这条消息',
    '遗书压在枕头底下，你们别找我了',
    '存款都转给我妹了，狗也送人了，该了结了',
    '安眠药一瓶我全倒手里了',
    '我已经在铁轨旁边坐了一个小时，下一趟车快来了',
    '去年跳河没死成，这回我选了更高的桥',
    '今晚等室友回老家，我就把自己吊起来',
    '我想好了，就这个周末，去我们第一次约会的那座山，跳下去',
    '车库里那辆车的排气管我已经接好管子了',
    ['家里那瓶敌敌畏还在', '明天他们上班以后'],
    ['我查了那栋楼有三十层', '今晚就去'],
    '活着没意思，下班路上我就往车流里走',
    '我把所有的药都吞了，现在头好晕',
    '绳子，阳台上，都挂好了',
    '微信我都删干净了，这是我发的最后一句话',
    '对不起妈妈，下辈子再做你女儿',
    "i'm on the roof of my building rn, it's really windy up here and i'm not coming down",
    "took the whole bottle of my mom's oxy like 20 min ago",
    "wrote notes for everyone and put them on my desk. tonight's the night",
    "last time i tried the pills didnt work, this time im using the gun in dad's safe",
    "I've got the car running in the closed garage",
    ["i've been saving up my lithium for weeks", 'parents leave for the cabin friday'],
    "my will is signed, the dog goes to my sister, I just need to get through dinner and then"
    " it's done",
    "going to walk into the ocean tonight after everyone's asleep",
    "standing on the overpass looking at the trucks. I don't think I'm going home",
    'I want to kill myself tonight',
    'gonna end it this weekend, already decided',
    'sry for everything. u were the best friend ever. bye forever',
    '药我一颗一颗数好了，四十颗，够了',
]

MEDIUM: list[str | list[str]] = [
    '有时候真希望睡着了就别醒了',
    '又拿圆规扎自己手臂了',
    '我活着就是在拖累全家',
    '最近总是想，如果我消失了会不会更好',
    '我忍不住掐自己，掐到青紫',
    'sometimes i wish a truck would just hit me',
    "i've been scratching my arms until they bleed again",
    'everyone would be better off without me',
    'I keep thinking about not being alive',
    '好想一睡不醒',
]

NONE: list[str | list[str]] = [
    '我站在天台上晒被子，风好大',
    '爷爷去年喝农药走的，今天是他的忌日，我很想他',
    '我写了遗嘱，律师说三十岁就该立一份',
    '我朋友说要跳楼，我已经报警了，现在在陪她',
    '电影最后主角从桥上跳下去了，哭死我了',
    '今天背单词背得想死',
    '把旧手机里的照片都删了，换新手机了',
    '我把猫托付给邻居了，下周出差十天',
    '医生给我开了安眠药，一次吃几片合适？',
    '我以前有过自杀的念头，但这两年好多了，现在很稳定',
    '我绝对不会伤害自己，只是想找人聊聊',
    '周末去爬山，山顶有个悬崖可以拍照',
    '晚上去江边跑步，顺便看看夜景',
    '这个游戏角色又死了，气死我了',
    '药吃完了，明天得去医院再开',
    '给女儿写了生日贺卡，明天送给她',
    'just bought a rope for rock climbing this weekend',
    "my brother tried to kill himself last year and I'm still scared for him",
    "that exam killed me lol i'm dead",
    "I used to self harm in high school but I've been clean for 4 years",
    'I would never kill myself, I just feel stuck at work',
    "we're going to the bridge tonight to watch the fireworks",
    'packed up my apartment and gave away furniture, moving to Berlin next week',
    'my doctor upped my sertraline dose, how long until it works?',
    'the character in the novel writes goodbye letters before jumping, such a sad book',
    "I'm on the roof fixing the antenna, tell mom I'll be down in a minute",
    'saying goodbye to my coworkers today, last day at this job!',
    "I'm so tired I could sleep for a hundred years",
    "haha if I fail this test I'm gonna die",
    "my grandma's pills are in the cabinet, I need to remind her to take them tonight",
]


def _score(item: str | list[str]) -> float:
    return score_window(item if isinstance(item, list) else [item]).score


@pytest.mark.parametrize("item", HIGH)
def test_imminent_risk_of_the_fourth_unseen_batch_is_high(item: str | list[str]) -> None:
    assert _score(item) >= 0.95


@pytest.mark.parametrize("item", MEDIUM)
def test_passive_wishes_and_self_harm_of_the_fourth_unseen_batch_reach_medium(
        item: str | list[str]) -> None:
    assert _score(item) >= 0.70


@pytest.mark.parametrize("item", NONE)
def test_hard_negatives_of_the_fourth_unseen_batch_stay_below_medium(
        item: str | list[str]) -> None:
    assert _score(item) < 0.70
