"""Stop 40, Chinese: an injury or act under way is never cancelled by an ordinary frame (brief:
zhgen, item 2).

A first-person self-inflicted injury now — an act (割, 划, 抓, 抠, 挠, 咬, 撞, 扎, 烫, 吞) on one's
own body (自己, a body part with no other owner) with a wound result (太深, 血止不住, 出血, 烂, 破,
起泡) — is self-harm: at least medium. Beside it, the same wounds from accidents (切菜, 摔倒,
被猫抓, 刮胡子) and illness stay below medium.
Frozen before any rule change; first try recorded in ADR 0108 (stop 40).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

SELF_INFLICTED_INJURY_NOW: list[str | list[str]] = [
    "刚才割得太深了，血一直止不住",
    "又把自己胳膊抠烂了",
    "手腕划得太深，血止不住怎么办",
    "我把自己的手背咬出血了",
    "控制不住又挠自己，脖子都挠烂了",
    "我刚把一整板药都吞下去了",
    "自己把腿划开了一道口子，血流了一地",
    "用指甲把自己的脸抓破了，满脸是血",
    "拿刀在大腿上划了好几下，现在血还在流",
    "又把嘴唇咬烂了，一直在流血，停不下来",
    "用针扎自己的手指，扎到出血",
    "把自己的头往墙上撞，撞破了流了好多血",
    "刚刚拿圆规在手臂上刻字，刻得很深",
    "把胳膊上的伤口又抠开了，血止不住",
]
WOUNDS_FROM_ACCIDENTS: list[str | list[str]] = [
    "切菜的时候切到手了，血止不住",
    "摔倒了膝盖磕破了，流了好多血",
    "被猫抓得出血了",
    "刮胡子刮破了，血一直流",
    "蚊子包挠破了，都烂了",
    "削苹果不小心割得太深了，去缝了三针",
    "孩子把我胳膊咬出血了",
    "鱼刺吞下去了，卡得难受",
    "口香糖不小心吞下去了",
    "湿疹挠得腿都烂了，医生开了药膏",
    "修剪玫瑰的时候被刺扎出血了",
    "打篮球摔倒，手肘擦破了一大块皮",
    "牙龈出血，刷牙的时候血止不住",
    "抽血的地方淤青了",
]

test_self_inflicted_injury_now_reaches_medium = reaches(MEDIUM_FLOOR, SELF_INFLICTED_INJURY_NOW)
test_wounds_from_accidents_stay_below_medium = stays_below(MEDIUM_FLOOR, WOUNDS_FROM_ACCIDENTS)
