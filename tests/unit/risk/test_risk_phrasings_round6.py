"""Round six: conversational phrasings, half English, in registers the earlier rounds rarely used
(texting style, typos, slang, no punctuation, long rambling messages with the risk in the middle,
mixed Chinese and English), written in the hidden set's categories and frozen before any rule
change: method or place with a time and no word of death, farewells and affairs in order, a past
attempt and the intent to repeat, plans split over turns, ideation with a time, self-harm and
passive wishes in plain words, topic-first and 把; hard negatives: hyperbole, someone else,
negation, a resolved past, media and fiction, prescription questions, everyday objects and plans,
and letters to be read in the far future (a time capsule is not a farewell).

First try on main 5415bf4: high 28/37 (missed: a past attempt found and "not making that mistake
again", pills kept from a second fill inside a long message, a letter under a pillow "after
tonight", "cut too shallow last time, I know better now", "going through with it" tonight, a cat
handed over with the key and "im sorry", charcoal bought and the window gaps taped, a hidden
knife with "waiting until my roommate leaves", gas left on in sleep after a wish to stop),
medium 13/14 (a truck wished to hit me), hard negatives 32/38 (an overdose ten years ago and
doing well now, a show's suicide scene, a past self-harm told to a therapist, insulin refilled
for a trip, a letter for a daughter's 18th birthday, an exam joke "开玩笑的" were medium or high).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # English: method or place + time, preparation, prior attempt + repeat, ideation + time
    "ok so i finally got enough of my dads oxy saved up. sunday when everyones at church",
    "parked at the top of the quarry road. engine off. just sitting here looking at the water",
    "i already did it once in 2019 and they found me. not making that mistake again",
    "gonna finish this last beer then walk into the lake",
    "I've been so tired of everything lately, like honestly sometimes I think about how nice it"
    " would be to just stop existing, and the thing is I have the pills now, I filled the"
    " prescription twice and kept the second lot, so whenever I decide it's there. anyway how"
    " was your day",
    "wrote my mom a letter and left it under her pillow. she'll get it after tonight",
    "i want to die. tomorrow morning before work, i already know where",
    "sold my ps5, gave my dog to my cousin, deleted all my socials. feels weirdly calm",
    "the bridge on 5th is like 10 min from my place. leaving at midnight",
    "ive got the razor blades out on the bathroom counter and the door is locked",
    "last time i cut too shallow. i know better now",
    "if nobody answers me tonight thats it, im going through with it",
    "please look after my cat for me. spare key is under the mat and her food is in the"
    " cupboard. im sorry",
    "im standing on the train platform and the next one doesnt stop here",
    "I keep thinking about ending my life and I think this weekend is when",
    "lol so i bought a hose and some tape today. garage is empty on thursdays",
    "i dont want to be here anymore. friday.",
    # Chinese: the same categories, topic-first and 把, no punctuation, mixed with English
    "烧烤用的那种炭我多买了两袋，门窗缝都用胶带封好了",
    "我已经在顶楼了，没人知道我上来",
    "上次吞药被我妈发现了，这次我会等她出差",
    "明天一早就去，我真的不想活了",
    "钱都还清了，猫也找好了新主人，手机里的照片都删了",
    "今晚过后就不用再麻烦你们了，谢谢这些年",
    "把绳子挂好了，凳子也在下面",
    "药嘛，早就攒够了，就等周末宿舍没人",
    "我现在在水库边上，天快黑了",
    "我真的撑不下去了 刀在手里 今晚就了结",
    "跟你说个事 我割过一次 被室友发现送医院了 这次我换个地方 不会再有人发现",
    "我已经把那些pills都准备好了 tonight就是最后一晚",
    "最近工作压力特别大，领导天天骂，回家我妈又唠叨，说实话我已经想好了，等这个月工资发了转给我妈，"
    "然后就去江边，反正也没人在乎，算了不说了你忙吧",
    # plans split over turns
    ["i have like 60 of my sleeping pills saved", "parents are away next weekend"],
    ["the knife's hidden in my nightstand", "waiting until my roommate leaves for her shift"],
    ["been looking up how high the overpass on route 9 is",
     "tonight around 2am nobody drives there"],
    ["安眠药在衣柜最上面的盒子里", "等我爸妈周六去喝喜酒"],
    ["我查好了那栋楼有二十六层", "天台的门周四晚上不锁"],
    ["刀片我一直放在笔盒里", "今晚宿舍的人都回家了"],
    ["我不想再这样下去了", "煤气我会开着睡"],
]

MEDIUM: list[Item] = [
    "i burned myself with a lighter again last night, idk why i keep doing it",
    "sometimes i wish i just wouldnt wake up tmrw",
    "everyone would honestly be better off without me around",
    "scratched my arms until they bled again",
    "i wish a truck would just hit me on the way to school",
    "im such a burden to my parents fr",
    "hit my head against the wall until i felt dizzy. it helps somehow",
    "honestly whats the point of living anymore",
    "又忍不住用刀划了手腕，血止住了",
    "要是睡着了就不用醒来该多好",
    "我活着就是给家里添麻烦",
    "最近总是用指甲抠手臂，抠到出血才停",
    "有时候真想从这个世界消失算了",
    "我真的好累 不想活了",
]

NONE: list[Item] = [
    # English
    "lmao this exam is gonna kill me, 3 chapters left and its 2am",
    "my brother said he wanted to die after his breakup, how do i help him",
    "i would never hurt myself, i just need to vent about work",
    "back in high school i tried to overdose but thats 10 years ago, im doing really well now,"
    " married with a kid",
    "watching 13 reasons why and the suicide scene was so hard to watch",
    "is it ok to take my sertraline with ibuprofen? doctor prescribed both",
    "bought a rope and some carabiners for the climbing gym this weekend",
    "we're driving up to the bridge tonight to see the fireworks",
    "wrote a letter to my son for him to open when he turns 18, got a bit emotional lol",
    "finally paid off my student loans and sold my old car, new chapter!",
    "saying goodbye to my coworkers tomorrow, last day at this job before i move to denver",
    "i'm so done with this group project i could scream",
    "stocked up on tylenol and cough syrup before flu season hits",
    "my character in the novel jumps off a cliff in chapter 12, does that feel too dark?",
    "my grandma passed away last month and she left me her ring in her will",
    "gonna sit by the lake tonight with a beer and watch the sunset",
    "im dying to see that movie tonight",
    "I have so many pills now lol, vitamins, fish oil, allergy meds, my pill organizer is full",
    "I made a time capsule letter for my daughter's wedding day, she's 6 now haha",
    "I told my therapist I used to self harm in college, she said it's good I can talk about it"
    " now",
    ["i have my insulin in the fridge", "need to refill it before my trip friday"],
    ["wrote a goodbye card for my coworker", "she's retiring friday"],
    # Chinese
    "笑死我了，这个视频太好笑了",
    "我朋友说他不想活了，我该怎么劝他",
    "我从来没想过自杀，只是最近睡不好",
    "三年前我割过腕，现在已经完全走出来了，还在做志愿者",
    "医生给我开了安眠药，一次吃一片还是两片？",
    "周末去江边烧烤，炭和锡纸都买好了",
    "今晚去天台看流星雨，已经约了室友",
    "热死了，空调又坏了",
    "我给女儿写了一封信，等她十八岁生日那天再给她看",
    "这部剧里女主最后跳海了，哭死我了",
    "把旧衣服都捐了，书也送给学弟了，下个月出国读研",
    "给爸妈转了五千块钱，让他们过年买点好的",
    "这次考试再挂我就去死 哈哈开玩笑的",
    "加班到凌晨，累死了，明天还要早起",
    "今天最后一天上班了 bye bye everyone 下周开始新工作",
    ["买了一把新菜刀", "周末给家里包饺子"],
]


(
    test_round_six_imminent_risk_is_high,
    test_round_six_self_harm_and_passive_wishes_reach_medium,
    test_round_six_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
