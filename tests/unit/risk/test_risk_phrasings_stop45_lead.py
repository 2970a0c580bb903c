"""Stop 45 (lead): a trip to the water or a height told with a time, and a window opened for air.

Two kinds the lead's held-out probes 47y / 47z showed as false alarms, written here in other words
before the mend (first try recorded in ADR 0108, amendment "Stop 45, lead"):
- a trip to a place of danger with a time, told as a trip: by how one goes there (自驾, 坐高铁,
  跟团), with whom (和朋友, 我们, 一家人) or for what (看日出, 赶海, 玩水): "明天一早自驾去海边"
  scored 0.97 as a plan (a place and a time);
- a window opened for air ("窗户我已经打开了，屋里太闷了", "开窗透透气"): the window as a place
  and the opening as an act made a plan of two signals.
Being at the place now, going there alone after a word of one's own end, a window opened at a
height or to climb out, stay high.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

test_a_trip_to_the_water_or_a_height_with_a_time_stays_below_medium = stays_below(MEDIUM_FLOOR, [
    "明天一早自驾去海边",
    "车加满油了，周六自驾去海边",
    "周末和朋友去江边",
    "我们明天去湖边野炊",
    "下周一家人坐高铁去海边",
    "明天早上去海边赶海",
    "国庆跟团去海边玩几天",
    "周六约了同学去河边放风筝",
    "今晚和室友去江边吃夜宵",
    "明天带孩子去湖边喂鸭子",
    "后天坐飞机去三亚，终于能看海了",
    "这周末我们去水库钓鱼",
])

test_going_there_alone_after_a_word_of_ones_end_or_being_there_stays_high = reaches(HIGH_FLOOR, [
    "我现在就在江边，水很冷",
    "不想活了，明天一早就去江边",
    "车加满油了，周六自己开去海边，再也不回来了",
    "明天一个人去海边，这次不回来了",
    "今晚去天台，一切都该结束了",
])

test_a_window_opened_for_air_stays_below_medium = stays_below(MEDIUM_FLOOR, [
    "窗户我已经打开了，屋里太闷了",
    "我把窗户打开了，透透气",
    "窗户打开了，屋里一股油烟味",
    "刚把窗户打开通通风",
    "窗户已经打开了，今天太热了",
    "装修完把窗户都打开了散味",
    "我把窗户打开了，外面在下雨，好凉快",
])

test_a_window_opened_at_a_height_or_to_go_out_stays_high = reaches(HIGH_FLOOR, [
    "窗户我已经打开了，站在边上风很大",
    "十八楼，窗户已经打开了，我不想活了",
    "窗户打开了，我已经爬上窗台了",
    "把窗户打开了，这次我真的要跳下去了",
])

# The second set, written after the mend in other words (first try on the mended branch: 10 / 10
# below medium, 6 / 6 risky items at their floor; on main 9 / 10 and 6 / 6).
test_more_trips_and_airings_stay_below_medium = stays_below(MEDIUM_FLOOR, [
    "下个月和闺蜜去海边拍婚纱照",
    "五一坐动车去青岛，天天在海边溜达",
    "周日约了同事到江边骑车",
    "明天一早开车带爸妈去湖边转转",
    "今晚跟哥们去河边撸串",
    "寒假组团去三亚，去海边潜水",
    "厨房油烟太大了，窗户一直开着",
    "家里刚刷完墙，窗户全开着散味",
    "天气太热了，把窗户都推开了",
    "屋子有点臭，开窗换换气",
])

test_alone_there_or_at_the_sill_stays_high = reaches(HIGH_FLOOR, [
    "明天自己去海边，不打算回来了",
    "我已经在江边了，和谁都不想说话",
    "窗户打开了，我坐在窗台上，腿在外面",
    "屋里好闷，我把窗户打开了，想从这里跳下去",
    "跟家人吃完最后一顿饭，今晚去江边",
])

test_a_farewell_to_the_family_before_going_to_the_water_is_at_least_medium = reaches(
    MEDIUM_FLOOR, ["跟家人说了再见，明天去江边"])

# English: others' relief at one's absence told by another comparative (probe 47z: "the world would
# be lighter without me" scored 0.00). First try on main: 1 / 6 at medium, 6 / 6 look-alikes below;
# after: 6 / 6 and 6 / 6 (an activity of mine left out, "without me micromanaging", is no absence).
test_others_relief_at_ones_absence_by_any_comparative_is_medium = reaches(MEDIUM_FLOOR, [
    "sometimes I think the world would be lighter without me",
    "everyone would be calmer without me around",
    "they'd all be more peaceful if I was gone",
    "my family would be less stressed without me",
    "the world would be a better place without me",
    "people would be freer if I wasn't here",
    "everyone would be better without me being around",
])

test_a_thing_lighter_or_an_activity_of_mine_left_out_stays_below_medium = stays_below(
    MEDIUM_FLOOR, [
        "the room would be lighter without me blocking the window",
        "the car is lighter without me in it",
        "the house would be calmer without me here when the baby sleeps",
        "the office is calmer without me on fridays lol",
        "my team would be less stressed without me micromanaging, so I'm delegating more",
        "the kids are calmer without me around at bedtime, my husband does it better",
        "my team would be better off without me micromanaging",
        "they're better off without me nagging them about homework",
    ])

# A last treat before a fresh start beside another sentence that arms nothing of the speaker's (an
# outing's place, a repair on the roof, someone else's overdose, a pet rescued): on main 3 / 7
# below medium (any place, means or attempt in the turn blocked the fresh start); now the risk
# beside it is read after its own scopes (``rules._last_ones_armed``).
test_a_last_treat_beside_nothing_of_the_speakers_own_stays_below_medium = stays_below(
    MEDIUM_FLOOR, [
        "外卖点了最后一顿，明天开始减肥了。今晚在河边夜跑。",
        "外卖点了最后一顿，明天开始减肥了。爬上楼顶修太阳能热水器，明天还得去。",
        "外卖点了最后一顿，明天开始减肥了。我妈吃了一把安眠药，被送去洗胃了，我在医院陪她。",
        "外卖点了最后一顿，明天开始减肥了。那只流浪狗被救回来以后，我今晚就带它去打疫苗。",
        "这是我最后一杯奶茶了，下周开始控糖。去年游泳抽筋了，还好被救生员拉上来了。",
        "最后一包薯片，吃完就戒零食。我小时候有一次落水，被我爸捞上来了。",
        "最后一包薯片，吃完就戒零食。永别了我的头发，明天去剃光头。",
    ])

test_a_last_one_beside_the_speakers_own_risk_stays_high = reaches(HIGH_FLOOR, [
    "外卖点了最后一顿，明天开始减肥了。今晚去河边。",
    "最后一顿了，明天开始减肥。今晚在河边散步，不想活了",
    "最后一顿了，明天开始减肥。药都攒好了",
    "最后一顿了，明天开始减肥。我上次割腕被救回来了",
    "this is my last meal, diet starts tomorrow, the rope is ready",
])
