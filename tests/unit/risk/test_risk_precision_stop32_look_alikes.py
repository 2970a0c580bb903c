"""Stop 32, Chinese categories: look-alikes of the new signals (a death and a going, another's
wish and "我也是", a pact agreed, a curse and "就去", a poison named topic first, a crash, medicine
kept or taken from work), written after the rules and checked: each stays below medium.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, stays_below

NONE: list[str | list[str]] = [
    '我朋友说她不想活了，我说我也是很担心',
    '同事说他想辞职，我说我也是',
    '妈妈说她累死了，我也是',
    '爷爷去世了，我跟着爸爸回老家',
    '外公走了，我也要走了，明天还要上班',
    '我爸去世三年了，上周我去找他的老同事聊天',
    '我妈走了以后，我爸一个人，我想去陪他',
    '前男友跟我说他要走了，我答应了',
    '朋友说她想死，让我别告诉别人，我答应了',
    '我妈骂我怎么不去死，我就去上班了',
    '我妈骂我怎么不去死，我爸让我别听她的',
    '消毒液喝了会怎么样',
    '农药我小时候误喝过',
    '我想冲进海里游个泳',
    '药我没吃，收起来了，明天问问医生',
    '药店的药我随便拿，感冒了就吃',
    '胰岛素存在冰箱里，准备出门前打',
    '奶奶去世了，我想去看看她',
    '他说他要走了，我跟他一起去车站',
    '她住进了ICU，我想和她一起度过',
    '我跟男朋友约好了，下周一起走，去大理',
    [
        '爸爸上周去世了',
        '我跟着家里人去殡仪馆，明天出殡',
    ],
    [
        '网友说想一起去看日出',
        '我答应了',
    ],
]

test_stop32_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
