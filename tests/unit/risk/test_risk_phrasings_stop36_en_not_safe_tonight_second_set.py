"""Stop 36, English (2026-11-29, helper enrisk): not safe now, no trust in oneself tonight
(test_risk_phrasings_stop36_en_not_safe_tonight) again in other words, written after its rules
and frozen before any change they drive.

First try on 7a08fea (after the category's rules): high 3/7 (not feeling safe with oneself,
staying safe till morning, not alive tomorrow, not sure of getting through tonight: 0.00-0.45),
look-alikes 6/6 below 0.70.

After: high 7/7, look-alikes 6/6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "i really don't feel safe with myself tonight",
    'im not ok and im not safe rn',
    "i don't think i can stay safe till morning",
    "i can't trust myself alone tonight",
    "i'm frightened of what i might do",
    "honestly i don't think i'll be alive tomorrow",
    "i'm not sure i'll get through tonight",
]

NONE: list[str | list[str]] = [
    "i don't feel safe with him in the house tonight, i'm staying at my sister's",
    "im not ok to drive rn, i'll get a taxi",
    "i can't trust myself alone with the chocolate tonight haha",
    "i'm frightened of what my dad might do when he sees my grades",
    "i'm not sure i'll get through tonight's shift, we're short staffed",
    "honestly i don't think i'll be awake tomorrow before noon",
]

test_stop36_en_not_safe_tonight_second_set_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_not_safe_tonight_second_set_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
