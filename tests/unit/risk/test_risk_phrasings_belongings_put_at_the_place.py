"""Belongings put down at a place of danger (the lead's fourteenth unseen probe, scored on main
ffc1522: a coat and shoes "放在桥上" fell from high to 0.45 when round nine stopped reading
"放在 + a place" as acquiring the place, so that a phone charging on a windowsill is nothing).

A coat, phone, wallet, ID or shoes put (放 / 搁) at a bridge, river, sea, lake, rooftop, cliff,
rail or embankment are left behind at the place, as "留在" and "脱在" already were; put anywhere
else (a car, a doorway, a windowsill to charge) they are nothing. Written with the change.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "手机和钱包我都放在江边的石头上了",
    "鞋子放在天台边上了",
    "身份证和外套我搁在大桥的栏杆底下了",
    ["我到海边了", "鞋和手机都放到礁石上了"],
]

NONE: list[str | list[str]] = [
    "手机放在窗台上充电",
    "我把外套放在车里了",
    "鞋子放在门口了",
    "衣服放在桥洞下面的摊位上卖",
    "我们把书包放在河边就去抓鱼了",
    "钱包放在抽屉里了，别担心",
]

test_belongings_put_at_a_place_of_danger_are_high = reaches(HIGH_FLOOR, HIGH)
test_belongings_put_anywhere_else_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
