"""A fifth unseen batch (the lead's ``risk6``: 20 high, 8 medium, 20 hard negatives), written
before this session's risk changes and kept out of every helper's hands until they had landed.

First try on main 5415bf4: high 17/20, medium 7/8, hard negatives 18/20 below medium; on main
e70c811 (after round six and the fourth unseen batch had landed): 17/20, 7/8, 19/20 — the
honest estimate of how the session's category work carried to words it never saw. Missed high:
debts paid "干干净净地走" (0.45, affairs alone), "这是我写给你们的最后一封信" (0.00: a last letter
was no farewell, only a last message was), and "水库边上风很大，我脱了鞋" (0.45: a place of danger
with shoes taken off; still missed, left out below and named in docs/risk-scorer.md's known
limits). Missed medium: imagining one's own funeral (0.00). False alarms: "这道数学题难得我想跳楼
哈哈" (0.97: the hyperbole cancelled the wish but not the jump it names) and a charcoal grill
ready tonight (fixed by the fourth batch's changes).

Changed with it: a last letter, call, message or video is a farewell (``farewell_strong``) unless
today's / this year's last one (``life_event``); imagining or planning one's own funeral is a
passive wish; ``V得(我)想跳楼/跳河`` after a listed hardship is hyperbole, and a hyperbole cancels
a means or an act inside its own span, not only the ideation; "干干净净/安安静静地走" with no place
after it is a farewell.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '煤气我已经打开了，门窗都关好了',
    '刚才吞了一把降压药，我爸的',
    '我在高速桥上，往下看好高',
    '上回割的疤还没好，今天我准备再来一次，割深点',
    '等考试成绩出来，要是没考上，我就从宿舍楼跳下去',
    '钱都还清了，欠谁的都还了，也算干干净净地走',
    '我把QQ签名改成了"再见了世界"，今晚就走',
    '刀就在我手边，我现在一个人在家',
    ['我已经连续两个月偷偷存下了爸妈的安眠药', '下周他们去旅游'],
    '我不想活了，今天下午就去买绳子',
    '这是我写给你们的最后一封信，希望你们别难过',
    "I'm sitting in the bathtub with a razor right now",
    'bought a bag of charcoal and some tape today, gonna do it in my car tonight',
    "I tried to overdose in March, I'm going to do it right this time",
    "my suicide note is in the drawer, I'm leaving for the bridge at 6",
    "i've already taken like 30 of my sleeping pills",
    'the rope is tied to the beam in the basement',
    "I'm done. tonight I'm jumping off the parking garage",
    "gave my guitar and my games to my cousin. he doesn't know why. I won't need them after friday",
    # the lead's own, written with the change: the same signals and their ordinary twins
    '最后一段话送给你们：我走了',
    'this is my last letter to you all, please forgive me',
    '房子退了，卡也销了，我要干干净净地走了',
]

MEDIUM: list[str | list[str]] = [
    '我真的好累，不想再醒来了',
    '又忍不住用刀划了几道',
    '没有我，他们会过得更好',
    '我经常想象自己的葬礼',
    'i hit myself in the head when i get like this',
    'I wish I had never been born',
    'some nights I just want to stop existing',
    '我活得像个废物，还不如死了算了',
    # the lead's own, written with the change: the same signals and their ordinary twins
    '最近总在设想自己的葬礼会来哪些人',
]

NONE: list[str | list[str]] = [
    '我室友说她想死，我该怎么劝她',
    '小说里的女主最后吃了安眠药，太虐了',
    '我从来没想过自杀，别担心',
    '这道数学题难得我想跳楼哈哈',
    '爸爸的降压药我每天提醒他吃',
    '高中时割过腕，现在已经十年没有这种想法了',
    '周末去水库钓鱼',
    '我把旧衣服都送人了，准备换季',
    '今晚去天台看流星雨',
    '医生说这个药一天最多吃两片，对吗',
    '我已经把辞职信写好了，明天交给老板',
    '上次考试没考好，这次一定要考得更好',
    'my friend texted me that she wants to end it, what do I do',
    "I'm dying to see that movie",
    'the rope swing at the lake is so fun',
    "I've never thought about hurting myself",
    "I'm leaving for the airport at 6, bye everyone!",
    'gave away my old guitar since I never play it anymore',
    'my cat died last week and I miss her so much',
    'the charcoal grill is ready, come over for burgers tonight',
    # the lead's own, written with the change: the same signals and their ordinary twins
    '给奶奶打了今年最后一通电话',
    '今天最后一个视频，明天继续更新',
    '我梦见自己的葬礼，醒来吓坏了',
    '作业多得我想跳楼',
    '考得我想跳河，还有三门没考',
    '我想安安静静地走一走',
    '奶奶走的时候很安详，干干净净地走了',
]


(
    test_imminent_risk_of_the_fifth_unseen_batch_is_high,
    test_passive_wishes_and_self_harm_of_the_fifth_unseen_batch_reach_medium,
    test_hard_negatives_of_the_fifth_unseen_batch_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
