"""Stop 44, turns: the second set, in other words (brief: turns; ADR 0108 amendment "Stop 44,
turns").

The same five kinds as the first set (``…_stop44_turns.py``) in new vocabulary, registers and
orders: a flat emptied by a placement, a wife gone to her mother's with the children, a double
shift, a wedding away overnight, slang and typos ("gf is away at her sisters till tues", "its all
set up now"), then a readiness (该弄的都弄好了, 一切都准备就绪了, "got everything i need") or a spot
chosen; a quarry, a viaduct, a pier, a levee, a lab roof and their watch (no one guards it, the
cctv broken, the guard gone at eleven, not a soul after midnight); a sleeping drug, codeine, a
shoebox stash or a weedkiller judged enough (完全够了, "i reckon that's plenty"); lorazepam,
citalopram, clonazepam, venlafaxine, then all of them gone down with no drug named; a hamster and
a game account, bank cards, goodbyes to old friends, a console promised, a diary posted, then a
day. Beside them, look-alikes: the same pieces with a clean-up, an interview, a sleepover, a
surprise party, a gaming marathon, a hotel, stargazing, skating, a run, a cold season's supply,
a camping trip, pocket money, wool, a course taken as told, crisps, a term at boarding school,
shopping while abroad, a move for work, a new console; a friend's plan; a denial; quiet turns.

Written after the first set passed and frozen before its result was read. First try on the
first set's readings: 14/28 plans high (missed: 宿舍空着, a double shift "on my own", "the
whole house is asleep", 喝喜酒…住一晚, "gf is away" as a time alone; 该弄的都弄好了,
那边我都看好了, "i know the spot", "its all set up" as a readiness; 没人看守, "cctv's been
broken", 一个人影都没有, "no security up there" as a watch, a quarry as a place; 思诺思 taken
by a day's report, 半瓶就够 after a weedkiller; 我把它们全吞了 after 氯硝西泮; bank cards left
with a sister, a diary posted to a friend), 24/27 look-alikes below medium (a gaming
marathon "everything's in place" beside "nobody's home"; a grandfather's pills in a drawer,
high alone on main; goodbyes to old friends, high alone on main, before a move for work).
After the mend (ADR 0108, "Stop 44, turns"): 25/28 and 25/25 below medium; the three plans
left are ``STILL_MISSED``, and the two look-alikes high alone on main are
``HIGH_ALONE_ON_MAIN``.
"""

from __future__ import annotations

import pytest

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, Item, reaches, score, stays_below

ALONE_THEN_READY: list[Item] = [
    ["室友这礼拜都去实习了，宿舍空着", "晚上看了会儿剧", "该弄的都弄好了"],
    ["老婆带孩子回娘家住一周", "单位今天发了月饼", "一切都准备就绪了"],
    [
        "my mum's doing a double shift saturday so i'm on my own all night",
        "pizza for tea",
        "got everything i need",
    ],
    ["the whole house is asleep by 11", "school was meh", "i know the spot already"],
    ["gf is away at her sisters till tues", "ate some toast", "its all set up now"],
    ["nobody's home till sunday", "got my haircut", "everything's in place"],
]
PLACE_THEN_UNWATCHED: list[Item] = [
    ["那个废弃的采石场", "周末骑车路过", "我问过了，晚上根本没人看守"],
    [
        "the top floor of the multistorey on mill lane",
        "been thinking",
        "cctv's been broken for weeks, no one checks",
    ],
    ["江堤下面那段", "没什么事", "我连着去了三晚，十二点以后一个人影都没有"],
    [
        "the old viaduct over the river",
        "walked the dog past it",
        "theres no security up there at night",
    ],
    ["学校实验楼的楼顶", "保安十一点就下班了，之后没人管"],
    [
        "the pier at the end of the prom",
        "i went down twice this week to check, no one around after midnight",
    ],
]
MEANS_THEN_ENOUGH: list[Item] = [
    ["i've got three packs of my dad's codeine", "the weather's crap", "i reckon that's plenty"],
    ["攒的药放在鞋盒里", "跟朋友打了会儿游戏", "数了一下，足够了"],
    ["got a load of my nan's temazepam", "watched some youtube", "more than enough now"],
    ["家里那瓶百草枯", "查了下，半瓶就够"],
]
PILLS_THEN_SWALLOWED: list[Item] = [
    ["床头柜里有一板劳拉西泮", "刚才哭了好久", "现在一片都不剩了，全咽下去了"],
    [
        "i had my whole month of citalopram",
        "mum shouted at me again",
        "they're all gone now, i took every one",
    ],
    ["my venlafaxine strips were on the desk", "just downed the lot with vodka"],
    ["攒着的安眠药", "刚都塞嘴里了"],
]
HANDED_OVER_THEN_TIME: list[Item] = [
    ["仓鼠送给同桌了，游戏账号也给了表弟", "晚饭吃的米线", "就下周一"],
    ["left my bank cards and the pin with my sister", "had a shower", "sunday morning, early"],
    ["跟几个老朋友都道过别了", "今天天气不错", "这个周末"],
    [
        "told my best mate he can have my ps5",
        "he thought i was joking",
        "after friday i wont need it",
    ],
    ["我把日记本寄给了高中同学", "下周三吧"],
]
HIGH: list[Item] = [
    *ALONE_THEN_READY,
    *PLACE_THEN_UNWATCHED,
    *MEANS_THEN_ENOUGH,
    *PILLS_THEN_SWALLOWED,
    *HANDED_OVER_THEN_TIME,
]
# Left below high, each with why: a place pointed at (那边) with no place of danger named in the
# window — reading it would read every venue checked out; a dose looked up (查过剂量) is read as a
# question about a prescription, which takes the sufficiency beside it; a count kept in a pillbox
# (药盒) is read as pills sorted as prescribed, so the window names no medicine for "全吞了".
STILL_MISSED: list[Item] = [
    ["爸妈周末去喝喜酒，要住一晚", "我作业写完了", "那边我都看好了"],
    ["药盒里还有二十几片氯硝西泮", "我把它们全吞了"],
]

