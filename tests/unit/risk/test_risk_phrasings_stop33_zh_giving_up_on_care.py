"""Stop 33, Chinese: giving up on care to let an illness end one's life: treatment or medicine
stopped, thrown away or refused (不去医院了, 手术我不做了, 降压药我扔了, 反正治不好) with a
letting go after it (就这样吧, 躺着等死, 随它去, 爱咋咋地, 死了拉倒, 早点走也好) vs. the same words
for a cold, a doctor's change of dose, treatment finished, someone else's refusal, a dying
project or idle days at home. Written and frozen before any rule change; first try (branch
zhrecall with the joining and farewell batches' rules): high 2/12, medium or higher 1/2, negatives
11/13.
After: high 12/12, medium or higher 2/2, negatives 13/13.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '癌症晚期，我不治了，就等着那一天',
    '化疗我不做了，活一天算一天，早点走也好',
    '我已经把药停了，不想再治了，早点结束吧',
    '反正治不好，就躺着等死',
    '降压药我扔了，爱咋咋地吧',
    '胰岛素我停了一个礼拜了，血糖多高都无所谓了',
    '病了就病了，医院我不会去的，死了拉倒',
    '手术我不做了，让我安安静静地走',
    '透析不去了，躺着等死算了',
    '药也不吃了，医院也不去了，就让它去吧',
    '心脏病的药我都停了，走了也好，不拖累人',
    ['医生说肝上的瘤又长大了', '我不打算治了，在家等死'],
]

MEDIUM: list[str | list[str]] = [
    '医生说还有希望，但我不想治了，拖累家里',
    '得了这个病，治也是白治，还不如早点走',
]

NONE: list[str | list[str]] = [
    '不去医院了，太贵了，在家吃点药',
    '停药了，医生说可以减量',
    '化疗做完了，现在在家休养',
    '我爸不想治了，说拖累家里，我该怎么劝他',
    '奶奶说化疗不做了，想回老家',
    '降压药我停了，医生让换一种',
    '手术我不做了，医生说保守治疗也行',
    '感冒了，不去医院了，多喝水就好',
    '无聊得要死，天天在家等死',
    '这个项目就在等死了，老板也不管',
    '医院我不去了，就这样吧，反正就是个小感冒',
    '药吃完了不想再开了，最近状态挺好',
    '牙疼得要命，但医院我不会去的，怕疼',
]

(
    test_stop33_giving_up_on_care_is_high,
    test_stop33_giving_up_on_care_reaches_medium,
    test_stop33_giving_up_on_care_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
