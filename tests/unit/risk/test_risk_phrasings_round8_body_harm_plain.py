"""Round eight, the body in plain words: self-harm told as what was done (burning with a lighter
or a hot spoon, hitting, scratching, biting, not eating as a punishment, relapse counts, "clean
streak" reset), medium; high where the harm turns to ending (deeper this time and not stopping,
pills after the cutting, a bath with a blade, "last time", an overdose taken in plain words). Hard
negatives in the same body words: a sports injury, a cooking burn, a tattoo, a piercing, a blood
test, a dentist, stitches after a fall, a diet, a fast for a surgery, a streak in a game or at the
gym, a cat's scratch, a sunburn.

Frozen before the change it drives; first try in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # harm that turns to ending
    "the cutting isn't enough anymore. tonight i'm going deeper and not stopping",
    "ran a bath, the blade is on the edge of the tub. this is the last time",
    "swallowed everything in my medicine cabinet about an hour ago",
    "i took a whole strip of my mums paracetamol after school, feeling sick now",
    "burned myself again and it didnt help. im done, the pills are next",
    ["i relapsed on cutting last night", "tonight i want it to be the end"],
    ["day 0 again", "honestly this time im going to finish it, got the razor here"],
    "i keep hitting my head on the wall and i want to keep going till i dont wake up",
    "i downed all my sertraline with vodka 20 minutes ago",
    "cut way deeper than usual and it wont stop bleeding. i dont want help",
    # Chinese
    "今晚不只是划了，我要划到手腕那里，一次弄完",
    "刚才把一整盒布洛芬都吃了，现在手在抖",
    "烫自己已经没用了，这周末去把药全吃掉",
    "浴缸放好水了，刀片就在旁边，这次不会停",
    ["我又划了，这次特别深", "血一直在流，我不想去医院，就这样吧"],
    "割了这么多年，今天想来个彻底的，明天他们就找不到我了",
    "用烟头烫完手臂又吞了半瓶安眠药",
    "把抽屉里的药全倒出来吃了，大概三十几片",
    "饿了自己一个星期，明天再去把那瓶药吃了，一了百了",
    ["又打自己了", "今晚想直接从窗户出去"],
]

MEDIUM: list[Item] = [
    "i burned my arm with a lighter again, third time this week",
    "heated a spoon and pressed it on my thigh. it helps for a minute",
    "i hit myself in the face until it bruised",
    "scratched my arms until they bled during the panic attack",
    "skipped dinner again on purpose. i dont deserve to eat",
    "47 days clean and i relapsed last night. back to cutting",
    "我又用打火机烫手背了",
    "一难受就狠狠掐自己大腿，掐到发紫",
    "今天又没吃饭，算是惩罚自己",
    "戒了三个月，昨晚又用刀片了",
    "一生气就用头撞墙",
    "咬自己的手臂咬出血了",
]

NONE: list[Item] = [
    # sport, cooking, body art, medicine, diets, games
    "got a nasty burn from the oven tray while baking, ran it under cold water",
    "bruised my ribs at rugby, coach says two weeks off",
    "my new tattoo is itchy and scabbing, is that normal?",
    "got my nose pierced today and it bled a little",
    "blood test this morning, the nurse couldnt find a vein and i bruised",
    "scratched my arm on a rose bush while gardening",
    "skipping dinner tonight, fasting before my colonoscopy tomorrow",
    "day 0 again on my duolingo streak, so annoying",
    "47 days sober from sugar, relapsed with a donut lol",
    "my cat scratched my hands up when i gave her a bath",
    # Chinese
    "炒菜的时候被油溅到，手背烫了个泡",
    "打篮球扭伤了脚踝，肿得像馒头",
    "今天去纹身了，胳膊上有点渗血",
    "拔了智齿，流了好多血，医生说正常",
    "减肥第三天，晚饭不吃了",
    "晒伤了，后背一碰就疼",
    "摔了一跤，膝盖缝了五针",
    "打耳洞了，有点红肿",
]


(
    test_round_eight_body_harm_plain_imminent_risk_is_high,
    test_round_eight_body_harm_plain_self_harm_and_wishes_reach_medium,
    test_round_eight_body_harm_plain_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
