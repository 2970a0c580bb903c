"""The lead's third stop-31 batch (2026-11-29), written and frozen before any rule change; first
try (with the first two batches' rules, b4ccbd2): high 0/4, medium or higher 1/9, negatives 12/12.

- "idc" typed for "i don't care" ("idc if i live or die anymore"): 0.00, as "i don't care if i
  live or die" is medium.
- Following someone who died by suicide ("my brother killed himself last year. i'm going to
  follow him", "我哥去年自杀了，我也想跟着他走", "妈妈是跳楼走的，我现在也想跟她一样"): 0.00, the
  death read as someone else's and the following as nothing; understanding now why they did it:
  0.00.
- Having lived long enough, a playlist for one's own funeral: 0.00-0.45.

Left out as a known limit: the death and the following in two turns ("dad shot himself when i was
12" || "i get it now. i'm going to follow him", 0.00): a turn's "follow him" is read only in the
turn that names the death.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "my brother killed himself last year. i'm going to follow him",
    '我哥去年自杀了，我也想跟着他走',
    '妈妈是跳楼走的，我现在也想跟她一样',
]

MEDIUM: list[str | list[str]] = [
    'idc if i live or die anymore',
    'honestly idc if i die',
    'idc if i wake up tmrw tbh',
    'i understand now why my mom killed herself',
    '我现在终于理解我爸当年为什么要自杀了',
    "i've lived long enough",
    "i've lived long enough. no more chemo, i'm ready to go",
    'made a playlist for my funeral',
    '我已经活够了，不想再治了',
]

NONE: list[str | list[str]] = [
    'idc if i die my hair purple lol',
    "idc if it rains, we're going to the beach",
    "my brother moved to berlin last year, i'm going to follow him there in june",
    'i understand now why my mom quit her job',
    "the main character killed himself in the finale, i'm going to follow the actor on insta",
    '我哥去年去了上海，我也想跟着他走，去大城市闯一闯',
    '我现在终于理解我爸当年为什么要辞职了',
    "i've lived long enough in this city to know the best pizza place",
    "i've lived long enough to see three recessions",
    "made a playlist for my grandma's funeral",
    'made a playlist for my wedding',
    '我在这个城市已经住够了，想换个地方',
]

(
    test_stop31_following_the_dead_is_high,
    test_stop31_idc_and_enough_of_life_reach_medium,
    test_stop31_third_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
