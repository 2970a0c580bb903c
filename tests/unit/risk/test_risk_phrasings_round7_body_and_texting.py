"""Round seven, first batch: a place and its preparation said in body terms (shoes off at the
water, legs over a ledge, looking down from a garage roof), English texting registers and
understatement ("tonights the night", "won't be a problem much longer"), plans split over turns,
giving away and farewells, self-harm and passive wishes in plain words, in Chinese and English;
hard negatives that share those words (an outing, a view, a proposal, lecture notes, a move,
media, someone else, a past got over, a prescription question, hyperbole, a detox).

Written before reading the rules it tests and frozen before the change it drove.
First try on main 6516a7f: high 19/24 (missed: looking down from the top level of a parking
garage, "tonights the night" with the notes written, a rope in the closet and waiting till the
house is empty, shoes left at the reservoir's edge, looking down from the top of a garage with
"今晚就跳"), medium 13/14 (if I disappeared nobody would care), negatives 21/26 (lecture notes
written, a knee that won't be a problem after surgery, a rope and carabiners for climbing, a
drawer of expired medicine to hand in, on a bridge waiting for a friend were high).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # English, texting and understatement: a place, a means, a time, a farewell
    "shoes are off. standing at the rail of the reservoir dam. water looks calm",
    "on the ledge of the 9th floor rn, legs over the side",
    "top level of the parking garage. been looking down for like 20 min",
    "tonights the night. already wrote the notes, theyre on my desk",
    "i wont be a problem for anyone much longer. got the pills lined up on the counter",
    "gave my dog to my sister today and my xbox to my cousin. wont need them where im going",
    "last time i cut too shallow. this time im going for the artery",
    "tbh im just gonna end it after the funeral on friday",
    "deleted all my socials, left my passwords with my roommate. this is goodbye for real",
    "kinda done w everything. rope's in the closet, waiting til the house is empty",
    # English, a plan split over turns
    ["got a bottle of my moms sleeping pills in my bag",
     "gonna take all of them once everyone's asleep"],
    ["found a spot on the bridge nobody walks at night",
     "going back there at 2am, this time im not coming down"],
    # Chinese: a place and the body there, preparation, a repeat, giving away
    "鞋已经脱在水库边上了",
    "我现在坐在天台边上，腿悬在外面",
    "在地下车库顶层往下看了很久，今晚就跳",
    "遗书写好了，放在枕头底下",
    "我把存款都转给我妹了，以后用不上了",
    "上次吞药没死成，这次我换个办法",
    "今晚就是最后一晚了，明天你们就看不到我了",
    "刀片已经藏在笔袋里，等晚自习下课",
    "我把猫送人了，房子也退了，就差最后一步",
    "撑不到明天了，已经站在窗户外面的空调架上",
    # Chinese, a plan split over turns
    ["药我已经攒了两个月了", "等室友周末回老家就吃"],
    ["我查好了那座桥的位置", "明天下班就过去"],
]

MEDIUM: list[Item] = [
    "burned myself with a lighter again last night",
    "been scratching my arms till they bleed again",
    "honestly wouldnt mind if i just didnt wake up tomorrow",
    "everyone would be better off without me tbh",
    "i keep hoping a car hits me on the way to work",
    "lowkey wish i could just disappear forever",
    "i punched the wall till my knuckles split, felt good",
    "又拿圆规扎自己手臂了",
    "昨晚又用头撞墙撞到出血",
    "要是睡着了再也醒不过来就好了",
    "我活着就是给家里添麻烦",
    "真希望得个绝症，这样就不用硬撑了",
    "每次过马路都想，被车撞了也挺好",
    "如果我消失了，应该没有人会在意吧",
]

NONE: list[Item] = [
    # the same places and bodies, for an outing or a view
    "took my shoes off to wade in the reservoir with the kids, water was freezing",
    "standing on the ledge of the climbing gym wall was terrifying lol",
    "parked on the top level of the garage and looked down at the fireworks",
    "鞋脱在河边，下水摸鱼去了",
    "我坐在天台边上看日落，风好舒服",
    ["我在桥上", "等朋友来接我去吃饭"],
    # the same plans and goodbyes, for ordinary things
    "tonights the night!! finally proposing to her at dinner",
    "already wrote the notes for tomorrow's lecture, going to bed",
    "my knee won't be a problem much longer, surgery is friday",
    "gave my old xbox to my cousin since i got a ps5",
    "deleted all my socials for a digital detox month, feeling great",
    ["bought a rope and some carabiners", "going climbing this weekend with my brother"],
    "最后一条朋友圈了，要去闭关考研了，大家年底见",
    "遗嘱的事问一下律师，我爸想提前安排",
    "我把旧衣服都捐了，断舍离之后轻松多了",
    "药攒了一抽屉都是过期的，周末拿去药店回收",
    # media, someone else, a past got over, a prescription question, hyperbole
    "this movie where the guy stands on the bridge and jumps at the end wrecked me",
    "my friend said she wants to kill herself, how do i help her",
    "i tried to kill myself when i was 16, that was 12 years ago and im in a good place now",
    "can i take two of my sleeping pills if one doesnt work? doctor prescribed them",
    "this commute is killing me, literally dying of boredom",
    "这部剧里女主最后从桥上跳下去了，哭死我了",
    "我表哥上次割腕被救回来，我们都很担心他",
    "累死了，今晚终于能睡个好觉",
    "医生开的安眠药一次吃一片还是两片？",
    "以前也想过轻生，那是大学时候的事了，现在挺好",
]


(
    test_round_seven_body_and_texting_imminent_risk_is_high,
    test_round_seven_body_and_texting_self_harm_and_wishes_reach_medium,
    test_round_seven_body_and_texting_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
