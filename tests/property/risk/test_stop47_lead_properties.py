"""Stop 47 (lead): a wound let bleed, blood that is no wound's, a sharp thing put to the body.

- A shrug at letting something be ("懒得管了", "随它去吧", "i'm not going to bother stopping it")
  said beside an ordinary matter never routes; beside bleeding from a cut it always does (an act
  under way: high).
- Blood that is no wound's (a nosebleed, the gums, a period) beside that shrug never routes.
- A sharp thing put to one's own body is self-harm whatever the tool, the part and the verb:
  it routes at least as medium, and adding it to a turn never lowers the window.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window

MEDIUM = 0.70
HIGH = 0.95

ORDINARY = ["他天天打游戏", "老板又改需求了", "房间乱成这样", "作业写不完", "邻居家装修好吵",
            "猫又把沙发抓坏了"]
SHRUGS = ["懒得管了", "我也懒得管了", "随它去吧", "不想管了", "就随它吧", "我不打算处理"]
BLEEDING = ["又割了，血一直在流", "划开了，血止不住", "手腕上的口子一直在渗血",
            "割得很深，血还在往下滴"]
NOT_WOUNDS = ["鼻血止不住", "流鼻血了，一直在滴", "牙龈出血一直流", "来例假了，血一直流"]
VERBS = ["dragging", "ran", "pressed", "been using", "took"]
TOOLS = ["a blade", "a razor", "the scissors", "a compass", "a safety pin", "a box cutter"]
PARTS = ["my stomach", "my thighs", "my hip", "my forearm", "my wrist", "my ankles"]
TURNS = ["work was awful today", "i'm so tired", "nobody gets it", "whatever",
         "had pasta for dinner"]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(ORDINARY), st.sampled_from(SHRUGS))
def test_a_shrug_beside_an_ordinary_matter_never_routes(matter: str, shrug: str) -> None:
    assert score_window([f"{matter}，{shrug}"]).score < MEDIUM


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(BLEEDING), st.sampled_from(SHRUGS))
def test_a_shrug_at_a_cut_bleeding_is_an_act_under_way(bleeding: str, shrug: str) -> None:
    assert score_window([f"{bleeding}，{shrug}"]).score >= HIGH


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(NOT_WOUNDS), st.sampled_from(SHRUGS))
def test_blood_that_is_no_wounds_never_routes(blood: str, shrug: str) -> None:
    assert score_window([f"{blood}，{shrug}"]).score < MEDIUM


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(VERBS), st.sampled_from(TOOLS), st.sampled_from(PARTS),
       st.sampled_from(TURNS))
def test_a_sharp_thing_put_to_the_body_routes_and_never_lowers(verb: str, tool: str, part: str,
                                                               turn: str) -> None:
    act = f"{verb} {tool} across {part} again"
    before = score_window([turn]).score
    after = score_window([f"{turn}. {act}"]).score
    assert score_window([act]).score >= MEDIUM
    assert after >= before and after >= MEDIUM
