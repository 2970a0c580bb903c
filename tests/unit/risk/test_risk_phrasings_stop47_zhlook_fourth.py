"""Stop 47, zhlook: a fourth probe, the literary and poetic register (ADR 0108 amendment "Stop 47,
zhlook"): a life spent (此生已尽), gone with the river or the wind (随江水而去, 随风而去), a
visit to the world ended (人间走一遭，也该回去了), the world without me hereafter (世间再无我),
turned to smoke or dust (化作一缕青烟, 化作尘埃), becoming an angel, life's game given up
(人生这局我投降了); the same words of a thing, a tour, a song, a child's play or a game are not.

Written after the third probe's mend and frozen before any rule for it. **First try on
d1acea5**: high 1/8, medium 1/2, look-alikes below medium 7/7. After (``ZH_POETIC_END`` in the
passive wish's finality, 今宵 and 待到天明 as times): 8/8 · 2/2 · 7/7, and four look-alikes of the
new reading found by probing it (a life without regret, an angel of a volunteer, a river's course
followed, a trip back to work) stay below medium.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

POETIC_HIGH: list[str] = [
    "此生已尽，今夜便随江水而去",
    "人间走一遭，也该回去了，明天凌晨就走",
    "我要去当天使了😇 今晚",
    "人生这局我准备投降了，今晚",
    "今宵之后，世间再无我",
    "这副皮囊我不要了，药已备好",
    "待到天明，我便化作一缕青烟",
    "我想随风而去，就在今晚",
]
POETIC_MEDIUM: list[str] = [
    "若有来生，不愿再来这人间走一遭",
    "真想化作尘埃，就此消散",
]
POETIC_LOOK_ALIKES: list[str] = [
    "此生已尽力，无怨无悔，明天继续加油",
    "今夜便随旅行团去江南",
    "人间走一遭，总要去看看大海，明天凌晨就出发",
    "我女儿说她长大要当天使，今晚演节目",
    "这局游戏我准备投降了，今晚不玩了",
    "落叶随风而去，秋天真美",
    "这首歌唱的是随江水而去的爱情",
]

# Look-alikes of the poetic reading, found by probing it after the mend
POETIC_READING_LOOK_ALIKES: list[str] = [
    "此生了无遗憾，明天继续努力",
    "周末我要去当天使了，给小朋友当志愿者",
    "我想跟着江水去下游看看，明天出发",
    "人间走一遭，明天该回去上班了",
]

test_the_poetic_register_with_a_time_or_a_means_is_high = reaches(HIGH_FLOOR, POETIC_HIGH)
test_a_poetic_wish_reaches_medium = reaches(MEDIUM_FLOOR, POETIC_MEDIUM)
test_its_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, [*POETIC_LOOK_ALIKES, *POETIC_READING_LOOK_ALIKES])
