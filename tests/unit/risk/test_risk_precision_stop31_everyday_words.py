"""The lead's everyday look-alikes (2026-11-29, stop 31): fifty ordinary messages with risk words
in them (25 English, 25 Chinese), written and scored before any rule change; first try with
stop 31's first seven lead batches: 46/50 below 0.70. The four false alarms, fixed by category,
are checked here with the risk messages in the same words that must stay high or medium.

- A habit of childhood (小时候夏天天天从码头跳进湖里, 0.97): a childhood every-day is an ordinary
  use of the place, not a plan.
- Vanishing for a day under a blanket (想钻进被窝里消失一整天, 0.80; "i want to disappear under a
  blanket and watch netflix", 0.80).
- Cutting back on sugar ("i've been cutting back on sugar", 0.80).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "小时候经常想从楼上跳下去，现在还是这样",
    "i want to disappear under the bridge and never come back",
]

MEDIUM: list[str | list[str]] = [
    "i've been cutting again, my arms are covered",
    "想消失，永远不要再出现",
]

NONE: list[str | list[str]] = [
    "小时候夏天天天从码头跳进湖里",
    "想钻进被窝里消失一整天",
    "i've been cutting back on sugar, down 5 pounds",
    "i want to disappear under a blanket and watch netflix",
    "i've been cutting coupons all week for the big shop",
    "上学那会儿每个夏天都从桥上跳进河里游泳",
]

(
    test_stop31_everyday_words_keep_risk_high,
    test_stop31_everyday_words_keep_wishes_medium,
    test_stop31_everyday_words_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
