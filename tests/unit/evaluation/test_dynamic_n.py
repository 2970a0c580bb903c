"""The spec's dynamic N: auto, offsets, explicit N, FIRST_N, and the three error cases."""

from __future__ import annotations

from typing import Any

import pytest

from application.evaluation.prompts import JUDGE_PURPOSE
from tests.support.evaluation import (
    REFUSES_PHONE,
    TENANT,
    conversation,
    judge_answers,
    messages,
    service,
    spec_example,
)

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"
pytestmark = pytest.mark.anyio


async def _results(conv: dict[str, Any], met: dict[str, list[int]]) -> list[dict[str, Any]]:
    report = await service(judge_answers(met)).evaluate(conv, tenant_id=TENANT)
    return [r["result"] for r in report.as_json()["results"]]


async def test_the_spec_example_judges_turn_4_after_a_refusal_at_turn_3() -> None:
    llm = judge_answers({REFUSES_PHONE: [3]})
    report = await service(llm).evaluate(
        conversation(spec_example(), (ASK_WECHAT, "auto")), tenant_id=TENANT
    )
    assert report.results[0].kwargs["N"] == 4
    assert report.results[0].kwargs["precondition_turn"] == 3
    judge = next(r for r in llm.requests if r.purpose == JUDGE_PURPOSE)
    assert judge.facts["judged_turns"] == [4]


@pytest.mark.parametrize(("offset", "expected_n"), [(0, 3), (1, 4), (2, 5)])
async def test_an_offset_moves_n_from_the_precondition_turn(offset: int, expected_n: int) -> None:
    n = {"value": "auto", "offset": offset}
    [result] = await _results(conversation(messages(6), (ASK_WECHAT, n)), {REFUSES_PHONE: [3]})
    assert result["kwargs"]["N"] == expected_n


async def test_the_first_turn_meeting_the_precondition_wins() -> None:
    conv = conversation(messages(8), (ASK_WECHAT, "auto"))
    [result] = await _results(conv, {REFUSES_PHONE: [5, 2, 7]})
    assert result["kwargs"]["N"] == 3


async def test_an_explicit_n_needs_no_precondition_scan() -> None:
    llm = judge_answers({})
    report = await service(llm).evaluate(
        conversation(messages(6), (ASK_WECHAT, 5)), tenant_id=TENANT
    )
    assert report.results[0].kwargs == {"N": 5, "precondition_turn": None, "evidence_turn": 5}
    assert [r.purpose for r in llm.requests] == [JUDGE_PURPOSE]


async def test_a_precondition_never_met_gives_the_spec_result_and_warning() -> None:
    report = await service(judge_answers({})).evaluate(
        conversation(messages(5), (ASK_WECHAT, "auto")), tenant_id=TENANT
    )
    assert report.as_json()["results"][0]["result"] == {
        "triggered": False,
        "score": 0,
        "kwargs": {},
        "reason": "precondition 未满足，无法评估",
    }
    assert report.warnings == ("precondition '用户拒绝给出电话' 从未满足，跳过该规则",)


async def test_n_beyond_the_conversation_gives_the_spec_result_and_warning() -> None:
    report = await service(judge_answers({REFUSES_PHONE: [9]})).evaluate(
        conversation(messages(9), (ASK_WECHAT, "auto")), tenant_id=TENANT
    )
    expected = "N=10 超出范围，对话仅有 9 轮"
    assert report.as_json()["results"][0]["result"] == {
        "triggered": False,
        "score": 0,
        "kwargs": {},
        "reason": expected,
    }
    assert report.warnings == (expected,)


async def test_auto_on_a_rule_without_precondition_fails_that_rule_only() -> None:
    conv = conversation(
        messages(5),
        ("multi_turn:N_th:conv:consult_subject", "auto"),
        (ASK_WECHAT, "auto"),
    )
    report = await service(judge_answers({REFUSES_PHONE: [2]})).evaluate(conv, tenant_id=TENANT)
    failed, judged = report.results
    assert failed.status == "error"
    assert failed.reason == "规则 consult_subject 没有 precondition，无法使用 N=auto"
    assert (judged.status, judged.kwargs["N"]) == ("judged", 3)


async def test_first_n_judges_turns_1_to_n() -> None:
    llm = judge_answers({})
    conv = conversation(messages(5), ("multi_turn:FIRST_N:ask:consult_subject", 3))
    report = await service(llm).evaluate(conv, tenant_id=TENANT)
    assert llm.requests[0].facts["judged_turns"] == [1, 2, 3]
    assert [t["turn"] for t in llm.requests[0].facts["turns"]] == [1, 2, 3]
    assert report.results[0].triggered


async def test_the_spec_mixed_rule_list_gives_one_result_per_entry_in_order() -> None:
    conv = conversation(
        messages(7),
        (ASK_WECHAT, "auto"),
        ("multi_turn:N_th:conv:final_detainment", {"value": "auto", "offset": 1}),
        ("multi_turn:FIRST_N:ask:consult_subject", 3),
    )
    llm = judge_answers({REFUSES_PHONE: [3], "用户拒绝给出电话和微信": [5]})
    report = await service(llm).evaluate(conv, tenant_id=TENANT)
    assert [r.kwargs["N"] for r in report.results] == [4, 6, 3]
    assert [r.kwargs["precondition_turn"] for r in report.results] == [3, 5, None]


@pytest.mark.parametrize(
    ("rule", "n", "message"),
    [
        ("multi_turn:N_th:ask_wechat", "auto", "has 3 part(s)"),
        ("single:N_th:conv:ask_wechat", "auto", "scope 'single'"),
        ("multi_turn:Nth:conv:ask_wechat", "auto", "type 'Nth'"),
        ("multi_turn:N_th:chat:ask_wechat", "auto", "kind 'chat'"),
        ("multi_turn:N_th:conv:no_such_rule", "auto", "unknown rule 'no_such_rule'"),
        (ASK_WECHAT, 0, "N must be 1 or more"),
        (ASK_WECHAT, {"value": "auto", "offset": -1}, "offset must be an integer of 0 or more"),
        (ASK_WECHAT, "sometimes", "N must be a positive integer"),
    ],
)
async def test_a_malformed_entry_is_an_error_for_that_entry_alone(
    rule: str, n: Any, message: str
) -> None:
    conv = conversation(messages(3), (rule, n), ("multi_turn:FIRST_N:ask:consult_subject", 2))
    report = await service(judge_answers({})).evaluate(conv, tenant_id=TENANT)
    bad, good = report.results
    assert bad.status == "error" and message in bad.reason
    assert good.status == "judged"
