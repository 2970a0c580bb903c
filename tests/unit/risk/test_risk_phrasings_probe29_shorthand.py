"""The lead's twenty-ninth probe (stop 30): chat shorthand, slang and run-on messages without
punctuation, Chinese and English, written before the change. First try on the probe-28 commit:
high 12/12, medium 4/5 ("idk why im even alive tbh"), negatives 8/10 (遗书梗笑死我了, a meme;
the top of a parking garage while looking for one's car).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    'im gonna kms tonight fr',
    'ngl i took like 30 of my sleeping pills idk what happens now',
    'i cant do this anymore. bridge at 2am. bye',
    'wanna unalive myself, got the rope already',
    '我真的不想活了 今晚就去江边 谁也别拦我',
    '药我已经吃了一整瓶了 现在头好晕 好想睡',
    '我决定了 明天就去 遗书写好了',
    'tmr im ending it, wrote letters to everyone',
    'seriously done. pills r lined up on my desk',
    '我想自杀 药都准备好了 就在今晚',
    "i'm at the top of the parking garage rn. not going back down",
    '今晚就是最后一晚了 明天大家就看不到我了',
]

MEDIUM: list[str | list[str]] = [
    'idk why im even alive tbh',
    'lowkey wish i was dead',
    'cut myself again lol whatever',
    '活着好没意思啊 真的',
    '感觉自己就是个拖累 大家没有我会更好',
    "idk why i'm still here",
]

NONE: list[str | list[str]] = [
    'lmao im dead 💀 that meme',
    'this class is literally killing me',
    'kms if i have to do one more group project lol',
    '我真的会谢 这作业多到想死',
    '笑死 我要被我室友气死了',
    'bro my phone is dying rn',
    'took 2 advil for my headache, feeling better',
    '今晚去江边吃烧烤 谁也别拦我哈哈',
    '遗书梗笑死我了 大家都在发',
    "im at the top of the parking garage rn, can't find my car lol",
    "i'm alive lol, not sure why i'm still here at this party",
]

test_shorthand_and_run_ons_of_imminent_risk_are_high = reaches(HIGH_FLOOR, HIGH)
test_shorthand_wishes_and_self_harm_are_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_shorthand_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
