"""Stop 32, Chinese categories: joining another's wish to die (我也是, 一起走, a pact with a set
time or means) vs. trips and meals agreed, worry for the other. Written and frozen before any
rule change; first try (main aca053e): high 3/11, medium or higher 4/14, negatives 12/12.
After: high 9/9, medium or higher 12/12, negatives 12/12.

Left out as known limits: a pact said only as "她走的话我也一起走" with nothing of death in the
window (0.00: a going together is read only beside another's wish or a pact asked for), and
another's leaving ("他说他要走了") joined with a date (0.45: someone else's farewell is not read
as their wish, since "要走了" is most often a leaving).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '病友说她不想活了，我说我也是，我们约好下周一起走',
    '网上认识的一个人说想死，我跟他约好了周六一起烧炭',
    '我和她约好了，今晚十二点一起跳',
    '男朋友说活着没意思，我说那我陪你一起死',
    '朋友说她想结束这一切，我也想，我们定好了时间',
    '群里有人说想自杀，我回他带上我一个',
    '约好了一起烧炭，炭已经买好了',
    '我们约好了周五晚上一起去那座桥',
    '那个网友说想一起走，我答应了，约在周六晚上',
]

MEDIUM: list[str | list[str]] = [
    '朋友说她想死，其实我也想',
    '室友说不想活了，我也是这么想的',
    '病友每天都说想死，我听着听着也想跟她一起死了',
]

NONE: list[str | list[str]] = [
    '朋友说她想死，我很担心她，陪她去看了医生',
    '我们约好了周六一起去爬山',
    '和闺蜜约好了今晚一起吃火锅',
    '约好了一起烧烤，炭已经买好了',
    '病友说她不想活了，我劝了她一下午',
    '他说他要走了，我说我跟你一起走，一起去机场',
    '男朋友说活着没意思，我陪他去做了心理咨询',
    '我们约好了周五晚上一起去那座桥拍夜景',
    '群里有人说想自杀，我马上私信劝他打热线',
    '约好了下周一起走，去云南旅游',
    '网友说想一起去看海，我答应了，约在周六晚上',
    '我跟她说好了，她走的话我开车送她',
]

(
    test_stop32_joining_anothers_wish_is_high,
    test_stop32_joining_anothers_wish_reaches_medium,
    test_stop32_joining_anothers_wish_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
