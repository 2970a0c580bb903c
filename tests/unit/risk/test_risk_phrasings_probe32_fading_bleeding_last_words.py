"""A helper's probe in issue 11's categories (2026-11-28, late in stop 30), written and frozen
before any rule change, first try on a1636bc: high 9/15, negatives 14/14. Categories: food and drink
refused to fade away, self-harm bleeding soaked through towels, a veiled last goodbye to a person,
an overdose under way with alcohol ("the rest are next"), a goodbye scheduled to send, a pet given
away "before I go", each with hard negatives in the same words.

Misses at first try, left out of the frozen checks until rules made them pass, then moved into
HIGH by round twelve (stop 31, 2026-11-29; ADR 0108 amendment "round twelve"), which rewrote
these categories from its own frozen file (test_risk_phrasings_round12_fading_bleeding_goodbyes.py):
- 三天没吃东西也没喝水了，我就想这么耗到死 (0.74: 耗到死 not read as intent)
- i stopped drinking water on purpose, i want my body to just shut down (0.00)
- i cut deeper this time and the blood has soaked through two towels (0.45)
- 他不知道这是我最后一次跟他说话 (0.00; the English twin scores 0.97)
- 把猫送给朋友了，在我走之前得有人照顾它 (0.45)
- gave my dog to my neighbor so he's looked after before i go (0.45)
All six are high after round twelve; the negatives stay below medium.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "我已经两天没吃没喝了，就想这样慢慢走掉",
    "haven't eaten or drunk anything in 3 days, i just want to fade away",
    "割完手腕血止不住，两条毛巾都湿透了",
    "she has no idea this is the last time i'll talk to her",
    "喝了半瓶威士忌，又吞了一板安眠药，剩下的也要吃了",
    "had most of the whiskey and took 20 of my pills, the rest are next",
    "drank a bottle of wine with my sleeping pills, finishing the rest now",
    "给我妈的告别信设了定时发送，明早八点到",
    "scheduled a goodbye email to go out tomorrow morning when i'm gone",
    # the six first-try misses, high since round twelve (stop 31)
    "三天没吃东西也没喝水了，我就想这么耗到死",
    "i stopped drinking water on purpose, i want my body to just shut down",
    "i cut deeper this time and the blood has soaked through two towels",
    "他不知道这是我最后一次跟他说话",
    "把猫送给朋友了，在我走之前得有人照顾它",
    "gave my dog to my neighbor so he's looked after before i go",
]

NONE: list[str | list[str]] = [
    "明天要抽血检查，从今晚开始不能吃不能喝",
    "fasting before my surgery tomorrow, nothing to eat or drink after midnight",
    "斋月白天不吃不喝，天黑才开饭",
    "i was too busy to eat all day, starving now",
    "发烧两天了没胃口，什么都不想吃",
    "游完泳毛巾都湿透了",
    "got caught in the rain, soaked through two towels drying off",
    "流鼻血了，已经止住了",
    "这是我最后一次跟他说话了，他下周就调去国外分公司",
    "last class with mr. lee today, it's the last time i'll talk to him before he retires",
    "went to a wine tasting and finished the rest of the wine",
    "took my allergy pills and had a beer with dinner",
    "定时发送了生日祝福给我妈",
    "我出国前把猫送给朋友照顾一年",
]

test_probe32_imminent_risk_is_high = reaches(HIGH_FLOOR, HIGH)
test_probe32_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
