"""Stop 32, Chinese categories: driving to crash on purpose, results then a rooftop edge vs.
driving lessons, graduation photos on a roof. Written and frozen before any rule change; first
try (main aca053e): high 6/9, medium or higher 7/10, negatives 7/9.
After: high 9/9, medium or higher 10/10, negatives 9/9.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '开车的时候真想一脚油门撞向桥墩',
    '明天上班路上，我准备直接冲下高架桥',
    '我想开车撞桥墩，今晚就去',
    '方向盘一打就冲下去了，我已经开到山路上了',
    '成绩出来了，没考上，我现在在天台边上',
    '考砸了，我站在楼顶的边上不想下来',
    '高考成绩出来了，我已经爬上楼顶了，腿悬在外面',
    '今晚开车去跨江大桥，油门踩到底冲出去',
    '分数出来了，我现在在教学楼顶上，往下看了好久',
]

MEDIUM: list[str | list[str]] = [
    '每次开车过桥都想冲下去',
]

NONE: list[str | list[str]] = [
    '学车的时候差点撞到桥墩，教练吓坏了',
    '考完驾照了，明天开车上高架',
    '成绩出来了，没考上，我在天台上晒被子',
    '毕业照在楼顶拍的，风好大',
    '高考成绩出来了，我们一家去楼顶的餐厅庆祝',
    '下雨天开车一定要小心别撞上桥墩',
    '山路弯多，方向盘一打差点冲下去，吓死了',
    '分数出来了，我们在教学楼顶上拍毕业照',
    '教练让我油门踩到底试试加速',
]

(
    test_stop32_crash_and_roof_is_high,
    test_stop32_crash_and_roof_reaches_medium,
    test_stop32_crash_and_roof_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
