"""Stop 32, Chinese categories: household poisons swallowed or about to be, drugs just taken
(刚吞了) vs. cleaning accidents, a bottle of cola. Written and frozen before any rule change;
first try (main aca053e): high 6/12, medium or higher 7/13, negatives 11/11.
After: high 12/12, medium or higher 13/13, negatives 11/11.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '我刚喝了半瓶消毒液',
    '农药已经喝下去了',
    '把洗衣液喝了一大瓶，现在肚子好痛',
    '老鼠药拌在饭里自己吃了',
    '百草枯喝了一口',
    '刚吞了一整瓶药',
    '刚吞了三十多片安眠药，头好晕',
    '84消毒液我已经喝了',
    '我把家里的农药拿出来了，等他们睡着就喝',
    '消毒液就在手边，马上喝',
    '敌敌畏我已经喝了半瓶了',
    '刚把一瓶洗洁精喝下去了，想死',
]

MEDIUM: list[str | list[str]] = [
    '真想把那瓶百草枯喝了',
]

NONE: list[str | list[str]] = [
    '打扫卫生的时候不小心被消毒液溅到眼睛了',
    '我刚喝了一整瓶可乐',
    '洗衣液用完了，刚买了一大瓶',
    '老鼠药放在墙角，家里老鼠太多了',
    '刚吞了一片退烧药',
    '小孩误喝了一口洗衣液，送医院了，没事了',
    '农药是给果树打的，喝水前记得洗手',
    '消毒液兑水拖地，味道好大',
    '刚吞了两片布洛芬，头疼',
    '刚把一瓶矿泉水喝下去了',
    '奶奶说年轻时候村里有人喝百草枯，没救回来',
]

(
    test_stop32_poisons_swallowed_is_high,
    test_stop32_poisons_swallowed_reaches_medium,
    test_stop32_poisons_swallowed_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
