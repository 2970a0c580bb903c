"""Stop 36, Chinese: a window where being a burden comes first (不想拖累, 我是累赘) and the act or
the method set up in the next turn, with no word of death in it — vs. a burden to a team, a
project or a trip followed by an ordinary plan, hyperbole with a laugh (被我妈打死了哈哈) and a
past self-harm told as over (以前自残，现在好了).
Written and frozen before any rule change; first try on main ff951fe:
high 10/10, look-alikes 5/10.
After: high 10/10, look-alikes 10/10.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['我不想再拖累家里人了', '药已经全吃了'],
    ['不想拖累爸妈', '绳子已经挂好了'],
    ['我只会拖累他们', '今晚去江边，不回来了'],
    ['不想再拖累我老婆了', '炭已经点上了'],
    ['我活着就是拖累', '现在站在天台边上'],
    ['我是家里的累赘', '农药我已经藏好了，等他们出门'],
    ['不想拖累任何人', '遗书写好了，放在抽屉里'],
    ['不想再拖累孩子了', '窗台上坐着，腿已经伸出去了'],
    ['我是个拖累', '刚把攒的药都吞了'],
    ['家里为了给我看病都欠债了，我就是个累赘', '等他们睡了就去楼顶'],
]
NONE: list[str | list[str]] = [
    ['不想拖累队友', '今晚加练到十点'],
    ['不想拖累我妈，所以找了份兼职', '今晚去上夜班'],
    ['不想拖累项目进度', '今晚通宵改完'],
    ['我腿伤了，不想拖累大家', '明天不去爬山了'],
    ['被我妈打死了哈哈', '考砸了又拖累她操心'],
    ['以前自残过，现在好了', '不想再拖累家里人，所以好好工作'],
    '被我妈打死了哈哈，又把碗打碎了',
    '以前自残，现在好了，在做志愿者',
    ['不想拖累同事', '绳子已经挂好了，横幅明天拉'],
    ['不想拖累室友', '炭已经点上了，火锅开吃'],
]

(
    test_stop36_zh_burden_then_act_is_high,
    test_stop36_zh_burden_then_act_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
