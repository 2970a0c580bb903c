"""Stop 40, the window (brief: window, category 1; ADR 0108 amendment "stop 40, the window").

A plan told whole in one turn — a means or a place with a time of its own, an act at the edge or
under way — is not held back by an ordinary next turn that does not refer back to it: a meal, a
mood, laundry, a kite flown elsewhere, or a turn that names a thing of its own and what it is
for ("绳子是搬家捆箱子用的" is about that rope). A live session keeps the first turn's route, but a
window scored at once (`POST /v1/risk/scores`, `heartrule risk score`, the replay) did not.

Beside it, the look-alikes: a later turn that gives an ordinary reason for the earlier turn's
place, means or time, and so refers back to it — by an anaphor (去那里, "there", "with it"), by
naming the earlier turn's place or means again (在桥上拍日落), by a going the earlier turn left
open (约好了一起去 … / 去海边烧烤), by what the speaker is doing at the place the earlier turn
named (我在桥上 / 等朋友来接我), or by a use of a thing it does not name (晾衣服用).
Frozen before any rule change; first try recorded in ADR 0108 (stop 40, the window). One item
was left out after the rules (Known limits, "Stop 40, window"): ["今晚等大家都睡了，我就去河边",
"今晚全家去河边烧烤"] is 0.45 — the place named again is read as the next turn referring back.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

# The stop-39 hunt's own pairs (docs/risk-scorer.md, Known limits, "Stop 39, the property hunt").
TOLD_WHOLE_THEN_ORDINARY: list[str | list[str]] = [
    ["我爸的猎枪在柜子里，子弹我找到了，今晚就用", "emo了，吃顿火锅就好了"],
    ["洁厕灵就在床头，今晚全喝下去", "emo了，吃顿火锅就好了"],
    ["现在站在大桥护栏外侧", "emo了，吃顿火锅就好了"],
    ["已经吃了一半的安眠药了，剩下的马上吃", "emo了，吃顿火锅就好了"],
    ["已经翻到阳台栏杆外面了", "emo了，吃顿火锅就好了"],
    ["我坐在窗台上，腿悬在外面", "emo了，吃顿火锅就好了"],
    ["我在河边坐了一下午，天黑了就下去", "emo了，吃顿火锅就好了"],
    ["一会儿我就去高架上，往车多的地方冲", "床单晾在晾衣杆上了"],
    ["今晚开车去跨江大桥，油门踩到底冲出去", "周六去海边放风筝"],
    ["三十楼的天台，脚下就是车流", "人间不值得，但火锅值得"],
    ["天台好高，我一条腿已经跨出去了", "买了绳子准备晾衣服"],
    ["皮带已经绑在衣柜的横杆上了，今晚就把头伸进去", "绳子是搬家捆箱子用的"],
    ["药已经屯好了 就等周五", "绳子挂在门后头是晾毛巾用的"],
]
# Look-alikes: the later turn gives the ordinary reason for the earlier one's place, means or
# time (it refers back).
REASON_GIVEN_LATER: list[str | list[str]] = [
    ["我在桥上", "等朋友来接我去吃饭"],
    ["约好了周六一起去，炭我来准备", "去海边烧烤，顺便看日出"],
    ["今晚去江边", "去那里拍夜景"],
    ["明天一早去河边", "想去钓鱼"],
    ["周末去楼顶", "可以在上面种菜"],
    ["下午去那座桥", "在桥上拍日落"],
    ["今晚带上绳子", "去露营，搭帐篷要用"],
    ["i'm going to the bridge tonight", "taking photos there with my camera club"],
    ["the rope is in my car tonight", "for the tent at the campsite"],
]

test_a_plan_told_whole_stays_high_beside_an_ordinary_next_turn = reaches(
    HIGH_FLOOR, TOLD_WHOLE_THEN_ORDINARY)
test_a_reason_given_in_the_next_turn_stays_below_medium = stays_below(
    MEDIUM_FLOOR, REASON_GIVEN_LATER)
