"""Logic properties from spec 003 and a ParamsService wired with fakes, for the params tests."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from application.event_store import EventStore
from application.llm.port import LLMPort, LLMRequest, LLMResponse
from application.params.ports import OperatorSchemaSource
from application.params.retry import RetryPolicy
from application.params.service import ParamsService
from infrastructure.params.operator_schemas import StaticOperatorSchemas
from tests.support.fakes import FixedClock, SequentialIds

TENANT = "tenant-a"
NOW_MS = 1762996342241
DAY_MS = 24 * 60 * 60 * 1000


def _input(name: str, type_: str = "", **extra: Any) -> dict[str, Any]:
    return {"name": name, "type": type_, "value_from": "input", **extra}


TIME_PARAMS = [_input(n, if_system_generate=True) for n in ("instant", "start", "end", "step")]

APPROVED_DRUG_COUNT: dict[str, Any] = {
    "name": "approved_drug_count",
    "type": "metric",
    "parameters": [
        *TIME_PARAMS,
        {"name": "company_id", "value_from": "property"},
        {"name": "metric_id", "value_from": "const", "value": "metric_001"},
    ],
}
DRUG_SALES_BY_REGION: dict[str, Any] = {
    "name": "drug_sales_by_region",
    "type": "metric",
    "parameters": [*TIME_PARAMS, _input("region", "STRING"), _input("drug_category", "STRING")],
}
BUSINESS_HEALTH_SCORE: dict[str, Any] = {
    "name": "business_health_score",
    "type": "operator",
    "parameters": [
        _input("include_details", "BOOLEAN"),
        _input("lang", "STRING"),
        _input("filter", "OBJECT"),
        _input("items", "ARRAY"),
    ],
}
IS_HIGH_RISK_COMPANY: dict[str, Any] = {
    "name": "is_high_risk_company",
    "type": "operator",
    "parameters": [_input("threshold", "NUMBER"), _input("include_reason", "BOOLEAN")],
}
HEALTH_SCHEMA: dict[str, Any] = {
    "requestBody": {
        "content": {
            "application/json": {
                "schema": {
                    "type": "object",
                    "required": ["include_details", "lang", "filter", "items"],
                    "properties": {
                        "include_details": {
                            "type": "boolean",
                            "description": "是否返回详细评分明细",
                        },
                        "lang": {"type": "string", "enum": ["zh-CN", "en-US"]},
                        "filter": {
                            "type": "object",
                            "required": ["year_range", "regions"],
                            "properties": {
                                "year_range": {"type": "array", "items": {"type": "integer"}},
                                "regions": {"type": "array", "items": {"type": "string"}},
                            },
                        },
                        "items": {"type": "array", "items": {"type": "string"}},
                    },
                }
            }
        }
    }
}
HEALTH_OUTPUT: dict[str, Any] = {
    "include_details": False,
    "lang": "zh-CN",
    "filter": {"year_range": [2023, 2024], "regions": ["华东", "华南"]},
    "items": ["revenue", "profit", "growth"],
}


class RecordedSleeps:
    """Stands in for asyncio.sleep in the retry loop: records the backoffs, waits for none."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, delay: float) -> None:
        self.delays.append(delay)


def params_service(
    llm: LLMPort,
    *,
    sleep: Callable[[float], Any] | None = None,
    policy: RetryPolicy | None = None,
    schemas: OperatorSchemaSource | None = None,
    store: EventStore | None = None,
) -> ParamsService:
    return ParamsService(
        llm,
        FixedClock(),
        SequentialIds(),
        store or EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"}),
        schemas or StaticOperatorSchemas(),
        policy,
        sleep or RecordedSleeps(),
    )


class SlowModel:
    """Answers every property with ``answer(request)`` after ``delay_s``; counts calls in flight."""

    def __init__(self, answer: Callable[[LLMRequest], str], delay_s: float) -> None:
        self.answer = answer
        self.delay_s = delay_s
        self.in_flight = 0
        self.max_in_flight = 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            await asyncio.sleep(self.delay_s)
        finally:
            self.in_flight -= 1
        return LLMResponse(self.answer(request), "slow-model", self.delay_s * 1000)
