"""Stop 33, Chinese: a pet, a child or a last matter entrusted to others and the speaker at
peace after it (托付给…我放心了, 这下没有牵挂了, 最后一件心事也了了) vs. the same words before a
business trip, a holiday, a working week, a pet rehomed for a yard, a thesis handed in or a
retirement. Written and frozen before any rule change; first try (branch zhrecall with the
joining, farewell, care and fear batches' rules): high 5/8, negatives 8/8.
After: high 8/8, negatives 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '猫托付给室友了，她会好好照顾它的，我放心了',
    '把女儿托付给我姐了，我也就放心了',
    '猫送给楼下阿姨了，这下没有牵挂了',
    '仓鼠送人了，存款转给我妈了，再也没有牵挂了',
    '我把狗托付给了前同事，以后它就拜托她了，我可以安心了',
    '乌龟托付给邻居了，最后一件心事也了了',
    ['家里的猫我托付给朋友了', '这下没什么牵挂了'],
    '两只猫都托付出去了，以后了无牵挂',
]

NONE: list[str | list[str]] = [
    '把猫托付给室友了，我出差一个月，放心了',
    '狗狗送给表姐养了，她家有院子，我放心了',
    '孩子托付给我妈带了，我周一去上班，放心了',
    '猫托付给宠物店寄养一周，我出去旅游了，放心了',
    '工作交接完了，没有牵挂了，下周开始休年假',
    '论文交了，最后一件心事也了了，终于可以睡个好觉',
    '把钥匙托付给邻居了，快递到了帮我收，放心了',
    '孩子考上大学了，我没有牵挂了，可以好好享受退休生活',
]

test_stop33_entrusted_and_at_peace_is_high = reaches(HIGH_FLOOR, HIGH)
test_stop33_entrusted_and_at_peace_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
