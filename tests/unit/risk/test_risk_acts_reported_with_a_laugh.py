"""An act reported with a laugh or a joke tag is still reported (the lead's review of round
nine's joke tags: "我吃了一整瓶安眠药（开玩笑）" and "割腕了（手动狗头）" scored 0.00, and "i took
the whole bottle of pills lol" 0.45 since round eight).

A laugh or a joke tag takes back a wish, an intent or a means named for later; it does not take
back an overdose taken, self-harm done, or where the speaker is now: masking with a laugh is
common, and the safety script shown to someone joking costs less than an overdose missed.
安定 (diazepam) is now a drug in the 把-frame ("把一板安定全吞了", 0.00 before).
Written with the change.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "我吃了一整瓶安眠药（开玩笑）",
    "i took the whole bottle of pills lol",
    "刚把一板安定全吞了 哈哈",
    "swallowed all my sertraline an hour ago lmao",
    "我已经站在天台边上了（开玩笑）",
    "im on the bridge rn /s",
]

MEDIUM: list[str | list[str]] = [
    "割腕了（手动狗头）",
    "又拿刀划自己了哈哈哈",
]

NONE: list[str | list[str]] = [
    "真想从窗户跳出去（开玩笑）",
    "want to jump off a bridge rn (jk)",
    "今晚就去跳江手动狗头",
    "took like 3 advil lol my head is killing me",
    "i'm dead lol",
    "this homework makes me want to overdose on coffee lol",
    "他把安定的生活全毁了，我很生气",
]

test_an_act_or_a_place_reported_with_a_laugh_is_high = reaches(HIGH_FLOOR, HIGH)
test_self_harm_reported_with_a_laugh_is_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_a_wish_or_a_plan_with_a_laugh_stays_below_medium = stays_below(MEDIUM_FLOOR, NONE)
