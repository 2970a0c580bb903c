"""Stop 34, the lead's held-out probe 36 read at the end: things given away and accounts closed
to declutter.

Two kinds of affairs in one sentence make a plan (ADR 0108), so an old phone handed on and a
social account closed read as high, even with the relief of now or the declutter named beside
them ("清净多了", "断舍离"). A declutter in the sentence is now the plain affairs' ordinary purpose;
never beside a means, a time, a wish or a goodbye, and never for money or passwords handed over
(affairs_strong). Frozen before the rules; first try on 7492e6b: look-alikes 1/5, high 8/8.
A second set in other words, written after the rules: look-alikes 5/5, high 3/3 first try.
"""

from tests.unit.risk.phrasings import reaches, stays_below

HIGH = [
    "把存款都转给我妈了，号也注销了，明天之后就不麻烦大家了",
    "把东西都送人了，微信也注销了，以后不会再打扰大家了",
    "把猫送给朋友养了，账号也都注销了，就这样吧",
    "把东西都送人了，账号也注销了，我走了以后你们就清净多了",
    "把旧手机送给我妈了，药也攒够了，今晚就走",
    "把东西都送人了，微信也注销了，药也攒够了，清净多了",
    "密码都写给我妈了，账号也注销了，清净多了",
    "i gave away my things and deleted all my accounts, nobody will have to deal with me anymore",
    # second set
    "把东西都送人了，账号也注销了，你们以后就清静了",
    "把旧手机送人了，账号也注销了，遗书写好了",
    "存款转给我妈了，微信也注销了，感觉清净多了",
]

NONE = [
    "把旧手机送给我妈了，微博也注销了，清净多了",
    "把旧衣服都捐了，淘宝号也注销了，断舍离真爽",
    "把旧电脑送给表弟了，微信也注销了，专心备考",
    "微博注销了，游戏账号也送人了，感觉世界都清净了",
    "i gave away most of my stuff and deleted instagram, decluttering feels great",
    # second set
    "闲置的平板送给侄子了，抖音也注销了，戒短视频第三天",
    "旧书都捐给图书馆了，豆瓣号也注销了，日子清静多了",
    "把旧家具送人了，小红书也注销了，极简生活真舒服",
    "游戏装备都送给室友了，账号也注销了，专心考研",
    "把不穿的旧衣服都捐了，闲鱼号也注销了，整个人清爽多了",
]

test_affairs_beside_a_means_a_wish_or_money_stay_high = reaches(0.95, HIGH)
test_a_declutter_with_its_relief_stays_below_medium = stays_below(0.70, NONE)
