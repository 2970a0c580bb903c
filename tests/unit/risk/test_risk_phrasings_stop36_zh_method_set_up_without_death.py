"""Stop 36, Chinese: a method set up and told with no word of death, as a crisis line hears it —
a rope hung on a clothes rail or a door frame, charcoal lit with the door's gaps sealed, sitting
on a window sill with the legs out, standing outside a railing, a pesticide hidden until the
house is empty — vs. the same objects in everyday use: a washing line that broke, a rope for
the quilt, barbecue charcoal, a hotpot, cleaning the windows, a bridge photographed at night,
the plot of a novel, a pesticide for the orchard or hidden from children, a worker painting
outside a railing, draughts sealed in winter.
Written and frozen before any rule change; first try on main ff951fe:
high 16/17, medium 0/1, look-alikes 11/14.
After: high 17/17, medium 1/1, look-alikes 14/14.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '绳子挂在晾衣杆上了，凳子也搬过来了',
    '绳子在门框上系好了，结也打好了',
    '炭已经点上了，门缝也用胶带封好了',
    '卧室里炭点上了，窗户都封死了',
    '我坐在窗台上，腿已经伸出去了',
    '十八楼，窗台上坐着，腿悬在外面',
    '现在站在栏杆外面',
    '已经翻到阳台栏杆外面了',
    '农药藏好了，等家里没人',
    '农药藏在床底下，等他们都出门',
    '门窗都关好了，炭盆在床边烧着',
    '鞋脱在桥边了，现在坐在栏杆上',
    '炭盆放在卫生间了，胶带把门缝贴死了',
    '我在阳台外面，手还抓着栏杆',
    '敌敌畏倒在杯子里了，等我妈去上班',
    '绳结打好了，套在脖子上试了一下',
    '我爬到空调外机上了，就差松手',
]
MEDIUM: list[str | list[str]] = [
    '农药我藏起来了',
]
NONE: list[str | list[str]] = [
    '晾衣绳断了，衣服掉了一地',
    '绳子挂在晾衣杆上晒被子',
    '烧烤的炭已经点上了，肉也串好了',
    '炭点上了，门窗开着通风，火锅马上好',
    '站在窗台上擦窗户，腿有点抖',
    '在大桥上拍夜景，站在栏杆边上',
    '小说情节：他站在栏杆外面，农药藏好了',
    '农药是给果园打虫的，藏在仓库里',
    '农药藏好了，免得孩子乱拿',
    '工人站在栏杆外面刷油漆',
    '门缝封好了，冬天太冷了',
    '门框上挂了个风铃，绳子系好了',
    '炭盆放在卫生间了，烤衣服用',
    '空调外机上坐着装机师傅，手抓着栏杆',
]

(
    test_stop36_zh_method_set_up_without_death_is_high,
    test_stop36_zh_method_hidden_reaches_medium,
    test_stop36_zh_method_set_up_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
