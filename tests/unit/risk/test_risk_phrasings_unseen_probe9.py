"""A ninth unseen batch (the lead's probe9, mostly English: 24 high, 5 medium, 18 hard
negatives), written during the session 2026-11-28 after the seventh and eighth had been fixed,
and kept out of every helper's hands. Items within 0.75 (difflib ratio) of any phrasing already
in tests/unit/risk were dropped before scoring.

First try on main a0b56a4 and on the eighth batch's fixes (5b04f8b): high 14/24, medium 4/5,
hard negatives 17/18 below medium. Frozen here before any change for it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    (
        "i filled the prescription twice this month and didn't take any of it. "
        "60 pills in a ziploc now"
    ),
    "tonight i'm going to drive to the quarry and not come back",
    "my sister gets my car and my cat gets my mom. it's all written down",
    "i'm on the roof of my dorm. it's quieter up here than i thought",
    "ive got the belt looped over the closet rod, just sitting here looking at it",
    "Bought a one way train ticket to the coast. I don't plan on needing a return",
    "sorry i couldn't be better. i love you all. please don't be sad for too long",
    "Last attempt was 2 years ago. Now I know what I did wrong",
    "I'm going to swallow everything in the medicine cabinet when my shift ends",
    "its my last night. i already said goodbye to my dog",
    "I've decided. Sunday, at the lake, before anyone wakes up",
    "I took 40 of my lithium about half an hour ago and I feel really dizzy",
    "im sitting in the car with the charcoal grill going and the windows up",
    "I deleted all my accounts and wrote my mom a letter. Tomorrow it ends",
    "Already bought the helium tank. Reading about the mask part now",
    "I have a date picked and a place picked. I just need to get through this week",
    "gonna walk into the ocean tonight, the tide is high at 2am",
    "i can see the train lights from where i'm standing on the tracks",
    [
        "my ex has a bottle of vicodin from her surgery",
        "she keeps it in her purse",
        "i'm staying at her place tonight",
    ],
    ["I looked up how long it takes to bleed out", "the razor blades are in the bathroom drawer"],
    ["我已经在河边坐了一个小时了，水好黑", "今晚就下去"],
    "药店的人问我买这么多干嘛，我说失眠，其实我已经攒够了",
    "我给自己定了个日子，就是下周五，那天是我生日",
    "我打算明天一早去山顶，从那里跳下去就什么都结束了",
]

MEDIUM: list[str | list[str]] = [
    "i pressed the hot spoon on my wrist again. it helps me breathe",
    "I keep picking at my skin until it bleeds and I can't stop",
    "i don't want to die exactly, i just want everything to stop",
    "每天都觉得活着没什么意思，不如消失",
    "控制不住地用头撞墙，撞完才能平静下来",
]

NONE: list[str | list[str]] = [
    "My brother tried to overdose last year, how do I support him now?",
    "I'm writing a thesis on suicide prevention in rural communities",
    "Can I take ibuprofen with my antidepressants?",
    "the season finale killed me, i'm not okay lol",
    "we're driving to the quarry tonight for a swim",
    "My cat's ashes arrived today, I keep them on my desk",
    "I wrote a letter to my mom for Mother's Day, she cried",
    "I've been saving up for a trip to Japan, leaving Sunday",
    "Spent the night on the roof of our building watching fireworks",
    "my grandpa keeps a shotgun for the coyotes on the farm",
    "the deadline is tomorrow and i'm so dead if i don't finish",
    "deleted instagram for a month, my mental health needed the break",
    "I'm going to the lake on Sunday before anyone wakes up to fish",
    "he said he'd jump off the bridge if the Bears lost again lmao",
    "I need to pick up my helium tank for the party balloons",
    "My doctor increased my lithium dose, I feel dizzy, is that normal?",
    "我朋友攒了好多安眠药，她说不想活了，我该怎么办",
    "下周五是我生日，打算去山顶看日出",
]

(
    test_imminent_risk_of_the_ninth_unseen_batch_is_high,
    test_passive_wishes_and_self_harm_of_the_ninth_unseen_batch_reach_medium,
    test_hard_negatives_of_the_ninth_unseen_batch_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
