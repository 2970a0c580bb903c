"""The lead's second stop-31 batch (2026-11-29), written and frozen before any rule change; first
try on 7525fe1 (with the first batch's rules, 8f5d5df): high 1/10, medium or higher 1/10,
negatives 18/19.

- A future the speaker does not expect to live to ("i don't see myself being alive at 30", "this
  will be my last birthday", "今年应该是我最后一个生日了", "我活不过三十岁的"): 0.00-0.60.
- Fear of what one might do to oneself, not trusting oneself alone ("i'm scared of what i might do
  tonight", "我怕今晚自己会做傻事", "怕控制不住自己"): 0.00-0.45, high with tonight, now or alone.
- A plan hidden behind "I'm fine" ("i told my therapist i was fine but i have a plan", "跟医生说
  我好多了，其实我已经计划好了"): 0.00 in English.
- A blade held to the wrist for a while ("刀一直抵在手腕上，一个小时了"): 0.45.
- Letting go of the wheel, swerving into a barrier: 0.00 in Chinese; and "swerving to avoid
  potholes" was high (0.97), a false alarm.

The look-alikes after the marked line were written after the rules, from the rules' own words,
and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "i'm scared of what i might do tonight",
    "i don't trust myself alone right now",
    '我怕今晚自己会做傻事',
    '我现在不敢一个人待着，怕控制不住自己',
    "please don't leave me alone tonight, i don't know what i'll do to myself",
    'i told my therapist i was fine but i have a plan',
    '跟医生说我好多了，其实我已经计划好了',
    "everyone thinks i'm doing better but i've already got it all planned",
    '刀一直抵在手腕上，一个小时了',
    "the blade's been pressed against my wrist for twenty minutes",
]

MEDIUM: list[str | list[str]] = [
    "i don't see myself being alive at 30",
    "i'm not going to be around for christmas",
    'this will be my last birthday',
    "i honestly don't think i'll make it to next summer",
    '今年应该是我最后一个生日了',
    '我活不过三十岁的，我自己知道',
    '我觉得我撑不到明年春天了',
    "i'm scared i'll do something stupid and not be here tomorrow",
    '开车的时候总想松开方向盘',
    "every time i'm on the highway i think about swerving into the barrier",
]

NONE: list[str | list[str]] = [
    "i don't see myself living in this city at 30",
    "i'm not going to be around for christmas, we're flying to my in-laws in japan",
    'this will be my last birthday in my twenties!',
    "i don't think i'll make it to the party next summer, it's my sister's wedding weekend",
    '今年应该是我最后一个在学校过的生日了',
    '这家店活不过三个月，我自己知道',
    '这盆花我觉得撑不到明年春天了',
    "i'm scared of what i might do to my ex's car lol",
    "i don't trust myself alone with a whole pizza right now",
    '我怕今晚自己会忍不住吃宵夜',
    '我现在不敢一个人待着，怕黑，怕鬼片里的那个女的',
    '我怕他想不开做傻事，他最近分手了',
    "i don't trust myself around chocolate tonight",
    'i told my boss i was fine but i have a plan to quit by june',
    '跟医生说我好多了，其实我已经计划好了下个月去旅游',
    "everyone thinks i'm doing better and i've already got the trip planned",
    '刀一直放在厨房的刀架上',
    '开车的时候总想松开方向盘伸个懒腰，累死了',
    "every time i'm on the highway i think about swerving to avoid potholes",
    # written after the rules, from their words (checked, not first tries)
    "don't leave me alone with the kids tonight, i don't know what i'll do with them lol",
    "i'm scared of what i might do if i see him again",
    "i don't see myself being around here in 5 years, i want to move to canada",
    "i don't think i'll make it to christmas, flights are too expensive",
    "this will be my last christmas at home before i move out",
    "我觉得我撑不到下班了，太困了",
    "我活不过这个夏天，热死了",
    "我怕自己控制不住自己又去买奶茶",
]

(
    test_stop31_fear_of_oneself_and_hidden_plans_are_high,
    test_stop31_no_future_reaches_medium,
    test_stop31_second_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
