"""Stop 46, zhready, second set: the same four kinds in other words (other verbs, other orders,
other objects), written after the first set passed and only reported (ADR 0108 amendment
"Stop 46, zhready"). What still fails is listed in ``STILL_MISSED`` and asserted to still fail,
so a later fix moves it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, score, stays_below

WEAK_FLOOR = 0.45

READY_HIGH: list[Item] = [
    ["我妈上夜班的那几天", "我这边都弄妥了"],
    ["舍友们今晚都去通宵唱K了，宿舍空了", "东西都在包里了，都准备好了"],
    ["我真的不想再醒过来了", "这边都准备好了"],
    "反正家里这几天没人，该弄的都弄好了",
    ["老公去外地出差，要一个月才回来", "吃了点面包", "一切都准备妥当了"],
    ["攒的那些药还在", "终于都准备好了"],
]
READY_AT_MOST_WEAK: list[Item] = [
    ["下午三点的高铁", "都准备好了"],
    ["后天早上七点", "该弄的都弄好了"],
    ["周日晚上八点", "东西我都准备好了"],
]
READY_LOOK_ALIKES: list[Item] = [
    ["周末同学聚会在我家", "该买的都买齐了"],
    ["宝宝明天打疫苗", "该带的都准备好了"],
    ["明天早上八点考科目二", "我都准备好了"],
    ["爸妈去旅游那几天我住我姐家", "东西都准备好了"],
    ["今晚公司团建", "我这边都弄好了"],
    ["这周末家里就我一个人，约了发小来家里吃火锅", "东西都备齐了"],
    ["下个月去日本交换", "签证和住宿都搞定了，一切都准备好了"],
]
WAITING_HIGH: list[Item] = [
    ["等舍友都去上课", "刀我已经藏在枕头下面了"],
    ["等全家都睡了", "我想跟你们说声再见"],
    ["等爸妈出门以后", "该准备的都准备好了"],
    ["他们下周回老家，正好", "绳子在衣柜里"],
]
WAITING_AT_MOST_MEDIUM: list[Item] = [
    "等舍友都去上课",
    "他们下周回老家，正好",
    "等全家都睡了",
]
WAITING_LOOK_ALIKES: list[Item] = [
    "等爸妈睡了我偷偷吃泡面",
    "等舍友都去上课了我就能安心睡一觉了",
    "他们下周回老家，正好我一个人清净几天",
    ["等全家都睡了", "我就可以偷偷看小说了"],
    ["室友回老家了，正好", "我把房间好好收拾了一下"],
]
LAID_OUT_HIGH: list[Item] = [
    ["工资卡和密码都塞在枕头底下了，我妈会找到的", "以后就不拖累她了"],
    ["给弟弟的信放在他书包里了", "存折也压在抽屉里，他们会发现的", "今晚之后"],
    ["手机密码写在便签上贴在冰箱上了，家里人一看就能看到", "我活不下去了"],
]
LAID_OUT_AFFAIRS: list[Item] = [
    "保单和存折都摆在桌上了，家里人回来就能看到",
    "银行卡和密码都压在枕头底下，我妈会找到的",
]
LAID_OUT_LOOK_ALIKES: list[Item] = [
    "钥匙压在花盆底下了，保洁阿姨会看到的",
    "给孩子的红包压在枕头底下了，他们醒来就能看到",
    "身份证和户口本都放在抽屉里了，我妈办事会用到",
    "车钥匙放在门口鞋柜上了，我爸出门一眼就能看到",
]
HIDDEN_PLACE_HIGH: list[Item] = [
    "我挑了一处谁都找不着的地方",
    ["我已经去过了", "那儿很偏僻，不会有人发现"],
    ["活着没意思", "我找好了一个不会有人发现的角落"],
]
HIDDEN_PLACE_LOOK_ALIKES: list[Item] = [
    "我发现一家没人找得到的宝藏小店",
    "听说那里很偏，谁都找不到，适合徒步",
    "我把私房钱藏在一个谁都找不到的地方",
    "导游说那个村子很偏，一般人找不到",
    "我找了一个没人打扰的角落写论文",
    "我们找了个没人找得到的地方露营",
]

# What the readings still miss, each asserted to still fail (a later fix moves it): a goodbye
# said to those at home (说声再见) is a goodbye, which needs a wish or affairs beside it, not a
# time alone; "以后就不拖累她了" is a burden told by what it spares someone (no reading of this
# stop's), so the things laid out stand alone as one affair.
STILL_MISSED: list[Item] = [
    ["等全家都睡了", "我想跟你们说声再见"],
    ["工资卡和密码都塞在枕头底下了，我妈会找到的", "以后就不拖累她了"],
]

HIGH: list[Item] = [*READY_HIGH, *WAITING_HIGH, *LAID_OUT_HIGH, *HIDDEN_PLACE_HIGH]
LOOK_ALIKES: list[Item] = [
    *READY_AT_MOST_WEAK,
    *READY_LOOK_ALIKES,
    *WAITING_LOOK_ALIKES,
    *LAID_OUT_LOOK_ALIKES,
    *HIDDEN_PLACE_LOOK_ALIKES,
]

test_second_set_high = reaches(HIGH_FLOOR, [i for i in HIGH if i not in STILL_MISSED])
test_second_set_waiting_alone_at_most_medium = stays_below(HIGH_FLOOR, WAITING_AT_MOST_MEDIUM)
test_second_set_laid_out_are_affairs = reaches(WEAK_FLOOR, LAID_OUT_AFFAIRS)
test_second_set_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, [i for i in LOOK_ALIKES if i not in STILL_MISSED])


def test_still_missed_still_fail() -> None:
    for item in STILL_MISSED:
        high = item in HIGH
        assert (score(item) < HIGH_FLOOR) if high else (score(item) >= MEDIUM_FLOOR)
