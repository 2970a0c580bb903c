"""Stop 36, Chinese: route raises found by an exhaustive run of the Chinese property (4,137
pooled Chinese test turns x 105 cancelled clauses: someone else's risk, 他/她/我朋友/我同学 …,
and the speaker's negated or resolved past; each as a turn of its own and as a sentence added
to the turn; /tmp script, not committed). Someone else's sentence must not lend the speaker
its relapse (reopening the speaker's resolved past), its medicine (naming what the speaker's
"那些", "半瓶", "数过了", "量算好了" refer to), its wish (answered by a 我也是 said before it,
or read as a death the speaker's visit joins) or its place (我朋友's 我 is no speaker).
Frozen before the fix; first try on 463d912: look-alikes 0/13, beside a medium 0/1, the
speaker's own high 4/4, medium 2/2. After: 13/13, 1/1, 4/4, 2/2.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

NONE: list[str | list[str]] = [
    '三年前我割过腕，现在已经完全走出来了。我朋友又开始割手腕了。',
    '以前想过轻生，现在已经走出来了。她又开始割手腕了。',
    ['上回面粉量不够没成，这回我把面粉的量算好了', '他昨晚吃了一整瓶安眠药'],
    ['你吃掉那些吧，别浪费', '我室友喝了农药被送去洗胃了'],
    '我算过了，这个月的房租够。他把药都攒起来了。',
    '吃完饭喝了点啤酒，剩下的半瓶留着明天。我同学昨晚吃了一整瓶安眠药。',
    ['同事说他想辞职，我说我也是', '他说想自杀'],
    ['妈妈说她累死了，我也是', '我表姐说活着没意思'],
    ['下班我就去找我爸了，他在医院等我', '他说想自杀'],
    ['我想去陪奶奶，日子都定好了，国庆回老家', '她说今晚就去跳楼'],
    ['周末我就去找她了，她说想我了', '他说今晚就去跳楼'],
    '我坐在床边上发呆。我朋友站在天台边上。',
    '站在边上等公交，风好大。我同学在桥上站了很久。',
]
BELOW_HIGH: list[str | list[str]] = [
    '我想离开，去一个没有人认识我的地方永远不回来。我朋友在桥上站了很久。',
]
HIGH: list[str | list[str]] = [
    ['我哥去年自杀了', '我也想去找他了'],
    '我站在天台边上。我朋友也在这。',
    '以前割过腕，后来好了，最近又开始割了，今晚还想割',
    ['医生开的安眠药我一直攒着', '数过了，够了，今晚'],
]
MEDIUM: list[str | list[str]] = [
    ['他说想自杀', '我也是'],
    '以前想过自杀，后来好了。最近又开始想了。',
]

(
    test_stop36_their_sentence_raises_no_route,
    test_stop36_their_sentence_beside_a_medium_raises_it_no_higher,
    test_stop36_the_speakers_own_in_the_same_window_stays_high,
    test_stop36_the_speakers_own_in_the_same_window_stays_medium,
) = (stays_below(MEDIUM_FLOOR, NONE), stays_below(HIGH_FLOOR, BELOW_HIGH),
     reaches(HIGH_FLOOR, HIGH), reaches(MEDIUM_FLOOR, MEDIUM))
