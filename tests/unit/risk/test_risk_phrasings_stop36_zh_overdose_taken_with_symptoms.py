"""Stop 36, Chinese: an overdose already taken and told by what it does to the body (头很晕,
手脚发麻, 想吐, 眼睛睁不开, 心跳好快), the medicine named in the turn or the turn before, or
only "吃完了" after a wish or a stockpile — vs. a dose taken as treatment with a side effect, a
medicine finished before a follow-up, a meal or drink finished, low blood sugar, travel sickness.
Written and frozen before any rule change; first try on main ff951fe:
high 6/9, medium 1/1, look-alikes 9/9.
After: high 9/9, medium 1/1, look-alikes 9/9.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    ['安眠药攒了一个月', '刚吃完了，头很晕'],
    '攒的药全吃完了，头很晕',
    '药都吃下去了，现在手脚发麻',
    '一瓶都吞了，现在眼睛睁不开了',
    ['那瓶药我拿出来了', '吃完了，头好晕，手脚发麻'],
    '把药全吃了，现在开始想吐，心跳好快',
    '刚才吃了三十多片，头很沉',
    '喝了半瓶农药，肚子好疼',
    ['我不想活了', '药吃完了，头好晕'],
]
MEDIUM: list[str | list[str]] = [
    ['我不想活了', '吃完了，头好晕'],
]
NONE: list[str | list[str]] = [
    '感冒药吃完了，头还是很晕',
    '吃了两片止痛药，头有点晕',
    '晕车药吃完了，还是头很晕想吐',
    '火锅吃完了，头好晕，可能喝多了',
    '喝多了，头很晕手脚发麻',
    '低血糖犯了，手脚发麻头很晕',
    '药吃完了，明天去医院复诊',
    ['医生给我开了降压药', '吃完了头有点晕，正常吗'],
    '刚吃完药，有点想吐，医生说是副作用',
]

(
    test_stop36_zh_overdose_with_symptoms_is_high,
    test_stop36_zh_overdose_unnamed_after_a_wish_reaches_medium,
    test_stop36_zh_overdose_with_symptoms_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
