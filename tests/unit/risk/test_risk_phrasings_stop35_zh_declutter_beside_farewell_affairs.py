"""Stop 35, Chinese: a declutter word (断舍离, 极简, 清净多了) beside affairs that are a real
farewell: money or savings handed over, passwords written down, a pet entrusted, letters left, a
goodbye said — these stay high; vs. a declutter of things only (old clothes, an old phone, an
account closed, books given away), which stays below medium (stop 34's probe-36 category).
Written and frozen before any rule change; first try on main 7a38169:
high 5/6, look-alikes 5/5.
After: high 6/6, look-alikes 5/5.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '把存款转给我妈了，断舍离',
    '银行卡密码写在纸上留给我姐了，断舍离，清净多了',
    '猫托付给朋友了，存款也转给爸妈了，极简生活',
    ['东西都送人了，断舍离', '给爸妈的信写好了，放在抽屉里'],
    '断舍离做完了，工资卡交给我妈了，跟大家说声再见',
    '支付宝的钱都转给我弟了，账号也注销了，清净了',
]
NONE: list[str | list[str]] = [
    '旧衣服都捐了，断舍离真爽',
    '把不用的书送给表妹了，极简主义',
    '旧手机给我妈用了，抖音也卸载了，清净多了',
    '断舍离了一整天，扔了三大袋东西',
    '把闲置的东西挂咸鱼卖了，钱转给我妈买菜了，断舍离',
]

(
    test_stop35_declutter_beside_farewell_affairs_is_high,
    test_stop35_declutter_of_things_only_stays_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
