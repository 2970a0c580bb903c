"""Stop 48, Chinese (helper zhimplied), second set: the first set's kinds in other words —
pills poured out and counted, a bottle swallowed with nothing named, a day chosen for oneself, a
last birthday or night, rites asked for oneself, the dead joined "over there", a mailbox or a blog
set to go out after, the wind and the lights below at the place, debts paid with a going — and in
the PsySUICIDE Weibo register (树洞 posts, comments under 走饭's last post). Each kind with its
look-alikes in the same frames.

Written and frozen after the first set's mend (commit 2 of stop 48) and before any rule changed
for it. First try on that mend: high 23 / 31, medium 1 / 3, look-alikes 26 / 31 below medium —
doses 7 / 7 · 0 / 1 · 6 / 7 (counting the pills in a drawer to feel calm 0.56; fifty-odd 瓜子
eaten, "嘴巴好干" 0.97); dated 2 / 8 · 0 / 1 · 6 / 6 (a day "给自己选的" with "没有我了" 0.45,
"等我过完这个年就去陪你" 0.45, "每年这个时候记得帮我上柱香" 0.00, "下个月我就去那边陪你" 0.45,
going to one's dead mother "日子都挑好了" 0.45, "活在人间的最后一晚" 0.00, "想去那边找她呢"
0.00); timed 5 / 5 · 5 / 5; at the place 5 / 5 · 1 / 1 · 3 / 5 (a swimmer walking into icy
water 0.97, a balcony's wind drying clothes 0.97); affairs 2 / 3 · 4 / 5 ("助学贷款终于还完了
… 可以安心走了" 0.80; debts paid, "明天开始好好攒钱" 0.97); Weibo 2 / 3 · 2 / 3 (a last visit
to 走饭 "明天这个时候我应该就在你那边了" 0.45; a tree-hole post of a regimen kept and a job
hunt 0.97). After the kinds were read: 31 / 31 · 1 / 1 · 30 / 30, with three left in
``STILL_MISSED`` (below medium) and ``STILL_OVER_READ`` (below high).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, stays_below

# 1. doses: poured out and counted, by the bottle swallowed, by the tens, spelled yao
DOSES_HIGH: list[Item] = [
    "把这半年开的药全倒出来数了，一百二十多颗，我觉得足够了",
    "【树洞】攒了快一年的药，昨天数了数，两百来粒，应该差不多了吧",
    "刚刚把那一瓶都咽下去了，现在手脚冰凉，眼皮好沉",
    "吃了大概五十几颗，胃里火烧一样，头好沉",
    "走饭，我吃了八十粒，很快就能见到你了",
    "安眠yao攒够了 就等周末",
    "药片一板板抠出来放进小盒子里，数了数，九十多片，够我睡很久了",
]

DOSES_LOOK_ALIKES: list[Item] = [
    "把这半年的药全倒出来数了，一百二十多颗，拿去医院回收了",
    "攒了快一年的积分，数了数两百来个，够换个电饭煲了",
    "益生菌一天吃两粒，数了数还剩四十多粒，够这个月了",
    "吃了大概五十几颗瓜子，嘴巴好干",
    "宝宝的维生素D一天一粒，我数好了放在药盒里",
    "刚刚把那一瓶可乐都喝下去了，现在好撑",
    "yao吃完了记得去医院再开",
]

# 2. one's own end dated: a day chosen, a last birthday or night, rites asked, the dead joined
DATED_HIGH: list[Item] = [
    "这个月十五号，就是我给自己选的日子，那天以后就没有我了",
    "这是我在这个世界的最后一个生日，谁也没告诉",
    "走饭，等我过完这个年就去陪你",
    "每年这个时候记得帮我上柱香哦",
    "爷爷你等等我，下个月我就去那边陪你",
    "妈走了三年了，我也快去找她了，日子都挑好了",
    "十八岁生日那天就是我解脱的日子",
    "这是我活在人间的最后一晚了，晚安",
]

DATED_LOOK_ALIKES: list[Item] = [
    "这个月十五号，就是我们给自己选的日子，去民政局领证",
    "今天是我在这座城市的最后一晚了，明天回老家",
    "每年这个时候都记得帮爷爷上柱香",
    "十八岁生日那天就是我自由的日子，终于可以自己住了",
    "走饭的微博下面好多人在留言，看得我很难受",
    "妈走了三年了，每年清明我都回去看她",
]

# 3. messages timed: a mailbox, a blog made public after, a voice note with comfort
TIMED_HIGH: list[Item] = [
    "邮箱里设了定时，周日早上会给每个朋友发一封信，谢谢他们这些年",
    "QQ空间存了一篇日志，等我不在以后定时公开",
    "给闺蜜的语音设了定时发送，告诉她别难过，不是她的错",
    "备忘录里存着写给爸妈的话，手机密码贴在背面了，以后别找我",
    "走饭，我也给大家留了一条定时微博，到时候别为我哭",
]

TIMED_LOOK_ALIKES: list[Item] = [
    "邮箱里设了定时，周日早上会给每个客户发一封感谢信",
    "QQ空间存了一篇日志，等我考完以后定时公开",
    "给闺蜜的生日语音定了零点发，告诉她别哭鼻子",
    "备忘录里存着写给爸妈的生日祝福，到时候给他们惊喜",
    "店铺设了定时上新，周五晚八点自动发布，别错过哦",
]

# 4. at the place: the wind, the water, the lights below, with a goodbye or a wish
AT_THE_PLACE_HIGH: list[Item] = [
    "楼顶的风吹得我好冷，下面的车灯一闪一闪的，就这样吧",
    "江边的水真的好冰，一步一步往里走，对不起妈妈",
    "坐在二十八楼窗台上，腿悬在外面，风好大，好想松手",
    "桥上的风好大，站在护栏外面，给你们发最后一条消息",
    "凌晨三点的天台，风呼呼地吹，下面黑漆漆的，不想回去了",
]

AT_THE_PLACE_MEDIUM: list[Item] = [
    "每次站在高处，都会想要是摔下去是不是就不痛苦了",
]

AT_THE_PLACE_LOOK_ALIKES: list[Item] = [
    "楼顶的风吹得好舒服，下面的车灯一闪一闪的，拍了好多夜景",
    "江边的水真的好冰，冬泳队的阿姨一步一步往里走，太厉害了",
    "坐在二十八楼的落地窗边，风好大，看了一晚上的城市夜景",
    "凌晨三点的天台，风呼呼地吹，和室友在上面看流星",
    "阳台的风好大，衣服一会儿就吹干了",
]

# 5. debts paid: with a going, a means, a never-wake; with relief or a plan
AFFAIRS_HIGH: list[Item] = [
    "助学贷款终于还完了，不欠谁的了，可以安心走了",
    "借朋友的钱都还上了，猫也送人了，今晚就结束",
    "欠款都还清了，现在可以睡一个永远不会醒的觉了",
]

AFFAIRS_LOOK_ALIKES: list[Item] = [
    "助学贷款终于还完了，不欠谁的了，可以安心找工作了",
    "借朋友的钱都还上了，心里一块石头落地，今晚请自己吃顿火锅",
    "网贷总算上岸了，今晚终于能睡个安稳觉",
    "欠款都还清了，明天开始好好攒钱",
    "车贷还完了，周末开车出去兜风",
]

# 6. the Weibo register: tree-hole posts (树洞), comments under 走饭's last post
WEIBO_HIGH: list[Item] = [
    (
        "#树洞# 又是失眠的一晚。从小到大我都是家里最多余的那个，考研失败，工作也找不到"
        "，爸妈一打电话就是催。这半年我把医生开的药都留下来了，今天全部倒在桌上数了一遍，"
        "一百多颗，应该足够了。房间收拾干净了，猫粮也倒满了。不说了，谢谢所有看到这里的人"
        "。"
    ),
    "走饭，今天是我最后一次来看你了，明天这个时候我应该就在你那边了",
    (
        "树洞一下：周五晚上，等室友都回家了，宿舍就我一个人，东西都在柜子里，这次不会再失"
        "败了"
    ),
]

WEIBO_LOOK_ALIKES: list[Item] = [
    "走饭，今天又来看你了，我最近好多了，明天要去新公司报到",
    (
        "树洞一下：周五晚上，等室友都回家了，宿舍就我一个人，零食都在柜子里，终于可以追剧"
        "了"
    ),
]
# Left, asserted to stay below medium: pills counted for comfort is no act nor a wish said;
# "那边" is also a grandmother's far-off home, with no death told.
STILL_MISSED: list[Item] = [
    "总是忍不住去数抽屉里那些药，数完心里就特别平静",
    "好想奶奶呀，想去那边找她呢",
]
# Left, asserted to stay below high: "从小到大我都是家里最多余的那个" is read as a wish (medium),
# kept safety first though the post goes on with a regimen and a job hunt.
STILL_OVER_READ: list[Item] = [
    (
        "#树洞# 又是失眠的一晚。从小到大我都是家里最多余的那个，考研失败，工作也找不到"
        "，爸妈一打电话就是催。这半年我每天都按时吃医生开的药，今天复诊医生说可以减量了。"
        "房间收拾干净了，猫粮也倒满了，明天继续投简历。谢谢所有看到这里的人。"
    ),
]

HIGH: list[Item] = [
    *DOSES_HIGH, *DATED_HIGH, *TIMED_HIGH, *AT_THE_PLACE_HIGH, *AFFAIRS_HIGH, *WEIBO_HIGH,
]
MEDIUM: list[Item] = [*AT_THE_PLACE_MEDIUM]
LOOK_ALIKES: list[Item] = [
    *DOSES_LOOK_ALIKES,
    *DATED_LOOK_ALIKES,
    *TIMED_LOOK_ALIKES,
    *AT_THE_PLACE_LOOK_ALIKES,
    *AFFAIRS_LOOK_ALIKES,
    *WEIBO_LOOK_ALIKES,
]

test_stop48_zhimplied_second_high = reaches(HIGH_FLOOR, HIGH)
test_stop48_zhimplied_second_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop48_zhimplied_second_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
test_stop48_zhimplied_second_still_missed = stays_below(MEDIUM_FLOOR, STILL_MISSED)
test_stop48_zhimplied_second_still_over_read = stays_below(HIGH_FLOOR, STILL_OVER_READ)
