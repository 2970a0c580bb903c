"""Stop 44, turns (ADR 0108 amendment "Stop 44, turns"): the indirect pieces of a plan told over
turns — a time unwatched, a bare readiness, a place's watch — are each weak alone, and make a
plan only together.

- any one piece alone, in any of its words, stays below medium (a piece is no route);
- a time unwatched and a bare readiness in two turns, in either order, are high;
- the same readiness with an ordinary occasion in its own clause after it ("准备开个派对")
  stays below medium beside the same time: the occasion takes it.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window

KIN = st.sampled_from(["爸妈", "我妈", "老公", "老婆", "室友", "家里人"])
AWAY = st.sampled_from(["出差", "回老家", "去外地", "去喝喜酒"])
SPAN = st.sampled_from(["要走半个月", "要住一晚", "要走一周", "要去三天"])
UNWATCHED = st.builds(lambda kin, away, span: f"{kin}{away}，{span}", KIN, AWAY, SPAN)
HEAD = st.sampled_from(["", "东西", "该准备的", "该弄的", "一切"])
VERB = st.sampled_from(["备齐", "准备好", "准备妥当", "弄好", "搞定"])
READY = st.builds(lambda head, verb: f"{head}我都{verb}了", HEAD, VERB)
OCCASION = st.sampled_from(["准备开个派对", "明天孩子开学", "周末大扫除", "明天面试"])
WATCH = st.sampled_from(["晚上没人巡逻", "那里没有监控", "半夜几乎没人经过", "一个人影都没有"])


@settings(max_examples=60, deadline=None)
@given(st.one_of(UNWATCHED, READY, WATCH))
def test_a_piece_alone_stays_below_medium(piece: str) -> None:
    assert score_window([piece]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(UNWATCHED, READY, st.booleans())
def test_a_time_unwatched_and_a_bare_readiness_make_a_plan(
    time: str, ready: str, first: bool
) -> None:
    window = [time, ready] if first else [ready, time]
    assert score_window(window).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(UNWATCHED, READY, OCCASION)
def test_a_readiness_for_an_occasion_stays_below_medium(
    time: str, ready: str, occasion: str
) -> None:
    assert score_window([time, f"{ready}，{occasion}"]).score < 0.70
