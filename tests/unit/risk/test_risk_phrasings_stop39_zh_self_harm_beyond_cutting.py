"""Stop 39, Chinese: self-harm beyond cutting (brief: zhrisk, category 4).

Scratching, hitting, biting, burning, hair pulling or picking until it bleeds, bruises or
swells, told as the speaker's own repeated act (每次 / 一…就 / 又 / 总是 / 控制不住), is
self-harm: at least medium. Beside it, the same marks from an itch or a rash, a pet's or a
child's bite, sport, cooking and accidents.
Frozen before any rule change; first try recorded in ADR 0108 (stop 39).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

SELF_HARM_BEYOND_CUTTING: list[str | list[str]] = [
    "一难受就抓自己的胳膊，抓到出血才停",
    "每次想哭就用拳头砸自己的腿，腿上全是淤青",
    "我总是咬自己的手背，咬到流血",
    "压力一大就拔头发，头顶都秃了一块",
    "又把手上的皮抠破了，流血了还想继续抠",
    "生气的时候会扇自己耳光，脸都肿了",
    "晚上睡不着就掐自己，大腿上青一块紫一块",
    "烦的时候用指甲把手臂抓烂，抓出一道道血印",
    "用拳头捶自己的头，捶到头晕才停下来",
    "控制不住地拔眉毛和睫毛，快拔光了",
    "一焦虑就抠指甲周围的肉，每个指头都是血",
    "我会故意把伤口的痂抠掉，看它再流血",
    "一委屈就咬自己的胳膊，一圈圈牙印都发紫了",
    "用橡皮筋弹手腕，弹到红肿出血",
    "拿热水烫自己的手，烫出水泡才觉得舒服一点",
    "心烦就用梳子刮自己的胳膊，刮到出血",
]
MARKS_FROM_ORDINARY_THINGS: list[str | list[str]] = [
    "蚊子咬的包太痒了，抓破了",
    "湿疹又犯了，晚上睡着了把腿抓出血",
    "家里的猫把我手抓出血了",
    "打篮球撞到了，腿上一大块淤青",
    "踢球摔了一跤，膝盖磕破了",
    "吃饭的时候不小心咬到舌头，流血了",
    "做饭被油溅到，手上烫了个泡",
    "狗狗咬了我一口，去打了狂犬疫苗",
    "拳击课打沙袋，指关节都肿了",
    "孩子咬了我一口，胳膊上有一圈牙印",
    "练瑜伽拉伤了，大腿青了一块",
    "被开水烫到了手，去医院处理了",
    "头皮太痒，抓得头皮都破了，换了洗发水",
    "拔了几根白头发，我妈说越拔越多",
    "打排球垫球，手臂都青了",
    "手上长倒刺，不小心撕出血了",
]

test_self_harm_beyond_cutting_reaches_medium = reaches(MEDIUM_FLOOR, SELF_HARM_BEYOND_CUTTING)
test_marks_from_ordinary_things_stay_below_medium = stays_below(
    MEDIUM_FLOOR, MARKS_FROM_ORDINARY_THINGS
)
