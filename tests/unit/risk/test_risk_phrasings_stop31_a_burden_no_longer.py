"""The lead's ninth stop-31 batch (2026-11-29), written and frozen before any rule change; first
try (with the lead's earlier stop-31 rules): medium or higher 0/10, negatives 7/7.

A burden no longer to be ("i don't want to be a burden anymore", 我不想再当任何人的负担了), a
world that would not miss the speaker ("the world won't miss me", 这个世界少我一个也没什么, 地球少了
我照样转) and not knowing what one lives for ("i don't know what i'm living for anymore", 我已经不
知道活着是为了什么了): 0.00-0.43. Each is also said of a bus ride, a project or a weekend: those
are the look-alikes. Those after the marked line were written after the rules, from the rules'
own words, and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

MEDIUM: list[str | list[str]] = [
    "i don't want to be a burden anymore",
    "i don't want to be anyone's burden any longer",
    '我不想再当任何人的负担了',
    '我不想再做家里的负担了',
    "the world won't miss me",
    '这个世界少我一个也没什么',
    '地球少了我照样转',
    "i don't know what i'm living for anymore",
    "i don't even know why i'm alive",
    '我已经不知道活着是为了什么了',
]

NONE: list[str | list[str]] = [
    "i don't want to be a burden so i'll take the bus tomorrow",
    "i don't want to be a burden anymore, so i got a part-time job",
    '我不想再当家里的负担了，所以出去打工',
    "this project won't miss me, the team is great",
    '这个项目少了我照样转',
    "i don't know what i'm doing for dinner anymore",
    '我不知道周末是为了什么而活的，天天加班哈哈',
    # written after the rules, from their words (checked, not first tries)
    "nobody will miss me at the party, i'm staying home",
    "我不想再当你们的负担了，以后自己租房",
    "i don't know what i'm here for, this meeting is pointless",
    "the world won't miss me if i skip one workout lol",
]

test_stop31_a_burden_no_longer_reaches_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop31_ninth_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
