"""Round eight, turns that refer back: a plan split over two or three turns where a later turn
points back by a pronoun or an ellipsis ("it", "them", "the key", "那个", "那些", "那里", "那天"),
someone else's means (a father's rifle, a mother's pills, an uncle's shotgun) that the speaker
has access to, and calm later turns that never lower the route. Medium: a thought or a relapse
named first and explained in the next turn. Hard negatives: the same first turns going on to an
ordinary errand (hunting, a tent, a barbecue, spraying an orchard), someone else's medicine, a
TV ending, a past got over.

Frozen before the change it drives; first try in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # someone else's means, then access and a time
    ["my dad's rifle is in the closet", "i know where he keeps the key", "he's at work till 6"],
    ["my brother keeps a gun in his truck", "he leaves it unlocked. he's asleep now"],
    ["my mom has a full bottle of sleeping pills in the cabinet",
     "i'm going to take them tonight after she goes to bed"],
    ["found my grandma's old painkillers in the drawer",
     "gonna take all of them when everyone's asleep"],
    ["my uncle's shotgun is in the basement", "they're gone all weekend. i'll be alone with it"],
    # a means or a place named, then referred back to
    ["i bought a rope last week", "tonight's the night i use it"],
    ["there's a bridge near my work", "i walked past it again today",
     "tomorrow i'm not walking past it"],
    ["the garage has a hose and the car's full of gas", "everyone's away this weekend",
     "it's fine, i feel calm about it now"],
    ["wrote the letters", "left them on my desk for whoever finds me", "ok. going now"],
    ["i've been saving my pills for a month", "there's enough now. doing it friday"],
    # Chinese: someone else's means
    ["我爸的安眠药放在床头柜里", "我知道他把那些药藏哪了", "今晚就全吃了"],
    ["我叔叔家有猎枪", "钥匙放哪我知道", "他们下周出远门，我一个人在家"],
    ["我妈的降压药还剩好多", "我偷偷拿了一些攒起来了", "够了，这周末就吃"],
    # Chinese: a means or a place named, then referred back to
    ["楼顶的门一直没锁", "那天我上去看过", "周五晚上就去那里"],
    ["绳子买回来了", "放在衣柜里", "等他们睡了就用那个"],
    ["我把农药藏在床底下了", "明天他们去走亲戚，我就喝那个"],
    ["江边那座桥你知道吧", "我现在就在上面", "没事，我很平静"],
    ["炭和胶带都准备好了", "门窗也封好了", "就今晚"],
    ["信写好了，放在抽屉里", "他们回来就能看到", "我先走了"],
    ["那把刀我一直放在枕头底下", "今晚就用它结束这一切"],
]

MEDIUM: list[Item] = [
    ["i keep thinking about it", "dying i mean. not doing anything, just thinking about it"],
    ["i did it again last night", "cut i mean. three on my thigh"],
    ["i relapsed", "the burning thing. back to day 0"],
    ["sometimes i think about not waking up", "that would honestly be easier"],
    ["does anyone else think about it a lot", "not being alive anymore"],
    ["我又划了", "在大腿上，没人看得到的地方"],
    ["那个念头又来了", "就是想死的那个"],
    ["我又开始了", "用烟头烫自己"],
    ["有时候觉得", "我不在了他们会过得更好"],
    ["我最近老想那件事", "就是从楼上跳下去"],
]

NONE: list[Item] = [
    # English: the same first turns going on to ordinary things
    ["my dad's rifle is in the closet", "he's taking me hunting on saturday"],
    ["my mom's sleeping pills are in the cabinet", "should i tell her they expired last year?"],
    ["there's a bridge near my work", "they're closing it for repairs tomorrow"],
    ["i bought a rope last week", "tonight we're setting up the tent with it"],
    ["finished the letters", "left them on my desk for the teacher to grade"],
    ["the garage has a hose", "gonna wash the car with it tomorrow"],
    ["my brother keeps a gun in his truck", "i told him it worries me, so he's getting a safe"],
    ["did you see the finale", "he jumps off the bridge at the end, i cried"],
    ["i used to think about it a lot", "dying i mean. that was years ago, therapy really helped"],
    # Chinese
    ["我爸的安眠药放在床头柜里", "他最近睡不好，医生开的"],
    ["楼顶的门一直没锁", "我们周五晚上去那里看流星雨"],
    ["绳子买回来了", "周末带孩子去参加跳绳比赛"],
    ["农药放在仓库里", "明天要给果树打药"],
    ["江边那座桥你知道吧", "我现在就在上面拍夜景"],
    ["炭买好了", "今晚在院子里烧烤"],
    ["我叔叔家有猎枪", "他有持枪证，在林场工作"],
    ["那把刀我一直放在枕头底下", "小时候奶奶说能辟邪"],
    ["那天我真的想过死", "那是三年前了，现在好多了"],
]


(
    test_round_eight_turns_and_reference_imminent_risk_is_high,
    test_round_eight_turns_and_reference_self_harm_and_wishes_reach_medium,
    test_round_eight_turns_and_reference_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
