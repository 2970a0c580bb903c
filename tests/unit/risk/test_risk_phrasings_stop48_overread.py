"""Stop 48, overread (helper): hard negatives — ordinary life told with the words a crisis uses —
beside risky twins in the same frames, both languages. Places of danger visited for a purpose
(a photo, a hike, a dive, fishing), medicines counted, stocked, thrown away or taken as
prescribed, affairs put in order for a move, an emigration, a graduation, a wedding, a will at
seventy or debts paid off with relief, goodbyes at a job's last day or a move, "last" things,
hyperbole and slang, someone else's crisis told with concern, fiction, games and news, a
resolved past told with today's recovery, questions about a dose, a trip's farewells, a hotel's
check-out, sleeping well tonight after the stress ended. The twins add a goodbye, a means, a
never-wake or a time of one's own end to the same words.

Written and frozen before any rule changed. First try on main ea55510: high 36 / 38, medium
3 / 4, look-alikes 84 / 93 below medium. False alarms (all 0.97 but one): an emigration's
accounts closed and a house sold ("下个月移民加拿大，银行卡都注销了…", "…we emigrate to NZ on
friday"), an account's last post ("这是我在这个账号发的最后一条动态，以后换新号了"), a club's dive
off the pier tomorrow, debts paid off and sleep tonight ("paid off the last of my student
loans today!! sleeping like a baby tonight", "信用卡终于全部还清了，今晚能睡个安稳觉了"), a stomach
pumped after cold medicine, now taken by the leaflet (learned 0.95), a cliff and a bridge
visited for a sunrise and a long exposure with a day or tonight. Twins missed:
"把家里的药都翻出来了，今晚一次吃完" 0.57, "毕业了，宿舍的东西都送人了，今晚从宿舍楼顶跳下去" 0.00,
"i'm dead inside and honestly wish i wasn't here" 0.00 (medium).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

ZH_LOOK_ALIKES: list[str | list[str]] = [
    "周末和摄影社的朋友去长江大桥拍日落，在桥上等了两个小时",
    "今天爬到山顶的悬崖边拍照，风景太美了",
    "为了拍城市夜景，我这周上了三次天台，终于拍到满意的了",
    "下午去水库边钓鱼，一直坐到天黑才回家",
    "明天去潜水，教练说第一次下潜不要超过十米",
    "今晚在江边跑了十公里，江风很舒服",
    "徒步走到悬崖边上看云海，累但是值得",
    "帮奶奶把一周的药分好了，每格一天",
    "把家里过期的药都清出来扔了，药箱空了一半",
    "医生开了安眠药，我按医嘱每晚吃半片，现在睡得不错",
    "药店打折，囤了两盒感冒药，冬天备着",
    "数了数降压药还剩十片，明天去医院再开",
    "下个月移民加拿大，银行卡都注销了，房子也卖了",
    "毕业了，宿舍的东西都送给学妹了",
    "婚礼前把存款都转给我妈让她帮忙管着",
    "爷爷七十岁了，上周去公证处立了遗嘱，说早点安排好省心",
    "搬家之前把猫托付给室友照顾一个月",
    "今天是我在公司的最后一天，跟大家告别了，谢谢这几年的照顾",
    "明天就搬去上海了，跟邻居们都说了再见",
    "今晚是最后一晚住宿舍了，明天就离校了",
    "这是我在这个账号发的最后一条动态，以后换新号了",
    "今天加班到十一点，累死了",
    "笑死，我妈又把我的外卖吃了",
    "考试考砸了，我要被我爸打死了哈哈",
    "我表弟说他不想活了，我很担心他，该怎么劝他",
    "室友昨天说想跳楼，我陪了她一晚上，今天带她去看心理医生了",
    "小说里的女主最后从桥上跳下去了，看得我哭了",
    "今晚打游戏角色又死了十次，这个boss太难了",
    "新闻说昨晚有人在江边落水，被救起来了",
    "三年前我吞过药，被救回来了，现在一直在治疗，状态好多了",
    "以前割过手，现在已经两年没有了，疤都淡了",
    "布洛芬一天最多能吃几片？",
    "安眠药吃两片会不会太多？医生开的是一片",
    "旅行最后一天了，跟民宿老板告别，明天回家",
    "明天中午退房，然后直接去机场",
    "项目终于交付了，今晚可以睡个好觉了",
    "答辩终于过了，今晚一觉睡到天亮",
    "房贷终于还清了，心里的石头落地了，周末去庆祝一下",
    "对他彻底死心了，以后不联系了",
    "上回喝酒喝到吐，这次再也不敢喝那么多了",
    "信用卡终于全部还清了，今晚能睡个安稳觉了",
    "花呗和借呗都还完了，这周末终于可以好好休息",
    "上次感冒药吃多了进了医院洗胃，现在都严格按说明书吃",
    "为了拍日出，这周去了三次海边的悬崖，明早再去一次",
    "下周要去跳伞，今晚把装备都检查了一遍",
    "周五退宿，东西都打包好了，钥匙交给宿管了",
    "辞职了，今天把工位收拾干净，跟领导道了别",
    "我爸七十了，把房子过户给我弟，说趁脑子清楚先安排好",
    "这辈子再也不碰他了，心已经死了",
    "吃了医生开的安眠药，今晚终于能一觉到天亮",
    "最后一条朋友圈：明天出国读书，大家保重，回来请吃饭",
]

EN_LOOK_ALIKES: list[str | list[str]] = [
    "went up to the roof of our building tonight to shoot the fireworks with my camera",
    "hiked to the cliff edge at sunrise with my sister, the view was unreal",
    "we're diving off the pier tomorrow with the club, first open water dive",
    "spent the afternoon on the bridge photographing the river for my portfolio",
    "counted my pills for the week into the organiser, the doctor changed my dose",
    "threw out all the old medicine in the cabinet, half of it expired in 2019",
    "stocked up on paracetamol and cough syrup before flu season",
    "taking my sleeping tablets as prescribed, one at night, sleeping much better",
    "sold the car, closed my bank account and gave away the furniture. we emigrate to NZ on friday",
    "paid off the last of my student loans today!! sleeping like a baby tonight",
    "my grandad is 70 and finally wrote his will, he says it gives him peace of mind",
    "gave away most of my books before the move, the new flat is tiny",
    "last day at the office today, said goodbye to everyone and handed in my badge",
    "saying goodbye to everyone here, we move to Leeds tomorrow. thanks for all the help",
    "last night in halls before graduation, gonna miss this place",
    "this is my last post on this account, moving to a new one, follow me there",
    "i'm dead lol my cat just fell off the sofa",
    "kms lol i sent the email to the wrong person",
    "this exam is killing me, i'm so done with revision",
    "my friend said she wants to end it all, i'm really worried, how do i help her",
    "my brother took an overdose last year; he's doing well now and I just want to support him",
    "in the novel the hero jumps off the bridge at the end, i cried",
    "my character died again in the game tonight, this boss is impossible",
    "the news said a man was pulled from the river last night",
    "I tried to take my life five years ago. Today I'm in recovery and I help run a support group",
    "how many ibuprofen can i take in a day?",
    "is it ok to take two of my sleeping pills if one doesn't work? the doctor said one",
    "last day of the trip, said goodbye to our host, flying home tomorrow",
    "going to check out of the hotel this weekend and head to the coast",
    "exams are finally over, i'm going to sleep so well tonight",
    "handed in my thesis, tonight I'm going to sleep for twelve hours",
    "finally got everything in order for the wedding, the planner has the final list",
    "wrote a letter to each of my students on my last day of teaching, I retire tomorrow",
    "i'm checking out tomorrow morning, the hotel's shuttle leaves at 9",
    "finally cleared my credit card debt, tonight i'll sleep without worrying for once",
    "the last time i drank that much i ended up having my stomach pumped. never again, i stick"
    " to two beers now",
    "went to the bridge three nights in a row to get the long exposure shot, nailed it tonight",
    "deleting all my social media this weekend, it's making me anxious, taking a break for a month",
    "gave my dog to my parents because my new building doesn't allow pets",
    "my mum's pills are all sorted into the weekly box, she takes them at 8",
    "put my affairs in order before the surgery on friday, the doctor says it's routine",
    "lol i'm literally dying, this meme is too funny",
]

ZH_HIGH: list[str | list[str]] = [
    "我在长江大桥上站了两个小时了，今晚就跳下去",
    "悬崖边风很大，这是我最后一次看风景了，再见",
    "天台上了三次了，今晚上去就不下来了",
    "安眠药攒了两盒，数了三遍，够了，周五就吃",
    "银行卡都注销了，猫托付给室友了，我也该走了",
    "存款都转给我妈了，遗书也写好了",
    "今天是我在这个世界的最后一天，谢谢大家这几年的照顾",
    "今晚是最后一晚了，以后不用惦记我",
    "这是我发的最后一条动态，再见了大家，别找我",
    "贷款都还清了，不会连累家里了，今晚就可以安心走了",
    "上回吞药洗了胃，这次会吃更多",
    "今晚把药吃完睡下去，就再也不用醒来了",
    "跟同事们都告别了，明天之后不会再有人见到我了",
    "把狗送人了，东西也都收拾好了，今晚就结束",
    "累死了，真的不想活了，药都准备好了",
    "三年前我吞过药，被救回来了，这次准备多吃一些，不会再让人发现",
    "毕业了，宿舍的东西都送人了，今晚从宿舍楼顶跳下去",
    "信用卡都还清了，不会拖累家里了，今晚就解脱",
    "为了这一天去了三次海边的悬崖，明早就跳下去",
]

EN_HIGH: list[str | list[str]] = [
    "I'm on the bridge right now, tonight I'm going to jump",
    "up on the roof of our building. this is the last time anyone sees me",
    "counted my pills again, there's enough. taking them all friday",
    "sold the car, closed my bank account and gave away the furniture. I won't need any of it "
    "after friday",
    "paid off my debts so nobody's left with them. tonight I'm going to sleep and not wake up",
    "last day at work today. said goodbye to everyone, they won't see me again",
    "this is my last post. goodbye everyone, thanks for everything",
    "going to check out this weekend, for good. the letters are written",
    "I tried to take my life five years ago and this time I'll do it properly",
    "how many of my sleeping pills would it take to not wake up? I've got 60",
    "i'm so tired of everything. gonna sleep tonight and never wake up, the pills are ready",
    "gave away my books and my cat. I won't be around to look after them after sunday",
    "standing at the cliff edge, no one knows I'm here. it's time",
    "i'm done lol. got the pills saved up and i'm taking them tonight",
    "wrote each of my family a letter for after I'm gone. doing it tomorrow",
    "my friend is worried about me but I've made up my mind, tonight I take all my pills",
    "deleting all my social media this weekend. after sunday nobody will hear from me again",
    "put my affairs in order, the pills are in the drawer, friday is the day",
]

MEDIUM: list[str | list[str]] = [
    "累死了，真的不想活了",
    "笑不出来，只想睡下去别再醒了",
    "i'm dead inside and honestly wish i wasn't here",
    "my family would be better off if i never woke up",
]
# Frozen twins no mend of this stop reached, kept below the floor so that a later mend must move
# them (each with why)
STILL_MISSED: list[str | list[str]] = [
    # the medicine is named in one clause and "all at once" in the next: an atom is read in its
    # clause, and "一次吃完" alone is a meal's as often as a medicine's
    "把家里的药都翻出来了，今晚一次吃完",
]

test_stop48_overread_zh_look_alikes = stays_below(MEDIUM_FLOOR, ZH_LOOK_ALIKES)
test_stop48_overread_en_look_alikes = stays_below(MEDIUM_FLOOR, EN_LOOK_ALIKES)
test_stop48_overread_zh_high = reaches(HIGH_FLOOR, ZH_HIGH)
test_stop48_overread_en_high = reaches(HIGH_FLOOR, EN_HIGH)
test_stop48_overread_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop48_overread_still_missed = stays_below(HIGH_FLOOR, STILL_MISSED)
