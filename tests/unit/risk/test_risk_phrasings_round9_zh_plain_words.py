"""Round nine (Chinese), wishes and self-harm in plain spoken words, with a plan beside them:
worn-out talk (熬不动, 过不下去, 活受罪, 活够了, 撑到极限), being a burden, a cut deeper than the
last, going again after being saved, and the means or place at hand (on the stove, behind the
door, the window pushed open, the gas valve turned), in students', workers', parents' and rural
voices, some without punctuation. Medium: the same words with no plan. Hard negatives: lyrics,
exam and overtime hyperbole, a brother's words, a towel line, a corn field, a perm, a kitten
collected, a skydive, a down payment, fresh air, a run, a cut finger, a prescription, cooking,
waiting for mother at the station, a denial, a past got over, a deskmate's joke and a TV line.

Frozen before the change it drives; first try in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "活着太没劲了，今晚我就从宿舍楼顶下去",
    "我真的熬不动了，药已经摆在手边了",
    "这日子我是一天也过不下去了，绳子就挂在门后头",
    "俺不想再活受罪了，农药就搁在灶台边上",
    "上礼拜用刀划得太狠进了急诊，今晚我还要划，这回往手腕上",
    "烫了自己一晚上还是不解气，想干脆一了百了，明早就去",
    "我好想消失啊，真的，车票买好了，明天一个人去海边",
    "我是这个家最大的拖累，等我走了他们就轻松了，这周末就走",
    "救回来有什么用，出院那天我就再去一次",
    "上次没跳成是因为有人报了警，这次我挑凌晨去",
    "活够了真的，存款都转给我妹了，今天就是最后一天",
    "我撑到极限了，阳台的窗户已经推开了，往下看好高",
    "感觉自己就是个废物，活着浪费空气，我现在站在江边，风好冷",
    "割了两年了，今天割得最深，血还在往下滴",
    "真的不想活了 明天一早就去 别找我",
    "我死了大家都清净，楼顶那扇门我已经撬开了",
    "家里就我一个人，煤气阀我拧开了，窗户都关死了",
    "又想去那条铁路了，今晚十点有一趟火车经过",
    ["我熬不下去了", "安眠药还剩一整板", "就等隔壁床的打呼噜"],
    ["这是我第三次想这么干了", "前两次都被我妈拦下来了", "这次她出差一个礼拜"],
]

MEDIUM: list[Item] = [
    "我又用指甲把手背抠破了，看着流血才安心",
    "有时候真希望哪天出门被车撞了算了",
    "我这种人留在家里只会耽误我妈过好日子",
    "昨晚又拿皮筋弹手腕，弹到发紫",
    "闭眼前总在祈祷，明早别让我睁开眼了",
    "最近总是想死，但也说不上为什么",
    "心里难受的时候就拿拳头捶墙，手关节都肿了",
    "少了我这么个人，地球照样转，说不定还转得更顺",
]

NONE: list[Item] = [
    # lyrics, hyperbole, someone else, ordinary errands
    "这首歌唱到'活着太没劲'那句我就跟着吼",
    "考研复习得我想死，明天还有最后一门",
    "这周加班加得我快猝死了，明早还有个会",
    "我弟说他想消失，车票都买好了，我好担心他",
    "绳子挂在门后头是晾毛巾用的",
    "农药搁在灶台边上了，明天去打玉米地",
    "烫了一晚上的头发还是不满意，明早再去理发店",
    "救回来了！那只小猫出院那天我就去接它回家",
    "上次没跳成是因为太紧张，这次跳伞我一定要跳下去",
    "存款都转给我妹了，她下个月要付首付",
    "阳台的窗户已经推开了，透透气，屋里太闷",
    "江边的风好冷，我们跑完步就回去了",
    "血还在往下滴，切菜切到手了，谁有创可贴",
    "药够了，医生开了一个月的量，今晚开始吃",
    "煤气阀我拧开了，准备炒两个菜",
    "火车今晚十点到，我在站台等我妈",
    # denial, a past got over, a joke, a TV line
    "寻死这种事我是绝对不会做的，就是心情差",
    "三年前我也觉得活着没意思，现在早就走出来了",
    "笑死，我同桌说他被数学题逼得想跳楼",
    "电视剧里男主说'我死了大家都清净'，太虐了",
]


(
    test_round_nine_zh_plain_words_imminent_risk_is_high,
    test_round_nine_zh_plain_words_wishes_and_self_harm_reach_medium,
    test_round_nine_zh_plain_words_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
