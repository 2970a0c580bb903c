"""Stop 38, Chinese: the neighbours of this stop's mechanisms and methods, written after the first
change to try its reach — the speaker's own risk beside drinks at the place, money moved or a
past told as over; methods by objects in shorter words — and the look-alikes the new words could
catch (a swim, a jump rope, a pipe looked into, a target, a normal insulin dose).
First try on the first draft of the rules change: high 15/16, medium 1/2, look-alikes 15/16 (a
card handed to a sister read as one's own, a medicine kept beside "now fine" in the turn after a
dated attempt, a head put into a pipe read as a noose: fixed before landing). Left to the known
limits: a wrist cut open while soaking to music is medium (0.80, as on the start tree), and
"我们一直往海里走，去浮潜" is high (0.97, a brink read on the start tree too).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "今晚一个人在天台喝酒，喝完就跳下去",
    "在楼顶喝了好多酒，我不想活了",
    "存款都转到我妈的账户了，遗书也写好了",
    "钱转到新卡上给我妹用，密码写在纸上，今晚就走了",
    "照片都备份好给爸妈了，药也攒够了",
    "以前自杀过，现在又站在天台上了",
    "我以前是护士，知道吃多少会死，今晚就吃",
    ["三年前我吞过药", "现在挺好的，只是最近又想了"],
    "上铺的栏杆上系好了一根布条",
    "衣柜的横杆上挂了一根皮带",
    "把头伸进绳套里了",
    "脚上绑了石头，站在江边",
    "一直往海里走，不想回头",
    "方向盘往护栏一打就解脱了",
    "枪口对着自己的太阳穴",
    "胰岛素打了一整支",
]
MEDIUM: list[str | list[str]] = [
    "现在是志愿者又怎样，我还是想死",
    ["十年前割过腕", "现在好多了，不过药我一直攒着"],
]
NONE: list[str | list[str]] = [
    "周末在天台喝酒唱歌",
    "今晚在楼顶弹吉他喝啤酒",
    "躺在浴缸里听歌，明天还要早起",
    "钱都转到新卡了，明天去银行销户",
    "密码改了，账号还是我的",
    "手机拿去维修了，照片都备份了，今晚用旧手机",
    "现在是医生，以前的事不提了，今晚夜班",
    "带着孩子慢慢往水里走，教他游泳",
    "门把手上挂了根跳绳",
    "暖气管上挂了根绳子晾袜子",
    "横杆上挂着皮带和领带",
    "教练说方向盘往右一打就行",
    "枪口对着靶子",
    "胰岛素打了8个单位",
    "把头伸进去看看水管哪里漏了",
    "救生员往海里走去救人",
]

(
    test_stop38_zh_neighbours_are_high,
    test_stop38_zh_neighbours_reach_medium,
    test_stop38_zh_neighbour_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
