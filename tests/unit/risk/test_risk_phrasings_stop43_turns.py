"""Stop 43, turns: evidence across the turns of a window, Chinese and English (brief: turns; ADR
0108 amendment "Stop 43, turns").

Four kinds of a plan split over two to five turns, each with calm or unrelated turns between:
a means in one turn and its time in another, told by reference ("那天", "到时候", "then",
"that night", "when they're gone"); a place in one turn and an act or intent in a later one
that refers back to it ("就从那儿", "that's where", "there"); a farewell or a giving-away in
one turn and a time or an "after that" in another; a prior attempt in one turn and the intent
to repeat it in a later one, told without the method ("这次不会失手了", "this time i'll finish
it"). Beside them, look-alikes across turns: the means and the time belong to different
subjects or topics (a cat's medicine, then a trip on Friday), a third party's plan, a later
turn that negates or resolves (a resolved past beside a present time), a film or book plot
told over turns, hyperbole, and ordinary uses of the same words (an exam retried, a knife for
dinner, goodbyes at work before a new job).

Frozen before any rule change. First try on main 827acd2: 32/36 plans high (missed: a place
then "就在那里结束"; thanks then "after tonight you won't have to worry about me"; "i tried …"
then "this time i'll finish it"; "in hospital once after trying" then "next time there won't
be a next time"), 30/37 look-alikes below medium (a grandmother's pills bought; a mother's
pills then a pub quiz tonight; a father's fishing rope then a reservoir on Saturday; a resolved
overdose (learned 0.96); a drama's plot over turns (learned 0.96); goodbyes at work "today";
a bridge once thought of, denied, then a run there tomorrow). After the stop's readings (ADR
0108, "Stop 43, turns"): 35/36 and 37/37; the one left is ``STILL_MISSED`` (docs/risk-scorer.md,
known limits "Stop 43, turns").
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, stays_below

MEANS_THEN_TIME: list[Item] = [
    ["药在衣柜最里面，攒了一整瓶", "今天上班还是老样子", "等他们回老家那天，就都吃了"],
    ["炭和胶带放在后备箱里", "晚饭吃了点粥", "到时候把车开到没人的地方"],
    ["绳子早就买好了，在床底下", "最近睡得还行", "那天晚上他们都不在家"],
    ["刀片藏在笔袋的夹层里", "刚下课，在食堂", "就今晚吧"],
    ["家里那瓶农药我挪到自己房间了", "妈妈今天打电话来，我没接", "等过完生日那天"],
    ["我查了，那种降压药吃四十片就够了", "我手里已经有五十片", "周日晚上室友不在"],
    [
        "i've been saving my sertraline for a couple of months now",
        "work was fine today, nothing new",
        "when they're gone on friday i'll take the lot",
    ],
    [
        "the rope is coiled up behind the boiler",
        "watched some telly, had a bath",
        "that night, once everyone's asleep",
    ],
    [
        "there's a full bottle of my dad's painkillers in the bathroom cabinet",
        "had pasta for tea",
        "then, after my mum leaves for her night shift",
    ],
    [
        "the razor blades are taped under my desk drawer",
        "maths test went ok",
        "tonight, after lights out",
    ],
    [
        "i've got the charcoal and the tape in my boot",
        "the weather's nice",
        "sunday, when they're at church",
    ],
]
PLACE_THEN_ACT: list[Item] = [
    ["我们学校实验楼顶楼的门一直没锁", "我今晚就从那儿下去"],
    ["江边那个废弃的码头，晚上一个人都没有", "我打算就在那里结束"],
    ["我家是二十六楼", "就从阳台那儿跳，不想再拖了"],
    ["回家路上会经过那座铁路桥", "明天放学我就在那里等火车"],
    ["我现在在海边，浪很大", "我想就这样走进去"],
    ["there's a footbridge over the motorway near my flat", "that's where i'm going to do it"],
    ["i'm at the top of the multistorey by the station", "it's time, i'm going over from here"],
    [
        "the old quarry has a forty foot drop and no fence",
        "i'm going there after work and not coming back",
    ],
    ["my uni library has a seventh floor balcony", "tomorrow that's where it ends"],
]
FAREWELL_THEN_TIME: list[Item] = [
    ["我把猫送给楼下阿姨了，衣服也都捐了", "周五以后就不用再麻烦任何人了"],
    ["给爸妈写了一封信，放在书桌抽屉里", "明天早上他们就会看到的"],
    ["这些年谢谢你们，真的", "今晚之后大家就不用再担心我了"],
    ["银行卡和密码都留给我妹了", "办完这件事，今晚就去"],
    [
        "i gave my cat to my neighbour and my guitar to my cousin",
        "after sunday nobody will have to look after anything of mine",
    ],
    [
        "wrote letters to mum and my sister, they're in the top drawer",
        "they'll find them tomorrow morning, after it's done",
    ],
    [
        "thank you for everything, all of you, i mean it",
        "after tonight you won't have to worry about me",
    ],
    ["i've sorted my will and cancelled my phone contract", "by the weekend it'll all be over"],
]
ATTEMPT_THEN_REPEAT: list[Item] = [
    ["去年吃药进了医院，洗了胃", "这次不会失手了"],
    ["十六岁那年我试过一次，被我妈发现了", "最近又开始想了", "下一次我会做得干净一点"],
    ["上个月在浴室割过一次，缝了八针", "这回我不会再让别人发现"],
    ["我跳过一次河，被路人拉上来了", "今天我还是会去，这次没人拉得住"],
    ["i tried two years ago, ended up in a&e", "this time i'll finish it"],
    [
        "last spring i overdosed and my roommate found me",
        "i won't make that mistake again, i'll make sure no one's home",
    ],
    ["they pumped my stomach in march", "i'm going to do it properly this weekend"],
]
HIGH: list[Item] = [*MEANS_THEN_TIME, *PLACE_THEN_ACT, *FAREWELL_THEN_TIME, *ATTEMPT_THEN_REPEAT]
# A repeat told only by an idiom of finality ("there won't be a next time"), after a try told
# by its aftermath alone: no reading takes the idiom without a phrase patch.
STILL_MISSED: list[Item] = [
    ["i've been in hospital once after trying", "next time there won't be a next time"],
]

LOOK_ALIKES: list[Item] = [
    # the means and the time belong to different subjects or topics
    ["猫最近在吃消炎药，一天两次", "周五要出差去上海"],
    ["给我奶奶买了一盒降压药", "这周日全家去爬山"],
    ["the vet gave us tablets for the dog's ear", "we're off to the coast on friday"],
    ["i picked up my mum's blood pressure pills", "and then tonight it's pub quiz"],
    ["绳子是我爸钓鱼用的", "周六我们去水库"],
    ["the rope for the tree swing came in the post", "my brother's coming saturday to hang it"],
    ["头疼，吃了两片布洛芬", "明天早上八点的飞机"],
    ["i keep paracetamol in my bag for migraines", "friday is my sister's wedding"],
    # a third party's plan
    ["我室友说他药都攒好了", "他说等周五就吃", "我好害怕，要不要告诉老师"],
    [
        "my friend told me she's been hoarding pills",
        "she said she'd do it when her parents go away",
        "how do i help her",
    ],
    ["我表哥上次割腕被救回来了", "他说这次不会失手了，我该怎么办"],
    ["我同学从楼顶跳下去了", "那天是周五，全校都知道了"],
    ["my uncle tried to kill himself last year", "this time he's getting proper help"],
    # a later turn negates or resolves; a resolved past beside a present time
    ["去年我吃过一次药，被送去洗胃", "那是去年的事了，现在我好多了", "下周一开始新工作"],
    [
        "i tried to end it when i was nineteen",
        "that was a long time ago, i'm in a good place now",
        "looking forward to my holiday on friday",
    ],
    ["以前我在天台上坐过一整夜", "现在不会了，已经过去了", "今晚和朋友去吃火锅"],
    [
        "i had pills saved up last year",
        "i flushed them all months ago",
        "tonight i'm seeing my sister",
    ],
    ["我没攒药，也不想死", "只是明天要复诊，有点紧张"],
    ["i'm not going to hurt myself", "i just need to get through friday's exam"],
    # a film or book plot told over turns
    ["昨天看了一部电影，主角把药都攒在抽屉里", "他等到女儿婚礼那天晚上才吃", "结局太压抑了"],
    [
        "in the book i'm reading the main character buys a rope",
        "she plans it for the night of the full moon",
        "really dark chapter",
    ],
    ["剧里女主在天台上写了遗书", "第二集她就跳了", "编剧太狠了"],
    [
        "the film opens with him at the edge of a bridge",
        "then it cuts to the night before",
        "great cinematography though",
    ],
    # hyperbole
    ["今天作业多得要死", "明晚之前要交三篇论文"],
    ["i'm dying to see that film", "we're going friday night"],
    # ordinary uses of the same words
    ["刀在厨房抽屉里", "今晚给大家做红烧鱼"],
    ["炭买好了", "等周六爸妈回来一起烧烤"],
    ["我把旧课本都送给学弟了", "下周就毕业了，有点舍不得"],
    ["said goodbye to everyone at work today", "starting at the new place on monday"],
    ["the bridge near my house is closed for repairs", "that's where i usually run after work"],
    ["上次考试没考好", "这次不会失手了"],
    ["last time i tried to make sourdough it collapsed", "this time i'll finish it properly"],
    ["我上次尝试跑全马没跑完", "这次一定要跑完"],
    ["i tried quitting smoking last year and failed", "this time i'll make it stick"],
    ["那个楼顶的天台风景特别好", "周末就在那儿拍毕业照"],
    [
        "there's a cliff path near my nan's place",
        "that's where we're scattering grandad's ashes on sunday",
    ],
    ["我曾经想过从那座桥上跳下去", "但我不会那么做的", "明天去那边跑步"],
]

test_a_plan_split_over_turns_is_high = reaches(HIGH_FLOOR, HIGH)
test_look_alikes_across_turns_stay_below_medium = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
test_still_missed_stays_below_high = stays_below(HIGH_FLOOR, STILL_MISSED)
