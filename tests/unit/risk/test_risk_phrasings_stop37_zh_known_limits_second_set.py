"""Stop 37, Chinese: the second set of stop 36's known limits as categories, in other words,
written after the first set's rules (household chemicals drunk, petrol or alcohol on oneself, a
live appliance in the bath, the thing spoken of arriving, a pet entrusted with no return,
ambivalence as parts, relief at a fatal diagnosis) with their look-alikes.
First try on the first set's rules (f5dca38): high 10/14, medium 5/6,
look-alikes 17/19.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '那瓶84我倒进杯子里了，一会儿就喝',
    '洁厕剂我拧开了，等天黑就喝下去',
    '刚刚灌了半瓶洁厕灵，肚子像火烧',
    '除草剂兑好了放在床边，今晚喝',
    '防冻液买回来了，周末喝',
    '我往身上浇了汽油，就差点火了',
    '酒精已经泼满全身了，打火机攥在手里',
    '煤油淋在自己身上了，今晚就结束',
    '我躺在浴缸里，电暖器插着电就在旁边',
    '卷发棒通着电搁在浴缸沿上，水已经放满了',
    '跟你说过的那个东西买到了，明晚就用',
    '东西寄到了，就是上次说的那个东西，周六动手',
    '猫托付给室友了，明天一早走，再也不回来了',
    '狗交给我姐了，今晚走，不会回来了',
]
MEDIUM: list[str | list[str]] = [
    '我身体里好像有两个人，一个想活，一个想死',
    '一半的我在求救，另一半的我只想消失',
    '想活下去的那部分我越来越弱了，想死的那部分越来越强',
    '要是确诊是癌症，我居然会觉得轻松，终于不用自己动手了',
    '如果查出来是绝症，说实话我会松口气',
    '听到可能是恶性肿瘤的时候，我第一反应竟然是开心',
]
NONE: list[str | list[str]] = [
    '84消毒液喷了喷门把手',
    '洁厕灵倒进马桶里泡一晚上',
    '除草剂兑好了，明天去地里打',
    '防冻液买回来了，周末给车加上',
    '汽油洒了一点在手上，洗了好几遍',
    '酒精喷在身上消毒，出门前的习惯',
    '不小心把洗洁精当成饮料喝了一口，吐出来了',
    '我在浴缸里泡澡，吹风机放在外面的柜子上',
    '卷发棒插着电，我在卧室化妆',
    '跟你说过的那个东西买到了，明晚就用它做蛋糕',
    '东西寄到了，就是上次说的那个烤箱，周六试试',
    '猫托付给室友了，明天一早出差，周日回来',
    '狗交给我姐了，我去上海工作，不回来了',
    '一部分的我想吃火锅，一部分的我想吃烧烤',
    '我身体里好像有两个人，一个想减肥，一个想吃',
    '要是确诊是癌症，我不知道该怎么办',
    '如果查出来不是绝症，说实话我会松口气',
    '听到是良性肿瘤的时候，我第一反应是开心',
    '爸爸查出来是晚期，我居然一直哭不出来',
]

(
    test_stop37_zh_known_limits_second_set_are_high,
    test_stop37_zh_known_limits_second_set_reach_medium,
    test_stop37_zh_known_limits_second_set_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
