"""The lead's sixth stop-31 batch (2026-11-29), written and frozen before any rule change; first
try (with the first five batches' rules): high 0/1, medium or higher 0/8, negatives 10/10.

- One person or pet as the only thing between the speaker and death ("the only thing stopping me
  is my cat", "if it wasn't for my mom i'd be gone already", "i'm only still here because of my
  dog", 唯一让我活下去的原因是我女儿): 0.00-0.47. (如果不是为了孩子，我早就走了 is left out: in
  Chinese it as often means leaving a marriage.)
- At peace with one's decision, said alone: 0.45.
- A note written and deleted again and again ("i've written and deleted my note like 5 times",
  as 遗书写了又删 already is): 0.00.

The look-alikes after the marked line were written after the rules, from the rules' own words,
and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "i've written and deleted my note like 5 times",
]

MEDIUM: list[str | list[str]] = [
    'the only thing stopping me is my cat',
    'honestly the only thing keeping me alive is my little sister',
    "if it wasn't for my mom i'd be gone already",
    "if it weren't for my kids i would have done it by now",
    "i'm only still here because of my dog",
    '唯一让我留下的理由就是我的猫',
    '唯一让我活下去的原因是我女儿',
    "i'm at peace with my decision now",
]

NONE: list[str | list[str]] = [
    'the only thing stopping me from quitting is the bonus in march',
    'the only thing keeping me going at work is coffee',
    "if it wasn't for my mom i'd be gone to college in another state already",
    "if it weren't for the rain i would have done it by now, the lawn is half mowed",
    "i'm only still here because of the traffic, can't leave the office",
    '唯一让我留下的理由就是这里的工资',
    '唯一让我活下去的动力是周末的火锅哈哈',
    "i'm at peace with my decision to move out",
    "i've written and deleted my essay intro like 5 times",
    'written and deleted my text to him 5 times lol',
    # written after the rules, from their words (checked, not first tries)
    "the only thing keeping me here is my cat, otherwise i'd move to tokyo",
    "if it wasn't for my dad, i would have done it differently",
    "i'm only here for my sister's wedding",
    "i wrote and deleted my note to her twice, then just texted",
]

(
    test_stop31_a_note_rewritten_is_high,
    test_stop31_the_only_reason_left_reaches_medium,
    test_stop31_sixth_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
