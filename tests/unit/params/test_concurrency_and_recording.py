"""One task per property under a semaphore (§8.1–8.2); every resolution recorded as events."""

from __future__ import annotations

import json
from uuid import uuid4

import pytest

from application.event_store import EventStore
from application.llm.port import LLMRequest
from domain.params.commands import ResolveParams
from domain.params.errors import UnknownPropertyError
from domain.params.resolution import ParamResolution
from tests.support.fakes import ScriptedLLM
from tests.support.params import (
    APPROVED_DRUG_COUNT,
    DAY_MS,
    IS_HIGH_RISK_COMPANY,
    NOW_MS,
    TENANT,
    SlowModel,
    params_service,
)

pytestmark = pytest.mark.anyio


def risk_property(index: int) -> dict[str, object]:
    return {**IS_HIGH_RISK_COMPANY, "name": f"risk_{index}"}


def answer_by_name(request: LLMRequest) -> str:
    name = request.facts["property"]["name"]
    return json.dumps({name: {"threshold": 0.5, "include_reason": False}})


@pytest.mark.parametrize("limit", [3, 4, 8])
async def test_no_more_calls_are_in_flight_than_max_concurrency(limit: int) -> None:
    model = SlowModel(answer_by_name, delay_s=0.05)
    request = ResolveParams(
        logic_properties=[risk_property(i) for i in range(8)], max_concurrency=limit
    )
    result = await params_service(model).resolve(request, tenant_id=TENANT)
    assert result.ok and list(result.output) == [f"risk_{i}" for i in range(8)]
    assert model.max_in_flight == limit


@pytest.mark.parametrize("limit", [2, 9])
def test_max_concurrency_is_between_3_and_8(limit: int) -> None:
    with pytest.raises(ValueError, match="max_concurrency"):
        ResolveParams(logic_properties=[IS_HIGH_RISK_COMPANY], max_concurrency=limit)


async def test_the_resolution_is_recorded_and_replays_without_the_model() -> None:
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    llm = ScriptedLLM({"is_high_risk_company": {"threshold": 0.8, "include_reason": True}})
    service = params_service(llm, store=store)
    request = ResolveParams(logic_properties=[IS_HIGH_RISK_COMPANY], query="阈值0.8", now_ms=NOW_MS)
    result = await service.resolve(request, tenant_id=TENANT)
    replayed = service.resolution(result.resolution_id, tenant_id=TENANT)
    assert replayed.output == result.output
    assert replayed.now_ms == NOW_MS and replayed.timezone == "Asia/Shanghai"
    assert replayed.calls[0]["raw_response"].startswith('{"is_high_risk_company"')
    topics = [notification.topic for notification in store.notifications()]
    assert topics == [
        "heartrule.params:ParamResolution.Requested",
        "heartrule.params:ParamResolution.LLMCallRecorded",
        "heartrule.params:ParamResolution.PropertyResolved",
        "heartrule.params:ParamResolution.Completed",
    ]


async def test_the_debug_tells_the_now_ms_it_used_and_where_it_came_from() -> None:
    service = params_service(ScriptedLLM())
    request = ResolveParams(logic_properties=[APPROVED_DRUG_COUNT], query="最近7天")
    from_clock = await service.resolve(request, tenant_id=TENANT)
    from_context = await service.resolve(
        request.model_copy(update={"additional_context": f"now_ms={NOW_MS}"}), tenant_id=TENANT
    )
    from_request = await service.resolve(
        request.model_copy(update={"now_ms": 5 * DAY_MS}), tenant_id=TENANT
    )
    assert (from_clock.debug["now_ms"], from_clock.debug["now_ms_source"]) == (
        1737369000000,  # FixedClock: 2025-01-20 10:30 UTC
        "clock",
    )
    assert (from_context.debug["now_ms"], from_context.debug["now_ms_source"]) == (
        NOW_MS,
        "additional_context",
    )
    assert from_request.debug["now_ms_source"] == "request"
    assert from_request.output["approved_drug_count"]["end"] == 5 * DAY_MS


@pytest.mark.parametrize("now_ms", [10**20, 2**63, "1.5e300"])
async def test_a_now_ms_in_the_context_beyond_the_calendar_is_no_clock_and_the_clock_decides(
    now_ms: object,
) -> None:
    service = params_service(ScriptedLLM())
    for query in ("最近7天", "上周五", "本月初"):
        request = ResolveParams(
            logic_properties=[APPROVED_DRUG_COUNT], query=query,
            additional_context={"now_ms": now_ms},
        )  # fmt: skip
        resolved = await service.resolve(request, tenant_id=TENANT)
        assert resolved.debug["now_ms_source"] == "clock", query
        assert resolved.output["approved_drug_count"]["end"] <= 1737369000000


def test_a_request_now_ms_beyond_the_calendar_is_refused() -> None:
    with pytest.raises(ValueError, match="now_ms"):
        ResolveParams(logic_properties=[APPROVED_DRUG_COUNT], now_ms=10**20)


def test_a_fact_about_a_property_not_requested_is_refused() -> None:
    resolution = ParamResolution.start(
        uuid4(), {}, ["a"], NOW_MS, "Asia/Shanghai", tenant_id=TENANT
    )
    with pytest.raises(UnknownPropertyError, match="'b' was not requested"):
        resolution.resolve("b", {}, {})
