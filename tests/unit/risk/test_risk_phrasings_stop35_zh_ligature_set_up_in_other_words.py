"""Stop 35, Chinese: a hanging set up told in words not yet read: a scarf, a belt or a cord tied
or hung at a point it can hang from (门把手, 衣柜杆, 床头, 暖气片, 晾衣杆, 吊扇), or a stool set
out after a rope is hung or a wish is said (凳子已经放好了) vs. the same objects in everyday use:
a scarf tied to a handle as a reminder, a balloon for a birthday, a stool set out for guests or
for a bulb, a belt hung in a tidied wardrobe, a sheet dried on the rail, a rope for laundry.
Written and frozen before any rule change; first try on main 7a38169:
high 4/9, medium 1/1, look-alikes 6/8.
After: high 9/9, medium 1/1, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '皮带挂好了',
    '围巾系在门把手上了，今晚就这样吧',
    ['绳子已经挂在衣柜杆上了', '凳子已经放好了'],
    '围巾一头系在门把手上，另一头已经打好结了',
    ['我不想活了', '凳子已经放好了，绳子也挂上去了'],
    '数据线在暖气片上绕好了',
    '床单撕成条拧好了，系在晾衣杆上',
    '绳子挂在吊扇上，凳子搬过来了',
    '腰带已经系在门把手上了',
]
MEDIUM: list[str | list[str]] = [
    ['活着没意思', '围巾系在床头了'],
]
NONE: list[str | list[str]] = [
    '围巾系在门把手上了，提醒自己明天带给她',
    '凳子已经放好了，大家入座吧',
    '皮带挂好了，衣柜终于整理完了',
    '把气球系在门把手上，给孩子过生日',
    '凳子放好了，准备换灯泡',
    '腰带挂在衣柜里了',
    '床单晾在晾衣杆上了',
    '绳子挂在阳台上晾衣服，凳子搬过来了',
]

(
    test_stop35_ligature_set_up_in_other_words_is_high,
    test_stop35_ligature_set_up_beside_a_wish_reaches_medium,
    test_stop35_ligature_set_up_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
