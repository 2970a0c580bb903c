"""Stop 48, Chinese (helper zhimplied): risk told by implication, with no 死/自杀/跳/割 word —
the tell is in what the person counts (doses judged enough, taken, and the body after), dates
(one's own 忌日, last day, a birthday as the end, a day set to go to one's dead), times to
arrive after (定时发送, 存稿箱, 遗言 in 备忘录), feels at the place (楼很高, 风很大, 水很凉 with a
goodbye or a wish) — and ordinary affairs settled with relief (debts paid off, 今晚睡个好觉),
which are no preparation unless a goodbye, a never-wake or a means stands beside them. Each kind
has its risky items and look-alikes in the same frames.

Written and frozen before any rule changed. First try on main ea55510: high 22 / 33, medium
1 / 3, look-alikes 29 / 32 below medium — doses 6 / 9 · 1 / 1 · 7 / 7 (sixty-odd pieces counted
"应该够了" 0.00, a hundred pills saved "今晚就用上" 0.45, "yao吃下去半小时了，手脚开始发麻" 0.00);
dated 4 / 8 · 0 / 1 · 7 / 8 (one's last day in the world 0.45, a birthday that is the end 0.45,
going to one's dead mother at 清明 0.45, "明年的今天记得给我烧点纸" 0.45, "好想去陪奶奶" 0.00;
a countdown to the winter holiday "彻底解脱" 0.80); timed 3 / 6 · 5 / 5 (a post in the 存稿箱
"等我走了" 0.45, a 说说 timed for Friday "大家就都明白了" 0.45, a video timed for a mother
"以后别哭" 0.45); at the place 5 / 6 · 0 / 1 · 6 / 6 ("天台的风好大，再见了大家" 0.45,
looking down from a footbridge wondering about falling 0.45); affairs 4 / 4 · 4 / 6 (all debts paid,
"谁也不欠了，明天开始新生活" 0.97; a credit card paid off, "今晚要睡到自然醒" 0.97).
After the kinds were read (ADR 0108, "Stop 48, zhimplied"): 32 / 33 · 3 / 3 · 32 / 32; the one
left is ``STILL_MISSED`` (asserted below high).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, stays_below

# 1. doses counted and judged enough, taken, and what the body feels after
DOSES_HIGH: list[Item] = [
    "数了一下，一共攒了六十多片，应该够了",
    "安眠药攒了两瓶，我算过了，够了，不想再撑了",
    "刚吞了四十粒，现在好困，头好晕",
    "一口气吃了三板，心跳好慢，有点想吐",
    "我把这几个月的药都存下来了，数了数有一百多粒，今晚就用上",
    "退黑素攒了一整瓶，加上我妈的安眠药，查了一下应该够了",
    "我把老伴剩下的降压药都收起来了，数了数三十多片，够了，不想再拖累孩子们",
    "药一颗一颗数好了摆在桌上 一共五十颗 等室友睡了就吃",
    "yao吃下去半小时了，手脚开始发麻，眼睛睁不开",
]

DOSES_MEDIUM: list[Item] = [
    "有时候会把抽屉里的药倒出来数一数，想着够不够",
]

DOSES_LOOK_ALIKES: list[Item] = [
    "维生素数了一下还剩三十粒，够吃一个月了",
    "医生说一次吃两片，一天三次，我数好了放药盒里",
    "我把一周的药按顿分好了，每格三粒",
    "鱼油吃了两粒，有点想吐，是不是空腹吃的原因",
    "感冒药吃了一片，现在好困，先睡了",
    "钙片攒了好几瓶，够吃到明年了",
    "降压药数了数还剩十几片，明天得去医院再开点",
]

# 2. one's own death dated or named: one's 忌日, last day, a birthday as the end, going to
#    one's dead
DATED_HIGH: list[Item] = [
    "下周三就是我的忌日了，日子已经定好了",
    "今天是我在这世上的最后一天，谢谢你们陪我",
    "二十岁生日那天，就是我结束的那天",
    "日子我定好了，就奶奶走的那天，我去陪她",
    "明年的今天记得给我烧点纸",
    "老头子走了三年了，我也该去陪他了，就这个月吧",
    "倒计时三天，三天后就彻底解脱了，谁也别找我",
]

DATED_MEDIUM: list[Item] = [
    "好想去陪奶奶啊，她走了以后再也没人疼我了",
]

DATED_LOOK_ALIKES: list[Item] = [
    "下周三是我爷爷的忌日，要回老家上坟",
    "今天是我在这家公司的最后一天，谢谢大家的照顾",
    "二十岁生日那天，我要一个人去看海",
    "奶奶出殡那天，我们全家去陪她走最后一程",
    "清明去给我妈扫墓，东西都准备好了",
    "倒计时三天，三天后就放寒假了，彻底解脱",
    "明年的今天我们还来这里拍照",
    "老头子走了三年了，我每个月都去陪他说说话",
]

# 3. messages and things timed to arrive after
TIMED_HIGH: list[Item] = [
    "给每个人都写了一段话，设成了明天早上八点定时发送，那时候就结束了",
    "存稿箱里放了一条微博，等我走了会自动发出来",
    "遗言写在备忘录里了，锁屏密码是我生日",
    "设好了定时邮件，等爸妈收到的时候我已经不在了",
    "写了一条说说，定时到周五晚上发，到时候大家就都明白了，别难过",
    "给妈妈录了一段视频，定时明天发给她，让她以后别哭，好好照顾自己",
]

TIMED_LOOK_ALIKES: list[Item] = [
    "给客户的邮件设成了明天早上八点定时发送",
    "店铺的新品微博放存稿箱了，周五自动发出来",
    "备忘录里写了购物清单，锁屏密码是我生日",
    "给妈妈录了一段生日祝福视频，定时零点发给她",
    "公众号推文定在周五晚上八点推送，到时候大家就都知道新品了",
]

# 4. at the place told by its sensations (楼很高, 人很小, 风很大, 水很凉) with a wish or a goodbye
AT_THE_PLACE_HIGH: list[Item] = [
    "站在顶楼往下看，楼下的人好小，风好大，想就这样往前一步",
    "楼真的好高啊，往下看车都像玩具，最后再看一眼这个城市吧",
    "坐在桥栏杆上，水好凉，脚已经泡进去了，拜拜",
    "天台的风好大，再见了大家",
    "江水好冷，我已经走到齐腰深了，不想回头",
    "三十层往下看什么都好小，好想就这么飞下去",
]

AT_THE_PLACE_MEDIUM: list[Item] = [
    "每次路过天桥往下看，都会想如果掉下去会怎样",
]

AT_THE_PLACE_LOOK_ALIKES: list[Item] = [
    "站在顶楼往下看，楼下的人好小，夜景太美了，拍了好多照片",
    "楼真的好高啊，在观景台往下看车都像玩具",
    "天台风好大，被子晾上去一会儿就干了",
    "江水好冷，冬泳队的大爷们还是下去游了一圈",
    "坐在桥边钓鱼，水好凉，脚泡进去好舒服",
    "爬到山顶了，风好大，往下看人好小，再见了，下山啦",
]

# 5. ordinary affairs settled, with an over-read time; a goodbye, a never-wake or a means
#    keeps it high
AFFAIRS_HIGH: list[Item] = [
    "欠的钱终于都还清了，今晚睡下去就不用再醒了",
    "债都还完了，药也准备好了，今晚就可以安心走了",
    "花呗还清了，谁也不欠了，这下可以放心地离开这个世界了",
    "终于还清了，今晚好好睡一觉，永远不用醒的那种",
]

AFFAIRS_LOOK_ALIKES: list[Item] = [
    "房贷终于还清了，今晚睡个好觉",
    "网贷终于都还完了，如释重负，今晚可以好好睡一觉了",
    "所有的债都还清了，谁也不欠了，明天开始新生活",
    "工作都交接完了，下周开始休年假，终于可以好好睡一觉",
    "把猫托付给邻居了，国庆出去玩一周，钥匙也给她了",
    "信用卡终于还清了，今晚要睡到自然醒",
]
# Left: 清明 dates the visit to one's dead, but it is a holiday when the living are visited too
# ("清明放假就去找我妈"); what is "收拾好了" is not told. Not asserted, kept below high.
STILL_MISSED: list[Item] = [
    "等到清明我就去找我妈了，东西都收拾好了",
]

HIGH: list[Item] = [*DOSES_HIGH, *DATED_HIGH, *TIMED_HIGH, *AT_THE_PLACE_HIGH, *AFFAIRS_HIGH]
MEDIUM: list[Item] = [*DOSES_MEDIUM, *DATED_MEDIUM, *AT_THE_PLACE_MEDIUM]
LOOK_ALIKES: list[Item] = [
    *DOSES_LOOK_ALIKES,
    *DATED_LOOK_ALIKES,
    *TIMED_LOOK_ALIKES,
    *AT_THE_PLACE_LOOK_ALIKES,
    *AFFAIRS_LOOK_ALIKES,
]

test_stop48_zhimplied_high = reaches(HIGH_FLOOR, HIGH)
test_stop48_zhimplied_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop48_zhimplied_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
test_stop48_zhimplied_still_missed = stays_below(HIGH_FLOOR, STILL_MISSED)
