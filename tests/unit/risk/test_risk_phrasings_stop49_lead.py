"""Stop 49, lead: two English medium-route frames a fresh held-out probe missed — a step or a
lean forward thought of at a platform, an edge or a train's coming, and kin better off with what
one's death pays (the life insurance) — with look-alikes in the same words (a step forward into a
new job, a better insurance plan, dancers stepping forward when the music comes in).

From the lead's probe of the medium route (28 items, written before any rule changed; 26 / 28
reached medium on main ad785f9): "when i stand on the platform i think about stepping forward"
(0.45, the platform alone) and "my family would be better off with the life insurance honestly"
(0.45, the insurance alone). The wordings below were written for the two frames after reading
those misses; first try on main: 2 / 6 reaching medium (a lean and a tip over at an edge already
read as the edge and a thought of it), 6 / 6 look-alikes below it. After: 6 / 6
and 6 / 6 (the step at a platform and the insurance with "life" reach high, as the platform and a
settled affair are signals of their own beside the thought).

The second set, from the lead's probe of plans over turns and of decisions (written before the
rules below changed): a bare decision and a time over-read where the time is a piece of work's or
an errand's ("我想好了，今晚提交", "i've decided, submitting it tonight": 0.97 on main, 11 of 14
such errands), and, looked at beside them, a real plan read as a text about the act because a
thesis, a report or an essay is named as the deadline ("提交完毕业论文，我就去跳楼", "once i submit
my thesis i'm going to kill myself": 0.00 on main, "fiction or media") or a life event dates it
with no time ("毕业了我就去跳楼", "离职手续办完我就去跳河": 0.00 on main, "an ordinary life
event"). First try on main: high 3 / 10, look-alikes 4 / 14 below medium. After: 10 / 10, 14 / 14.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FIRST_MEDIUM: list[str | list[str]] = [
    "every time i wait at the station i think about how easy it would be to step forward",
    "on the platform i keep thinking about leaning forward a bit too far",
    "i think about stepping forward when the train pulls in",
    "standing at the edge of the roof terrace i think about tipping over",
    "my kids would be better off with the insurance money",
    "tbh my wife would be fine with the life insurance payout",
]

FIRST_LOOK_ALIKES: list[str | list[str]] = [
    "i think about stepping forward in my career this year",
    "on the platform i think about stepping forward into a new job",
    "the dancers think about stepping forward when the music comes in",
    "my family would be better off with a better insurance plan",
    "we'd be better off with the insurance from work than the private one",
    "at the station i think about how easy it would be to step forward as team lead",
]

SECOND_HIGH: list[str | list[str]] = [
    "提交完毕业论文，我就去跳楼",
    "交完论文我就去跳楼",
    "毕业了我就去跳楼",
    "离职手续办完我就去跳河",
    "once i submit my thesis i'm going to kill myself",
    "i've decided, after i submit the essay tonight i'm ending it",
    "after i finish the report tonight i'll take them all",
    "i've decided, emailing my family a goodbye tonight",
    "想好了，今晚把遗书发给他们",
    "我想好了，今晚就结束",
]

SECOND_LOOK_ALIKES: list[str | list[str]] = [
    "我想好了，今晚提交",
    "想好了，今晚把方案发给老板",
    "决定了，明天上传视频",
    "想好了，明天交报告",
    "决定了，今晚改完代码就睡",
    "我想好了，明天去报销",
    "i've decided, submitting it tonight",
    "made up my mind, sending the email tomorrow morning",
    "i've decided, i'm applying tonight",
    "i've decided, emailing my boss the report tonight",
    "finished my thesis on suicide prevention, so relieved",
    "写完了关于自杀的论文，好累",
    "毕业了我就去跳伞",
    "毕业了，今晚去楼顶拍毕业照",
]

test_stop49_lead_first_medium = reaches(MEDIUM_FLOOR, FIRST_MEDIUM)
test_stop49_lead_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
test_stop49_lead_second_high = reaches(HIGH_FLOOR, SECOND_HIGH)
test_stop49_lead_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
