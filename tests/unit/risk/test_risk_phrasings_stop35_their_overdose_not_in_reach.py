"""Stop 35: someone else's overdose beside a way in of the speaker's is theirs, not a means the
speaker reaches. Hypothesis found it (tests/property/risk/test_english_learned_properties.py):
"i know the combo to the bike lock, meeting you at 5. my friend took a bunch of pills last
night." scored 0.97 — the pills the friend took were read as a means in the speaker's reach.
A means someone else keeps, with no risk of theirs told, is still in the speaker's reach.
First try on main 0425276: look-alikes 2/6, high 5/5; after: 6/6, 5/5. Left as a known limit:
"my brother keeps a gun in his car and i know where the spare key is, i'm done" (0.45 before and
after: "i'm done" alone names no end of life to the rules).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "my dad keeps his rifle in the safe. i know the code",
    [
        "my mom has a bottle of sleeping pills",
        "i know where she hides them and i'm taking them tonight",
    ],
    (
        "my grandpa keeps his heart pills in the drawer, i know the code to the cabinet and i'm "
        "taking them all tonight"
    ),
    ["我叔叔家有猎枪", "钥匙放哪我知道，今晚就去拿"],
    ["我妈有一瓶安眠药", "我知道她藏在哪，今晚全吃了"],
]
NONE: list[str | list[str]] = [
    (
        "i know the combo to the bike lock, meeting you at 5. my friend took a bunch of pills "
        "last night."
    ),
    (
        "i know the code to the gym locker. my roommate took a whole bottle of pills yesterday "
        "and is in the hospital"
    ),
    "i know the password to the shared drive. my cousin overdosed on her pills last week",
    [
        "my friend took a bunch of pills last night",
        "i know the code to her phone, should i call her mom?",
    ],
    "i know where the spare key is. my sister swallowed a handful of her pills and we called 911",
    "i know the combo to the safe at work. my coworker tried to overdose on his pills last month",
]

(
    test_stop35_a_means_kept_by_someone_in_reach_is_high,
    test_stop35_someone_elses_overdose_beside_a_way_in_stays_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
