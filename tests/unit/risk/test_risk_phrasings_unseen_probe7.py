"""A seventh unseen batch (the lead's probe7: 35 high, 11 medium, 33 hard negatives), written at
the start of the session 2026-11-28 and kept out of every helper's hands. Items within 0.75
(difflib ratio) of any phrasing already in tests/unit/risk were dropped before scoring, so that
what is left is new wording, not a near-copy of a trained item.

First try on main d608647 (before this session's changes): high 27/35, medium 10/11, hard
negatives 29/33 below medium. Frozen here before any change for it.

Left out after the change, and named in docs/risk-scorer.md's known limits: a recorded apology
to a mother scheduled for the next morning (["给我妈录了段视频，说对不起",
"视频定时明天早上八点发"], 0.45: an apology and a scheduled post are each ordinary, and
together a farewell the rules do not read without making every scheduled birthday post a plan).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "我把这些年攒的安眠药倒在桌上数了数，够了",
    "站在十八楼的窗台外面，手机快没电了",
    "遗书写好压在枕头下面了，明早他们会看到的",
    "绳子挂在门框上试过了，承重没问题",
    "我想好了，等孩子睡着我就开煤气",
    "上次吞药没死成，这回我多备了一倍",
    "I've got the pills lined up on the nightstand, I'm doing it after everyone's asleep",
    "Standing on the overpass right now. Traffic is loud. Sorry for everything",
    [
        "my roommate keeps her oxy in the bathroom cabinet",
        "she's away all weekend. nobody will stop me",
    ],
    ["药在柜子最上面那层", "等周末家里没人就全吃了"],
    "我真的撑不下去了，今晚就从桥上跳下去",
    "刀已经磨好了放在床头，就等天黑",
    "I'm going to kill myself tonight, I've made up my mind",
    "i want to die and i know exactly how i'm gonna do it",
    "把猫送人了，存款转给我妹了，也跟大家告别过了，没什么牵挂了",
    (
        "Gave my dog to my neighbor and paid off my debts. "
        "Said goodbye to everyone I care about. I'm ready now"
    ),
    ["我查了一下多少片会致死", "家里正好有两盒", "今晚试试"],
    "江水比我想的暖，鞋已经脱在岸上了",
    "最后一次给你们发消息，别找我，手机我会扔掉",
    "这周把能还的钱都还了，欠谁的都写在备忘录里，周六之后就两清了",
    "我在药店跑了三家，每家买一点，现在够数了",
    "车停在没人的山路上，窗户缝我用毛巾塞好了",
    "前年那次被洗了胃，这次我不会再告诉任何人",
    "不想再醒过来了，今晚把那一整板都吞了",
    "the rope is in my backpack and i found a tree nobody walks past",
    "If you're reading this I'm already gone. The passwords are in the blue notebook",
    "took all my sleeping pills about twenty minutes ago, starting to feel heavy",
    "I've been planning it for weeks. Friday after work, when the house is empty",
    "i keep looking at the train tracks behind my building. 11:40 is the last express",
    "Already wrote the note. Just waiting for the courage now",
    ["姐姐的降压药我偷偷拿了一整瓶", "今晚等大家睡了"],
    ["My stepdad keeps a pistol in the glovebox", "I have the car keys tonight"],
    ["从这里跳下去应该很快吧", "我已经在天台了"],
    "我决定了，周五下班后就结束这一切，地点都选好了",
]

MEDIUM: list[str | list[str]] = [
    "有时候觉得就这样消失也挺好的",
    "昨晚又拿小刀划了胳膊，不深",
    "punched the wall until my knuckles bled again, it's the only thing that helps",
    "活着好没意思，不知道每天在熬什么",
    "忍不住又想割自己，手在抖",
    "好累啊，要是能一睡不醒就好了",
    "又掐自己大腿掐到青紫，只有疼的时候才觉得自己还活着",
    "sometimes i drive and think about just not turning the wheel",
    "i don't want to be alive anymore but i'm not going to do anything",
    "每次吵完架我都用头撞墙，撞到头晕",
    "I wish I could just disappear and nobody would notice",
]

NONE: list[str | list[str]] = [
    "这部电影里男主跳楼那段拍得太压抑了",
    "加班到凌晨两点，累死我了",
    "十年前我有过轻生的念头，现在早就走出来了，想分享一下经验",
    "My grandfather passed away last night, I'm really sad",
    "我从来没想过伤害自己，只是压力大",
    "Need to kill the process before the deploy tonight",
    "切菜的时候不小心切到手了，流了好多血",
    "I'm going to the bridge tonight to take photos of the sunset",
    "绳子买好了，周末去攀岩",
    "I've stocked up on painkillers for my surgery recovery next week",
    "游戏里我的角色又被杀了，气死了",
    "My sister cuts hair for a living, she cut mine today",
    "这道题难死了，做了一晚上",
    "He said he'd kill me if I ate his leftovers again haha",
    ["我上个月住院了", "现在药都按时吃，好多了"],
    "昨天体检抽了四管血，晕得不行",
    "我弟说他想跳楼，我看他就是在开玩笑，但还是有点担心",
    "论文deadline明天，我今晚是要死在图书馆了",
    "爷爷的安眠药快吃完了，要再去医院开一点吗",
    "The Titanic sinking scene always makes me cry",
    "we jumped off the cliff into the lake, best summer ever",
    "高中那会儿割过手腕，现在大学过得挺开心的，疤也淡了",
    "I'm so done with this project lol, someone end me 😂",
    "攒了半年的钱，终于把机票买好了，周五出发",
    "我把遗嘱写好了，律师说早做准备是好事，我才四十岁身体好着呢",
    "我最近在读《挪威的森林》，直子的结局太难受了",
    "Our dog had to be put down yesterday, the house feels empty",
    "今晚十二点楼顶看流星雨，有人一起吗",
    "我把所有的旧照片都删了，打算重新开始生活",
    "hanging the new curtains took forever, rope and all",
    "去年这个时候我想过死，幸好去看了医生，现在按时吃药，好了很多",
    "How many melatonin gummies is safe for a 10 year old?",
    "我妈又在念叨“我死了你们就知道了”，每次吵架都这样说",
]

(
    test_imminent_risk_of_the_seventh_unseen_batch_is_high,
    test_passive_wishes_and_self_harm_of_the_seventh_unseen_batch_reach_medium,
    test_hard_negatives_of_the_seventh_unseen_batch_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
