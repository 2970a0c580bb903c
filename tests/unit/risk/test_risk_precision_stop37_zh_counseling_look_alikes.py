"""Stop 37, Chinese: the families behind CPsyCounD client windows at 0.70 or more that are not
risk, each written in more words: something or someone thrown, carried or pushed down from a
height (an intrusive thought of harming a grandchild, rubbish, a toy, a sofa carried down); a
spouse or a mother-in-law who helps look after the children (帮我照顾, no farewell); a rescue
after an accident in the water told in a later sentence; a visit to a place of danger
remembered (我们去过一次海边) — vs. the speaker's own risk in the same words, which stays high.
The CPsyCounD windows were read before the tests were written, so these are not a blind first
try; on main 45ac9ef: high 7/7, look-alikes 2/14.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '把我自己从楼上扔下去算了，今晚',
    '我想从楼上跳下去，今晚就去',
    '以后帮我照顾好我妈，我今晚就走',
    '你们帮我照顾好猫，我不回来了，今晚就去江边',
    '上次吃药被救回来了，这次我攒了更多，今晚吃',
    '上次跳河被人捞上来了，这次不会了',
    '去过江边好几次了，今晚一个人去，不回来了',
]
NONE: list[str | list[str]] = [
    '我总是想把外孙女从楼上扔下去，我知道这些念头是错误的',
    '把垃圾从楼上扔下去被邻居骂了',
    '孩子把玩具从阳台丢下去了，今晚得去楼下找',
    '气得我想把他的手机从窗户扔下去',
    '把旧沙发从三楼抬下去了，今天累坏了',
    '丈夫对我很好，帮我照顾女儿，每月给我一半的工资',
    '婆婆人不错，帮我照顾孩子，我才能安心上班',
    '我妈一直帮我照顾儿子，今晚她回老家了',
    '小时候掉进河里，差点淹死。后来我被救回来了',
    '去年游泳抽筋了。还好被救生员拉上来了',
    '我小时候有一次落水，被我爸捞上来了',
    '妈妈生病前，我们去过一次海边。那是我第一次看到大海',
    '小时候我们一家人去过江边，那天特别开心',
    '我和爸爸去过那座大桥，今晚又梦到了',
]

test_stop37_zh_counseling_look_alikes_own_risk_stays_high = reaches(HIGH_FLOOR, HIGH)
test_stop37_zh_counseling_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
