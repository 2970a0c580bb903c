"""Stop 43, Chinese: a third probe of the five kinds in new words, written after all of this
stop's rules and not tuned to (ADR 0108 amendment "stop 43").

Its counts on its first run are held as a floor, not as a target: risky 10/11 (main b7691f7
7/11), look-alikes 8/10 (main 6/10). It was written by the one who wrote the readings, so it
shows the readings reach their own kinds, not that they reach a stranger's words. Its misses are
listed by kind in the known limits (docs/risk-scorer.md, "Stop 43, zhgen").
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, score

RISKY_HIGH: list[str | list[str]] = [
    "天台那道铁门的锁早就锈坏了，我等十二点以后上去",
    ["医院顶楼的窗我看过了，推得开", "等护士查完房"],
    "桥上的栏杆有个缺口，今晚车少的时候过去",
    "研究了好几晚吃多少片才够，订的药后天送到",
    ["论坛里问过哪种方法最不痛", "包裹昨天签收了，藏在床底"],
    "摸清了保安换岗的规律，等周五夜里",
]
RISKY_MEDIUM: list[str | list[str]] = [
    "往下瞅了一眼，底下的车小得像甲虫，手一直抖",
    "脚下就是水库，黑乎乎的，看不到底",
    "这几天把微信好友一个接一个删了",
    "所有的群全退了，谢谢这些年大家的照顾",
    "大学那会儿不想活了，最近又开始这么想",
]
LOOK_ALIKES: list[str | list[str]] = [
    "天台那道铁门的锁早就锈坏了，物业一直不来修",
    "医院顶楼的窗推得开，护士说通风用的",
    "坐观光电梯往下瞅了一眼，底下的车小得像甲虫，好好玩",
    "研究了宝宝退烧药吃多少毫升合适，订的药后天送到",
    "换了新手机，微信好友一个接一个重新加回来",
    "离职了，所有的工作群全退了，谢谢大家的照顾",
    "大学那会儿不想活了，现在早就走出来了，过得挺好",
    "昨晚去药店买了一板布洛芬，痛经",
    "下午在药房买了散利痛",
    "桥上的栏杆有个缺口，市政说下周修",
]
RISKY_FLOOR = 10  # set once from the first run, never tuned to
LOOK_ALIKES_FLOOR = 8


def test_the_third_probes_risky_items_hold_their_floor() -> None:
    reached = sum(score(item) >= HIGH_FLOOR for item in RISKY_HIGH) + sum(
        score(item) >= MEDIUM_FLOOR for item in RISKY_MEDIUM
    )
    assert reached >= RISKY_FLOOR


def test_the_third_probes_look_alikes_hold_their_floor() -> None:
    below = sum(score(item) < MEDIUM_FLOOR for item in LOOK_ALIKES)
    assert below >= LOOK_ALIKES_FLOOR
