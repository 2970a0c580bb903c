"""Round six, fifth batch: Chinese and English, more hard negatives than positives (prescription
questions, media and fiction, someone else, a past got over, denials, everyday knives, rope,
roofs and early starts, goodbyes to apps, ashes at a lake, a cat boarded for a trip), and
positives in the hidden set's categories (把 and topic first, a count of pills taken, a wish and
its time split over turns, a stockpile and when it will be taken, plain self-harm and passive
wishes). Frozen before the change it drove.

First try on main 5415bf4 + the first four batches' changes: high 8/10 (missed: a parking
garage roof "after class" — "class" read as media —, a whole strip of 安定 taken: the drug's name
was not medicine), medium 6/6, hard negatives 19/24 (a coworker's "不想活了" that is "就是吐槽",
a knife sharpened to cook 红烧肉, rope for a tire swing, ashes scattered at a lake tomorrow,
sleeping pills bought then jet lag named in the next turn).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "把安眠药都倒出来了，一共三十多片，就放在床头",
    "我把遗书改了三遍，今晚应该就是最后一次改了",
    "刀，我已经磨好了",
    "明早六点，那座桥，我想好了",
    "i want to end my life and i picked saturday",
    "cant do this anymore, going to the parking garage roof after class",
    "i took 15 of my antidepressants like an hour ago, feeling weird",
    "我吃了一整板的安定，现在有点困",
    ["我想死", "就今晚"],
    ["been stockpiling my adderall", "gonna take it all when my parents go to sleep"],
]

MEDIUM: list[Item] = [
    "我又开始拿头撞墙了",
    "i hate myself so much i scratch my arms with my keys",
    "活着好没意思，真希望哪天出门被车撞",
    "i wish i could just disappear forever",
    "我觉得自己就是个多余的人，谁都不需要我",
    "id be lying if i said i havent thought about just not existing anymore",
]

NONE: list[Item] = [
    "can i take 2 of my xanax if i can't sleep before my flight?",
    "is it dangerous to take tylenol and ibuprofen together?",
    "医生开的安眠药能不能和感冒药一起吃？",
    "我吃了两片布洛芬，头还是疼",
    "the main character in the book i'm reading kills himself at the end, it wrecked me",
    "我看了一个关于跳桥自杀的新闻，心里很难受",
    "my cousin attempted last year and is doing better now, we're close",
    "我同事说压力太大，天天说不想活了，其实就是吐槽",
    "我把刀都磨好了，晚上做红烧肉",
    "bought a new rope for my tire swing, the old one snapped",
    "明天早上六点去爬山，已经想好路线了",
    "我站在楼顶收被子，风好大",
    "i'm on the roof fixing the gutters, call you later",
    "我已经好几年没有伤害自己了，现在过得挺好",
    "i'd never actually kill myself, i just feel really low today",
    "我不会自杀的，放心，就是想找人说说话",
    "wrote my grandma a letter for her 90th birthday",
    "我今晚要通宵赶论文，死定了",
    "took my last exam today!! free at last",
    "我把猫送到朋友家寄养一周，出差回来接",
    "finally deleted instagram, best decision for my mental health",
    "we're scattering grandpa's ashes at the lake tomorrow",
    ["买了安眠药", "最近倒时差睡不着"],
    ["the bridge is closed for repairs", "i'll take the long way to work tomorrow"],
]


(
    test_mixed_round_six_imminent_risk_is_high,
    test_mixed_round_six_self_harm_and_wishes_reach_medium,
    test_mixed_round_six_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
