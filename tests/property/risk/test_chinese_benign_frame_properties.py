"""Ordinary Chinese sentences with a word that can raise a route never lift a window with no
signal of its own to a route (stop 37). The frames are the look-alikes of the families an
exhaustive search of benign frames and a reading of CPsyCounD found (a place of danger where one
runs, works, lives, gardens or takes a train; a pesticide sprayed; photos deleted for storage; a
pet boarded; a "last post" with its reason; a time kept for a game; something thrown down; a
spouse's help; a rescue after an accident; a visit remembered), frozen in
``tests/unit/risk/test_risk_precision_stop37_zh_benign_frames.py`` and
``…_stop37_zh_counseling_look_alikes.py``. An exhaustive run over every pooled turn with no
signal (232 turns x 44 frames, as a turn and as a sentence) found one raise, fixed (a place held
by its purpose in another sentence made a way back refused an intent). A frame's bare time still
pairs with a means or a wish told elsewhere in the window by design (ADR 0108, "stop 37").

Two quiet turns can make a route together before any frame is added (stop 38: "你吃掉那些吧，别浪费"
then "把过期的药都倒出来扔了" was 0.97, the medicine of the second turn read as the thing to eat in
the first; 0.00 since stop 39); the frame is what these properties test, so a window must have
no route of its own. Stop 39: the CI's draw with a frame added was the same family (an act on
"those" told to the listener), fixed and kept below as @examples."""

from __future__ import annotations

from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window
from tests.property.risk.test_chinese_third_party_properties import POOL, route
from tests.unit.risk.test_risk_precision_stop37_zh_benign_frames import NONE as FRAMES
from tests.unit.risk.test_risk_precision_stop37_zh_counseling_look_alikes import (
    NONE as COUNSELING,
)

QUIET = [turn for turn in POOL if score_window([turn]).score == 0.0]
BENIGN = [frame for frame in (*FRAMES, *COUNSELING) if isinstance(frame, str)]
windows = st.lists(st.sampled_from(QUIET), min_size=1, max_size=2)
frames = st.sampled_from(BENIGN)


def test_the_quiet_pool_and_the_frames_are_there() -> None:
    assert len(QUIET) >= 200 and len(BENIGN) >= 40  # 232 and 44 at stop 37


# stop 39: the fresh-clone CI's draws (an act on "those" told to the listener, ADR 0108)
@settings(max_examples=120, deadline=None)
@given(windows, frames)
@example(["你吃掉那些吧，别浪费"], "农药打完了，今年的菜长得好，明天去摘")
@example(["你吃掉那些吧，别浪费"], "安眠药按医生说的每晚一片，今晚也吃了")
def test_a_benign_frame_as_a_turn_never_makes_a_route(window: list[str], frame: str) -> None:
    assume(route(window) == 0)
    assert route([*window, frame]) == 0


@settings(max_examples=120, deadline=None)
@given(windows, frames)
@example(["你吃掉那些吧，别浪费"], "农药打完了，今年的菜长得好，明天去摘")
@example(["你吃掉那些吧，别浪费"], "老鼠药放在仓库角落了，最近老鼠太多")
# stop 45: a place put to an ordinary use in the frame's sentence armed the last treat
@example(["外卖点了最后一顿，明天开始减肥了"], "今晚在河边夜跑")
@example(["外卖点了最后一顿，明天开始减肥了"], "爬上楼顶修太阳能热水器，明天还得去")
# stop 46 (zhdose): the garden's pesticide was what "都吃下去了" after a meal referred to
@example(["刚才都吃下去了，好饱，想睡会儿"], "农药打完了，今年的菜长得好，明天去摘")
# stop 48 (lead): a run by the river in its own sentence blocked a failed goal's next try
@example(["工作没找到，想死的心都有了，不过下周还有两场面试"], "今晚在河边夜跑")
def test_a_benign_frame_as_a_sentence_never_makes_a_route(window: list[str], frame: str) -> None:
    assume(route(window) == 0)
    *earlier, last = window
    stem = last.rstrip("。！？!?.，, ")
    assert route([*earlier, f"{stem}。{frame}。"]) == 0
