"""Properties of the embedded scorer (issue #11): adding someone else's or a negated clause never
raises a score; adding a means or a time never lowers one; the route fed by it never goes down."""

from __future__ import annotations

import asyncio
from uuid import UUID

from hypothesis import given, settings
from hypothesis import strategies as st

from application.event_store import EventStore
from application.risk.service import RiskService
from domain.risk.routes import RANK
from infrastructure.risk.datasets import conversational, psysuicide_half
from infrastructure.risk.embedded import EmbeddedRiskScorer, score_window
from tests.support.fakes import FixedClock, ScriptedLLM
from tests.unit.risk.test_risk_phrasings import HIGH, MEDIUM, NONE

POOL = sorted({
    *(turn for item in conversational() if item.half == "tune" for turn in item.turns),
    *(x for group in (HIGH, MEDIUM, NONE) for item in group
      for x in (item if isinstance(item, list) else [item])),
    *(item.text for item in psysuicide_half("tune")[:200]),
})
turns = st.sampled_from(POOL)
windows = st.lists(turns, min_size=1, max_size=4)

OTHERS = ["我朋友", "我同学", "我表姐", "我同事", "我妈", "她男朋友"]
THEIR_RISK = ["想自杀", "不想活了", "想跳楼", "已经买好了安眠药", "说今晚就要去死", "割腕了",
              "一直在自残", "写好了遗书"]
NEGATED = ["我从来没有想过自杀", "我不会伤害自己的", "我没有想死", "我并没有轻生的念头",
           "I would never kill myself", "I don't want to die", "I'm not suicidal"]
cancelled = st.one_of(
    st.builds(lambda who, what: f"{who}{what}", st.sampled_from(OTHERS),
              st.sampled_from(THEIR_RISK)),
    st.sampled_from(NEGATED),
)
MEANS_OR_TIME = ["安眠药就在我床头", "绳子在柜子里", "今晚", "等这个周末", "明天一早",
                 "我现在站在天台上", "the pills are in my drawer", "tonight", "this weekend"]
adding = st.sampled_from(MEANS_OR_TIME)


def score(window: list[str]) -> float:
    return score_window(window).score


@settings(max_examples=150, deadline=None)
@given(windows, cancelled)
def test_a_negated_or_third_party_turn_never_raises_the_score(window: list[str],
                                                              clause: str) -> None:
    assert score([*window, clause]) <= score(window)


@settings(max_examples=150, deadline=None)
@given(windows, cancelled)
def test_a_negated_or_third_party_sentence_never_raises_the_score_of_its_turn(
    window: list[str], clause: str
) -> None:
    *earlier, last = window
    assert score([*earlier, f"{last}。{clause}。"]) <= score([*earlier, f"{last}。"])


@settings(max_examples=150, deadline=None)
@given(windows, adding)
def test_a_means_or_a_time_never_lowers_the_score(window: list[str], signal: str) -> None:
    assert score([*window, signal]) >= score(window)


@settings(max_examples=25, deadline=None)
@given(st.lists(turns, min_size=1, max_size=8))
def test_a_route_screened_by_the_embedded_scorer_never_goes_down(messages: list[str]) -> None:
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    risk = RiskService(store, EmbeddedRiskScorer(), ScriptedLLM(), FixedClock())
    highest = 0
    for number in range(len(messages)):
        screening = asyncio.run(risk.screen(
            tenant_id="t", user_id="u", session_id=UUID(int=1),
            recent_user_texts=messages[: number + 1]))
        store.save(*screening.pending)
        assert RANK[screening.route] >= highest
        highest = RANK[screening.route]
