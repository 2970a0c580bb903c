"""Stop 42, Chinese: a third probe of the five kinds in new words, written after all of this
stop's rules and not tuned to (ADR 0108 amendment "stop 42").

Its counts on its first run are held as a floor, not as a target (risky 8/15 and look-alikes
8/11; on main d5f06c1 6/15 and 9/11). Its misses are listed by kind in the known limits
(docs/risk-scorer.md, "Stop 42, zhgen"); one look-alike the amount reading itself had broken (a
box taken 按说明, the course guard read after the name in only one of its three orders) was
mended afterwards, so the look-alikes stand at 9/11 above their floor.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, score

RISKY: list[str | list[str]] = [
    "布洛芬一整盒，刚咽下去",
    "刚把妈妈的安眠药全偷吃了",
    "喝了半瓶敌草快",
    "氯硝西泮两板都吃了，头好沉",
    ["我存的那些米氮平", "已经全咽了"],
    "这次不会让任何人有机会叫救护车",
    "上次被我姐拦下，这回我不会再告诉她",
    "下回我会跑远一点，让他们找不到也救不了",
    ["刀片在书包夹层", "今晚宿舍没人"],
    "车库没人，炭也在车上",
    "等室友出门，门一反锁，药就在桌上",
    "说真的我想死，没在开玩笑",
    "我已经不打算活过这个周末了",
    "站在天台上，一直往下看，不想回去了",
    "东西都送出去了，跟大家告个别",
]
LOOK_ALIKES: list[str | list[str]] = [
    "笑死，这老师讲课太逗了",
    "这次死定了，报告还没交",
    "布洛芬一盒按说明吃完了，牙不疼了",
    "这次生日派对保证不让她发现",
    "上次打游戏被我妈抓到，这次等她睡了再玩",
    "趁家里没人，炭火烤了一盘羊肉串",
    "在天台上晒被子，顺便看看夕阳",
    "下周退休了，跟大家告个别，谢谢各位",
    "要搬家了，东西都送出去了",
    "感冒药一次吃几粒",
    "宿舍没人，我一个人在打扫卫生",
]
RISKY_FLOOR = 8  # set once from the first run, never tuned to
LOOK_ALIKES_FLOOR = 8


def test_the_third_probes_risky_items_hold_their_floor() -> None:
    reached = sum(score(item) >= (MEDIUM_FLOOR if i >= 11 else HIGH_FLOOR)
                  for i, item in enumerate(RISKY))
    assert reached >= RISKY_FLOOR


def test_the_third_probes_look_alikes_hold_their_floor() -> None:
    below = sum(score(item) < MEDIUM_FLOOR for item in LOOK_ALIKES)
    assert below >= LOOK_ALIKES_FLOOR
