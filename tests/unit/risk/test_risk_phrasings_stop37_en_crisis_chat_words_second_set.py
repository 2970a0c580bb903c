"""Stop 37, English (2026-11-29, helper enrisk): the crisis-chat categories of
test_risk_phrasings_stop37_en_crisis_chat_words again in other words, written after its rules
and frozen before any change they drive.

First try on the first set's rules: high 2/3 ("been looking up ways all night" 0.00: a time
after "ways"), medium 7/7, look-alikes 6/7 ("why should i go on paying for a gym i never use"
0.80: going on with a doing is no life).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'ive been thinking of ending it all tbh',
    'been looking up ways all night',
    "i'm thinking about ending everything this weekend",
]

MEDIUM: list[str | list[str]] = [
    'honestly i just need to end it.',
    'i wish i could be gone forever',
    'why should i even go on',
    "i can't see any reason why i should keep living",
    'not sure how much longer i can keep fighting',
    "i want to end it. i can't do this",
]

NONE: list[str | list[str]] = [
    "i need to end it with her, she's toxic",
    'i want to end it there and start a new chapter in the book',
    'why should i go on paying for a gym i never use',
    'not sure how much longer i can last without a holiday',
    'looked up ways to get to the airport',
    'been searching methods for my stats homework',
    "i'm thinking about ending my contract early",
]

(
    test_stop37_en_crisis_chat_words_second_set_high,
    test_stop37_en_crisis_chat_words_second_set_medium,
    test_stop37_en_crisis_chat_words_second_set_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
