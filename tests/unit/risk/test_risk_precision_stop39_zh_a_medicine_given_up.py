"""Stop 39, Chinese: a medicine named only where it is given up (thrown out when it expired,
handed in for recycling, binned on a doctor's word) is not at hand, so it is nothing a "那些",
"这些" or "数过了" told elsewhere in the window refers to: the eating, the counting or the using
is of food, biscuits or coupons. The fresh-clone CI's hypothesis run drew the first window (0.97;
the lead wrote it into the known limits at stop 38); stop 36 did the same for a medicine named
only in someone else's signals. A medicine kept beside the one thrown out, a disposal denied or
taken back, and a medicine kept in another turn still name what the speaker's "那些" is.
Frozen before the fix; first try on 1c9035e: look-alikes 0/5, the speaker's own 4/4; after: 5/5
and 4/4.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

NONE: list[str | list[str]] = [
    ["吃掉那些吧，别浪费", "把过期的药都倒出来扔了"],
    ["把过期的药都倒出来扔了", "吃掉那些吧，别浪费"],
    ["家里的旧药我都拿去药店回收了", "剩下的饼干数过了，一共十二块"],
    "我把奶奶吃剩的药都交给社区回收了。用掉那些优惠券吧，月底就过期了。",
    ["医生说止痛药不要了就扔掉", "吃掉这些吧，放久了不新鲜"],
]
HIGH: list[str | list[str]] = [
    ["过期的药扔了，新开的安眠药我都攒着", "今晚就吃掉那些"],
    ["我没把药扔掉，全攒着呢", "今晚吃掉那些"],
    ["医生开的安眠药我一直攒着", "把过期的感冒药扔了", "今晚就吃掉那些"],
    ["我把药扔了", "骗你的，药都在，今晚我就吃掉那些"],
]

(
    test_stop39_a_medicine_given_up_is_nothing_those_refers_to,
    test_stop39_a_medicine_kept_beside_one_given_up_stays_high,
) = (stays_below(MEDIUM_FLOOR, NONE), reaches(HIGH_FLOOR, HIGH))
