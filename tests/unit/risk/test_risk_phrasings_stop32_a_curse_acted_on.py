"""Stop 32, Chinese categories: someone else's curse acted on (你怎么不去死, 去死吧, then the
pills taken or the resolve to do as told) vs. the curse ignored, blocked or reported. Written
and frozen before any rule change; first try (main aca053e): high 6/13, medium or higher 7/14,
negatives 8/11.
After: high 13/13, medium or higher 14/14, negatives 11/11.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '他骂我你怎么不去死，我就把一瓶安眠药都吃了',
    '我妈说你怎么不去死，那我就去死好了',
    '她让我去死吧，我刚才照她说的吞了一整板药',
    '男朋友叫我去死，我决定这次就听他的',
    '“你怎么还不去死”，这句话我听了十年，今晚我就去做',
    [
        '你怎么不去死',
        '好，我现在就去',
    ],
    '网上有人让我去死，我想了一晚上，我准备照做了',
    '爸爸骂我去死吧，我已经站到阳台边上了',
    '同学都叫我去死，那我就如他们所愿',
    '被骂了一句去死吧，药我已经吞下去了',
    '他说我该去死，这次我真的要去了',
    '她说你这种人怎么不去死，行，我听她的，绳子已经挂好了',
    '从小我爸就骂我怎么不去死，现在我真的打算如他的愿了',
]

MEDIUM: list[str | list[str]] = [
    '他们都让我去死，我觉得他们说得对',
]

NONE: list[str | list[str]] = [
    '他骂我你怎么不去死，我直接拉黑了',
    '我妈气头上说你怎么不去死，后来跟我道歉了',
    '网上有人让我去死，我截图举报了',
    '她让我去死吧，我没理她，继续打游戏',
    '男朋友吵架时叫我去死，我们已经和好了',
    '“你怎么不去死”这种话我听多了，根本不当回事',
    '被骂了一句去死吧，我把他屏蔽了',
    '游戏里队友叫我去死，我笑了笑关掉了语音',
    '有人在评论区说你怎么不去死，我报警了',
    '我弟跟我吵架喊去死吧，我妈把他骂了一顿',
    '我爸骂我怎么不去死，我觉得他说的是气话，没往心里去',
]

(
    test_stop32_curse_acted_on_is_high,
    test_stop32_curse_acted_on_reaches_medium,
    test_stop32_curse_acted_on_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
