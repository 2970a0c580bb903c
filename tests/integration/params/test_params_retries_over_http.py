"""Spec 003 §8.3 retries against a real HTTP server on 127.0.0.1 answering 429 and 500.

The params service owns the retries (2, after 100 ms then 200 ms); the OpenAI-compatible adapter
behind it makes one attempt per call, as ``bootstrap.build_params_llm`` builds it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import pytest

from application.llm.port import LLMPort
from bootstrap import build_params_llm
from domain.params.commands import ResolveParams
from infrastructure.settings import Settings
from tests.support.openai_server import OpenAIServer, completion, error, running
from tests.support.params import IS_HIGH_RISK_COMPANY, TENANT, params_service

pytestmark = pytest.mark.anyio
ANSWER = {"is_high_risk_company": {"threshold": 0.8, "include_reason": True}}
REQUEST = ResolveParams(
    logic_properties=[IS_HIGH_RISK_COMPANY], query="判断是否为高风险企业，阈值0.8，包含原因"
)


@pytest.fixture
def server() -> Iterator[OpenAIServer]:
    with running(OpenAIServer()) as running_server:
        yield running_server


def model(server: OpenAIServer) -> LLMPort:
    """The params model exactly as bootstrap builds it for an HTTP base URL."""
    return build_params_llm(Settings(llm_base_url=server.base_url, llm_model="test-model"))


async def test_a_429_then_a_500_are_retried_after_100_and_200_ms(server: OpenAIServer) -> None:
    server.script(
        error(429, "rate limited", kind="rate_limit_error"),
        error(500, "upstream failed", kind="server_error"),
        completion(json.dumps(ANSWER)),
    )
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    result = await params_service(model(server), sleep=sleep).resolve(REQUEST, tenant_id=TENANT)
    assert result.output == ANSWER
    assert len(server.received) == 3
    debug = result.debug["properties"]["is_high_risk_company"]
    assert debug["attempts"] == 3 and len(debug["latencies_ms"]) == 3
    assert "HTTP 429" in debug["errors"][0] and "HTTP 500" in debug["errors"][1]
    assert slept == [0.1, 0.2]


async def test_three_500s_fail_the_request_after_three_calls(server: OpenAIServer) -> None:
    server.script(*(error(500, "down", kind="server_error") for _ in range(4)))
    result = await params_service(model(server), sleep=asyncio.sleep).resolve(
        REQUEST, tenant_id=TENANT
    )
    assert len(server.received) == 3
    assert result.output["_error"].startswith(
        "failed is_high_risk_company: the model failed after 3 attempt(s): HTTP 500"
    )
    assert result.model_failed


async def test_a_400_is_not_retried(server: OpenAIServer) -> None:
    server.script(error(400, "bad request"), completion(json.dumps(ANSWER)))
    result = await params_service(model(server), sleep=asyncio.sleep).resolve(
        REQUEST, tenant_id=TENANT
    )
    assert len(server.received) == 1
    assert not result.ok


async def test_the_request_carries_the_answer_schema(server: OpenAIServer) -> None:
    server.script(completion(json.dumps(ANSWER)))
    await params_service(model(server), sleep=asyncio.sleep).resolve(REQUEST, tenant_id=TENANT)
    body = server.received[0].body
    assert body["temperature"] == 0.0
    assert "is_high_risk_company" in json.dumps(body.get("response_format", {}))
