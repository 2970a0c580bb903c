"""Stop 30: false alarms found by reading a sample of CPsyCounD client turns scored high (a corpus
with no labels, read for false alarms only), written as categories in our own words first, then
fixed. First tries on the stop-30 moderation commit: 3/8 below medium, neighbours 4/4 high,
"let me die" 2/3 medium or higher.
- 未来生活 held 来生 (the next life); "跳到了…地方" about a new job read as a jump; a guided
  imagery exercise ("想象自己站在海边") as presence at a place of danger; a nightly sleeping
  pill (每晚都要吃安眠药才能入睡) as a method wished for; being cursed ("他诅咒我去死") as one's
  own wish.
The risky neighbours keep their levels, and "让我去死吧" said to those around is now read.
The same reading of an ESConv sample (English support chats) found five more, written after in
our own words (first try 1/6 below medium, neighbours 3/3 high): "burned myself out", the
weather "stopped me", "you survived", a couple who "decided to end things", telling one's
partner "i love her".
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

NONE: list[str | list[str]] = [
    "关于未来生活，我会积极面对，努力实现自己的目标",
    "我对未来生活还是有期待的，想先把学业完成",
    "换工作以后，我从一个很安稳的环境跳到了一个竞争很激烈的地方，有点不适应",
    "他从国企跳到了一家创业公司，压力很大",
    "好的，我现在想象自己躺在海边，海浪声很轻，我慢慢放松下来",
    "我每晚都要吃安眠药才能入睡，睡眠质量很差",
    "我妈一生气就骂我去死，我很难过",
    "孩子跟我顶嘴，还诅咒我去死，我不知道该怎么教育他",
]

ENGLISH_NONE: list[str | list[str]] = [
    "i've completely burned myself out at work this month",
    "i was about to head out but the storm stopped me",
    "it's amazing that you survived that accident",
    "we talked it over and we decided to end things, it's mutual",
    "i tell her i love her every day but she doesn't say it back",
    "the traffic stopped me from getting there on time",
]

ENGLISH_STILL_HIGH: list[str | list[str]] = [
    "they stopped me last time, not this time",
    "please tell my mom i love her. tonight's the night",
    "i've decided to end things tonight",
]

STILL_HIGH: list[str | list[str]] = [
    "来生再见吧，这辈子太累了",
    "我想从楼顶跳下去",
    "今晚要吃安眠药，一整瓶",
    "心里一直有个声音叫我去死，今晚就去",
]

MEDIUM: list[str | list[str]] = [
    "你们就让我去死吧",
    "求求你们让我死吧",
    "心里一直有个声音叫我去死",
]

test_counseling_session_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
test_their_risky_neighbours_stay_high = reaches(HIGH_FLOOR, STILL_HIGH)
test_english_support_chat_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, ENGLISH_NONE)
test_their_english_risky_neighbours_stay_high = reaches(HIGH_FLOOR, ENGLISH_STILL_HIGH)
test_let_me_die_said_to_those_around_is_at_least_medium = reaches(MEDIUM_FLOOR, MEDIUM)
