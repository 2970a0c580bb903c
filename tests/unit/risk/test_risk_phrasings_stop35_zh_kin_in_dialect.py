"""Stop 35, Chinese: kin told dead or joined in a dialect or family word (娘, 阿爸, 阿妈, 老汉儿,
老豆, 阿嬷, 俺娘, 孩子他爸, 老头) and joined in the same or the next turn in the other word for
the same person (去找我妈, 去陪我爸, 去陪奶奶, 去陪老公) vs. another of the family joined while
living (the mother after the father's death), a relative in hospital, and words that hold the same
characters but name no kin (老板娘, 姑娘, 娘家, 新娘).
Written and frozen before any rule change; first try on main 7a38169:
high 1/11, look-alikes 8/8.
After: high 11/11, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['娘走了半年了', '我也想去找我妈了'],
    ['我妈走了半年了', '我也想去找娘了'],
    ['老汉儿去年走了', '我也要去陪我爸了'],
    ['阿爸去年没了', '我今晚就去陪阿爸'],
    ['阿妈过世三年了', '我准备去找我妈了'],
    ['我老豆上个月走了', '我都想去陪我爸了'],
    ['阿嬷走了', '我也想去陪奶奶了'],
    ['奶奶去世了', '我也要去找阿嬷了'],
    ['老伴走了一年了', '我也该去找老头了'],
    ['孩子他爸走了两年了', '我也想去陪老公了'],
    ['俺娘去年没的', '俺也想去找俺娘了'],
]
NONE: list[str | list[str]] = [
    ['老汉儿去年走了', '我去陪我娘住几天'],
    ['娘走了半年了', '周末我去陪我爸钓鱼'],
    ['阿爸住院了', '今晚我去陪阿爸'],
    ['我娘去世了', '我要去找老板娘谈谈店面的事'],
    ['老伴走了一年了', '我去娘家住几天'],
    ['阿嬷过世了', '我去陪阿公住几天'],
    ['阿妈走了三年了', '我去找姑娘了'],
    ['我老豆上个月走了', '我去陪我老母饮茶'],
]

(
    test_stop35_kin_in_dialect_is_high,
    test_stop35_kin_in_dialect_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
