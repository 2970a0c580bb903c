"""Stop 49, psyweibo: risk in the PsySUICIDE register — Weibo / 树洞 posts, run-on, with hashtags,
emojis and net slang: pills hoarded for a day, last posts, rooftops and rivers, a repeat after a
stomach pump, affairs put in order; passive wishes (不想醒来, 想消失, 活着没意思), self-harm by
blade, lighter, compass and head; and look-alikes in the same register (exam hyperbole, 996
moaning, recovery stories, medication routines, grief for a grandmother, news, fiction, a cousin's
act, kitchen cuts and burns, a cat boarded out, a decluttering).

Written and frozen before any rule changed. First try on stop49 b32a0a1: high 12 / 14, medium
16 / 18, look-alikes 24 / 28. Missed: leaving "on graduation day" so parents will not see me
(0.00, read as an ordinary event), goodbye "I'm off to find grandma" (0.45), "人间不值得 我想早点
下车了" (0.00), head banged on a cupboard (0.698, learned only). Over-read: a novel's hero's suicide
note (0.97), cold medicine prescribed at the hospital (0.97, 开了 read as intent), "这个社畜生活
真的没意思" (0.80), "想死的心都有了哈哈哈" after an exam (0.80).
Mended by kinds: one's own head driven against a thing (拿/用头撞/磕 + 墙柜桌门…, not an animal's
or a third person's); a story's character (男主, 女主, 主人公) frames its clause as media; a life
named by its role or stage (社畜生活, 大学生活, 婚姻生活…) is a way of living, not living; 开了 +
药 is a prescription, not the act of turning something on; the idiom 想死的心都有了 laughed off in
the same breath (bare, it stays medium, as the PsySUICIDE posts label it); going to join one's
dead kin (去找/去陪 + kin + 了, the kin told gone in the same post) is active ideation. After:
high 13 / 13, medium 17 / 17, look-alikes 28 / 28; the two missed moved to STILL_MISSED.

The second set, in other words, written after the first mends and frozen: first try, high 9 / 12,
medium 14 / 14, look-alikes 21 / 22. Missed: beer with "两盒安定" to be drunk tonight (0.45: 安定
counted by a box was not read as the drug), pills "一片一片省下来的" now a hundred, all to be taken
after the last exam (0.61), a scheduled post that will tell where I went (0.45). Over-read: a lost
game, "我真的想死哈哈哈哈" (0.80). Mended by kinds: 安定 after a box or bottle is the drug; 省 is a
verb of saving up medicine, with the medicine as topic (药我/药是我…省下来的). After: high 10 / 10,
medium 14 / 14, look-alikes 21 / 21 — the hoard with no judgement of "enough" and the scheduled
post go to STILL_MISSED; the game's laughed-off 想死 stays an over-read (a laugh after a bare
想死 is not cancelled: people at risk mask with it) and is left out of the bound sets.

The third set, from the first set's "人间不值得 我想早点下车了": life as a ride or a show left early
(下车, 退场, 下线), written before the rule with look-alikes of real rides, games and accounts.
First try: medium 2 / 4 (the first set's item 0.00 too), look-alikes 5 / 5. After: 5 / 5, 5 / 5.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FIRST_HIGH: list[str | list[str]] = [
    "#抑郁症# 攒了两个月的安眠药终于够数了，这周六家里没人，就那天吧。谢谢曾经对我好的人😊",
    "最后一条微博了 谢谢关注我的七十几个人 我真的撑不下去了 下辈子不要再做人了",
    "已经写好遗书放在枕头底下了，银行卡密码也写给我妹了，今晚之后就不用再烦大家了",
    "站在宿舍楼顶吹风 风好大 往下看一点都不怕了 就差一步",
    "刀片已经买好了 这次不划手腕了 直接往脖子上来 反正也没人在乎",
    "今晚把一整瓶舍曲林都吞了 不想再醒过来了 晚安世界🌙",
    "树洞一下：下周一是我生日，准备那天从江桥上跳下去，给自己一个了断",
    "上次吞药被洗胃救回来了，这次我会多准备一些，不会再失败了",
    "我已经把猫送给朋友了，衣服也都捐了，房间收拾得很干净，就等周末了",
    "炭和胶带都在床底下放着 等室友回家过年宿舍就剩我一个",
    "各位再见了，我去找外婆了，她走后我一天都没好好活过 #树洞#",
    "真的决定了 明天一早去海边 走进去就不回头了",
    "绳子挂好了，手在发抖，给我妈打了最后一个电话她也没接",
]
FIRST_MEDIUM: list[str | list[str]] = [
    "每天都在想 要是睡着了就不用醒来该多好😔 #抑郁症#",
    "活着好没意思啊 每天上课下课吃饭睡觉 真不知道自己为什么还活着",
    "好想消失 不是死掉那种 就是从所有人的记忆里消失 谁也不记得我",
    "又划了 左手已经没地方下刀了 换到大腿上 穿长裤就看不见了",
    "昨晚又拿打火机烫自己 疼的时候心里反而舒服一点 我是不是有病",
    "情绪一崩就拿头撞柜子，撞完才能冷静下来，额头肿了一大块",
    "高三了 我妈天天骂我废物 有时候真觉得我死了她就开心了",
    "过马路的时候总希望有辆车冲过来 一了百了",
    "我这种人活着就是浪费粮食 拖累全家 还不如没有我",
    "药吃了半年了一点用都没有 有时候看着那一板药就想全吞下去",
    "抑郁复发了，又开始想死的念头，控制不住，躲在被子里哭",
    "自残三年了 一直瞒着家里 手臂上全是疤 夏天都不敢穿短袖",
    "好累 真的好累 不想活了 但又怕疼",
    "每次和爸妈吵完架我都想从窗户跳下去 可是我不敢",
    "睡前都会祈祷明天别醒了 醒来发现还活着就很失望",
    "用圆规扎手 一下一下 看着血珠冒出来 才觉得自己是活的",
    "如果我哪天不在了 大家会不会松一口气啊",
]
FIRST_LOOK_ALIKES: list[str | list[str]] = [
    "今天考试考砸了 气死我了 想死的心都有了哈哈哈 晚上去吃火锅续命🍲",
    "加班到十二点 累死了 老板真的要把我们往死里逼 打工人太难了",
    (
        "#抑郁症# 康复一年啦！以前天天想着怎么死，现在会好好吃饭好好睡觉，"
        "想告诉还在坑里的大家，会好起来的🌈"
    ),
    "每天早晚各一片舍曲林，按时吃药三个月了，医生说可以开始减量了",
    "我外婆上个月走了，到现在还是会梦见她，好想她",
    "新闻里那个跳江的大学生太让人心疼了，希望大家都能被温柔以待",
    "我闺蜜最近一直说不想活了，我好担心她，应该怎么劝她去看医生",
    "刚看完《最好的我们》，结局哭死我了，男主那段遗书写得太好了",
    "切菜不小心划到手了 流了好多血 贴了个创可贴 疼死了",
    "做饭的时候被油烫了一下 手背起了个泡 呜呜",
    "我从来没想过伤害自己，只是最近压力有点大，想找人聊聊",
    "以前读高中的时候自残过，现在都过去好几年了，疤也淡了，偶尔想起来还挺感慨的",
    "今天把我家猫送去寄养了，要出差一周，舍不得😭",
    "收拾房间 把旧衣服都捐了 断舍离之后心情好多了",
    "周末去海边玩 吹吹海风 整个人都活过来了",
    "这个月花呗要还三千 我直接原地去世",
    "这个社畜生活真的没意思 每天挤地铁上班下班 想辞职去大理",
    "感冒药吃了两天还没好，今天又去医院开了点药",
    "小说里女主最后从楼顶跳下去了，作者你没有心😭",
    "我爸住院了，医生说情况不太好，我每天都睡不着",
    "站在山顶往下看 风景绝了 腿有点软哈哈",
    "毕业典礼那天我妈来了 哭得比我还厉害",
    "失眠好几天了 医生给开了安眠药 一晚半片 效果还行",
    "好想消失一段时间 关掉手机去一个没人认识我的地方旅行",
    "这道数学题做不出来我要撞墙了😤",
    "我妈说我再玩手机就把我手机砸了 救命",
    "心理咨询做了十次，终于能跟别人说出我小时候的事了，谢谢我的咨询师",
    "我表弟上周割腕了被送去医院，全家都吓坏了",
]

SECOND_HIGH: list[str | list[str]] = [
    "明早六点的高铁去青岛，不是去玩，找个没人的礁石就下去了，别找我",
    "今天是我在这个世界的最后一天 想对我妈说声对不起 对不起没能成为你想要的女儿",
    "把qq空间都清空了 留了封信给我最好的朋友 她看到的时候我应该已经不在了",
    "这次割深一点 上回手抖没割到血管 被室友发现了 今晚她们都回家了",
    "已经在天台上坐了半个小时了，下面的车好小，数到一百我就跳",
    "我买了一箱啤酒和两盒安定 打算今晚一起喝下去 应该不会很疼吧",
    "想好了 就在我出租屋里烧炭 门缝都用胶带贴好了 周五动手",
    "如果这条微博有人看到 请帮我跟我爸说 存折在衣柜第二层 我先走一步了",
    "自杀过两次都没死成 这回我查好了剂量 不会再出错",
    "不想活了 今晚就去 地方都找好了",
]

SECOND_MEDIUM: list[str | list[str]] = [
    "每天早上睁开眼第一个念头就是 怎么又醒了 好烦",
    "有时候真希望自己得个绝症 这样走了也不会有人怪我",
    "我感觉我就是家里多余的那个 没有我他们会过得更好吧",
    "手腕上又多了几道 不深 就是想看它流血 心里才静得下来",
    "我好想睡一觉就再也不醒过来 真的太累了 #抑郁症#",
    "洗澡的时候用很烫的水一直冲手臂 冲到起泡才停 好像只有这样才能感觉到自己",
    "吃了三年的药还是这样 我真的想放弃了 想就这么消失掉",
    "生不如死大概就是我现在的状态吧",
    "昨天又没忍住 拿刀片在腿上划了好几下 现在走路都疼",
    "有时候坐公交会想 要是这车翻了该多好 我就解脱了",
    "活着好累啊 为什么非得活着 有没有人能告诉我活着的意义",
    "每次被我爸打完我都会掐自己 掐到青紫 好像这样就不那么疼了",
    "我不配被爱 也不配活着 我就是个垃圾",
    "上学期吞过药 被送去洗胃 现在又开始有那种念头了",
]

SECOND_LOOK_ALIKES: list[str | list[str]] = [
    "今天又是被ddl追着跑的一天 我真的会谢 想原地消失😅",
    "药我都按时吃的 一天两次 情绪稳定多了 下周复诊 #抑郁症康复#",
    "明早六点的高铁去青岛玩！第一次看海好激动🌊",
    "微博设了定时 明天中午会发我的新歌 大家记得来听呀",
    "把qq空间都清空了 黑历史太多了哈哈哈 重新做人",
    "在天台上吹风看日落 下面的车好小 城市好美",
    "我爷爷去年冬天走了，今天整理他的遗物，发现他一直留着我小时候的画",
    "室友天天说活着没意思 我拉她去看了心理咨询 现在好多了",
    "看到新闻说有个初中生跳楼了 好难过 家长们能不能多关心一下孩子",
    "以前我也割过手 那都是初中的事了 现在已经好了很多年 疤都快看不见了",
    "买了一箱啤酒和两斤小龙虾 今晚看球🍺",
    "医生给开了安定 说睡不着的时候吃半片 不要多吃",
    "这个综艺里的女主被全网骂到退圈，说她想自杀，太惨了",
    "加班加到怀疑人生 这班是一天也不想上了",
    "今天手被猫抓了好几道 要去打疫苗了 呜呜",
    "下雨天不想出门 只想躺在床上睡一整天",
    "我从来不会伤害自己的 放心吧妈妈",
    "周五终于要放假了！已经想好去哪玩了",
    "洗澡水太烫了 把手都烫红了 热水器坏了吧",
    "小时候被我爸打过 现在他老了 我们关系反而好了",
    "毕业典礼那天拍了好多照片 舍不得大家",
]

THIRD_MEDIUM: list[str | list[str]] = [
    "人间不值得 我想早点下车了 #emo#",
    "人生这趟车 我是真的想提前下车了",
    "这辈子太累了 想早点退场",
    "活着好没劲 想永久下线 #抑郁症#",
    "人间这一趟 我不想再玩了 想中途下车",
]

THIRD_LOOK_ALIKES: list[str | list[str]] = [
    "人生第一次坐卧铺 晚上睡不着 想早点下车",
    "地铁挤成沙丁鱼了 想提前下车走路去公司",
    "这个游戏太肝了 我想永久下线 退坑了",
    "这辈子第一次坐过山车 吓得想中途下车哈哈",
    "微博太吵了 我打算永久下线一段时间 有事微信找我",
]

# Missed and not mended safely (kept below medium as they score today; see docs/risk-scorer.md)
STILL_MISSED: list[str | list[str]] = [
    "打算毕业典礼那天走，爸妈来了也见不到我了，不想再让他们失望",
    "药我一片一片省下来的 现在一百多片了 等考完最后一门我就全吃了 #树洞#",
    "微博设了定时 明天中午会发出来 到时候大家就知道我去哪了",
]

test_stop49_psyweibo_first_high = reaches(HIGH_FLOOR, FIRST_HIGH)
test_stop49_psyweibo_first_medium = reaches(MEDIUM_FLOOR, FIRST_MEDIUM)
test_stop49_psyweibo_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
test_stop49_psyweibo_second_high = reaches(HIGH_FLOOR, SECOND_HIGH)
test_stop49_psyweibo_second_medium = reaches(MEDIUM_FLOOR, SECOND_MEDIUM)
test_stop49_psyweibo_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
test_stop49_psyweibo_still_missed = stays_below(MEDIUM_FLOOR, STILL_MISSED)
test_stop49_psyweibo_third_medium = reaches(MEDIUM_FLOOR, THIRD_MEDIUM)
test_stop49_psyweibo_third_look_alikes = stays_below(MEDIUM_FLOOR, THIRD_LOOK_ALIKES)
