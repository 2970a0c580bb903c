"""Stop 48, lead: the medium route in plain words — a life kept only for someone else, a wish
not to exist or to be struck by chance, unworthiness of living, and self-harm by hands, teeth,
walls, hunger, a band or cold water — each with look-alikes in the same frames (a life kept for
food or a weekend, a button to skip Mondays, nails bitten from nerves, a wall in a joke, a fast).

Written and frozen before any rule changed. First try on main ea55510: medium 15 / 23, look-alikes
16 / 18 below medium. Missed: a life kept only for a parent (0.20, 0.00), living as enduring "to
whatever day" (0.68), a button to stop existing (0.00), a falling sign wished for (zh 0.00, en
0.00), cold water run over the hands till numb (0.00), an arm bitten (0.00). Over-read: a hair
band tied too tight (0.80), a spreadsheet that makes one want to bang one's head "lol" (0.80).
After the mends: 22 / 22 and 18 / 18 (the cold water moved to STILL_MISSED).

The second set, in other words, written after the first mends and frozen: first try on them,
medium 9 / 15, look-alikes 12 / 14 — still breathing only for a mother's sake, a counterfactual
"but for my old dog I would not want to stay in this world", days as a sentence served (zh and
en), the only reason one is still here a brother, a car shrugged at (all 0.00); over-read: a magic
pill wished to lose weight (learned 0.95), a baby slapping my face (0.80, read as my own act).
After: 15 / 15 and 14 / 14.

The third set, from the lead's probe of plans over turns: no point or meaning seen any more, and
the last try told by its dose then more hoarded. First try on main: 1 / 7 reaching medium (the
dose 0.00, a bare "i don't see the point anymore" 0.00, "我看不到意义了" 0.68), 6 / 6 look-alikes.
Five of the seven were written as medium but are hopelessness with no life named ("what's even
the point anymore", "感觉不到任何希望了"): stop 36 settled that hopelessness alone is no route (it
raises an act told beside it), and a rule for them moved five CPsyCounD client turns of a
relationship's or a job's "看不到希望" to medium, so they are kept below medium here
(`THIRD_HOPELESS_ALONE`), as that design has them. After: the dose high, no meaning seen in
living medium, 6 / 6 look-alikes.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

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

SECOND_MEDIUM: list[str | list[str]] = [
    "我还喘着气，纯粹是因为怕我妈哭",
    "要不是放不下我家那只老狗，我早就不想待在这世上了",
    "这日子对我来说就是在服刑，一天一天地数",
    "真想有颗药吃了就能从这世上消失，谁也不记得我",
    "过马路的时候我都不躲车，被撞了也无所谓",
    "每天睡前都祈祷，明早别让我睁眼",
    "我用指甲掐手背，掐到出血印子才能冷静下来",
    "我一生气就扇自己耳光，扇到脸肿",
    "又在用针扎自己的指尖了",
    "honestly the only reason i'm still here is my little brother",
    "existing feels like a prison sentence i'm just serving out",
    "i stopped looking both ways when i cross. if a car gets me, whatever",
    "i dig my nails into my palms until they bleed",
    "i've been slapping myself in the face when i mess up",
    "i hope the plane goes down on my flight tomorrow",
]

SECOND_LOOK_ALIKES: list[str | list[str]] = [
    "我还喘着气，刚跑完五公里，累坏了",
    "要不是放不下我家那只老狗，我早就去外地工作了",
    "这份工作对我来说就是在服刑，熬到合同结束就走",
    "真想有颗药吃了就能瘦十斤",
    "每天睡前都祈祷，明天别下雨",
    "护士用针扎我的指尖验血糖",
    "我一生气就去跑步",
    "眼睛干得头疼，扎了一针玻尿酸",
    "the only reason i'm still here at this party is the cake",
    "this commute feels like a prison sentence",
    "i dig my nails into the dough to make the pattern",
    "the baby keeps slapping my face, so cute",
    "i hope the plane lands on time tomorrow",
    "i bit my tongue by accident eating dinner",
]

THIRD_HIGH: list[str | list[str]] = [
    "上回没吃够量，这回我多攒了一倍",
]

THIRD_MEDIUM: list[str | list[str]] = [
    "最近越来越找不到活着的意义",
]

THIRD_HOPELESS_ALONE: list[str | list[str]] = [
    "i don't see the point anymore",
    "honestly what's even the point anymore",
    "i can't see the point of anything lately",
    "我看不到意义了",
    "感觉不到任何希望了",
]

THIRD_LOOK_ALIKES: list[str | list[str]] = [
    "i don't see the point of that meeting anymore",
    "what's the point of ironing if it gets creased anyway",
    "我看不到这个项目的意义了，想换组",
    "找不到这道题的意义，老师出得太怪",
    "感觉不到任何压力了，考完真轻松",
    "上回没吃够，这回多点了一份",
]

STILL_MISSED: list[str | list[str]] = [
    # cold water run over the hands till numb: also the cold-water skill of distress tolerance
    # (DBT's TIPP), which counseling teaches in place of self-harm; the rules do not tell them apart
    "心里难受的时候就拿冷水一直冲手，冲到没知觉",
]

test_stop48_lead_first_medium = reaches(MEDIUM_FLOOR, FIRST_MEDIUM)
test_stop48_lead_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
test_stop48_lead_second_medium = reaches(MEDIUM_FLOOR, SECOND_MEDIUM)
test_stop48_lead_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
test_stop48_lead_still_missed = stays_below(MEDIUM_FLOOR, STILL_MISSED)
test_stop48_lead_third_high = reaches(HIGH_FLOOR, THIRD_HIGH)
test_stop48_lead_third_medium = reaches(MEDIUM_FLOOR, THIRD_MEDIUM)
test_stop48_lead_third_look_alikes = stays_below(MEDIUM_FLOOR, THIRD_LOOK_ALIKES)
test_stop48_lead_third_hopeless_alone = stays_below(MEDIUM_FLOOR, THIRD_HOPELESS_ALONE)
