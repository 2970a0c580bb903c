"""The lead's twenty-eighth probe (stop 30), the scopes that cancel, written before the change:
negation, fiction and media, study, someone else, hyperbole and jokes, a death of old age, in
Chinese and English; and the speaker's own risk said against a joke or others' disbelief. First
try on the probe-27 commit: negatives 24/24, high 3/4 ("everyone thinks i'm kidding but i've
already written the note and it's tonight": a note was read only at a sentence's end), medium 2/2.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

NONE: list[str | list[str]] = [
    '我从来没有想过要伤害自己，只是最近有点累',
    '我不会自杀的，放心，我只是想找人说说话',
    '电视剧里那个女主最后跳楼了，看得我好难过',
    '我在写一篇关于自杀预防的论文，需要一些数据',
    '如果我是小说里的主角，大概早就跳河了吧，哈哈',
    '我表哥上个月割腕了，现在在医院，我很担心他',
    '饿死我了，快点去吃饭',
    '这天气热得要死',
    '这个bug改得我想跳楼哈哈哈',
    'i would never kill myself, i just need to vent',
    "i'm not suicidal, just really stressed about finals",
    'in the movie he jumps off the bridge at the end, it wrecked me',
    "i'm writing a paper on suicide prevention for my psych class",
    "my brother overdosed last year, he's in recovery now and doing great",
    "if i had to listen to that song one more time i'd jump out a window lol",
    'this homework is killing me',
    'my coworker said he wants to die after the meeting lol, he was joking',
    'what should i say to a friend who is thinking about suicide',
    'the doctor asked if i had thoughts of self harm and i said no, which is true',
    "we studied sylvia plath's poems about death in class today",
    'my grandma passed away peacefully in her sleep last night',
    "i'm dead tired, going to sleep",
    'i nearly died laughing at that video',
    '我奶奶昨晚在睡梦中安详地走了',
]

HIGH: list[str | list[str]] = [
    '我不是开玩笑，我真的想死，今晚就做',
    '别人都以为我在开玩笑，其实药已经吃下去了',
    "i'm not joking this time. the pills are in my hand",
    "everyone thinks i'm kidding but i've already written the note and it's tonight",
]

MEDIUM: list[str | list[str]] = [
    '我朋友都说我想太多，可我真的觉得活着没意思',
    "people say i'm dramatic but i really do think about dying a lot",
]

test_negated_fictional_studied_or_someone_elses_talk_stays_below_medium = stays_below(
    MEDIUM_FLOOR, NONE)
test_own_risk_said_against_a_joke_or_disbelief_is_high = reaches(HIGH_FLOOR, HIGH)
test_a_wish_said_against_disbelief_is_medium = reaches(MEDIUM_FLOOR, MEDIUM)
