"""Stop 39, Chinese: an act on "those" told to the one listening ("你吃掉那些吧，别浪费", "你数过了
吗") is the listener's, so a medicine named elsewhere in the window (sprayed on crops, taken as
prescribed, bought for a father, kept in a cupboard) is nothing the speaker refers to. The
fresh-clone CI's hypothesis run drew the first two windows (the benign-frame property, route 2);
an exhaustive run of that property's single turns found every raise of its pool in this family.
The speaker's own "那些" after a stockpile stays high, with a 你 in another clause or before
the speaker's own 我, and a 你 that lets or asks the speaker to do it ("你让我吃掉那些吧").
Frozen before the fix; first try on 1c9035e: look-alikes 1/9, the speaker's own 7/7; after:
9/9 and 7/7.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

NONE: list[str | list[str]] = [
    ["你吃掉那些吧，别浪费", "农药打完了，今年的菜长得好，明天去摘"],
    ["你吃掉那些吧，别浪费", "安眠药按医生说的每晚一片，今晚也吃了"],
    ["你用掉这些吧，过期了就可惜了", "感冒药放在抽屉里了"],
    ["你先吃了这些，我再去热菜", "安眠药我只吃半片，医生说可以"],
    ["你们吃掉这些吧，剩了也是浪费", "我爸的降压药今天刚买回来"],
    ["你数过了吗？零钱够不够", "感冒药我放你包里了"],
    ["你快吃掉它们，不然要化了", "家里的止痛药吃完了"],
    "老鼠药放在仓库角落了，最近老鼠太多。你自己吃掉那些吧，我吃不下了。",
    ["我妈让我把维生素带上", "你都吃了它们吧，我不爱吃"],
]
HIGH: list[str | list[str]] = [
    ["医生开的安眠药我一直攒着", "今晚我就吃掉那些"],
    ["安眠药攒了一瓶", "你别劝我了，今晚吃掉那些就解脱了"],
    ["安眠药攒了一瓶", "你知道吗，我今晚就吃掉那些"],
    ["安眠药我一直攒着", "你放心，我今晚就吞了那些"],
    ["我把安眠药都攒起来了", "你让我吃掉那些吧，反正活着也没意思"],
    ["安眠药我攒了很久", "今晚就用掉它们"],
    ["安眠药我攒了很久，今晚就用掉它们", "你别管我了"],
]

(
    test_stop39_an_act_told_to_the_listener_raises_no_route,
    test_stop39_the_speakers_own_act_on_those_stays_high,
) = (stays_below(MEDIUM_FLOOR, NONE), reaches(HIGH_FLOOR, HIGH))
