"""Stop 33, English (2026-11-29, helper enrecall): affairs told to kin without a will's own
word (where the will is, who gets the dog, passwords they'll need after): medium, and high with
a day; look-alikes: a spare key, the dog fed while away, a divorce, a grandfather's estate, a
husband who forgets his passwords.

First try with the earlier stop 33 batches: high 0/1 (0.45), medium or higher 0/2 (0.00,
0.45), look-alikes 4/4 below 0.70.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'made sure my sister knows where the will is and who gets the dog. sunday',
]

MEDIUM: list[str | list[str]] = [
    'made sure my sister knows where the will is and who gets the dog',
    "my passwords are in a notebook for my husband, he'll need them after",
]

NONE: list[str | list[str]] = [
    "made sure my sister knows where the spare key is and who feeds the dog while we're away",
    'my passwords are in a notebook for my husband, he always forgets his',
    'who gets the dog after the divorce is still being argued about',
    "the lawyer told us where the will is kept, grandpa's estate is a mess",
]

(test_stop33_en_affairs_told_to_kin_high, test_stop33_en_affairs_told_to_kin_medium,
 test_stop33_en_affairs_told_to_kin_look_alikes) = phrasing_tests(HIGH, MEDIUM, NONE)
