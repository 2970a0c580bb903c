"""Retries and failures (spec 003 §8.2–8.3): 429/5xx/timeouts retried twice, nothing else."""

from __future__ import annotations

import pytest

from application.llm.port import LLMError
from application.params.retry import RetryPolicy
from domain.params.commands import ResolveParams
from tests.support.fakes import ScriptedLLM
from tests.support.params import (
    APPROVED_DRUG_COUNT,
    HEALTH_OUTPUT,
    IS_HIGH_RISK_COMPANY,
    TENANT,
    RecordedSleeps,
    params_service,
)

pytestmark = pytest.mark.anyio
RISK_ANSWER = {"is_high_risk_company": {"threshold": 0.8, "include_reason": True}}
RISK_REQUEST = ResolveParams(logic_properties=[IS_HIGH_RISK_COMPANY], query="阈值0.8，包含原因")


def http_error(status: int) -> LLMError:
    return LLMError(f"HTTP {status}", status=status, retryable=status == 429 or status >= 500)


@pytest.mark.parametrize("status", [429, 500, 502, 503])
async def test_a_retryable_status_is_retried_after_100_then_200_ms(status: int) -> None:
    sleeps = RecordedSleeps()
    llm = ScriptedLLM(http_error(status), http_error(status), RISK_ANSWER)
    result = await params_service(llm, sleep=sleeps).resolve(RISK_REQUEST, tenant_id=TENANT)
    assert result.output == RISK_ANSWER
    assert sleeps.delays == [0.1, 0.2]
    assert result.debug["properties"]["is_high_risk_company"]["attempts"] == 3


async def test_three_failures_are_the_most_it_tries_and_the_request_fails() -> None:
    sleeps = RecordedSleeps()
    llm = ScriptedLLM(default=http_error(503))
    result = await params_service(llm, sleep=sleeps).resolve(RISK_REQUEST, tenant_id=TENANT)
    assert len(llm.requests) == 3
    assert result.status == "failed" and result.model_failed
    assert result.output == {
        "_error": "failed is_high_risk_company: the model failed after 3 attempt(s): "
        "HTTP 503: HTTP 503 | retry: 模型暂时不可用，请稍后重试同一请求，无需补充参数"
    }
    assert "HTTP 503" in result.debug["properties"]["is_high_risk_company"]["errors"][-1]
    assert result.debug["properties"]["is_high_risk_company"]["status"] == "failed"


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
async def test_other_4xx_are_not_retried(status: int) -> None:
    llm = ScriptedLLM(http_error(status), default=RISK_ANSWER)
    result = await params_service(llm).resolve(RISK_REQUEST, tenant_id=TENANT)
    assert len(llm.requests) == 1
    assert not result.ok


async def test_a_timeout_is_retried() -> None:
    policy = RetryPolicy(attempt_timeout_s=0.05)
    llm = ScriptedLLM(default=RISK_ANSWER, delay_s=0.2)
    result = await params_service(llm, policy=policy).resolve(RISK_REQUEST, tenant_id=TENANT)
    debug = result.debug["properties"]["is_high_risk_company"]
    assert len(llm.requests) == 3 and debug["attempts"] == 3
    assert all("timed out" in error for error in debug["errors"])


async def test_a_dropped_connection_is_retried() -> None:
    llm = ScriptedLLM(LLMError("connection reset", retryable=True), RISK_ANSWER)
    result = await params_service(llm).resolve(RISK_REQUEST, tenant_id=TENANT)
    assert result.output == RISK_ANSWER


@pytest.mark.parametrize(
    "answer",
    ['```json\n{"is_high_risk_company": {}}\n```', "阈值是0.8", '{"threshold": 0.8}'],
    ids=["fenced", "prose", "unwrapped"],
)
async def test_an_answer_that_does_not_parse_is_not_retried(answer: str) -> None:
    llm = ScriptedLLM(answer, default=RISK_ANSWER)
    result = await params_service(llm).resolve(RISK_REQUEST, tenant_id=TENANT)
    assert len(llm.requests) == 1
    assert result.output["_error"].startswith(
        "failed is_high_risk_company: the model's answer was unusable: "
    )
    assert "ask:" not in result.output["_error"]
    assert "unusable" in result.debug["properties"]["is_high_risk_company"]["reason"]


async def test_missing_parameters_are_an_answer_not_a_retry() -> None:
    error = "missing is_high_risk_company: threshold | ask: 请给出风险阈值"
    llm = ScriptedLLM({"_error": error}, default=RISK_ANSWER)
    result = await params_service(llm).resolve(
        ResolveParams(
            logic_properties=[IS_HIGH_RISK_COMPANY],
            query="判断是否为高风险企业",
            additional_context={"include_reason": True},
        ),
        tenant_id=TENANT,
    )
    assert len(llm.requests) == 1
    assert result.output == {"_error": error}


async def test_one_property_failing_fails_the_request_with_every_missing_list() -> None:
    health = {
        "name": "business_health_score",
        "type": "operator",
        "parameters": [{"name": k, "type": "STRING", "value_from": "input"} for k in ("lang",)],
    }
    llm = ScriptedLLM(
        default=lambda r: (
            {"business_health_score": {"lang": HEALTH_OUTPUT["lang"]}}
            if r.facts["property"]["name"] == "business_health_score"
            else {"_error": "missing approved_drug_count: start,end,step | ask: 请给出时间范围"}
        )
    )
    request = ResolveParams(logic_properties=[APPROVED_DRUG_COUNT, health], query="药品数量")
    result = await params_service(llm).resolve(request, tenant_id=TENANT)
    assert result.output == {
        "_error": "missing approved_drug_count: start,end,step | ask: 请给出时间范围"
    }
    assert set(result.debug["properties"]) == {"approved_drug_count", "business_health_score"}
    assert result.debug["properties"]["business_health_score"]["status"] == "resolved"


async def test_two_failing_properties_are_both_listed_in_request_order() -> None:
    llm = ScriptedLLM(default=http_error(400))
    request = ResolveParams(
        logic_properties=[APPROVED_DRUG_COUNT, IS_HIGH_RISK_COMPANY], query="数量"
    )
    result = await params_service(llm).resolve(request, tenant_id=TENANT)
    clauses = result.output["_error"].split("; ")
    assert clauses[0].startswith("failed approved_drug_count: the model failed after 1 attempt")
    assert clauses[1].startswith("failed is_high_risk_company: the model failed after 1 attempt")


async def test_a_failure_and_missing_data_are_told_apart_in_one_answer() -> None:
    llm = ScriptedLLM(
        default=lambda r: (
            {"_error": "missing approved_drug_count: start,end,step | ask: 请给出时间范围"}
            if r.facts["property"]["name"] == "approved_drug_count"
            else "not json"
        )
    )
    request = ResolveParams(
        logic_properties=[APPROVED_DRUG_COUNT, IS_HIGH_RISK_COMPANY], query="数量"
    )
    result = await params_service(llm).resolve(request, tenant_id=TENANT)
    missing, failed = result.output["_error"].split("; ")
    assert missing == "missing approved_drug_count: start,end,step | ask: 请给出时间范围"
    assert failed.startswith("failed is_high_risk_company: ") and " | retry: " in failed
    assert result.status == "failed"
