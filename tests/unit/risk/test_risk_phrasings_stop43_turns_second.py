"""Stop 43, turns: the second set, in other words (brief: turns; ADR 0108 amendment "Stop 43,
turns").

The same kinds as the first set (``…_stop43_turns.py``) in new vocabulary and sentence shapes:
a means kept (a tin of tablets, a petrol can, patches, a cable, a key copied) with its time told
by reference two turns later; a place (a roof, a river, a flyover, a cliff, a fire escape) and
an act there in a later turn; money, passwords, recordings, a cleared room, then a time or
"after that"; an attempt told by its aftermath (抢救, 急诊, the icu, "survived") and a repeat
without the method. Beside them, look-alikes across turns: a pet's or a grandparent's medicine
and a day out, a rope or charcoal for an errand and a family trip, a sister's or a classmate's
plan, a resolved past and a present time, a novel, a play, a podcast or a game told over turns,
hyperbole, and the same words in exams, bakes, a marathon, a balcony dinner and a leaving do.

Written after the first set's rules changed and frozen before its result was read. First try
on e1e9a8a: 18/33 plans high, 30/35 look-alikes below medium. Missed: a means kept and a time
told by others' absence or departure (到时候家里就我一个, 等室友回家过年那几天, "the night she flies
out"), several means named in new words (安定 in a tin, 汽油, a climbing rope hidden, a cable in
the shed); an act at a place pointed back to but in the next clause (去那上面，一步跨出去; 在那儿
停车，翻过去), a cliff not read as a place, walking down to the tracks to wait there; a message left
to be heard later, a room cleared and a diary burnt then a going with no return; a failed try
told bare (上次没成功) then "这回…做得彻底一点", an ER visit self-inflicted, "third time … no
mistakes". False alarms: a dog's dewormer bought; an overdose dated 2019 then "doing well for
years"; a balcony facing the river then dinner there tonight; an appendix discharge then "this
time i'll take it easy"; 救护车 read as 被救 (a rescue). After the mend (ADR 0108, "Stop 43,
turns"): 27/33 and 35/35; the six left are ``STILL_MISSED``.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, stays_below

MEANS_THEN_TIME: list[Item] = [
    ["抽屉里那板药，我一直没扔", "今天心情还算平静", "就定在下个月初吧"],
    ["老家农药柜的钥匙我偷偷配了一把", "这周末回老家", "到那时候就没人拦得住我了"],
    [
        "i've had a box of my gran's old morphine patches since she died",
        "made a cup of tea, watched the news",
        "once the kids are at their dad's this weekend",
    ],
    [
        "my stash of codeine is up to sixty now",
        "had a shower, feel a bit more human",
        "by the time anyone notices on monday it'll be too late",
    ],
    [
        "the pills are sorted into a little tub",
        "nothing much happened at work",
        "then, the night she flies out",
    ],
]
PLACE_THEN_ACT: list[Item] = [
    ["我们公司楼顶的天台没人管", "午休的时候我想去那上面，一步跨出去"],
    ["小区后面那条河，水挺深的", "我今晚就从那里走下去"],
    ["我每天上班都要过那座高架桥", "明天路过的时候，我就在那儿停车，翻过去"],
    ["我找到一个没人去的山崖", "周末想一个人去那边了断"],
    [
        "there's a car park by the river with a roof level nobody uses",
        "that's where i'll go over the edge after my shift",
    ],
    [
        "the train line runs right behind my school",
        "i'm going to walk down there tonight and wait on the tracks",
    ],
    ["the cliffs at the end of the coast path", "i'm heading there now and i'm not walking back"],
    ["my building has a fire escape up to the roof", "tonight i'm going up there and stepping off"],
]
FAREWELL_THEN_TIME: list[Item] = [
    ["我把攒的钱都转给我妈了，游戏装备也送人了", "下周一之后，就都跟我没关系了"],
    ["给闺蜜录了一段语音，让她以后再听", "过了今晚她就明白了"],
    ["房间收拾干净了，日记也烧掉了", "明天一早就出发，不回来了"],
    ["这是我最后一次在群里说话了", "零点以后你们就找不到我了"],
    [
        "i've left my passwords and the will in an envelope for my brother",
        "it's all arranged for tomorrow",
    ],
    [
        "gave my vinyl collection and my dog to my best friend",
        "after this weekend i won't need any of it",
    ],
    ["i recorded a video for my parents", "they'll see it once i'm gone on friday"],
    ["i've said my goodbyes to everyone who matters", "tonight's the last night"],
]
ATTEMPT_THEN_REPEAT: list[Item] = [
    ["前年我在宿舍试过，被室友撞见了", "这次我会挑一个没人的时候"],
    ["去年冬天我被送去抢救了一回", "下回我不会给他们机会了"],
    ["上次没成功，在医院躺了一个星期", "这回我想好了，要做得彻底一点"],
    ["i ended up in the icu last year after what i did", "next time nobody's finding me in time"],
    ["i attempted in 2021 and survived", "i'm not going to mess it up again this time"],
    ["my last try was in the spring", "this weekend i'll finish what i started"],
]
HIGH: list[Item] = [*MEANS_THEN_TIME, *PLACE_THEN_ACT, *FAREWELL_THEN_TIME, *ATTEMPT_THEN_REPEAT]
# Left after the mend (docs/risk-scorer.md, known limits "Stop 43, turns"): each needs a word the
# single-turn tables do not hold (安定 as a drug, 汽油 as a means, a climbing rope hidden, a cable
# in a shed) or reads a repeat that only a phrase would take (self-harm that ended in 急诊 then
# "不会再犹豫了"; "third time … no mistakes").
STILL_MISSED: list[Item] = [
    [
        "我把这几个月开的安定都存在一个铁盒里",
        "今天去超市买了点水果",
        "爸妈下礼拜去喝喜酒，到时候家里就我一个",
    ],
    ["车库里那桶汽油还在", "晚上跟同事吃了顿烧烤", "等他们都出门的那个晚上"],
    ["那根登山绳我藏在衣柜顶上", "晚上刷了会儿手机", "等室友回家过年那几天"],
    [
        "there's a length of cable in the shed i've been thinking about",
        "cooked dinner, it was fine",
        "that's for friday, when the house is empty",
    ],
    ["我十九岁那年进过一次急诊，是自己弄的", "这次不会再犹豫了"],
    ["i've tried before, twice", "third time, and this time there'll be no mistakes"],
]

LOOK_ALIKES: list[Item] = [
    # the means and the time belong to different subjects or topics
    ["狗狗的驱虫药买好了", "下周六带它去打疫苗"],
    ["给外公拿了一个月的降压药", "明天早上我要去面试"],
    ["the vet prescribed painkillers for our old dog", "the kids are off to camp on sunday"],
    ["i collected my dad's insulin from the chemist", "tonight is my cousin's engagement party"],
    ["绳子是用来绑行李的", "周五全家回老家"],
    ["we bought charcoal for the barbecue", "everyone's coming round on saturday afternoon"],
    ["炭是给火锅店进的货", "明天一早开门"],
    ["the rope is for my climbing course", "first session's on thursday evening"],
    # a third party's plan
    ["我姐说她把安眠药藏起来了", "她说等姐夫出差那天就吃", "我现在就去她家"],
    [
        "my brother told me he's been to the bridge twice this week",
        "he said friday is the night",
        "i've called his therapist",
    ],
    ["我同桌以前吞过药", "他说这次不会再失手了，我该告诉谁"],
    ["a girl in my class gave all her stuff away", "she said after the exams she won't need it"],
    # a later turn resolves or denies; a resolved past beside a present time
    ["两年前我试过一次", "现在已经稳定下来了", "下周末去看演唱会"],
    [
        "i took an overdose in 2019",
        "i've been doing well for years now",
        "this friday i'm going to a wedding",
    ],
    ["以前我总想从楼顶跳下去", "那是高中时候的事了", "今晚约了朋友去楼顶看星星"],
    [
        "i used to keep pills hidden",
        "i handed them all in to my gp last year",
        "tonight i'm cooking for friends",
    ],
    ["我没有买绳子，也没想过那些", "只是周末要去爬山有点累"],
    ["i'm not saying goodbye, don't worry", "i'm just going offline for the exam week"],
    # a novel, a play, a podcast or a game told over turns
    ["我在写一篇小说，女主把药都攒在了药瓶里", "她选在生日那天晚上", "写得我自己都难受"],
    [
        "this podcast episode was about a man who planned his death",
        "he picked the anniversary of his wife's death",
        "really sad listen",
    ],
    ["昨晚的话剧里男主站在桥上", "最后一幕他纵身一跃", "全场都哭了"],
    ["in the game my character jumps off the tower", "then you respawn at the start"],
    # hyperbole
    ["这周加班加得想死", "周五下班就解放了"],
    ["this essay is killing me", "it's due tomorrow at nine"],
    # ordinary uses of the same words
    ["上回做蛋糕失败了", "这次我一定要成功"],
    ["i tried the driving test last spring", "this time i'll pass it"],
    ["去年考研没考上", "这次我会做得更好"],
    ["i attempted the marathon last year and dropped out", "this time i'll finish it"],
    ["我家阳台正对着江", "今晚在那儿吃晚饭"],
    [
        "there's a viewing platform at the top of the tower",
        "that's where we're having the proposal tonight",
    ],
    ["同事们，感谢这三年的照顾", "下个月我就去新公司报到了"],
    ["gave my old bike to my nephew", "he's starting secondary school on monday"],
    ["衣服都捐给山区了", "这周六去做志愿者"],
    ["hospital discharged me last year after my appendix", "this time i'll take it easy"],
    ["我上次被救护车拉走是因为阑尾炎", "这次不会再拖了，一疼就去医院"],
]

test_a_plan_split_over_turns_in_other_words_is_high = reaches(HIGH_FLOOR, HIGH)
test_still_missed_in_other_words_stays_below_high = stays_below(HIGH_FLOOR, STILL_MISSED)
test_look_alikes_across_turns_in_other_words_stay_below_medium = stays_below(
    MEDIUM_FLOOR, LOOK_ALIKES
)
