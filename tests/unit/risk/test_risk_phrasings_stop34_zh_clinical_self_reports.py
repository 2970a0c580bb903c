"""Stop 34, Chinese: self-reports in clinical and forum words (自杀未遂, 轻生行为, 自残行为,
自伤史, 自杀倾向, 自杀意念, 结束生命的想法) vs. the same words about others or in general:
how to recognise a child's tendency, a mother's, a depressive tendency, how to help those
who self-harm, how a counsellor assesses a client's ideation, thoughts of resigning, a history
of allergies.
Written and frozen before any rule change; first try on branch zhrecall 3c5d6ed: high 2/2,
medium or higher 8/8, look-alikes 6/8.
After: high 2/2, medium or higher 8/8, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '本人曾经自杀未遂两次，现在又开始有那种想法了',
    '有过一次轻生行为，这阵子那个念头又回来了',
]
MEDIUM: list[str | list[str]] = [
    '我有自残行为已经三年了',
    '最近总是有轻生的念头，挥之不去',
    '医生说我有自杀倾向，让我住院',
    '时常会冒出结束生命的想法',
    '从初中开始就有自伤史',
    '我出现了自杀意念，怎么办',
    '经常有伤害自己的想法，但是不敢',
    '这段时间有消极的念头，觉得不如消失算了',
]
NONE: list[str | list[str]] = [
    '如何识别孩子的自杀倾向',
    '我妈是不是有自杀倾向，她最近总说活着没意思',
    '医生说我有抑郁倾向，让我按时吃药',
    '有自残行为的人该怎么帮助',
    '作为咨询师，怎么评估来访者的自杀意念',
    '最近总有辞职的念头，挥之不去',
    '从初中开始就有过敏史',
    '同学有自伤史，我该怎么跟她相处',
]

(
    test_stop34_clinical_self_reports_are_high,
    test_stop34_clinical_self_reports_reach_medium,
    test_stop34_clinical_self_reports_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
