"""Stop 37, Chinese: ordinary sentences with an atom that can raise a route, found by an
exhaustive search of benign frames (each atom kind — a place of danger, a means, preparation, a
time, a farewell, a prior attempt — put in errands, travel, work, leisure at the place, family
care, phones and money for ordinary reasons, a pet's rescue, someone else's risk; alone, and
crossed in pairs as one sentence, two sentences and two turns). The families: a place of danger
where one runs, works, lives, gardens or takes a train; a pesticide sprayed, the gas turned off;
photos deleted for storage, a letter with wishes, a pet boarded, keys left for the plants; a
"last post" with its reason, a farewell to one's hair; a time with the game or the novel it is
for; an animal rescued; someone else's overdose told with the visit — vs. the speaker's own risk
in the same places and words, which stays high.
Written and frozen before any rule change; first try on f5dca38 (+ the second set's fixes):
high 10/10, look-alikes 13/30.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    '今晚一个人在河边，不想回去了',
    '我在高楼顶层，窗户开着，今晚就跳',
    '火车站台上，等下一趟车进站我就跳下去',
    '天台上种的葱我都送人了，今晚上去就不下来了',
    '农药我偷偷藏起来了，明天喝',
    '安眠药我只吃半片，剩下的都攒起来了，够了',
    '把刀磨好了，今晚割',
    '照片都删了，东西也送人了，明天就结束',
    '等他们睡了我就去天台',
    '等爸妈睡了我就吃药，一整瓶',
]
NONE: list[str | list[str]] = [
    '今晚在河边夜跑',
    '下班后去江边夜跑，今晚八公里',
    '我在高楼顶层上班，今晚又要加班',
    '我在二十层上班，明天开会',
    '我家就住在铁轨旁边，火车一过就震，今晚又睡不好了',
    '我们家住江边，明天带孩子去公园',
    '天台上种了点葱，明天摘',
    '周末在楼顶种菜，番茄快熟了',
    '火车票买好了，站台上人好多',
    '明早六点的高铁，站台在三楼',
    '爬上楼顶修太阳能热水器，明天还得去',
    '农药打完了，今年的菜长得好，明天去摘',
    '明天去地里打农药',
    '煤气关好了，出门了，今晚不回来吃',
    '安眠药我只吃半片，医生说可以',
    '安眠药按医生说的每晚一片，今晚也吃了',
    '老鼠药放在仓库角落了，最近老鼠太多',
    '把刀都磨了一遍，明天过年杀鱼',
    '手机里的照片删了一些，内存不够，今晚再清一清',
    '把相册里的照片都删了，手机太卡了',
    '给朋友写了封信，祝她新婚快乐，明天寄出去',
    '狗送去宠物店寄养了，明天出发去海南',
    '钥匙托付给邻居了，帮我浇花，今晚出发',
    '最后一条朋友圈，我要戒社交网络了，今晚开始',
    '永别了我的头发，明天去剃光头',
    '等他们睡了我再打游戏',
    '等爸妈睡了我就偷偷看小说，今晚一定看完',
    '我妈吃了一把安眠药，被送去洗胃了，我在医院陪她',
    '上次被救回来的那只猫现在很健康',
    '那只流浪狗被救回来以后，我今晚就带它去打疫苗',
]

test_stop37_zh_benign_frames_own_risk_stays_high = reaches(HIGH_FLOOR, HIGH)
test_stop37_zh_benign_frames_stay_below_medium = stays_below(MEDIUM_FLOOR, NONE)
