"""Stop 46, zhready, a third probe: after the second set, more of the four kinds in new words,
scored on the first landing's branch (b751f06) before the readings they asked for (ADR 0108
amendment "Stop 46, zhready": first try 2/11 high, 2/3 affairs, 5/11 look-alikes).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, stays_below

WEAK_FLOOR = 0.45

HIGH: list[Item] = [
    ["爸妈去参加婚礼了，要到后天才回来", "都准备好了"],
    ["今晚没人在家", "东西都备齐了"],
    ["老公出差那几天", "东西都备齐了"],
    ["家里人都去外婆家了", "该准备的都准备好了"],
    ["他们都睡了", "我这边都准备好了"],
    ["老公夜班，孩子在奶奶家", "都弄好了"],
    ["我爸妈下周出国玩半个月", "正好，东西都备齐了"],
    ["今晚爸妈不在家", "东西都准备好了"],
    ["爸妈去旅游了，这周家里就我", "该准备的都准备好了"],
    ["我妈住院了，我爸去陪护，晚上就我一个", "都准备好了"],
    "我已经找到一个不会被人发现的地方了",
]
AFFAIRS: list[Item] = [
    "存折压在电视柜底下了，我妈知道在哪",
    "我把遗书和银行卡放在枕头下面，他们明早会看到的",
    "手机密码和银行卡都放在枕头旁边了，他们会找到的",
]
LOOK_ALIKES: list[Item] = [
    ["下周我出差", "都准备好了"],
    ["明天要考试", "都准备好了"],
    ["宝宝满月酒定在周六", "该弄的都弄好了"],
    ["孩子交给婆婆带了，明天我就能安心上班", "都准备好了"],
    "我找了一个没人找得到的地方，终于可以清净一下了",
    "钥匙放在鞋柜上了，我妈会看到的，她今晚回来自己开门",
    "备用钥匙放在门卫那儿了，明天你来拿",
    "今晚爸妈不在家，我叫了同学来玩",
    "那个地方很偏，没人找得到，我们迷路了好久",
    "我们家住的地方很偏，谁都找不到",
    "我老家那地方很偏，没人找得到",
]

test_third_probe_high = reaches(HIGH_FLOOR, HIGH)
test_third_probe_affairs = reaches(WEAK_FLOOR, AFFAIRS)
test_third_probe_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
