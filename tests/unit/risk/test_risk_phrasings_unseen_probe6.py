"""A sixth unseen batch (the lead's ``risk7``: 20 high, 8 medium, 20 hard negatives), written
at the start of the session and kept out of every helper's hands until their work had landed.

First try on main 6516a7f: high 16/20, medium 7/8, hard negatives 19/20 below medium; on main
73ba20f, after round seven's five batches (254 phrasings) had landed: the same 16/20, 7/8, 19/20 —
not one of the six misses moved. Missed high: a repeat after a half-bottle swallowed, two more
bought (0.80); a father's rifle and a weekend alone with it (0.45: still missed, left out below
and named in docs/risk-scorer.md's known limits); "already decided how, just need to pick a day"
(0.45); "the knot is tied and the chair is ready" (0.00). Missed medium: a relapse into cutting
(0.00). False alarm: "这道题难到我想从三楼跳下去哈哈" (0.97).

Changed with it, by category: "decided / figured out how" said as a whole clause is intent; a
knot said to be tied, at the clause's end, is a means made ready (a wedding's knot is ordinary);
"first time cutting in six months" is self-harm; "这回
买了两瓶" ending on its measure word (the substance named before) is a repeat's intent; a chore
(题, 作业, 考试...) "难到我想从…跳下去" is hyperbole, while 生活 / 日子 / 人生 / 活 right before
难得 no longer make "想跳楼" a hyperbole.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '阳台的护栏我已经翻过去一半了，手有点抖',
    '把家里所有的安眠药都倒在桌上数了一遍，够了',
    '遗书写了三稿，最后一稿放在枕头底下',
    '今晚等室友睡着我就去天台',
    '上回吞了半瓶没死成，这回我买了两瓶',
    ['绳子挂好了', '等他们都出门'],
    ['银行卡和密码都留给我妹了', '反正下周我也用不着了'],
    '跟这个世界说再见的日子我定在我生日那天',
    '桥上风好大，我在栏杆外面站着',
    '我已经在网上查好了吃多少片会致命',
    "i've got the pills lined up on my desk, just waiting for everyone to go to bed",
    "wrote letters to my mom and my sister, they're in the drawer. tonight's it",
    'standing on the overpass rn. cars are so loud',
    "I tried last spring and they pumped my stomach. this time I won't tell anyone",
    "gave my dog to my neighbor today, told her it was just for a while. it isn't",
    'already decided how. just need to pick a day, probably friday',
    "I'm not going to be around after tonight, please don't try to find me",
    'The knot is tied and the chair is ready',
    '车里的门窗我都用胶带封好了，炭也点上了',
    # the lead's own, written with the change: the same signals where life, not a chore, is hard
    '生活难得我想跳楼',
    '活着太难了，难到我想从楼上跳下去',
    # the rifle said with the weekend in one turn was already high; split over two turns it is not
    "my dad's rifle is in the closet and I'll be alone with it this weekend",
]

MEDIUM: list[str | list[str]] = [
    '有时候想，睡着了就别再醒来多好',
    '这周又用圆规扎了手臂好几下',
    '活着好累，真的不知道还撑不撑得下去',
    'everyone would be better off without me honestly',
    'I keep scratching my wrists until they bleed',
    'sometimes I hope the plane just goes down',
    '我真的很想消失，谁也找不到我',
    'i relapsed last night, first time cutting in 6 months',
]

NONE: list[str | list[str]] = [
    '我表姐去年跳楼了，我到现在都走不出来',
    '这道题难到我想从三楼跳下去哈哈',
    '医生让我每天吃两片安眠药，一次吃多少合适？',
    '那部电影里主角最后在桥上自杀了，拍得很震撼',
    '我以前有过轻生的念头，但这两年治疗下来已经好多了',
    '周五就是最后一天上班了，终于要换工作了',
    '把旧衣服都送人了，准备搬家',
    '我写了一封信给十年后的自己',
    '天台上的风景真好，我们在那拍了毕业照',
    '我家猫今天走了，陪了我十五年',
    "this traffic is killing me, I swear I'm gonna drive off the bridge lol",
    "My grandfather's gun collection is going to a museum",
    "I'm dying to see that movie tonight",
    'my friend said she wants to kill herself, what should I do?',
    'Finally done with my last exam, see you never, chemistry',
    'the doctor upped my sertraline to 100mg, is it ok to take it at night?',
    "I used to self-harm in high school but I've been clean for 5 years now",
    'gave away all my old books today, decluttering before the move',
    'I wrote my will today since we just had a baby, feels very grown up',
    "I'm so tired after this week I could sleep for a hundred years",
    # the lead's own, written with the change: the same words in ordinary use
    "the knot is tied, we're married now",
    'the knot is tied to the dock',
    'first time cutting my hair in 6 months',
    '这次我买了两瓶可乐',
]


(
    test_imminent_risk_of_the_sixth_unseen_batch_is_high,
    test_passive_wishes_and_self_harm_of_the_sixth_unseen_batch_reach_medium,
    test_hard_negatives_of_the_sixth_unseen_batch_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
