"""Stop 35, Chinese, the Columbia categories' second set in other words (written after the first
set's rules, frozen before any further change): a plan as a schedule with a means, a net-era
farewell beside a wish, a plan kept secret — vs. a trip's schedule, a privacy clear-out, a surprise.
First try on branch zhrecall (main 7a38169 and the first sets' rules):
high 4/6, medium 1/1, look-alikes 5/5 (missed: following removed "one by one" beside a wish,
and a day chosen kept secret, "这件事你千万保密，我已经选好日子走了", 0.45). After: all.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '调休那天正好一个人在家，安眠药我都数好了',
    '机票退了，假也请好了，刀片放在抽屉里',
    '说说和相册全清空了，群都退光了，活着真没意思',
    ['把关注的人一个个都取消关注了', '我不想存在了'],
    '这件事你千万保密，我已经选好日子走了',
    ['你能答应我不告诉任何人吗', '我打算明晚去江边跳下去'],
]
MEDIUM: list[str | list[str]] = [
    ['好想消失', '别让我爸妈知道我这么想'],
]
NONE: list[str | list[str]] = [
    '调休那天正好一个人在家，打算大扫除',
    '机票退了，假也请好了，在家陪孩子',
    '说说和相册全清空了，准备换个号',
    '这件事你千万保密，我要跟她求婚',
    '你能答应我不告诉任何人吗，我偷偷报了个画画班',
]

(
    test_stop35_columbia_other_words_are_high,
    test_stop35_columbia_other_words_reach_medium,
    test_stop35_columbia_other_words_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
