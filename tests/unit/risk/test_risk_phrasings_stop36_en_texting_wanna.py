"""Stop 36, English (2026-11-29, helper enrisk): the texting register's "wanna" for "want to" in a
wish or a plan ("i dont wanna be here anymore", "wanna end it all tonight"), with look-alikes in
the same words (a party, a breakup, a boring party).

First try on c3365a3: high 2/3, medium or higher 1/3 ("i dont wanna be here anymore", "i dont wanna
live like this": 0.00), look-alikes 3/3 below 0.70. After "wanna" is spelled "want to" with the
other texting contractions (``rules.EN_BARE``): high 3/3, medium 3/3, look-alikes 3/3.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'i wanna die and ive got the pills ready',
    'i dont wanna be here anymore. tonight',
    'wanna end it all tonight',
]

MEDIUM: list[str | list[str]] = [
    'i dont wanna be here anymore',
    'i just wanna disappear forever',
    'i dont wanna live like this',
]

NONE: list[str | list[str]] = [
    'i wanna go to the party tonight',
    'i wanna end it with him tonight, the relationship is done',
    'i dont wanna be here anymore, this party is so boring lol',
]

(
    test_stop36_en_texting_wanna_high,
    test_stop36_en_texting_wanna_medium,
    test_stop36_en_texting_wanna_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
