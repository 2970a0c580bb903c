"""Stop 33, Chinese: farewells without a means or a time that a crisis line still treats as
high after a wish in the window (大家再见吧 / 各位保重 / 最后再叫你一声妈 after 活着好累), last
words said alone (今天是我在这个世界上最后一天, 以后的路你们自己走吧), vs. the same words at
the end of a shift, a move, a loan, a love that is over or one's youth (下班了大家再见, 永别了
我的青春, 这是我最后一次跟你说这件事了). Written and frozen before any rule change; first try
(branch zhrecall with the joining batch's rules): high 2/13, medium or higher 2/3, negatives
11/16.
After: high 12/12, medium or higher 2/2, negatives 16/16.

Left out as known limits (weariness is no wish, and a goodbye needs one beside it):
"好累，什么都不想管了" then "好了，就这样吧，各位保重" (0.81, medium by the learned layer),
"真的好累" then "跟大家说声再见" (0.60): reading 好累 or 什么都不想管了 as a wish would raise
every tired chat that ends with a goodbye.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    ['活着好累', '真的累了，大家再见吧'],
    ['撑不下去了', '我走了，大家保重'],
    ['不想再撑了', '这应该是我最后一次来这里说话了'],
    ['我真的坚持不下去了', '最后再叫你一声妈'],
    '以后的路你们自己走吧，我先走一步了',
    ['不想活了', '这是最后一次找你聊天了'],
    ['我就是个累赘', '家里人以后就拜托你了'],
    '今天是我在这个世界上最后一天',
    ['我真的撑不住了', '妈，对不起，我先走了'],
    ['活着就是受罪', '以后再也不会烦你们了'],
    ['心好累，真的撑不下去了', '谢谢你一直听我说，我要去做我该做的事了'],
    ['emo到不行，活着没意思', '各位江湖再见'],
]

MEDIUM: list[str | list[str]] = [
    '不会再打扰大家了，再见',
    '我累了，想睡了，这次睡了就不醒了',
]

NONE: list[str | list[str]] = [
    '这是我最后一次跟你说这件事了，别再问了',
    '永别了我的青春',
    '下辈子再见吧，这辈子做不成恋人了',
    '下班了大家再见',
    ['今天加班累死了', '下班了，大家再见'],
    '好了，就这样吧，明天再说',
    '以后再也不会烦你们了，我搬出去住了',
    '我先走了，你们慢慢玩',
    '家里人以后就拜托你了，我出国这两年',
    '你们以后要好好的，我去外地读书了',
    '妈，对不起，我先走了，公司有事',
    '这是最后一次找你借钱了，下个月一定还',
    '我累了，想睡了，明天还要早起',
    '最后再叫你一声爸，以后我们断绝关系',
    '作业写完了，我要去做我该做的事了，先去洗澡',
    '毕业快乐，各位江湖再见',
]

(
    test_stop33_farewells_in_context_are_high,
    test_stop33_farewells_in_context_reach_medium,
    test_stop33_farewells_in_context_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
