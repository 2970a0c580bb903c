"""Judge calls: one scan per distinct precondition, shared, concurrent under a bound."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from application.evaluation.prompts import JUDGE_PURPOSE, PRECONDITION_PURPOSE
from application.llm.port import LLMError, LLMRequest, LLMResponse
from tests.support.evaluation import (
    REFUSES_PHONE,
    TENANT,
    conversation,
    judge_answers,
    messages,
    service,
)
from tests.support.fakes import ScriptedLLM

pytestmark = pytest.mark.anyio
ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


def _auto_rules() -> list[tuple[str, Any]]:
    return [
        (ASK_WECHAT, "auto"),
        (ASK_WECHAT, {"value": "auto", "offset": 2}),
        ("multi_turn:N_th:conv:final_detainment", "auto"),
        ("multi_turn:N_th:conv:mental_test", {"value": "auto", "offset": 0}),
    ]


async def test_judge_calls_stay_within_distinct_preconditions_plus_rules() -> None:
    turns, rules = 10, _auto_rules()
    met = {REFUSES_PHONE: [2], "用户拒绝给出电话和微信": [4], "用户提及有心理问题": [1]}
    llm = judge_answers(met)
    await service(llm).evaluate(conversation(messages(turns), *rules), tenant_id=TENANT)
    scans = [r for r in llm.requests if r.purpose == PRECONDITION_PURPOSE]
    assert len(scans) == 3
    assert len(llm.requests) <= 3 + len(rules) < turns * len(rules)


async def test_one_scan_classifies_every_turn_and_is_shared_by_its_rules() -> None:
    llm = judge_answers({REFUSES_PHONE: [3]})
    conv = conversation(messages(6), (ASK_WECHAT, "auto"), (ASK_WECHAT, {"value": "auto"}))
    report = await service(llm).evaluate(conv, tenant_id=TENANT)
    [scan] = [r for r in llm.requests if r.purpose == PRECONDITION_PURPOSE]
    assert [t["turn"] for t in scan.facts["turns"]] == [1, 2, 3, 4, 5, 6]
    assert [r.kwargs["precondition_turn"] for r in report.results] == [3, 3]


class CountingLLM:
    """Answers after a delay and remembers the most calls it had in flight at once."""

    def __init__(self, inner: ScriptedLLM) -> None:
        self.inner, self.in_flight, self.peak = inner, 0, 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)
        await asyncio.sleep(0.01)
        try:
            return await self.inner.complete(request)
        finally:
            self.in_flight -= 1


async def test_a_batch_never_has_more_judge_calls_in_flight_than_the_bound() -> None:
    llm = CountingLLM(judge_answers({REFUSES_PHONE: [1]}))
    batch = [conversation(messages(4), *_auto_rules()) for _ in range(10)]
    report = await service(llm).evaluate_batch(batch, concurrency=3, tenant_id=TENANT)
    assert len(report.conversations) == 10
    assert llm.peak == 3


async def test_a_failed_scan_is_an_error_for_its_rules_and_recorded() -> None:
    def answer(request: LLMRequest) -> dict[str, Any]:
        if request.purpose == PRECONDITION_PURPOSE:
            raise LLMError("model down", model="scripted")
        return {"triggered": False, "score": 0, "reason": "no", "evidence_turn": None}

    llm = ScriptedLLM(default=lambda r: answer(r))
    svc = service(llm)
    conv = conversation(
        messages(3), (ASK_WECHAT, "auto"), ("multi_turn:FIRST_N:ask:consult_subject", 1)
    )
    report = await svc.evaluate(conv, tenant_id=TENANT)
    failed, judged = report.results
    assert failed.status == "error" and "model down" in failed.reason
    assert judged.status == "judged" and not judged.triggered
    assert report.run_id is not None
    assert svc.run(report.run_id, tenant_id=TENANT).scans == {REFUSES_PHONE: None}


async def test_an_unusable_verdict_is_repaired_once_then_an_error() -> None:
    llm = ScriptedLLM("not json", {"triggered": "maybe"})
    conv = conversation(messages(2), ("multi_turn:FIRST_N:ask:consult_subject", 1))
    report = await service(llm).evaluate(conv, tenant_id=TENANT)
    assert report.results[0].status == "error"
    assert report.results[0].reason.startswith("judge failed:")
    assert len(llm.requests) == 2
    assert [r.purpose for r in llm.requests] == [JUDGE_PURPOSE, JUDGE_PURPOSE]
