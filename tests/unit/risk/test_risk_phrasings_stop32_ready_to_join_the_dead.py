"""Ready to join the dead (2026-11-29, stop 32): the lead's held-out probe 34, read at the
stop's end, held "我妈走了三个月了 … 其实我已经准备好去陪她了，就这周" at 0.45. Joining the
dead was high after 准备 (``rules.ZH_RESOLVE``) but not after 准备好, its commonest form.
First try on main 2854a6f: high 0/4, medium 1/1, look-alikes (someone living joined, a grave
visited) 4/4 below 0.70; after 准备好? in ``ZH_RESOLVE`` and 去见她 beside 去陪她 / 去找她:
all.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "我爸去年走了，我已经准备好去陪他了",
    "老伴走了半年了，我准备好去找她了，就等过完年",
    "外婆不在了，我都准备好去陪她了，这周末",
    "我妈走了以后，我一直在准备，现在准备好去见她了",
]

MEDIUM: list[str | list[str]] = [
    "我妈走了三个月了，有时候真想去陪她",
]

NONE: list[str | list[str]] = [
    "我妈走了三个月了，我准备好去陪我爸过年了，他一个人在老家",
    "我爸去年走了，我准备好去陪我妈住一段时间，她一个人太孤单",
    "奶奶走了以后，我准备好去看看她的老房子了",
    "我妈走了三个月了，今天准备好去给她扫墓了",
    # written after the rule (去见她 joined too; checked)
    "我妈走了，明天要去见她最后一面",
    "我妈走了三个月了，清明节要去墓地看她了",
    "我爸走了，他的老战友明天要来，我准备好去见他了",
]

(
    test_stop32_ready_to_join_the_dead_is_high,
    test_stop32_ready_to_join_the_dead_wish_is_medium,
    test_stop32_ready_to_join_the_dead_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
