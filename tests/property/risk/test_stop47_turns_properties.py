"""Stop 47 (turns): risk told across a window's turns (ADR 0108 amendment "Stop 47, turns").

- Routes never go down: a take-back, a "now fine" or a calm added after a window never lowers it.
- An unrelated ordinary turn added anywhere in a plan told over turns never lowers it.
- Someone else's risk told in a turn added after a window never raises it.
- A bare decision, a calm and an end soon, told in turns from the decision on, are high; the same
  with the decision about a job or a move stay below medium.
- A bare parting after the speaker's own risk never lowers the window.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window
from tests.unit.risk.test_risk_phrasings_stop47_turns import (
    FAREWELL_BESIDE,
    OTHERS_THEN_OWN,
    REFERS_BACK,
    SPLIT_OVER_CHAT,
    TAKE_BACK_HIGH,
    TAKE_BACK_MEDIUM,
)

MEDIUM = 0.70
HIGH = 0.95

DISCLOSURES = [
    ["我今晚就从楼上跳下去"],
    ["药都攒好了，周五就吃"],
    ["有时候真希望自己睡着了就别醒过来"],
    ["我又用刀片划自己了"],
    ["i'm going to kill myself tonight"],
    ["sometimes i wish i just wouldn't wake up"],
    ["cut myself again last night"],
    ["i've got 40 pills and i'm taking them tonight"],
    *(item[:1] for item in TAKE_BACK_HIGH if isinstance(item, list)),
    *(item[:1] for item in TAKE_BACK_MEDIUM if isinstance(item, list)),
]
TAKE_BACKS = [
    "开玩笑的", "哈哈逗你的", "没事了", "算了当我没说", "我没事，别担心", "骗你的啦", "随便说说的",
    "心里平静多了", "现在好多了", "jk", "lol jk", "forget i said that", "i'm fine now", "nvm",
    "ignore me", "never mind. i'm good", "just kidding", "i feel calm now", "it's nothing",
]
PLANS = [item for item in (*SPLIT_OVER_CHAT, *REFERS_BACK, *FAREWELL_BESIDE, *OTHERS_THEN_OWN)
         if isinstance(item, list) and len(item) < 5]
ORDINARY = [
    "晚上吃了火锅", "今天下雨了", "同事又在群里发红包", "刚追完一集剧", "猫又胖了",
    "had pasta for dinner", "work was dull", "watched the match", "it rained all day",
    "my sister called",
]
THEIRS = [
    "我朋友说她不想活了", "我表哥说他想跳楼", "同学说药都攒好了",
    "my friend said she wants to die", "my brother says he's going to kill himself",
    "she told me she took an overdose last year",
]
# a decision, a calm, an end soon and an ordinary decision, by language
ZH = (
    ["我已经做好决定了", "决定了", "终于想明白了", "心里那件事定下来了"],
    ["心里突然很平静", "整个人都轻松了", "好久没睡得这么踏实了"],
    ["反正很快就结束了", "过了这个周末就不用再烦了", "明天以后就解脱了"],
    ["辞职的事终于定下来了", "搬家的事定下来了", "决定辞职了"],
)
EN = (
    ["i've made up my mind", "i've decided.", "decided. no more fighting it",
     "i know what i need to do"],
    ["i feel weirdly calm now", "honestly i'm at peace", "everything feels really clear now"],
    ["it'll all be over soon", "just a few more days", "won't have to feel like this much longer"],
    ["i've made up my mind, i'm quitting my job", "i've decided, i'm moving back home"],
)
PARTINGS = ["以后别等我了", "you'll be better off", "you'd all be better off this way"]
OWN_RISK = [["已经到江边了"], ["药我已经攒够了"], ["i'm so tired of being alive"],
            ["standing on the bridge again"], ["我真的撑不下去了，不想活了"]]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(DISCLOSURES), st.sampled_from(TAKE_BACKS))
def test_a_take_back_never_lowers_a_window(window: list[str], back: str) -> None:
    assert score_window([*window, back]).score >= score_window(window).score


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(PLANS), st.sampled_from(ORDINARY), st.integers(min_value=1, max_value=4))
def test_an_ordinary_turn_between_never_lowers_a_plan(plan: list[str], chat: str,
                                                      where: int) -> None:
    at = min(where, len(plan))
    assert score_window([*plan[:at], chat, *plan[at:]]).score >= score_window(plan).score


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([*PLANS, *([turn] for turn in ORDINARY), *DISCLOSURES]),
       st.sampled_from(THEIRS))
def test_someone_elses_risk_told_after_never_raises(window: list[str], theirs: str) -> None:
    assert score_window([*window, theirs]).score <= score_window(window).score


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([ZH, EN]), st.data(), st.booleans())
def test_a_decision_a_calm_and_an_end_soon_are_high(
        language: tuple[list[str], ...], data: st.DataObject, calm_first: bool) -> None:
    decision, calm, end = (data.draw(st.sampled_from(words)) for words in language[:3])
    window = [calm, decision, end] if calm_first else [decision, calm, end]
    assert score_window(window).score >= HIGH


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([ZH, EN]), st.data())
def test_an_end_soon_after_an_ordinary_decision_stays_below_medium(
        language: tuple[list[str], ...], data: st.DataObject) -> None:
    calm, end, decision = (data.draw(st.sampled_from(words)) for words in language[1:])
    assert score_window([decision, calm, end]).score < MEDIUM


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(OWN_RISK), st.sampled_from(ORDINARY), st.sampled_from(PARTINGS))
def test_a_bare_parting_after_ones_own_risk_never_lowers(risk: list[str], chat: str,
                                                         parting: str) -> None:
    before = score_window([*risk, chat]).score
    assert score_window([*risk, chat, parting]).score >= before
