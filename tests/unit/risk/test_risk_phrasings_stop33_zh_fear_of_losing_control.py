"""Stop 33, Chinese: the fear of losing control of oneself (怕控制不住自己, 怕我忍不住,
快控制不住了) with a means or a place in the same sentence (刀就在厨房, 安眠药还剩半瓶,
楼顶的门没锁), or with a deed left unnamed (怕控制不住自己做什么, 怕我会做出什么事), vs. the
same fear of one's temper, appetite, spending, tears, games, an ex, a cigarette or a forgotten
dose. Written and frozen before any rule change; first try (branch zhrecall with the joining,
farewell and care batches' rules): high 3/9, medium or higher 0/3, negatives 13/14.
After: high 9/9, medium or higher 3/3, negatives 14/14.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '我怕控制不住自己，刀就在厨房',
    '我感觉自己快控制不住了，脑子里一直想着那瓶药',
    '家里的安眠药还剩半瓶，我好怕我忍不住',
    '绳子还在柜子里，我真怕哪天控制不住自己',
    '药都在床头，我快忍不住了',
    '刀片我还留着，怕自己又控制不住',
    '老家有农药，回去以后怕管不住自己',
    '楼顶的门没锁，我怕我会控制不住自己',
    '一个人在江边，我担心自己会控制不住',
]

MEDIUM: list[str | list[str]] = [
    '晚上一个人在家，怕控制不住自己做什么',
    '我怕我真的会做出什么事',
    '我把药交给我妈保管了，怕我忍不住',
]

NONE: list[str | list[str]] = [
    '我怕控制不住自己的脾气',
    '我怕控制不住自己的食欲，一直吃零食',
    '我怕控制不住自己，又去买衣服',
    '怕控制不住自己哭出来',
    '刀就在厨房，我怕我忍不住又去做夜宵',
    '我怕控制不住自己又去找他',
    '站在窗边的时候总感觉控制不住想抽烟',
    '我怕我会忍不住吃掉一整个蛋糕',
    '感冒药就在桌上，我怕我又忘了吃',
    '游戏就在手机里，我怕我忍不住',
    '零食都在柜子里，我怕我控制不住',
    '但是我还是担心我会控制不住自己',
    '我怕我控制不住自己，又熬夜打游戏到天亮',
    '我怕我会做出什么事让爸妈失望',
]

(
    test_stop33_fear_of_losing_control_is_high,
    test_stop33_fear_of_losing_control_reaches_medium,
    test_stop33_fear_of_losing_control_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
