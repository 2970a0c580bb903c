"""Stop 44 (lead), the second set: the same four kinds in other words, written after the first
set passed (first try on the mended rules: 14 / 14 look-alikes below medium, 9 / 10 risky items
high; main: 9 / 14 and 9 / 10). The one miss, "my last meal tonight. won't need to diet where
I'm going", named a last meal no English table read, and a going "where I'm going" its "won't"
cancelled as a negation: both are read now (``farewell_strong``), and the fresh start waved
away ("won't need to diet") holds none back.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

test_doses_taken_by_a_regimen_in_other_words_stay_below_medium = stays_below(MEDIUM_FLOOR, [
    "今早的降糖药全吃了，医生交代的饭前吃",
    "妈你放心，药我都按医嘱吃了",
    "抗抑郁的药都吃了，早晚各一次，没漏",
    "took all of my blood pressure meds as directed this morning",
    "just took all my vitamins and my thyroid pill with breakfast, as usual",
    "had all my evening tablets like the psychiatrist wants, going to bed now",
])

test_doses_against_the_regimen_in_other_words_are_high = reaches(HIGH_FLOOR, [
    "医生说每天一粒，我今晚一下子吞了二十粒",
    "他说饭后一片，我把一整盒都咽下去了",
    "my gp said one in the morning but I swallowed the whole packet tonight",
    "took all of my pills at the same time instead of twice a day, feeling dizzy",
])

test_a_last_treat_before_a_fresh_start_in_other_words_stays_below_medium = stays_below(
    MEDIUM_FLOOR, [
        "最后一根烟，抽完就戒了",
        "今晚是最后一顿炸鸡，明天开始健身",
        "这是最后一次熬夜打游戏了，开学了得自律",
        "my last doughnut, dry january starts tomorrow",
        "this is my last beer, quitting drinking starting tomorrow",
        "my last meal tonight, diet starts tomorrow",
        "my last meal was at noon, I'm starving",
        "having my last meal before the colonoscopy tomorrow",
    ])

test_a_last_meal_with_no_fresh_start_in_other_words_is_high = reaches(HIGH_FLOOR, [
    "这大概是我最后一顿了，以后也不用节食了",
    "my last meal tonight. won't need to diet where I'm going",
    "my last meal. then the bridge",
])

test_photos_at_a_place_in_other_words_stay_below_medium = stays_below(MEDIUM_FLOOR, [
    "在大桥上拍了一张合照，风好大",
    "我们在楼顶天台拍了几张照，拍完去吃火锅",
    "在江边自拍，拍完就去地铁站",
])

test_an_act_after_a_frame_in_other_words_is_high = reaches(HIGH_FLOOR, [
    "在天台抽完这根烟就跳",
    "站在桥边吹会儿风，吹完就跳进去",
    "江边坐一会，坐完我就跳下去",
    "在楼顶给我妈发完这条消息就跳",
])
