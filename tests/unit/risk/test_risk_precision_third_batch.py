"""A third batch of hard negatives and their true positives (issue 11, ADR 0118), written after
the second batch's change and before any change of its own: kitchen and gift knives, tape for
boxes, charcoal for the winter, a lighter for candles; medicine bought for parents, a refill,
a storm; plans for a journey home, a new job, surgery; a glass walkway, a lighthouse, cliff
diving; a lease, an ex, a friendship ended; and the scopes around the same objects."""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

NONE: list[str | list[str]] = [  # a list is one window of turns
    # everyday objects for ordinary work and gifts
    "在网上买了一套厨房刀具，周末到货",
    "我给爸爸买了一把剃须刀当生日礼物",
    "买了一卷宽胶带，明天封箱子寄东西",
    "刚买的打火机放在包里了，晚上点生日蜡烛",
    "超市的炭打折，买了两袋，准备冬天烤火",
    "药买回来了，按说明书吃",
    "I picked up a new pocket knife for my fishing trip",
    "Bought a long rope to tie the kayak down on the roof rack",
    "Finally got a lighter that actually works for my camping stove",
    "I'm buying charcoal tonight, we're grilling with the neighbors tomorrow",
    "Need to grab more tape, my boxes keep falling apart",
    # medicine for parents, a refill, a storm
    "过年前把爸妈的降压药都买齐了",
    "每个月医生给我开两周的药，我都按时吃",
    "宿舍里备了点感冒药和创可贴",
    "I always keep a few extra days of my meds in case my refill is late",
    "Before the hurricane we stocked up on water, batteries and medicine",
    # plans for a journey, a job, surgery
    "车票买好了，明天回老家过年",
    "都安排好了，下周一入职新公司",
    "I'm all set for the surgery tomorrow, the doctor says it's routine",
    "The date is set, we close on the house Friday",
    "I finally made the decision to move back home next month",
    # heights and jumps as sport
    "下周去张家界走玻璃栈道",
    "明天去坐摩天轮，听说最高一百多米",
    "周末去跳水馆练十米台",
    "We're going cliff diving in Mexico next week",
    "Standing on the edge of the Grand Canyon today was unreal",
    "I climbed to the top of the lighthouse this morning",
    # a lease, an ex, a friendship, studies ended
    "终于和前任彻底断了，以后各走各的",
    "毕业了，四年的大学生活结束了",
    "我想结束这段婚姻，已经找好律师了",
    "I'm ending my lease and moving out at the end of the month",
    "We broke up last night, it's over and honestly I'm relieved",
    "I'm done with that friendship, I'm cutting her off",
    # the scopes around the same objects
    "我才不会买什么安眠药，我睡得很好",
    "我表姐说她在囤药，我觉得她是焦虑",
    "剧里的男主买了一根绳子，看得我好难受",
    "这把刀锋利死了",
    "上大学的时候囤过药，早就走出来了",
    "这个安眠药和酒能一起吃吗",
    "My coworker keeps a knife in his desk, it's creepy",
    "The documentary was about a man who stockpiled pills",
    "That hike nearly killed me, I'm so dead lol",
    "A few years ago I hid pills in my room, I've been in recovery since",
    "How many of these allergy pills can I take in one day?",
]

HIGH: list[str | list[str]] = [
    "买了一把水果刀，今晚不想活了",
    "刀藏在床垫下面，等室友回家前",
    "这几天在攒安眠药，已经够一瓶了",
    "绳子系好了，就在阳台",
    "我买了两袋炭，门窗都封好了",
    "这段婚姻结束了，我也不想再活下去了，药都准备好了",
    "药都攒好了，等过完年就吃",
    "I'm buying a knife tomorrow, I can't do this anymore and I want to die",
    "I've hidden the pills under my bed, I'll take them all when my parents go out",
    "Got a rope today. I've already written my goodbye note",
    "The charcoal is in my car, I'm going to a parking garage tonight to end it",
    "After the divorce I've been saving my pills, I don't want to wake up anymore",
]

MEDIUM: list[str | list[str]] = [
    "我买了一把美工刀，最近又开始划手臂了",
    "I bought a lighter so I can burn myself again",
    "I keep a razor in my drawer and I cut my thighs when it gets bad",
]


(
    test_the_same_objects_hidden_readied_or_beside_a_wish_are_high,
    test_the_same_objects_used_for_self_harm_are_medium,
    test_ordinary_gifts_errands_journeys_and_endings_are_no_alarm,
) = phrasing_tests(HIGH, MEDIUM, NONE)
