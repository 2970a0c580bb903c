"""The lead's tenth stop-31 batch (2026-11-29), written and frozen before any rule change; first
try (with the lead's earlier stop-31 rules): high 0/2, medium or higher 0/6, negatives 6/6.

Older adults and serious illness: treatment stopped as pointless ("stopped taking my heart meds,
what's the point", "told the doctor no more treatments, i just want to go", 不想再治，想早点走),
enough years lived (活到这个岁数够了), the illness outrun ("if the cancer doesn't get me i'll do it
myself"), a peaceful way asked for beside a means, waiting to join a spouse who passed.

The look-alikes after the marked line were written after the rules, from the rules' own words,
and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "if the cancer doesn't get me i'll do it myself",
    "if this disease doesn't kill me first, i'll finish it myself",
]

MEDIUM: list[str | list[str]] = [
    "i've stopped taking my heart meds, what's the point",
    "i'm 82 and i'm tired, i've told the doctor no more treatments, i just want to go",
    '癌症晚期了，不想再治，想早点走',
    '活到这个岁数够了，该走了',
    'been thinking of how to go peacefully, maybe with my sleeping pills',
    "my wife passed, and honestly i'm just waiting to join her",
]

NONE: list[str | list[str]] = [
    "i've stopped taking my allergy meds, what's the point, it's winter",
    'told the doctor no more treatments for my knee, i just want to go home and rest',
    '手术做完了，不想再住院，想早点走，回家休养',
    "if the plumber doesn't get here by noon i'll do it myself",
    "my wife passed the bar exam and i'm waiting to join her at the firm",
    '活到这个岁数，见识也够了，想去旅游',
    # written after the rules, from their words (checked, not first tries)
    "looking for a way to go quietly out of the party without anyone noticing",
    "how to go peacefully through a divorce",
    "i just want to go, what's the point of staying at this party",
]

(
    test_stop31_an_illness_outrun_is_high,
    test_stop31_older_adults_wishes_reach_medium,
    test_stop31_tenth_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
