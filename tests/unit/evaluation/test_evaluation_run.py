"""EvaluationRun: every step is an event, and a result traces back to its judge calls."""

from __future__ import annotations

from uuid import uuid4

import pytest

from application.evaluation.prompts import JUDGE_TEMPLATE, PRECONDITION_TEMPLATE
from domain.evaluation.errors import EvaluationError, InvalidConversationError
from domain.evaluation.run import EvaluationRun
from tests.support.evaluation import (
    REFUSES_PHONE,
    TENANT,
    conversation,
    judge_answers,
    messages,
    recorded_events,
    service,
)

pytestmark = pytest.mark.anyio
ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


async def test_a_run_records_request_scan_resolution_verdict_and_completion() -> None:
    svc = service(judge_answers({REFUSES_PHONE: [3]}))
    report = await svc.evaluate(conversation(messages(5), (ASK_WECHAT, "auto")), tenant_id=TENANT)
    events = [type(e).__name__ for e in recorded_events(svc.store)]
    assert events == ["Requested", "PreconditionScanned", "NResolved", "RuleJudged", "Completed"]
    assert report.run_id is not None


async def test_a_result_traces_to_the_judge_calls_behind_it() -> None:
    svc = service(judge_answers({REFUSES_PHONE: [3]}))
    await svc.evaluate(conversation(messages(5), (ASK_WECHAT, "auto")), tenant_id=TENANT)
    by_name = {type(e).__name__: e for e in recorded_events(svc.store)}
    scan, judged = by_name["PreconditionScanned"], by_name["RuleJudged"]
    assert [c["template_id"] for c in scan.calls] == [PRECONDITION_TEMPLATE]
    assert scan.met_turns == [3]
    assert [c["template_id"] for c in judged.calls] == [JUDGE_TEMPLATE]
    assert judged.verdict == {
        "triggered": True,
        "score": 1.0,
        "reason": "scripted",
        "evidence_turn": 4,
    }


async def test_a_replayed_run_gives_the_same_results() -> None:
    svc = service(judge_answers({REFUSES_PHONE: [2]}))
    report = await svc.evaluate(conversation(messages(4), (ASK_WECHAT, "auto")), tenant_id=TENANT)
    assert report.run_id is not None
    replayed = svc.run(report.run_id, tenant_id=TENANT)
    assert tuple(replayed.ordered_results()) == report.results
    assert replayed.completed and replayed.key == "example_001"


async def test_invalid_input_raises_for_one_conversation_and_is_reported_in_a_batch() -> None:
    svc = service(judge_answers({}))
    with pytest.raises(InvalidConversationError, match="messages"):
        await svc.evaluate({"key": "k", "messages": [], "rule_list": []}, tenant_id=TENANT)
    good = conversation(messages(2), ("multi_turn:FIRST_N:ask:consult_subject", 1))
    batch = await svc.evaluate_batch([{"key": "bad"}, good], tenant_id=TENANT)
    assert [c.key for c in batch.conversations] == ["bad", "example_001"]
    assert batch.failed[0].error is not None and batch.conversations[1].error is None


def test_a_completed_run_accepts_no_more_scans() -> None:
    run = EvaluationRun.request(uuid4(), "k", [], [], tenant_id=TENANT)
    run.complete()
    with pytest.raises(EvaluationError, match="already completed"):
        run.record_scan("p", [], None, [])
