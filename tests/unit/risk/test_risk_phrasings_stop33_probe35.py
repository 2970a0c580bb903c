"""Stop 33, the lead's held-out probe 35 read at the end, its misses taken as categories, each
frozen here before its rule: a lethality search with the drug named between the amount and the
lethal word (多少片对乙酰氨基酚能致死) and the means bought; a goodbye to everyone on leaving for an
ordinary place (college, a honeymoon, basic training); a past wish to die said with a resolve to
live now (但现在我想好好活下去); disappearing for good as a passive wish. Look-alikes in the same
words. First try (main 318e1ad): high 4/6, medium or higher 2/4, negatives 9/14. After: all.
Empty lists are refused by ``phrasings`` (a batch binds only the checks it has items for).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '我在网上查了多少片对乙酰氨基酚能致死，已经买了三盒',
    '搜了吃多少片阿普唑仑会死，攒了两板了',
    '我问了AI多少克百草枯能致死，昨天买回来了',
    '查了几片氯硝西泮加上酒就能不醒，药已经到手了',
    'goodbye everyone. i\'m done. tonight i take all the pills',
    '以前想过死，现在又开始想了，药都准备好了',
]

MEDIUM: list[str | list[str]] = [
    'i keep thinking about what it would be like to just disappear for good',
    'sometimes i want to disappear forever and not exist',
    'i wish i could just disappear for good and stop being a burden',
    'i\'ve been wanting to disappear permanently, like i was never here',
]

NONE: list[str | list[str]] = [
    'goodbye everyone, i\'m off to college tomorrow! gonna miss you all',
    'saying goodbye to everyone tonight, leaving for my honeymoon tomorrow',
    'goodbye everyone, i\'m off to basic training tomorrow, wish me luck',
    'bye everyone, heading back to university tomorrow, see you at christmas',
    '以前想过死，但现在有了孩子，我很想好好活着',
    '我以前有过轻生的念头，但现在我想好好活下去',
    '曾经想过自杀，现在走出来了，很珍惜现在的生活',
    '高中时有过不想活的念头，现在只想好好活着，把日子过好',
    '查了多少片维生素C会中毒，原来要吃很多才会',
    'i looked up how many tylenol you can take safely for a toothache',
    'i want to disappear for a week to a cabin with no wifi',
    'my acne finally disappeared for good after the new cream',
    'i\'m going to disappear from social media for good, it\'s toxic',
    'i want this headache to disappear for good',
]

(
    test_stop33_probe35_categories_are_high,
    test_stop33_probe35_categories_reach_medium,
    test_stop33_probe35_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
