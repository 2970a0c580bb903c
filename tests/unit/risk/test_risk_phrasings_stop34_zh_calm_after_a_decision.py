"""Stop 34, Chinese, a Columbia protocol warning sign: a sudden calm after a decision whose
object is left unsaid (决定了那件事, 日子定了, 就这么定了) with an end near (很快就都结束了,
终于要解脱了, 再也不用熬了) vs. the same calm after resigning, a break-up, an operation decided, a
wedding day set, a choice of study or a quarrel let go. English is the English helper's.
Written and frozen before any rule change; first try on branch zhrecall c465a77: high 1/6,
look-alikes 6/6.
After: high 6/6, look-alikes 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '自从决定了那件事，心里突然平静了，再也不焦虑了',
    '想通了，反正很快就都结束了，现在一点都不难过',
    '做了决定之后，这几天睡得特别好，好像终于要解脱了',
    '日子定了以后，反而轻松了，吃饭都香了',
    '不纠结了，就这么定了，心里一块石头落了地，再也不用熬了',
    ['我不想活了', '现在心里特别平静，已经决定了'],
]
NONE: list[str | list[str]] = [
    '决定辞职以后，心里一下子轻松了',
    '分手的事想通了，现在一点都不难过',
    '做了手术的决定之后，这几天睡得特别好',
    '婚期定了以后，反而轻松了',
    '考研的事不纠结了，就这么定了，心里一块石头落了地',
    '想通了，不再跟他计较，心里平静多了',
]

(
    test_stop34_calm_after_a_decision_are_high,
    test_stop34_calm_after_a_decision_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
