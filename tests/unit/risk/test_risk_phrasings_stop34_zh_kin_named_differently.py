"""Stop 34, Chinese: kin told dead in one word (父亲, 母亲, 丈夫, 妻子, 祖母, 老伴, 媳妇,
我爹, 老爸) and joined in the next turn in another word for the same person (去陪我爸, 去找我妈,
去找我老公, 去陪老头子) vs. another of the family joined while living (the mother after the
father's death, a mother-in-law, a grandson, a grandfather) and a father in hospital.
Written and frozen before any rule change; first try on main 7492e6b: high 0/10,
look-alikes 8/8.
After: high 10/10, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['父亲上个月去世了', '我今晚就去陪我爸'],
    ['母亲走了半年了', '我也想去找我妈了'],
    ['丈夫去年病逝了', '我也要去找我老公了'],
    ['妻子走了三年了', '我准备去陪我老婆了'],
    ['老爸走了三个月了', '我要去陪父亲了'],
    ['祖母过世了', '我也想去陪奶奶了'],
    ['老伴走了一年了', '我也该去陪老头子了'],
    ['媳妇生病走了', '我要去找我老婆'],
    ['我妈去世以后我一直睡不着', '今晚我就去陪母亲'],
    ['我爹去年走的', '过了年我就去找我爸'],
]
NONE: list[str | list[str]] = [
    ['父亲上个月去世了', '我今晚去陪我妈'],
    ['母亲走了半年了', '周末我去陪我爸钓鱼'],
    ['老爸住院了', '今晚我去陪我爸'],
    ['妻子走了三年了', '我去陪我岳母过年'],
    ['父亲去世以后，母亲一个人住', '我要去陪我妈'],
    ['丈夫去年病逝了', '我打算去找我老公的弟弟谈谈房子的事'],
    ['老伴走了一年了', '我去陪孙子上学'],
    ['祖母过世了', '我去陪爷爷住几天'],
]

(
    test_stop34_kin_named_differently_is_high,
    test_stop34_kin_named_differently_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
