"""Stop 34, Chinese: a treatment named in one turn (化疗, 透析, 放疗, 胰岛素, 靶向药,
降压药, a heart operation, anti-rejection drugs) and refused in the next with its object left
out (我不想做了, 不想去了, 不打了, 我不吃了, 剩下的不做了) and a death let come after it
(就这样吧, 早点解脱, 听天由命, 死了拉倒, 早点走也好) vs. the same words for a course finished,
a kidney found, someone else's refusal, a workout or a project given up, braces or
physiotherapy, and a resolve to go on. Written and frozen before any rule change; first try on
main 7492e6b: high 2/12, look-alikes 8/12.
After: high 12/12, look-alikes 12/12.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['化疗太痛苦了', '我不想做了，就这样吧'],
    ['透析做了三年了', '不想去了，早点解脱'],
    ['医生让我每周去透析三次', '我不去了，就让它去吧'],
    ['胰岛素一天打四针，手上全是针眼', '不打了，爱咋咋地'],
    ['放疗做到第二十次了，头发全掉光了', '剩下的不做了，早点走也好'],
    ['靶向药一个月两万，家里都掏空了', '我不吃了，听天由命吧'],
    ['医生说还要再做六次化疗', '做不动了，不想再做了，让我安安静静地走吧'],
    ['每天要吃一大把降压药', '以后不吃了，死了拉倒'],
    ['排了半年才排到的心脏手术', '我不想做了，等死算了'],
    ['我是尿毒症，一周透析三次', '太折磨了，不去了，就这样慢慢走吧'],
    ['化疗第四个疗程，吐得什么都吃不下', '下周不去了，活够了，早点结束吧'],
    ['抗排异药一天都不能停', '我已经停了，随它去吧'],
]
NONE: list[str | list[str]] = [
    ['化疗太痛苦了', '医生说这是最后一次了，做完就不用再做了'],
    ['透析做了三年了', '终于等到肾源，以后不用去了，解脱了'],
    ['我妈化疗太痛苦了', '她说不想做了，就这样吧'],
    ['我爸透析做了三年了', '他说不想去了，早点解脱'],
    ['健身教练让我每天做一百个俯卧撑', '我不想做了，就这样吧'],
    ['这个项目太痛苦了', '我不想做了，就这样吧'],
    ['胰岛素泵装上了', '以后不用天天打针了，轻松多了'],
    ['放疗做完了', '医生说不用再去了，早点回家休息'],
    ['牙齿矫正做了两年了', '不想去了，早点拆掉解脱'],
    ['理疗做了三个月', '膝盖好多了，不想去了'],
    ['化疗太痛苦了', '但我不想放弃，就这样坚持下去吧'],
    ['针灸扎了一个月也没效果', '不去了，就这样吧，换家医院看看'],
]

(
    test_stop34_treatment_refused_next_turn_is_high,
    test_stop34_treatment_refused_next_turn_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
