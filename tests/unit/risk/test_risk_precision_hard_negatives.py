"""Hard negatives (issue 11's false alarms) and the true positives that share their objects,
written and frozen before the rule change they drive (ADR 0118).

The negatives are ordinary talk that uses a risk scorer's words: an everyday object bought (a
knife, rope, medicine, a lighter, tape, charcoal) with an ordinary purpose or none at all;
medicine stockpiled for a trip, a pandemic or a refill; everything ready for an exam, an
interview, a flight or a move; extreme sports and heights as a hobby; the end of a relationship,
a job or one's studies; and the scopes (negation, someone else, fiction, hyperbole, a resolved
past, a prescription question) around the same objects. The positives name the same objects in
a risk context (ideation, self-harm, a farewell, concealment, a lethal amount, a place of danger,
a plan waiting for others to be away), so the change cannot simply drop a signal.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

NONE: list[str | list[str]] = [  # a list is one window of turns
    # everyday objects bought, with an ordinary purpose or none
    "今天在超市买了一把菜刀，旧的那把太钝了",
    "新买的水果刀特别快",
    "网上下单了一卷麻绳，给阳台搭个花架",
    "买了两个打火机，家里的燃气灶打不着火了",
    "快递到了，是一大卷胶带，搬家打包用的",
    "我买了一把小刀，放在包里拆快递用",
    "下单了一把瑞士军刀，下个月去新疆",
    "今天买了新刀，明天给朋友做顿饭",
    "刚去药店买了点药，明天带去学校",
    "I picked up a new chef's knife at the store today",
    "Bought some rope and a tarp for the weekend",
    "Just got a pack of lighters for the birthday candles",
    "Ordered duct tape and boxes, moving out on Friday",
    "Got a new box cutter for my warehouse shift tomorrow",
    "I bought a really nice knife set today, finally a proper kitchen",
    # medicine stockpiled for an ordinary reason
    "家里囤了一箱退烧药，怕孩子半夜发烧",
    "我攒了好几盒药，出国半年怕那边买不到",
    "药存了三个月的量，下个月要去外地实习",
    "把常用药都备齐了，下周出差带着",
    "囤了一些布洛芬和口罩，以防万一",
    "我囤了好几盒药，怕过年药店都关门",
    ["I've been saving my pills", "so I have enough for the whole trip abroad"],
    "I've been stocking up on my meds so I don't run out during the trip",
    ["I've got two months of my pills saved up",
     "because I'll be abroad for work and can't refill there"],
    "I keep a stash of painkillers in my car in case of migraines",
    "We stockpiled medicine and masks in case the pandemic comes back",
    # everything ready for an ordinary event
    "东西都准备好了，明天早上八点面试",
    "一切都准备好了，周五搬家",
    "行李都收拾好了，今晚的飞机",
    "我已经想好了，明天去跟她表白",
    "日子定好了，国庆节我们结婚",
    "都准备好了，明天考试加油",
    "Everything's ready for tomorrow, my flight leaves at 6",
    "I have everything ready for the interview tomorrow morning",
    "I made up my mind, I'm handing in my notice on Friday",
    "We picked the date, the wedding is next month",
    "I have it all ready for Monday, the exam starts at 10",
    "Got everything ready for Saturday, the movers come at noon",
    "It's all packed, we leave for the beach tomorrow",
    # extreme sports and heights as a hobby
    "明天去蹦极，有点紧张",
    "周六要去跳伞，第一次玩",
    "下个月要去玩高空跳伞，激动",
    "周末和朋友去攀岩，好期待",
    "今天爬到了山顶，往下看风景真好",
    "明天要从十米跳台跳下去，教练说我准备好了",
    "Going skydiving tomorrow, can't wait",
    "We're doing a bungee jump off the bridge this Saturday",
    "I love cliff jumping at the lake every summer",
    "Tomorrow I'm finally going paragliding off the mountain",
    # endings of a relationship, a job, one's studies
    "我想结束这段感情了，真的太累了",
    "这份工作我要结束了，明天就递辞职信",
    "一切都结束了，我们分手了，但我会好起来的",
    "学业就到此为止吧，我打算退学去创业",
    "我要把这段关系彻底结束，不想再内耗了",
    "我要把这一切都结束，这份工作太累了",
    "I'm ending it with him tonight, I'm done with that relationship",
    "I want to end things with my girlfriend, it's not working",
    "I'm done with this job, I'm quitting tomorrow",
    "It's over between us, I finally ended it and I feel lighter",
    # the scopes around the same objects
    "我没有囤药，也从没想过伤害自己",
    "我室友买了一把刀，说要防身",
    "小说里的主角攒了一瓶安眠药",
    "饿死了，今晚一定要吃火锅",
    "三年前我也攒过药，现在都好了",
    "医生开的安眠药一次最多吃几片？",
    "The character in the book saved up her pills for weeks",
    "Is it safe to take my sleeping pills on a long flight?",
    "I used to hoard pills years ago, but I'm doing much better now",
    "I would never hurt myself, the knife is for cooking",
    "This exam is killing me, I'll be dead by Friday lol",
]

HIGH: list[str | list[str]] = [
    # the same everyday objects in a risk context
    "活着没意思，今天去买了一把刀",
    "买了一把新刀，藏在枕头底下，等他们都睡了",
    "我买了绳子，遗书也写好了",
    "刀我已经磨好了，今晚就结束",
    "打火机和炭都准备好了，门窗也封上了",
    "胶带买了，炭也到了，就等周末",
    "药我攒了一百多片，够了",
    "我囤了好多安眠药，不想再醒过来了",
    "药都攒在抽屉里，等室友回老家那天",
    "一切都准备好了，这是我最后一条消息",
    "决定好了，今晚从楼顶跳下去",
    "我想结束这一切，药已经准备好了",
    "我不想活了，明天一早就去江边",
    "这段感情结束了，我也不想活了，今晚就走",
    "我又买了一盒安眠药，攒够了就走",
    "刀片买好了，今晚谁也别想拦我",
    ["这几天一直在攒药", "等爸妈去外婆家那天"],
    "明天去楼顶，跳下去就解脱了",
    "I bought a knife today and I don't want to be alive anymore",
    "I've been saving up my pills, nobody would miss me anyway",
    "Got the rope, wrote the letters, it'll be done by Friday",
    "I bought charcoal and tape, going to seal the car tonight",
    "I have everything ready for tonight, this is goodbye",
    "I've stockpiled my sleeping pills, enough to never wake up",
    "I'm going to the bridge tomorrow and I won't be coming back",
    ["The pills are hidden in my drawer", "waiting until my parents leave for their trip"],
    "I want to kill myself, the pills are ready",
    "I'm ending my life tonight, everything is ready",
    ["She left me", "I want to die, I've got the rope in my closet"],
    "I bought new razor blades, I'm going to cut again tonight",
]

MEDIUM: list[str | list[str]] = [
    "买了一把新刀，控制不住想划自己",
    "又用打火机烫自己了",
    "分手以后我每天都不想活",
    "I bought a new lighter to burn myself with",
    "Since the breakup I keep wishing I could just disappear forever",
]


(
    test_the_same_objects_with_a_risk_context_are_high,
    test_the_same_objects_used_for_self_harm_reach_medium,
    test_everyday_objects_ordinary_plans_hobbies_and_endings_are_no_alarm,
) = phrasing_tests(HIGH, MEDIUM, NONE)
