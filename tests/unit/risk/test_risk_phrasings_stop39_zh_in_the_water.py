"""Stop 39, Chinese: in the bath or the water, a blade or a held breath with a wish not to come
back up, or "don't call anyone" (brief: zhrisk, category 5).

The speaker in the bath or under water with a blade at hand, or holding the breath wishing not
to surface again, or asking that no one be called, is at imminent risk: high. Beside it,
breath-holding practice, diving, a bath to unwind, a razor used in the bath, a child's game and
"don't call me" while bathing.
Frozen before any rule change; first try recorded in ADR 0108 (stop 39).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

IN_THE_WATER: list[str | list[str]] = [
    "躺在浴缸里，手里拿着刀片，别给任何人打电话",
    "在浴缸里把头埋进水里憋气，真希望不用再浮上来",
    "泡在浴缸里，刀片就放在手边，这次别叫人来救我",
    "把自己沉到浴缸底，不想再上来了",
    "在浴缸里憋着气，想就这样一直不出来",
    "水放满了，刀片也在，不要告诉任何人",
    "躺在浴缸里，刀片贴着手腕，别打电话给我妈",
    "泡在热水里拿着刀片，谁也别叫",
    "我在浴缸里，整个人沉下去，不想再冒出头了",
    "在游泳池底下憋气，真想就这样不上来了",
    "浴缸里的水好暖，把头埋进去就不想再起来了",
    "拿着刀片坐在浴缸里，不要报警，也不要来找我",
    "沉到水底憋着气，希望这次能一直待在下面",
    "我在浴室，刀片和热水都准备好了，别给任何人打电话",
    "在浴缸里憋气憋到快晕过去，真不想再浮上来",
    "躺进放满水的浴缸，刀片在手上，你不要叫任何人过来",
]
WATER_LOOK_ALIKES: list[str | list[str]] = [
    "在游泳池练憋气，今天憋了四十秒",
    "潜水的时候在水下待了一分钟，上来的时候好爽",
    "泡个热水澡放松一下，今天太累了",
    "在浴缸里泡着不想起来，太舒服了",
    "游泳课教我们把头埋进水里吐泡泡",
    "自由潜训练憋气三分钟，教练说很不错",
    "刮腿毛的时候刀片划了一下，在浴缸里冲了冲",
    "泡澡的时候别给我打电话，我要安静一会儿",
    "潜水证考下来了，下周去三亚潜水",
    "在浴缸里给孩子洗澡，他最喜欢憋气玩",
    "孩子们在泳池比赛谁憋气时间长",
    "泡在温泉里不想出来，太舒服了",
    "浮潜的时候看到好多鱼，都不想上岸了",
    "浴缸里放了浴盐，泡了一个小时",
    "在浴室用刀片刮胡子，别叫我，马上出来",
    "水下憋气的时候耳朵疼，要不要去看医生",
]

test_in_the_water_with_a_blade_or_no_coming_up_is_high = reaches(HIGH_FLOOR, IN_THE_WATER)
test_water_look_alikes_stay_below_medium = stays_below(MEDIUM_FLOOR, WATER_LOOK_ALIKES)
