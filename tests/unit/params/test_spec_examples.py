"""Every example of spec 003 (§3.1.1, §4.2–4.3, §5.4, §6.2, §9.1–9.3), with a scripted model."""

from __future__ import annotations

from typing import Any

import pytest

from domain.params.commands import ResolveParams
from tests.support.fakes import ScriptedLLM
from tests.support.params import (
    APPROVED_DRUG_COUNT,
    BUSINESS_HEALTH_SCORE,
    DAY_MS,
    DRUG_SALES_BY_REGION,
    HEALTH_OUTPUT,
    HEALTH_SCHEMA,
    IS_HIGH_RISK_COMPANY,
    NOW_MS,
    TENANT,
    params_service,
)

pytestmark = pytest.mark.anyio


async def resolve(llm: ScriptedLLM, **request: Any) -> dict[str, Any]:
    result = await params_service(llm).resolve(
        ResolveParams.model_validate(request), tenant_id=TENANT
    )
    return result.output


async def test_9_1_the_last_3_months_are_resolved_in_code_as_90_days_by_month() -> None:
    llm = ScriptedLLM()
    output = await resolve(
        llm,
        logic_property=APPROVED_DRUG_COUNT,
        query="最近3个月的药品数量趋势",
        additional_context="now_ms=1762996342241",
    )
    # The spec prints start 1760998342241, which is now - 23.1 days and contradicts its own
    # explanation "start = now_ms - 90天"; the rule wins (docs/adr/0032).
    expected = {"instant": False, "start": NOW_MS - 90 * DAY_MS, "end": NOW_MS, "step": "month"}
    assert output == {"approved_drug_count": expected}
    assert llm.requests == []


async def test_9_1_a_range_code_cannot_read_is_taken_from_the_model_and_checked() -> None:
    answer = {"instant": False, "start": NOW_MS - 90 * DAY_MS, "end": NOW_MS, "step": "month"}
    llm = ScriptedLLM({"approved_drug_count": answer})
    output = await resolve(
        llm,
        logic_property=APPROVED_DRUG_COUNT,
        query="药品数量自打入秋以来按月的走势",
        additional_context="now_ms=1762996342241",
    )
    assert output == {"approved_drug_count": answer}
    assert llm.requests[0].purpose == "params.metric"


async def test_9_2_the_operator_example_gives_the_spec_output() -> None:
    llm = ScriptedLLM({"business_health_score": HEALTH_OUTPUT})
    output = await resolve(
        llm,
        logic_property=BUSINESS_HEALTH_SCORE,
        query="评估企业健康度，2023-2024年，华东和华南地区，中文",
        additional_context="items=revenue,profit,growth",
    )
    assert output == {"business_health_score": HEALTH_OUTPUT}


async def test_9_2_items_from_additional_context_beat_the_model() -> None:
    wrong_items = {**HEALTH_OUTPUT, "items": ["revenue"]}
    llm = ScriptedLLM({"business_health_score": wrong_items})
    output = await resolve(
        llm,
        logic_property=BUSINESS_HEALTH_SCORE,
        query="评估企业健康度，2023-2024年，华东和华南地区，中文",
        additional_context="items=revenue,profit,growth",
    )
    assert output["business_health_score"]["items"] == ["revenue", "profit", "growth"]
    assert llm.requests[0].facts["known"] == {"items": ["revenue", "profit", "growth"]}


async def test_9_3_a_query_without_a_time_range_asks_for_start_end_and_step() -> None:
    error = (
        "missing approved_drug_count: start,end,step | ask: "
        "请明确查询的时间范围和步长，或在 additional_context 中补充 now_ms"
    )
    llm = ScriptedLLM({"_error": error})
    output = await resolve(
        llm, logic_property=APPROVED_DRUG_COUNT, query="药品数量", additional_context=""
    )
    assert output == {"_error": error}


async def test_5_4_1_simple_operator_parameters_are_typed() -> None:
    llm = ScriptedLLM({"is_high_risk_company": {"threshold": 0.8, "include_reason": True}})
    output = await resolve(
        llm,
        logic_property=IS_HIGH_RISK_COMPANY,
        query="判断是否为高风险企业，阈值0.8，包含原因",
        additional_context="",
    )
    assert output == {"is_high_risk_company": {"threshold": 0.8, "include_reason": True}}


