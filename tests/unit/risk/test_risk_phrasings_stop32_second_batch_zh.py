"""Stop 32, Chinese categories: a second batch over the same categories in other words (a curse
done as told, pacts, joining the dead over turns, means at work, household poisons, hoarded
medicine, a crash, the roof's edge, self-talk), frozen before its rules. First try (branch
3645964, the first batch's rules): high 14/20, medium or higher 17/23, negatives 11/13.
After: high 20/20, medium or higher 23/23, negatives 13/13.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '我后妈天天说我怎么还不去死，行，今晚就成全她',
    '他在微信上叫我去死，我回了一句好，然后把药全吃了',
    '老公说你去死吧，那我就死给他看',
    '病房里的阿姨说她不想活了，我跟她说好了一起走',
    '她说她撑不下去了，我说那我们一起结束吧',
    '网友约我周末一起烧炭，我同意了',
    '外婆过世后，我就一直想随她去',
    '妈妈在重症监护室，要是她走了，我也跟着走',
    [
        '爷爷下葬了',
        '我也想跟着去',
        '就今晚',
    ],
    '我在诊所上班，吗啡我偷偷留了几支，周末用在自己身上',
    '药房的安眠药我都拿得到，准备全吃了',
    '刚把半瓶洁厕灵喝下去了',
    '洗洁精我喝了一大口，现在想吐',
    '胰岛素我攒了好几支，准备一次全打进去',
    '这一个月的药我都没吃，全藏在枕头底下了',
    '我打算明天开车直接冲进江里',
    '成绩出来了，我现在坐在顶楼的栏杆上',
    [
        '我妈走了',
        '我也想去找她',
    ],
    [
        '我男朋友自杀了',
        '我准备跟他一起走',
    ],
    '我每天都对自己说，你不能想自杀',
]

MEDIUM: list[str | list[str]] = [
    '从小到大都有人叫我去死，也许他们是对的',
    '我对象说他想死，说实话我也有这个想法',
    '他走了以后，我只想去那边陪他',
]

NONE: list[str | list[str]] = [
    '老公说你去死吧，我说你才去死，然后我们都笑了',
    '他在微信上叫我去死，我把聊天记录发给了辅导员',
    '网友约我周末一起烧烤，我同意了',
    '她说她撑不下去了，我说我们一起去找老师聊聊',
    [
        '爷爷下葬了',
        '我跟着大人去磕头',
    ],
    '妈妈在重症监护室，我每天下班都去陪她',
    '药房的安眠药都要双人核对，我今天值班',
    '洗洁精不小心溅到嘴里，漱了好几次口',
    '这一个月的药我都按时吃了，医生说可以减量',
    '我打算明天开车去江边兜风',
    '成绩出来了，我们在顶楼的咖啡厅庆祝',
    [
        '我男朋友回老家了',
        '我准备跟他一起走',
    ],
    '我每天都对自己说，你能行的',
]

(
    test_stop32_second_batch_zh_is_high,
    test_stop32_second_batch_zh_reaches_medium,
    test_stop32_second_batch_zh_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
