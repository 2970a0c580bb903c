"""Stop 34, Chinese, the second set of attempts aborted or interrupted, in other words than
`test_risk_phrasings_stop34_zh_aborted_attempts.py` and written after its rules (a wire round
the neck and let go, pills pressed out and put back, a night by the rails, a belt hung and taken
down at a key in the door, a mouthful of pills spat out, a knife snatched away) vs. chewing gum,
earphones, trainspotting, an apple, a bridge at night, a bitter medicine, a kitchen knife.
First try on branch zhrecall 208cdeb (after the first set's rules): high 6/10, look-alikes 7/8.
After: high 10/10, look-alikes 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '刚才差点就从窗户翻出去了，我爸在客厅喊我吃饭才回过神',
    '把一板安眠药都抠出来了，最后又一颗颗塞回去',
    '那根电线都绕到脖子上了，我还是松开了',
    '上个月在铁轨边蹲了一整晚，火车来的时候我没敢动',
    '水果刀都抵在手腕上了，门铃响了',
    '站在江边护栏外面，被巡逻的保安劝下来了',
    '我把车停在桥上，门都打开了，最后还是关上门开走了',
    '药已经含在嘴里了，一大把，最后还是吐掉了',
    '上次刀都拿起来对着手腕了，被我妈一把夺走',
    '皮带都挂好了，听见钥匙开门的声音，我赶紧解下来',
]
NONE: list[str | list[str]] = [
    '把一板口香糖都抠出来了，分给同学',
    '耳机线缠在脖子上，跑步的时候老是掉',
    '在铁轨边蹲了一整晚拍火车，火车来的时候我按了快门',
    '水果刀都抵在苹果上了，门铃响了',
    '在桥上停车拍夜景，被交警劝走了',
    '药已经含在嘴里了，太苦了又吐掉了',
    '上次菜刀都拿起来了，被我妈一把夺走，说她来切',
    '皮带都系好了，听见钥匙开门的声音，赶紧出门',
]

(
    test_stop34_aborted_attempts_other_words_are_high,
    test_stop34_aborted_attempts_other_words_look_alikes_stay_below_medium,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
