"""Stop 30: the lead's probe-21 misses as categories, and probe-22's false alarms, written before
any rule change (first tries on main 15a849d + the stop-30 leaving commit in the commit message
and ADR 0108's stop-30 amendment).

- No way back down from a height or a wild place ("not coming down the trail this time").
- Sleeping pills set out with drink, taken "after this message", with bare 酒.
- A suffocation set-up (a plastic bag with tape or ties, a gas tank and a bag).
- A gun readied: held, loaded, the safety off, a round chambered.
- Money one will not need any more, handed over.
Hard negatives for each, and the ordinary errands that had read as a plan: blades for an art
class, letters for summer camp, waiting on a station platform.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

NO_WAY_DOWN: list[str | list[str]] = [
    "i'm at the cliff where we used to hike. not coming down the trail this time",
    "drove up to the lookout over the quarry. i'm not driving back down",
    "at the top of the ridge now. not hiking back down this time",
    "爬到那个悬崖上了，这次不打算下山了",
    "我在楼顶天台，这次不打算下去了",
]

PILLS_WITH_DRINK: list[str | list[str]] = [
    "安眠药和酒都在桌上了，给你发完这条就喝",
    "药和一瓶酒摆在床头，说完这些我就吃",
    "一瓶酒，一板安眠药，等我喝完这杯就全吞了",
    "pills and a bottle of wine on the table. after i send this i'm taking them",
]

SUFFOCATION: list[str | list[str]] = [
    "I put the plastic bag and the tape on my bed. everyone thinks I'm asleep",
    "got a plastic bag and zip ties ready for tonight",
    "塑料袋和胶带都准备好了，今晚等他们睡了",
    "bought a helium tank and a bag. tonight.",
    "把塑料袋套在头上试过了，今晚用胶带缠紧",
]

GUN_READIED: list[str | list[str]] = [
    "I've been holding my dad's revolver for an hour. the safety is off.",
    "loaded the gun and it's in my lap",
    "the gun's loaded and the safety is off. i'm sitting in the car",
    "枪里装了子弹，保险已经打开了",
    "我拿着我爸的猎枪坐了一晚上，子弹上膛了",
]

MONEY_NOT_NEEDED: list[str | list[str]] = [
    "把工资全转给我妈了，跟她说是给她买衣服的，其实我不打算再用钱了",
    "存款都转给我弟了，反正以后也用不到钱了",
    "sent my whole paycheck to my mom. told her it's for a new coat. i won't need money anymore",
]

STILL_HIGH: list[str | list[str]] = [
    "刀片已经准备好了，等宿舍的人都熄灯",
    "刀片准备好了，明天就用",
    "wrote letters to my kids. tonight's the night",
    "standing on the train platform edge. the express comes through in 5 min",
    "站在站台边上，等下一趟不停站的车过来就跳",
]

NONE: list[str | list[str]] = [
    "we're camping at the summit tonight, not coming down till morning",
    "at the cliff where we used to hike, the view is still amazing",
    "山顶露营，今晚不下山了",
    "not coming down the trail this time, we're taking the cable car",
    "安眠药医生说别和酒一起吃，我记住了",
    "酒和药都收起来了，发完这条就睡",
    "wine and cheese on the table, after i send this i'm eating",
    "the plastic bags and tape are for packing, moving out sunday",
    "塑料袋和胶带是用来打包的，周日搬家",
    "bought a helium tank for the birthday balloons tonight",
    "zip ties and plastic bags for organizing the garage",
    "dad took me to the shooting range and taught me revolver safety",
    "cleaning my rifle, safety is on, heading to the range saturday",
    "打靶的时候教练让我们把保险打开",
    "hunting season starts tomorrow, gun's loaded in the truck",
    "工资全转给我妈了，她要装修房子",
    "我不打算再用现金了，全用手机支付",
    "i won't need cash anymore, everything's contactless",
    "刀片是给美工课准备的，明天要做模型",
    "美工刀买好了，周五手工课要刻橡皮章",
    "the blades are for art class tomorrow, we're making models",
    "刻刀准备好了，明天去上篆刻课",
    "i wrote letters to my kids for when they go to summer camp",
    "wrote letters to my kids for their birthdays",
    "给孩子们写了信，等他们夏令营的时候看",
    "standing on the platform, the express is late again ugh",
    "on the platform now, train in 5 min, see you soon",
    "站在站台上等车，快车又晚点了",
]

test_no_way_back_down_from_a_height_is_high = reaches(HIGH_FLOOR, NO_WAY_DOWN)
test_pills_set_out_with_drink_taken_after_this_message_are_high = reaches(
    HIGH_FLOOR, PILLS_WITH_DRINK)
test_a_suffocation_set_up_is_high = reaches(HIGH_FLOOR, SUFFOCATION)
test_a_gun_readied_is_high = reaches(HIGH_FLOOR, GUN_READIED)
test_money_not_needed_any_more_handed_over_is_high = reaches(HIGH_FLOOR, MONEY_NOT_NEEDED)
test_the_risky_neighbours_of_ordinary_errands_stay_high = reaches(HIGH_FLOOR, STILL_HIGH)
test_the_same_words_in_ordinary_meaning_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
