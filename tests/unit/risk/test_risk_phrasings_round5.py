"""A fifth round, Chinese and English, written before the rule changes it drove (not from any frozen
set, nor from the issue's examples): each C-SSRS-style category of issue #11 said in new words —
a means or a place with a time and no word of death, farewells and affairs in order, a past attempt
and the intent to repeat it, a plan split over turns, a wish to die with a time, plain self-harm
and passive wishes, topic-first Chinese — and, as many, what must stay below medium: a denial of
taking the means, someone else, fiction and news, hyperbole, a past got over, a prescription
question, and ordinary counting, tickets, goodbyes and gifts."""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [  # a list is one window of turns
    # a means or a place with a time, no word of death
    "车钥匙拿了，现在开去水库那边，今晚就不回来了",
    "我已经在三十二楼的楼梯间了，这边的窗户能推开",
    "炭和打火机都在后备箱里，等天黑开进山里",
    "绳子挂在衣柜的横杆上了，等室友出门",
    "我坐在桥的栏杆外面，下面的水很急",
    "刀片压在枕头底下，今晚等大家都睡着",
    "I'm parked on the top level of the garage. nobody's around. it's time",
    "the hose is taped to the exhaust and the garage door is shut",
    "I've been sitting at the edge of the cliff trail since sunset",
    "bought a one way bus ticket to the cliffs, I leave in the morning",
    # a means counted, held, enough
    "药一共六十片，数了两遍，应该够了",
    "手里攥着那瓶药快一个小时了，盖子已经拧开",
    "I counted the pills three times. 60. plenty.",
    "been staring at the bottle on my nightstand all night",
    "I've had the blade in my hand for the last hour",
    # farewells and affairs in order
    "给妈妈的信压在枕头下面，支付宝的密码也写在里面了",
    "游戏账号都送给表弟了，反正以后也用不上了，大家保重",
    "花和鱼都拜托楼下阿姨照顾了，谢谢你这段时间一直听我说",
    "遗书昨晚写好了，放在书桌第二个抽屉",
    "I set up an email to go to my sister tomorrow morning. she'll understand why",
    "Please give my cat to Jenna. Thank you for listening all these months. Goodbye.",
    "finished my will last night and mailed my house key to my brother",
    # a past attempt and the intent to repeat it
    "去年吃药那次被室友发现了，这回我挑她回老家的时候",
    "手腕上的疤还在，下次我不会再犹豫了",
    "被人从河里捞上来过一次，这一次我会绑上石头",
    "they pumped my stomach in march. now I know I need twice as many",
    "last time the branch broke. I found a stronger one",
    "I survived the last one but I won't make that mistake again",
    # a plan split over turns
    ["绳子我上周就买好了", "等他们周末去外婆家"],
    ["炭藏在床底下", "下礼拜一爸妈都出差"],
    ["I have a full bottle of oxy left from my surgery",
     "my wife takes the kids to her mom's on saturday"],
    ["there's a bridge near my work with no fence", "I'm going after my shift tomorrow"],
    # a wish to die with a time
    "活着太累了，等这个月工资发了就走",
    "我真的不想活了，过完这个周末就去",
    "I don't want to be alive anymore and I'm done after this weekend",
    "I want to die. Tonight, when the house is quiet.",
    # a bare farewell in a crisis
    ["真的撑不住了", "谢谢你一直陪我聊天，再见"],
    ["I can't keep going like this", "goodbye. thanks for always listening to me"],
    # topic-first and 把
    "安眠药，我都囤了两个月了，就等这个周末",
    "那条河，我明天一早就过去",
    "楼顶的门我已经撬开了，风很大",
    "把刀片都磨快了，今晚就用",
    # an overdose taken, in plain words
    "我吃了很多药，现在头很晕",
    "I took a lot of pills and I feel really dizzy",
]

MEDIUM: list[str] = [
    "手臂又被我用美工刀划了好几道",
    "我这种人活着纯属浪费粮食",
    "有时候真想就这么睡着不醒了",
    "每次吵完架我都会掐自己的大腿，掐到发紫",
    "晚上又用指甲把手背抠破了",
    "要是我从来没出生过，爸妈也不会这么累",
    "我觉得这个世界没有我会转得更好",
    "I burned my arm with a lighter again last night",
    "I hit myself in the face until my nose bled",
    "honestly if I didn't wake up tomorrow it wouldn't be the worst thing",
    "everyone would have an easier time if I wasn't around",
    "I scratched my arms raw again",
    "I keep thinking about how nice it would be to just not exist",
]

NONE: list[str | list[str]] = [
    # a denial of taking the means
    "药我没吃，已经交给我妈保管了",
    "那瓶安眠药我倒进马桶冲掉了",
    "I didn't take the pills. I flushed them and called my sister",
    "I put the bottle back in the cabinet and went to bed",
    "我从来没有想过要结束生命，只是最近很累",
    "I would never hurt myself, I just need to vent",
    # someone else
    "我表妹说她在天台上，我该怎么劝她下来",
    "室友把安眠药攒了一抽屉，我好害怕",
    "my brother says he has a plan for tonight, what should I do",
    "my friend keeps saying she'd be better off dead",
    # fiction and news
    "小说里女主角最后从桥上跳了下去，看得我哭了",
    "新闻说有个学生在宿舍烧炭，好可怕",
    "in the book the main character says goodbye to everyone and walks into the sea",
    # hyperbole
    "今天加班累得半死，老板还要我周末来",
    "这道题难到我想原地去世",
    "考砸了，我妈知道了会杀了我的",
    "this commute is going to be the death of me",
    "I'm so embarrassed I want to crawl into a hole and die lol",
    # a past got over
    "两年前吞过药，现在规律治疗，状态稳定多了",
    "以前割过手腕，这几年已经完全不会了",
    "I cut myself a few times in college, but I've been clean for six years",
    # prescription questions
    "医生给我开了舍曲林，一天吃几片？",
    "安眠药跟感冒药能一起吃吗",
    "how many melatonin gummies can I take in a night?",
    "is it okay to take my sertraline with ibuprofen",
    "数了一下药，还剩二十片，够吃到下个月复诊",
    # ordinary counting, tickets, holding, places and times
    "counted my savings twice. $4,500. that should be enough for the deposit",
    "got a one way ticket to Lisbon, starting my new job there in May",
    "I've been holding the baby for an hour and my arms are dead",
    "we're going to the golden gate bridge tomorrow to take pictures",
    "I'm at the lake with my friends tonight, the water is freezing lol",
    "今晚在江边吃烧烤，明天去爬山",
    "绳子买好了，周末带孩子去公园跳绳",
    "站在天台上收衣服，今天风好大",
    # ordinary goodbyes and gifts
    "goodbye! thank you for being so patient with me today, see you next week",
    "谢谢你今天听我说这么多，再见，下周见",
    "下周五最后一天上班，同事们给我办了欢送会",
    "钥匙和门禁卡放在前台了，明天新租客来拿",
    "把旧衣服都捐了，房间清爽多了",
    "I gave my old bike away to my neighbour's kid",
    "支付宝密码改了，怕被盗号",
]


(
    test_a_means_a_place_a_farewell_or_a_repeat_in_new_words_is_high,
    test_plain_self_harm_and_passive_wishes_in_new_words_reach_medium,
    test_denials_others_fiction_hyperbole_and_ordinary_talk_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
