"""An unnamed plan told with the deciding first.

The lead's review of round ten (Chinese): the unnamed plan was read only with 想好 / 定了 after
"用什么方法" and "在哪里", so "我已经想好用什么方法了，也知道在哪里做" scored 0.00. Knowing where
counts as deciding where. Written before the change.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "我都想好用什么办法了，去哪里也定好了",
    "早就选好用什么方式了，在哪儿做我也知道",
    "我想清楚怎么做了，也找好了去哪里",
    "已经决定好用什么方法，地方也知道在哪里了",
]

NONE: list[str | list[str]] = [
    "我想好用什么方法复习了，也知道在哪里自习",
    "想好怎么做这道菜了，也知道在哪里买食材",
    "已经选好用什么方式付款了，取货地点也知道在哪里",
]

test_a_plan_decided_then_named_is_high = reaches(HIGH_FLOOR, HIGH)
test_an_errand_decided_then_named_stays_below_medium = stays_below(MEDIUM_FLOOR, NONE)
