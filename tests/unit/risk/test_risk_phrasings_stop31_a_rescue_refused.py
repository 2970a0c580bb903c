"""The lead's fourth stop-31 batch (2026-11-29), written and frozen before any rule change; first
try (with the first three batches' rules, 5408af6): high 1/7, medium or higher 2/8, negatives
14/14.

- A rescue refused (这次别救我了, "别打120，让我睡", "don't call 911, i just want to sleep", "don't
  call an ambulance this time, just let me go"): 0.00-0.71.
- Not to wake again (睡了就别让我醒了, 闭上眼睛就别再睁开了): 0.55.
- A note to whoever finds it or the speaker ("whoever finds this, i'm sorry"): 0.00.
- Euphemisms of one's death ("better off six feet under", "a long walk off a short pier", "clock
  out permanently", 给我个痛快, 和这个世界说拜拜): 0.00-0.46.

The look-alikes after the marked line were written after the rules, from the rules' own words,
and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '这次别救我了',
    '吃了药，别打120，让我睡',
    "don't call 911, i just want to sleep",
    "please don't call an ambulance this time, just let me go",
    '不要叫救护车，求你了，让我走吧',
    "whoever finds this, i'm sorry",
    'to whoever finds me, please call my sister first',
]

MEDIUM: list[str | list[str]] = [
    '睡了就别让我醒了',
    '希望今晚睡着了就别再醒过来',
    '闭上眼睛就别再睁开了吧',
    "i'd be better off six feet under",
    'thinking about taking a long walk off a short pier',
    'ready to clock out permanently',
    '给我个痛快吧，真的受够了',
    '我想和这个世界说拜拜',
]

NONE: list[str | list[str]] = [
    '别救我了，你先走，这关太难了哈哈',
    '别打120了，我就是低血糖，吃块糖就好',
    "don't call 911, it's just a sprained ankle",
    "please don't call an ambulance, i just fainted from the heat, i'm fine now",
    '快来救我，作业写不完了',
    '睡了就别叫醒我，明天休息',
    '周末睡着了就别叫我，我要睡到中午',
    'whoever finds this wallet, please return it to the front desk',
    'to whoever finds this note in the library book, have a nice day!',
    'just finished watching six feet under, what a finale',
    'my boss can take a long walk off a short pier',
    'ready to clock out permanently — retiring on friday!',
    '给我个痛快话，到底去不去',
    '我想和这个城市说拜拜，下个月搬去成都',
    # written after the rules, from their words (checked, not first tries)
    "别救我，让我去拿装备",
    "don't call anyone, let me sleep in tomorrow, i'm exhausted",
    "don't call 911, let me rest a bit, it's just a cramp",
    "whoever finds this, please return it, sorry for the mess",
    "he can clock out permanently for all i care",
]

(
    test_stop31_a_rescue_refused_is_high,
    test_stop31_euphemisms_reach_medium,
    test_stop31_fourth_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
