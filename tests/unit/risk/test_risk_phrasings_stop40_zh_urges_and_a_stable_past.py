"""Stop 40, Chinese: urges by a vehicle or a height in plain words; a resolved past with present
stability (brief: zhgen, item 4).

An urge to turn the wheel, drive off or under, or to jump from a height or onto the tracks, told
as the speaker's own (想, 冲动, 控制不住): at least medium. A past ideation or attempt with present
stability (稳定, 挺好的, 平稳) and no present sign beside it, and ordinary driving or heights,
stay below medium; a present sign beside a stable past reaches medium.
Frozen before any rule change; first try recorded in ADR 0108 (stop 40).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

URGES_BY_A_VEHICLE_OR_A_HEIGHT: list[str | list[str]] = [
    "开车的时候总想把方向盘往护栏打过去",
    "站在高处就想往下跳",
    "每次过桥都有种冲动想跳下去",
    "骑电动车的时候想直接冲到大货车底下",
    "在地铁站台等车，总想往轨道上跳",
    "开车上高架就想一脚油门冲出去",
    "站在阳台上，有种想翻过去的冲动",
    "开车时想松开方向盘，撞上去算了",
    "一到高的地方就想跳下去，控制不住",
    "坐在窗边就想往外跳",
    "高速上开车，总想往对面的大车撞过去",
    "每次站在楼顶往下看，都很想跳",
    "以前想过自杀，治疗后稳定了一阵，但最近又开始想死了",
    "几年前自杀过一次，这两年挺好的，可这周又想把药全吃了",
]
A_STABLE_PAST_AND_ORDINARY_HEIGHTS: list[str | list[str]] = [
    "我曾经有过轻生的念头，不过治疗以后已经很稳定了",
    "以前想过自杀，这两年挺好的",
    "几年前有过想死的念头，接受治疗后已经稳定下来了",
    "以前割过手，这几年情绪一直很平稳",
    "以前抑郁的时候有过轻生念头，现在吃药控制得很好，工作也正常",
    "开车的时候总想超车，方向盘一打就过去了",
    "站在高处看风景，心情很好",
    "恐高，站在高处腿就发软",
    "学开车，总是把方向盘打过头",
    "蹦极的时候站在高台上，想跳又不敢",
    "过桥的时候风景很好，想停下来拍照",
    "在跳台上准备往下跳，教练在旁边",
    "大学时自杀未遂过，后来一直在看医生，这几年状态很稳定",
    "曾经想过结束生命，经过心理咨询，现在已经走出来了",
]

test_urges_by_a_vehicle_or_a_height_reach_medium = reaches(
    MEDIUM_FLOOR, URGES_BY_A_VEHICLE_OR_A_HEIGHT
)
test_a_stable_past_and_ordinary_heights_stay_below_medium = stays_below(
    MEDIUM_FLOOR, A_STABLE_PAST_AND_ORDINARY_HEIGHTS
)
