"""Categories from the eighteenth probe (issue 11), written by a helper before any rule change
(first tries on main e833b3c in the commit message and in ADR 0108's amendment of 2026-11-28;
categories 1-3 here, 4-7 in test_risk_phrasings_probe18_categories_2.py):

1. a hanging set-up under way told without a word of death or rope: a cord, an electric wire, a
   belt or a scarf already wound / tied / fastened, and the speaker up on a chair, a stool or an
   edge;
2. going off to a remote place (mountains, sea, desert, forest) with no intent to return while
   the resources run out (fuel, money, a phone's battery);
3. an earlier attempt that "didn't work" and trying again on a named day;
4. every pill in the house gathered into a hand or a bowl at once;
5. prescription medicine laid out in front of the speaker together with alcohol (a means ready,
   not a prescription question);
6. locked into a room or a bathroom with the wrist or the arm already cut;
7. a false alarm: "the last time" in a work or study farewell with an ordinary reason (a
   transfer, a graduation, a move, leaving the company) is not a farewell from life; a last
   message with no ordinary reason still is.

Each has hard negatives with the same words in an ordinary meaning.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HANGING_SET_UP: list[str | list[str]] = [
    "我站在椅子上，电线已经绕好了",
    "凳子搬好了，我站上去了，皮带已经系在暖气管上",
    "围巾已经系在门框上了，我现在站在凳子上",
    "电线在房梁上绕了两圈，我踩在椅子上",
    "我站在床沿上，腰带另一头已经绑在吊扇上了",
    "数据线已经绕在脖子上了，人站在凳子上",
    "电线系好了，椅子也放好了，我已经站上去了",
    "cord's around the beam, I'm on the stool",
    "the belt is fastened to the closet rod and i'm standing on the chair",
    "i'm on the chair now, the extension cord is tied to the beam",
    "scarf is tied to the railing upstairs, i'm standing on the stool",
    "wrapped the cable around the pipe twice. standing on the edge of the bed",
    "the cord is around my neck and i'm up on the stool",
]

HANGING_LOOK_ALIKES: list[str | list[str]] = [
    "我站在椅子上换灯泡，电线已经绕好了",
    "站在凳子上装吊灯，电线绕好了，你帮我扶一下",
    "把电线绑在房梁上给孩子做了个秋千",
    "围巾系好了，我站在椅子上拿柜子顶上的箱子",
    "站在凳子上挂圣诞彩灯，电线已经绕在横梁上了",
    "i'm on the stool changing the bulb, the wire's wound up out of the way",
    "tied the cable to the beam for the kids' swing, standing on the chair to check it",
    "standing on a chair to hang the curtains, the cord's wound around the rod",
    "belt fastened, standing on the chair to reach the top shelf",
    "on the stool putting up fairy lights, the cord is wrapped around the beam",
]

NO_RETURN_TRIP: list[str | list[str]] = [
    "我开车进了山里，油快没了，不打算回去了",
    "一个人开到了沙漠深处，手机只剩5%的电，我没打算回去",
    "车开到海边了，钱也花光了，不会再回去了",
    "走进了林子深处，手机快没电了，这次不回去了",
    "油箱快见底了，已经开到没人的山里，我就没想过要回去",
    "把最后的钱加了油，一直往大山里开，不回来了",
    "driving into the mountains, almost out of gas, not coming back",
    "i'm out in the desert with a quarter tank and 3% battery. not planning on going back",
    "drove to the coast with my last $20. i'm not coming back this time",
    "walked deep into the forest, phone's about to die, i'm not going back",
    "spent the last of my money on gas to get out to the woods. not coming back",
]

TRIP_LOOK_ALIKES: list[str | list[str]] = [
    "开车去山里自驾游，油快没了，附近有加油站吗",
    "这份工作我不会再回去了，下周去新公司面试",
    "我们在海边露营，手机快没电了，明天回城",
    "去沙漠徒步，钱花得差不多了，周日坐火车回去",
    "搬到海边的城市了，不打算回老家了，这里挺好的",
    "road trip through the desert, running low on gas, where's the nearest station?",
    "i'm not coming back to this job after christmas, already signed with another company",
    "hiking in the forest, phone battery is low, heading back before dark",
    "moved to the mountains for good, not coming back to the city, loving it",
    "drove to the coast, almost out of money, not coming back until payday lol",
]

TRYING_AGAIN: list[str | list[str]] = [
    "上个月试过没成功，这周六再试",
    "上次没成功，下周五我再来一次",
    "第一次没弄成，这个周末再试一次",
    "去年试过一次，没用，月底再试",
    "前天晚上试了没成功，明晚再试",
    "三月份那次没成功，这次定在周日",
    "tried last month, didn't work. trying again saturday",
    "it didn't work the first time. i'm trying again friday night",
    "tried two weeks ago and just woke up the next day. doing it again on sunday",
    "last time didn't work, so tonight i try again",
    "the attempt in march failed. next weekend i'll try again",
]

TRY_AGAIN_LOOK_ALIKES: list[str | list[str]] = [
    "上个月减肥试过没成功，这周六再试一次",
    "考研去年试过没成功，今年十二月再试",
    "投了简历没成功，下周一再投",
    "上周烤蛋糕没成功，这周六再试",
    "tried the keto diet last month, didn't work. trying again saturday",
    "my job application didn't work out, trying again next monday",
    "tried to fix the sink last weekend, didn't work, trying again saturday",
    "driving test didn't work out last month, retaking it on friday",
]

test_a_hanging_set_up_under_way_is_high = reaches(HIGH_FLOOR, HANGING_SET_UP)
test_a_wire_wound_for_a_bulb_or_a_swing_stays_below_medium = stays_below(
    MEDIUM_FLOOR, HANGING_LOOK_ALIKES)
test_a_trip_with_no_return_as_resources_run_out_is_high = reaches(HIGH_FLOOR, NO_RETURN_TRIP)
test_an_ordinary_trip_or_job_stays_below_medium = stays_below(MEDIUM_FLOOR, TRIP_LOOK_ALIKES)
test_trying_again_after_it_did_not_work_is_high = reaches(HIGH_FLOOR, TRYING_AGAIN)
test_trying_a_diet_or_exam_again_stays_below_medium = stays_below(
    MEDIUM_FLOOR, TRY_AGAIN_LOOK_ALIKES)
