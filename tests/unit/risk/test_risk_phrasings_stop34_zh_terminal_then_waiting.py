"""Stop 34, Chinese: a terminal diagnosis of one's own (晚期, 扩散, 治不好, 还有三个月,
渐冻症, 复发) and then waiting for death at home (在家等死, 等着那一天, 躺着等死) vs. idle days
said the same way (失业了，在家等死; may be medium, never high), jokes of a late stage
(拖延症晚期, 懒癌晚期, 强迫症晚期), a project past saving, someone else's diagnosis, and a
resolve to be treated. Written and frozen before any rule change; first try on main 7492e6b:
high 2/10, idle talk below high 3/3, look-alikes 7/10.
After: high 10/10, idle talk below high 3/3, look-alikes 10/10.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['医生说是晚期了', '我就在家等死吧'],
    ['确诊肺癌晚期，已经转移了', '哪也不去了，回家等着那一天'],
    ['医生说我最多还有三个月', '那我就在家等死好了'],
    ['检查结果出来了，胰腺癌晚期', '我哪儿也不去了，就等死吧'],
    ['病理报告说是恶性的，已经扩散了', '我就躺着等死吧，不想折腾了'],
    ['医生说我这个病治不好了', '那就这样吧，在家等着那一天'],
    ['肝癌晚期，医生让我回家休养', '我就这么等死算了'],
    ['我得了渐冻症', '就在家等死吧，不拖累谁'],
    '医生说是晚期了，我就回家等死吧',
    ['白血病复发了，骨髓也配不上', '我就在床上躺着等死了'],
]
BELOW_HIGH: list[str | list[str]] = [
    '失业了，在家等死',
    ['失业了', '在家等死'],
    ['考研又没上岸', '天天在家躺着等死'],
]
NONE: list[str | list[str]] = [
    ['我奶奶查出来是晚期了', '她说就在家等着吧，不想住院'],
    ['医生说我爸是晚期了', '我就在家陪他吧'],
    ['医生说是早期的，能治好', '我就在家等手术通知吧'],
    ['医生说是晚期了', '我不想放弃，明天就去住院化疗'],
    ['拖延症晚期了', '作业还没写，就在家等死吧'],
    ['懒癌晚期', '周末就在家躺着等死'],
    ['强迫症晚期了哈哈', '门锁了三遍还不放心，等死吧'],
    ['项目已经是晚期了，救不回来', '大家都在等死'],
    ['医生说是晚期了', '我们全家会陪她走完最后一程'],
    ['颈椎病晚期了，脖子天天疼', '在家躺着等周一复查'],
]

(
    test_stop34_terminal_then_waiting_is_high,
    test_stop34_terminal_then_waiting_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
test_stop34_terminal_then_waiting_idle_talk_stays_below_high = stays_below(HIGH_FLOOR, BELOW_HIGH)
