"""Stop 48, lead: the medium route in plain words — a life kept only for someone else, a wish
not to exist or to be struck by chance, unworthiness of living, and self-harm by hands, teeth,
walls, hunger, a band or cold water — each with look-alikes in the same frames (a life kept for
food or a weekend, a button to skip Mondays, nails bitten from nerves, a wall in a joke, a fast).

Written and frozen before any rule changed. First try on main ea55510: medium 15 / 23, look-alikes
16 / 18 below medium. Missed: a life kept only for a parent (0.20, 0.00), living as enduring "to
whatever day" (0.68), a button to stop existing (0.00), a falling sign wished for (zh 0.00, en
0.00), cold water run over the hands till numb (0.00), an arm bitten (0.00). Over-read: a hair
band tied too tight (0.80), a spreadsheet that makes one want to bang one's head "lol" (0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

FIRST_MEDIUM: list[str | list[str]] = [
    "活着只是为了不让爸妈伤心",
    "我活着就是为了我妈，她要是不在了我也没什么理由了",
    "每天活着都像在熬，熬到哪天算哪天",
    "如果有一种按钮按下去就能不存在，我会毫不犹豫按下去",
    "真希望一觉醒来发现自己从来没出生过",
    "走在路上总想，要是有块广告牌砸下来就好了",
    "我这种人根本不配活着",
    "不想死，但也真的不想活了",
    "我一难受就咬自己的胳膊，咬出一排牙印才停",
    "气到发抖的时候我会用头撞墙，撞到头晕",
    "这周又饿了自己三天，吃东西就觉得自己不配",
    "拿橡皮筋弹手腕，弹到红肿发紫",
    "我又把手臂抓破了，指甲里都是血",
    "心里难受的时候就拿冷水一直冲手，冲到没知觉",
    "i'm only still alive because of my mum tbh",
    "if there was a button to just stop existing i'd press it without thinking",
    "i wish i'd never been born",
    "every day i hope something falls on me on the way to work",
    "i don't deserve to be alive",
    "i bite my arm when it gets too much, leaves marks for days",
    "i bang my head on the wall until i feel dizzy",
    "been starving myself as punishment again",
    "snapping a hair tie on my wrist till it bruises",
]

FIRST_LOOK_ALIKES: list[str | list[str]] = [
    "活着就是为了吃，这家火锅太好吃了",
    "我活着就是为了周末睡懒觉",
    "每天上班都像在熬，熬到发工资就好了",
    "如果有一种按钮按下去就能瞬移回家，我会毫不犹豫按下去",
    "走在路上被广告牌砸到了，还好只是擦伤",
    "我这种人根本不配吃这么贵的菜哈哈",
    "我一紧张就咬指甲，改不掉",
    "这题做得我想撞墙",
    "减肥第三天，饿得不行了",
    "拿橡皮筋扎头发，扎太紧头疼",
    "蚊子包痒死了，我都抓破了",
    "i'm only still alive because of coffee tbh",
    "i wish i'd never started this series, now i'm hooked",
    "i bite my nails when i'm nervous",
    "this spreadsheet makes me want to bang my head on the wall lol",
    "intermittent fasting day 3, starving",
    "i don't deserve this much cake but i'm eating it anyway",
    "if there was a button to skip mondays i'd press it",
]

test_stop48_lead_first_medium = reaches(MEDIUM_FLOOR, FIRST_MEDIUM)
test_stop48_lead_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
