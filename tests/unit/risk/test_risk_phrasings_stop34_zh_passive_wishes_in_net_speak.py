"""Stop 34, Chinese: passive wishes in net and forum speak (人间不值得，下辈子不来了, 毁灭吧…这个
世界没我也一样, 悄悄地消失, 后悔自己还活着, 不想再当人了) vs. the same words for a hotpot meme,
a lie-in, homework, a working day, a cat's next life, a few quiet days away, a laugh.
Written and frozen before any rule change; first try on branch zhrecall 60826fe: medium or higher
9/12, look-alikes 8/9.
After: medium or higher 12/12, look-alikes 9/9.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    '人间不值得，下辈子不来了',
    '好想一觉睡过去再也不醒',
    '毁灭吧，我累了，这个世界没我也一样',
    '要是明天不用醒来就好了',
    '我是不是死了对大家都好',
    '活着就是在受罪，每天都在熬',
    '真希望自己从来没来过这个世界',
    '下辈子想做一棵树，这辈子不想再当人了',
    '想找个没人的地方，悄悄地消失，谁也找不到',
    '每天睁眼就后悔自己还活着',
    '感觉自己就是个累赘，没了我他们会过得更好',
    '不想再睁开眼睛了，就这样一直睡着吧',
]
NONE: list[str | list[str]] = [
    '人间不值得，但火锅值得',
    '好想一觉睡到中午',
    '毁灭吧赶紧的，这破作业',
    '要是明天不用上班就好了',
    '下辈子想做一只猫，每天晒太阳',
    '想找个没人的地方，安安静静待几天',
    '笑死，我要原地去世了哈哈哈',
    '每天睁眼就想赖床，不想起',
    '不想再睁开眼睛了，太困了，再睡五分钟',
]

(
    test_stop34_passive_wishes_in_net_speak_reach_medium,
    test_stop34_passive_wishes_in_net_speak_look_alikes_stay_below_medium,
) = (reaches(MEDIUM_FLOOR, MEDIUM), stays_below(MEDIUM_FLOOR, NONE))
