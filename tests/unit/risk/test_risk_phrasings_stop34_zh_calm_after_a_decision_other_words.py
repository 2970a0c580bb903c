"""Stop 34, Chinese, the second set of a sudden calm after a decision, in other words than
`test_risk_phrasings_stop34_zh_calm_after_a_decision.py` and written after its rules (心里那件事
定下来, 主意已定, 拿定主意, 做完决定, 一切都想清楚了; 没几天了, 永远休息) vs. the same calm after a
new job, study abroad, making up, an interview, a flat bought, exams over.
First try on branch zhrecall 208cdeb (after the first set's rules): high 1/6, look-alikes 6/6.
After: high 6/6, look-alikes 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '心里那件事定下来以后，整个人都松了，反正很快就结束了',
    '主意已定，反而睡得踏实了，反正也没几天了',
    '我已经拿定主意了，这几天特别安静，很快就解脱了',
    '做完决定后一点都不怕了，感觉终于可以永远休息了',
    '一切都想清楚了，心里很平静，再也不用熬了',
    ['我想结束这一切', '现在反而很平静，决定好了'],
]
NONE: list[str | list[str]] = [
    '换工作的事定下来以后，整个人都松了',
    '主意已定，下个月就去留学，反而睡得踏实了',
    '我已经拿定主意要跟他和好，这几天心里很安静',
    '做完决定后一点都不怕了，明天就去面试',
    '买房的事都想清楚了，心里很平静',
    '期末考试结束了，终于可以休息了',
]

(
    test_stop34_calm_after_a_decision_other_words_are_high,
    test_stop34_calm_after_a_decision_other_words_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
