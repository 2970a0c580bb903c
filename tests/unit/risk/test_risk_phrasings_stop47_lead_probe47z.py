"""Stop 47 (lead), fourth batch: the lead's held-out probe 47z, read after it was scored.

47z (written before the helpers landed, never shown to them) scored 11 / 14 high, 7 / 7 medium
and 12 / 14 look-alikes on main a66bedd and the same on the stop's merged branch: the stop's
kinds did not reach it. Its misses were then read (so 47z is no longer held out) and mended as
kinds (ADR 0108 amendment "Stop 47, lead (4)"): a roof door checked and found left unlocked at
night (不锁 is no denial, as 没锁 was not), money taken out and handed to a brother with the mother
entrusted to him, and ideation in the past beside a life happy now. This set, in other words, was
written after the mend: on main 3 / 4 high and 4 / 6 look-alikes, after 4 / 4 and 6 / 6.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "踩过点了，天台的门晚上不上锁",
    "我去看过了，那座楼顶楼的门一直不锁，上去没人管",
    "存款都取出来转给我姐了，跟她说往后替我照顾好爸妈",
    "卡里的钱都转给我哥了，以后帮我照顾好妈",
]

LOOK_ALIKES: list[str | list[str]] = [
    "查好了，那家店晚上不关门",
    "查好了，天台的门晚上不锁，物业说可以上去晒被子",
    "我出差这几天，跟我弟说照顾好妈",
    "我要去国外读书了，跟我弟说以后照顾好妈",
    "以前也想过死，后来有了儿子，现在每天都很幸福",
    "那段时间很想死，现在每天都挺开心的",
]

STILL_MISSED: list[str | list[str]] = [
    # a will, a pet with a sister and a hotel room booked for a day: no reading of a hotel
    "my will's signed, the cat's with my sister, and i've booked a room at a hotel for friday",
    # over-read: drunk to a pumped stomach "last time" (上回 is no resolved past) and never again
    "上回喝酒喝到洗胃，这次再也不敢了，滴酒不沾",
]

test_stop47_lead_probe47z_high = reaches(HIGH_FLOOR, HIGH)
test_stop47_lead_probe47z_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