LOOK_ALIKES: list[Item] = [
    # a time alone, then a readiness for something ordinary
    ["室友这礼拜都去实习了，宿舍空着", "该弄的都弄好了，准备大扫除"],
    ["老婆带孩子回娘家住一周", "一切都准备就绪了，明天面试"],
    [
        "my mum's doing a double shift saturday so i'm on my own",
        "got everything i need for the sleepover",
    ],
    ["gf is away at her sisters till tues", "its all set up for her surprise party"],
    ["nobody's home till sunday", "i'm having a gaming marathon, everything's in place"],
    ["爸妈周末去喝喜酒", "那边的酒店我都看好了"],
    # a place and its watch, told of an ordinary use
    ["那个废弃的采石场", "晚上根本没人看守，所以我们去那里拍星空"],
    ["the top floor of the multistorey on mill lane", "cctv's broken, people skate up there"],
    ["江堤下面那段", "十二点以后一个人影都没有，我跑步很清净"],
    ["学校实验楼的楼顶", "保安十一点就下班了，之后没人管，学长们常上去看星星"],
    ["the old viaduct over the river", "it's a listed building, tours run on sundays"],
    # a thing, then a sufficiency of something ordinary
    ["手上有两盒感冒药", "应该够一家人吃一冬天了"],
    ["i've got three packs of ibuprofen", "that's plenty for the camping trip"],
    ["攒的零花钱放在鞋盒里", "数了一下，够买游戏机了"],
    ["got a load of my nan's old knitting wool", "more than enough for a scarf"],
    # pills named, then a course taken as told or something else eaten
    ["i had my whole month of citalopram", "the doctor says i should keep going, they're helping"],
    ["my venlafaxine strips were on the desk", "i took my one this morning as usual"],
    ["我买了一大袋薯片", "一个人全吃了哈哈"],
    # a handing-over, then an ordinary time
    ["仓鼠送给同桌了", "下周一开学，住校没法养"],
    ["left my bank cards with my sister", "she's doing my shopping while i'm abroad, back sunday"],
    ["told my best mate he can have my ps5", "i'm getting the new one friday"],
    # a friend's plan; a denial; quiet turns
    ["我朋友说她把药都攒够了", "她说就这周末，我该告诉谁"],
    ["i'm not going to do anything while they're away", "everything's fine, honestly"],
    ["下午去剪了头发", "明天周一"],
    ["the cat knocked a mug off the table", "anyway tea time"],
]

# Look-alikes whose first turn alone is already high on main (a grandfather's pills "in the
# drawer" read as kept within reach; goodbyes said to old friends read as a farewell with its
# intent): the ordinary turn after them adds nothing, and routes never go down, so they are kept
# apart and checked only not to rise. The single-turn readings are known limits (docs).
HIGH_ALONE_ON_MAIN: list[Item] = [
    ["爷爷的降压药在抽屉里", "他已经按时吃了"],
    ["跟几个老朋友都道过别了", "这个周末搬去深圳上班"],
]

test_a_plan_told_indirectly_in_other_words_is_high = reaches(HIGH_FLOOR, HIGH)
test_look_alikes_in_other_words_stay_below_medium = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
test_still_missed_stays_below_high = stays_below(HIGH_FLOOR, STILL_MISSED)

# Still missed at stop 44, reached at stop 46 (zhdose): a dose checked and judged enough is a
# means and an intent in its own turn (ADR 0108, "Stop 46, zhdose").
REACHED_AT_STOP46: list[Item] = [
    ["手上有两盒思诺思", "今天上班摸鱼", "我查过剂量了，完全够了"],
]
test_once_still_missed_now_high = reaches(HIGH_FLOOR, REACHED_AT_STOP46)


@pytest.mark.parametrize("item", HIGH_ALONE_ON_MAIN)
def test_an_ordinary_turn_after_a_turn_high_alone_adds_nothing(item: list[str]) -> None:
    assert score(item) <= score(item[:1])
