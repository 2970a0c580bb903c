"""Stop 46 (lead): a laugh taken back, and an exasperation laughed off with a jump.

- Taking back a joke in the next turn never lowers a window, and lifts a laughed-off wish to a
  route (the laugh no longer cancels what the person said).
- An exasperation at a thing, then a jump wished and laughed off, never routes; the same words
  with the joke taken back next turn always do.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window

MEDIUM = 0.70

THINGS = ["这道题", "作业", "今天的班", "这个项目", "排队", "考试", "带娃", "这破电脑"]
EXASPERATIONS = ["难死我了", "累死了", "烦死了", "气死我了", "多死了", "卷死了"]
JUMPS = ["我要跳楼了", "想跳楼", "我想跳河", "真想撞墙", "我要去跳江了"]
LAUGHS = ["哈哈", "哈哈哈", "😂", "🤣", "笑死"]
TAKEN_BACK = ["不是开玩笑", "我是认真的", "我没在开玩笑", "真不是玩笑"]
TAKEN_BACK_EN = ["not joking", "i'm serious", "i mean it", "i'm not kidding", "not kidding"]
LAUGHED_EN = ["kms lol", "i want to die lmao", "this homework makes me want to die lol"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(EXASPERATIONS), st.sampled_from(JUMPS),
       st.sampled_from(LAUGHS))
def test_an_exasperation_then_a_jump_laughed_off_never_routes(thing: str, exasperation: str,
                                                               jump: str, laugh: str) -> None:
    assert score_window([f"{thing}{exasperation}，{jump}{laugh}"]).score < MEDIUM


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(EXASPERATIONS), st.sampled_from(JUMPS),
       st.sampled_from(LAUGHS), st.sampled_from(TAKEN_BACK))
def test_the_joke_taken_back_makes_the_wish_route(thing: str, exasperation: str, jump: str,
                                                  laugh: str, back: str) -> None:
    laughed = f"{thing}{exasperation}，{jump}{laugh}"
    assert score_window([laughed, back]).score >= MEDIUM


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(LAUGHED_EN), st.sampled_from(TAKEN_BACK_EN))
def test_an_english_joke_taken_back_never_lowers_and_routes(laughed: str, back: str) -> None:
    alone = score_window([laughed]).score
    taken_back = score_window([laughed, back]).score
    assert taken_back >= alone and taken_back >= MEDIUM
