"""Stop 46, zhready: Chinese readiness, waiting to be unwatched, things laid out, no one to find
(brief: zhready; issue 11, deliverables 1, 2 and 8; ADR 0108 amendment "Stop 46, zhready").

Four kinds, each with its imminent items, its items that may reach at most medium (or at most a
weak signal) alone, and look-alikes that must stay below medium:

1. A bare readiness with nothing named (都准备好了, 东西都备齐了, 该弄的都弄好了): beside a time
   alone (the house to oneself, kin away for a stretch, everyone asleep) or a risk of the
   speaker's own in the window it is high; beside a bare clock time only it is at most a weak
   signal; beside company, work, an exam, a trip, a party or childcare it is ordinary.
2. Waiting to be unwatched (等他们都睡着了, 等家里没人的时候, 室友回老家，正好): beside a means, a
   readiness or a farewell high; alone at most medium.
3. Things laid out for after (passwords, policies, a letter left where they will be found):
   affairs in order, a preparation; high beside a time or a wish.
4. A place no one finds (我找了一个没人找得到的地方): a place and an intent of the speaker's own;
   a reported saying, someone else's hiding place, a thing hidden, a game or an errand there
   are not.

Frozen before any rule change. First try on main 5339216 is recorded in the ADR amendment.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, stays_below

WEAK_FLOOR = 0.45

# 1. A bare readiness
READY_HIGH: list[Item] = [
    ["爸妈出差那几天", "该弄的都弄好了"],
    ["这周末家里就我一个人", "我这边都准备好了"],
    ["老公带孩子回娘家了，要住一个星期", "该准备的都准备好了"],
    ["我妈这几天在医院陪护我爸，晚上家里没人", "今天没怎么吃饭", "东西我都准备好了"],
    "今晚家里只有我一个人，该准备的都准备好了",
    ["爸爸去外地跑车了，半个月才回来", "都准备妥当了"],
    ["我不想再撑下去了", "东西都备齐了"],
    ["安眠药我攒了一段时间了", "我这边都准备好了"],
    ["活着真的太累了", "上班也没意思", "该弄的我都弄好了"],
    ["我跟你说过好多次我撑不下去了", "现在都准备好了，不用担心我"],
    ["室友们放假都走了，宿舍就剩我一个", "一切都弄妥了"],
    ["上次没死成", "这次都准备好了"],
]
READY_AT_MOST_WEAK: list[Item] = [
    ["明早九点", "都准备好了"],
    ["周五下午三点", "东西都备齐了"],
    ["今晚十二点", "我这边都准备好了"],
    ["ddl明早九点，这次死定了", "都准备好了"],
    "都准备好了",
    "该弄的都弄好了",
]
READY_LOOK_ALIKES: list[Item] = [
    ["明天公司年会，我负责布置会场", "东西都备齐了"],
    ["下周一考研复试", "该准备的都准备好了"],
    ["周六去三亚，机票酒店都订了", "我这边都准备好了"],
    ["今晚给闺蜜办生日惊喜", "该弄的都弄好了，就等她来"],
    ["休产假的时间定了，在那之前把手上的项目都交接好", "都准备好了"],
    ["婆婆人不错，帮我照顾孩子，我才能安心上班", "该准备的都准备好了"],
    ["家里这周就我一个人，叫了几个朋友来打游戏", "东西都备齐了"],
    ["这周末家里就我一个人", "吃的喝的都备齐了，准备宅两天追剧"],
    ["婚礼就在下个月", "我这边都准备好了"],
    ["明天面试", "都准备好了，就是有点紧张"],
    ["老公出差一周，我一个人带娃", "该准备的都准备好了，奶粉尿布够用"],
    ["爸妈出差那几天我去姑姑家住", "东西都备齐了"],
    ["搬家定在明早九点", "该弄的都弄好了"],
]

# 2. Waiting to be unwatched
WAITING_HIGH: list[Item] = [
    ["等他们都睡着了就可以了", "药在枕头底下"],
    ["药都攒够了", "等家里没人的时候"],
    ["室友这周回老家，正好", "绳子早就买好了"],
    ["等他们都出门了", "东西我都备齐了"],
    ["等宿舍的人都去上课了", "刀片在笔袋里"],
    ["以后你们要好好的", "等他们都睡熟了就走"],
    ["老公今晚值班，正好", "炭和胶带都在后备箱"],
    ["谢谢你一直陪我聊天", "等晚上所有人都睡下以后，就再见了"],
    ["爸妈明天回老家吃喜酒，正好", "该准备的都准备好了"],
]
WAITING_AT_MOST_MEDIUM: list[Item] = [
    "等他们都睡着了就可以了",
    "等家里没人的时候",
    "室友这周回老家，正好",
    "等他们都出门了就好了",
    "爸妈明天回老家吃喜酒，正好",
]
WAITING_LOOK_ALIKES: list[Item] = [
    "等孩子们都睡着了我再追剧",
    "等家里没人的时候我就大声唱歌",
    "室友这周回老家，正好我可以安静复习",
    ["室友这周回老家，正好", "我可以叫女朋友来宿舍吃火锅"],
    ["等他们都睡着了", "我偷偷把礼物放进圣诞袜里"],
    ["等家里没人的时候", "我要把客厅彻底大扫除一遍"],
    ["爸妈出差了，正好", "东西都备齐了，周末叫同学来家里开黑"],
    "等弟弟睡着了我就可以安心打游戏了",
    ["老公今晚值班，正好", "我带孩子去我妈家吃饭"],
]

# 3. Things laid out for after
LAID_OUT_HIGH: list[Item] = [
    ["存折密码、保险单、给女儿的信都放在她床头了", "今晚就走"],
    ["钥匙和卡都压在桌上的杯子底下，他们会看到的", "我真的不想活了"],
    ["银行卡和密码写在一张纸上，夹在那本书里了", "等他们都睡了"],
    ["给爸妈的信放在抽屉最上面", "钱包和手机也都摆在桌上了，他们一眼就能看到", "明天凌晨"],
    ["房门钥匙放在鞋柜上了，存款的密码写在便利贴上", "我活着就是个累赘"],
    ["保险单放在妈妈衣柜的第二层，工资卡也在那儿", "我都交代清楚了", "就这周六吧"],
]
LAID_OUT_AFFAIRS: list[Item] = [
    "存折密码、保险单、给女儿的信都放在她床头了",
    "钥匙和卡都压在桌上的杯子底下，他们会看到的",
    "手机密码和银行卡都放在枕头旁边了，他们会找到的",
]
LAID_OUT_LOOK_ALIKES: list[Item] = [
    "钥匙放在门口地垫下面了，快递员会看到的",
    "出差这一周，钥匙和卡都压在桌上的杯子底下，阿姨来打扫会看到的",
    "给女儿的生日贺卡放在她床头了，明早她醒来就能看到",
    ["妈妈住院了", "医保卡、身份证、病历都放在她床头柜里了"],
    "房租和水电费压在茶几上了，房东下午会来拿",
    "给老婆的情人节礼物藏在她枕头底下了，她会看到的",
    "孩子的作业本和水杯都放在书包旁边了，他明早会看到的",
]

# Kept apart (moved out of the look-alikes after the first try, the only edit to this set): high
# on main 5339216 by another kind's reading, a medicine put somewhere ("药放在床头了" is 0.97 on
# main: a medicine and 放在 read as means and acquiring), not by any reading of this stop's.
HIGH_ON_MAIN_BY_ANOTHER_KIND: list[Item] = [
    "爸的降压药和血压计都放在他床头了，他会看到的",
]

# 4. A place no one finds
HIDDEN_PLACE_HIGH: list[Item] = [
    "我找了一个没人找得到的地方",
    "我已经选好了一个谁也找不到我的地方",
    ["我不想活了", "那个地方很偏，不会有人找到"],
    ["我已经看好地方了", "那里很偏，谁都找不到"],
    "到时候我就去一个没人能找到我的地方，安安静静地走",
    ["东西都备齐了", "我找到一个没人找得到的地方"],
]
HIDDEN_PLACE_LOOK_ALIKES: list[Item] = [
    "把情书塞进她抽屉里，不会有人看见",
    "我表哥说那地方很偏，没人找得到",
    "我表哥说那地方很偏，没人找得到，适合露营",
    "我找了一个没人打扰的地方复习",
    "我找了一个没人找得到的地方藏私房钱",
    "小时候玩捉迷藏，我躲在一个没人找得到的地方",
    "那家店开在巷子里，很偏，没人找得到，生意很差",
    "我把备用钥匙藏在一个没人找得到的地方",
    "他找了一个没人找得到的地方躲起来抽烟",
    "那个钓鱼的地方很偏，没人找得到，鱼特别多",
    "我想找一个没人认识我的地方重新开始",
]

HIGH: list[Item] = [*READY_HIGH, *WAITING_HIGH, *LAID_OUT_HIGH, *HIDDEN_PLACE_HIGH]
LOOK_ALIKES: list[Item] = [
    *READY_AT_MOST_WEAK,
    *READY_LOOK_ALIKES,
    *WAITING_LOOK_ALIKES,
    *LAID_OUT_LOOK_ALIKES,
    *HIDDEN_PLACE_LOOK_ALIKES,
]

test_readiness_waiting_laid_out_and_hidden_places_are_high = reaches(HIGH_FLOOR, HIGH)
test_waiting_to_be_unwatched_alone_is_at_most_medium = stays_below(
    HIGH_FLOOR, WAITING_AT_MOST_MEDIUM)
test_things_laid_out_for_after_are_affairs = reaches(WEAK_FLOOR, LAID_OUT_AFFAIRS)
test_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
