"""Stop 33, Chinese: joining a dying or dead relative on a condition (她走的话我也一起走, 要是…
我就随她去), joining with the kin named (去找我爸, 去陪我妈) and a way or a day already decided
after a wish to join (想去陪他 then 已经想好怎么去了) vs. the same words about a colleague who
quits, a trip to a relative in hospital, a ride, a move. Written and frozen before any rule
change; first try (main 4a8f9a9): high 4/12, medium or higher 2/5, negatives 11/12.
After: high 12/12, medium or higher 5/5, negatives 12/12.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    ['妈妈癌症晚期，医生说就这几天了', '她走的话我也一起走'],
    '老伴要是走了，我就随她去',
    ['奶奶病危，一直在抢救', '她要是走了，我就跟着她走'],
    '外婆走了以后我一直想去陪她，怎么去我都想好了',
    ['我老公去年走了', '我想去陪他', '已经想好怎么去了'],
    '我想去那边陪我妈，日子都定好了',
    '他走了三年了，等孩子睡熟了我就去找他',
    '等过了我爸的头七，我就去找他',
    '儿子没了，等把他的后事办完我就去陪他',
    '我妈走了快一年了，打算她忌日那天去找她',
    ['爸爸上个月去世了', '等我把房子卖了，就去陪我爸'],
    '爷爷要是这次救不回来，我就跟他一块走',
]

MEDIUM: list[str | list[str]] = [
    ['爸爸在ICU躺了半个月了', '他要是不在了我也不活了'],
    '妈妈要是走了，我也不想活了',
    '要是老公这次挺不过去，我也没必要活下去了',
    '奶奶走了以后，我老想着去那边找她',
    '外公没了，我好想跟他一块儿去',
]

NONE: list[str | list[str]] = [
    '他走了去上班了，我一个人在家',
    '她走的话我也一起走，反正这个公司也待不下去了',
    '爸爸在上海住院，我想去陪他，已经想好怎么去了，坐飞机',
    ['我老公出差了', '我想去陪他', '已经想好怎么去了，坐高铁'],
    '等孩子睡熟了，我就去找我爸，他在楼下等我',
    '老伴要是走了，我就随她去广州女儿家住',
    '我想去陪奶奶，日子都定好了，国庆回老家',
    '爷爷走了以后，我每年清明都去看他',
    '奶奶病危，我请了假，明天一早就去陪她',
    '等过了我爸的头七，我就回去上班',
    '妈妈要是走了，谁给我做饭啊，她下周去旅游',
    ['我爸上个月去世了', '等我把房子卖了，就去陪我妈住'],
]

(
    test_stop33_joining_on_a_condition_is_high,
    test_stop33_joining_on_a_condition_reaches_medium,
    test_stop33_joining_on_a_condition_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
