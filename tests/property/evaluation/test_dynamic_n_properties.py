"""Properties: N = first precondition turn + offset; out of range or never met is a result."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.evaluation.n_spec import AutoN
from domain.evaluation.resolution import resolve_n
from tests.support.evaluation import (
    REFUSES_PHONE,
    TENANT,
    conversation,
    judge_answers,
    messages,
    service,
)

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


@st.composite
def scans(draw: st.DrawFn) -> tuple[int, list[int], int]:
    turn_count = draw(st.integers(min_value=1, max_value=12))
    met = draw(st.lists(st.integers(1, turn_count), max_size=turn_count, unique=True))
    offset = draw(st.integers(min_value=0, max_value=4))
    return turn_count, met, offset


@given(scans())
def test_n_is_the_first_precondition_turn_plus_the_offset(case: tuple[int, list[int], int]) -> None:
    turn_count, met, offset = case
    first = min(met) if met else None
    got = resolve_n(AutoN(offset), precondition="p", first_met=first, turn_count=turn_count)
    if first is None:
        assert (got.outcome, got.reason) == ("skipped", "precondition 未满足，无法评估")
    elif first + offset > turn_count:
        assert got.outcome == "skipped"
        assert got.reason == f"N={first + offset} 超出范围，对话仅有 {turn_count} 轮"
    else:
        assert (got.outcome, got.n, got.precondition_turn) == ("resolved", first + offset, first)


@settings(max_examples=40, deadline=None)
@given(scans())
def test_the_service_never_raises_and_returns_the_spec_result(
    case: tuple[int, list[int], int],
) -> None:
    turn_count, met, offset = case
    conv = conversation(messages(turn_count), (ASK_WECHAT, {"value": "auto", "offset": offset}))
    report = asyncio.run(
        service(judge_answers({REFUSES_PHONE: met})).evaluate(conv, tenant_id=TENANT)
    )
    [result] = report.results
    first = min(met) if met else None
    if first is not None and first + offset <= turn_count:
        assert result.status == "judged" and result.kwargs["N"] == first + offset
    else:
        assert result.as_spec()["kwargs"] == {} and result.score == 0 and not result.triggered
        assert len(report.warnings) == 1