async def test_5_4_2_the_schema_informs_the_prompt_but_is_never_echoed() -> None:
    llm = ScriptedLLM({"business_health_score": HEALTH_OUTPUT})
    output = await resolve(
        llm,
        logic_property=BUSINESS_HEALTH_SCORE,
        operator_schema=HEALTH_SCHEMA,
        query="评估企业健康度，2023-2024年，华东和华南地区，中文",
        additional_context="items=revenue,profit,growth",
    )
    assert output == {"business_health_score": HEALTH_OUTPUT}
    request = llm.requests[0]
    assert request.facts["hints"]["lang"]["enum"] == ["zh-CN", "en-US"]
    assert "requestBody" not in request.prompt_text


async def test_5_4_2_an_answer_that_echoes_the_schema_is_rejected() -> None:
    echoed = {**HEALTH_OUTPUT, "filter": HEALTH_SCHEMA["requestBody"]["content"]}
    echoed["filter"] = {"type": "object", "properties": {"year_range": {"type": "array"}}}
    llm = ScriptedLLM({"business_health_score": echoed})
    output = await resolve(
        llm,
        logic_property=BUSINESS_HEALTH_SCORE,
        operator_schema=HEALTH_SCHEMA,
        query="评估企业健康度",
        additional_context="items=revenue,profit,growth",
    )
    assert output["_error"].startswith("failed business_health_score: the model's answer was ")
    assert "echoes the operator schema in filter" in output["_error"]


async def test_5_1_2_parameters_grouped_by_query_and_body_come_out_flat() -> None:
    grouped = {
        "query": {"lang": "zh-CN"},
        "body": {k: v for k, v in HEALTH_OUTPUT.items() if k != "lang"},
    }
    llm = ScriptedLLM({"business_health_score": grouped})
    output = await resolve(llm, logic_property=BUSINESS_HEALTH_SCORE, query="评估企业健康度")
    assert output == {"business_health_score": HEALTH_OUTPUT}


async def test_3_1_1_property_and_const_parameters_are_never_output() -> None:
    answer = {"instant": True, "company_id": "company_000001", "metric_id": "metric_001"}
    llm = ScriptedLLM({"approved_drug_count": answer})
    output = await resolve(llm, logic_property=APPROVED_DRUG_COUNT, query="药品上市数量是多少")
    assert output == {"approved_drug_count": {"instant": True}}


async def test_4_2_1_now_words_give_an_instant_query_without_the_model() -> None:
    llm = ScriptedLLM()
    output = await resolve(llm, logic_property=APPROVED_DRUG_COUNT, query="当前药品上市数量")
    assert output == {"approved_drug_count": {"instant": True}}


async def test_4_3_1_business_parameters_come_with_the_time_range() -> None:
    llm = ScriptedLLM({"drug_sales_by_region": {"region": "华东地区", "drug_category": "抗肿瘤药"}})
    output = await resolve(
        llm,
        logic_property=DRUG_SALES_BY_REGION,
        query="最近3个月华东地区抗肿瘤药的销售额趋势",
        now_ms=NOW_MS,
    )
    assert output == {
        "drug_sales_by_region": {
            "instant": False,
            "start": NOW_MS - 90 * DAY_MS,
            "end": NOW_MS,
            "step": "month",
            "region": "华东地区",
            "drug_category": "抗肿瘤药",
        }
    }


async def test_4_3_2_missing_business_parameters_give_the_spec_error() -> None:
    error = "missing drug_sales_by_region: region,drug_category | ask: 请明确查询的地区和药品类别"
    llm = ScriptedLLM({"_error": error})
    output = await resolve(
        llm, logic_property=DRUG_SALES_BY_REGION, query="最近3个月的销售额趋势", now_ms=NOW_MS
    )
    assert output == {"_error": error}


async def test_6_2_2_operator_parameters_missing_are_listed_in_declaration_order() -> None:
    error = (
        "missing business_health_score: filter,items | ask: "
        "请在 additional_context 中补充筛选条件和评分维度"
    )
    partial = {"include_details": True, "lang": "zh-CN"}
    llm = ScriptedLLM({"_error": error})
    output = await resolve(
        llm,
        logic_property=BUSINESS_HEALTH_SCORE,
        query="评估企业健康度，中文，包含明细",
        additional_context=partial,
    )
    assert output == {"_error": error}


async def test_3_2_2_free_text_context_gives_typed_values_and_the_step() -> None:
    context = (
        "company_id=company_000001，registered_capital=2000000；registered_capital>1000000；"
        "now_ms=1762996342241，timezone=Asia/Shanghai；趋势查询step=week"
    )
    output = await resolve(
        ScriptedLLM(),
        logic_property=APPROVED_DRUG_COUNT,
        query="最近3个月的药品数量趋势",
        additional_context=context,
    )
    assert output["approved_drug_count"]["step"] == "week"
    assert output["approved_drug_count"]["end"] == NOW_MS
