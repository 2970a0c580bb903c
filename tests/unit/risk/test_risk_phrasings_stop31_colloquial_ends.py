"""The lead's fifth stop-31 batch (2026-11-29), written and frozen before any rule change; first
try (with the first four batches' rules): high 0/2, medium or higher 2/9,
negatives 10/10.

Chinese colloquial ends: not opening one's eyes again (不想再睁眼了), a life not wanted (这条命不要
了), deleting one's account with the world (给人生销号), going quietly somewhere with no one (找个
没人的地方静静地走), not having to hold on after tomorrow (明天就不用撑了), flying out of the
window (好想从窗户飞出去): 0.00-0.53.

The look-alikes after the marked line were written after the rules, from the rules' own words,
and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '再撑一天吧，明天就不用撑了',
    '熬过今晚，明天就不用再忍了',
]

MEDIUM: list[str | list[str]] = [
    '真的不想再睁眼了',
    '好累，闭上眼就不想再睁开了',
    '这条命不要了',
    '我这条命早就不想要了',
    '我要从这个世界上删号了',
    '准备给人生销号了',
    '想找个没人的地方静静地走',
    '好想从窗户飞出去',
    '真想从楼上飘下去',
]

NONE: list[str | list[str]] = [
    '早上困得不想睁眼，闹钟响了三次',
    '这条裙子不要了，送你吧',
    '拼了这条命也要把项目做完',
    '这个游戏我要删号了，太氪金',
    '准备给小号销号了',
    '想找个没人的地方静静地走走，散散心',
    '再撑一天吧，明天就放假了',
    '明天交完论文就不用熬夜了',
    '一只鸟从窗户飞出去了',
    '好想从这个城市飞出去旅游',
    # written after the rules, from their words (checked, not first tries)
    "明天就不用撑了，终于放假",
    "熬过今晚，明天就不用再忍了，项目终于上线",
    "这条命不要了也要把他打赢",
]

(
    test_stop31_no_need_to_hold_on_tomorrow_is_high,
    test_stop31_colloquial_ends_reach_medium,
    test_stop31_fifth_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
