"""The operator market adapter (spec 003 §5.3.1) against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from application.params.ports import OperatorSchemaUnavailableError
from bootstrap import bootstrap, build_operator_schemas
from domain.params.commands import ResolveParams
from infrastructure.params.operator_schemas import (
    MARKET_PATH,
    CachedOperatorSchemas,
    HttpOperatorSchemaSource,
    StaticOperatorSchemas,
)
from infrastructure.settings import Settings
from tests.support.fakes import ScriptedLLM
from tests.support.params import (
    BUSINESS_HEALTH_SCORE,
    HEALTH_OUTPUT,
    HEALTH_SCHEMA,
    TENANT,
    params_service,
)

pytestmark = pytest.mark.anyio


class Market(BaseHTTPRequestHandler):
    requests: list[str] = []  # noqa: RUF012 - shared by the handler instances of one server

    def do_GET(self) -> None:
        Market.requests.append(self.path)
        known = MARKET_PATH.format(operator_id="op_health")
        status, body = (200, {"data": HEALTH_SCHEMA}) if self.path == known else (404, {})
        if self.path.endswith("op_broken"):
            status = 503
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(json.dumps(body).encode())

    def log_message(self, *_: object) -> None:
        return


@pytest.fixture
def market() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Market)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


async def test_the_schema_is_fetched_by_the_data_source_id(market: str) -> None:
    source = HttpOperatorSchemaSource(market)
    assert await source.schema_for("op_health") == HEALTH_SCHEMA
    assert await source.schema_for("op_unknown") is None


async def test_a_market_that_fails_is_reported_not_retried(market: str) -> None:
    with pytest.raises(OperatorSchemaUnavailableError, match="HTTP 503"):
        await HttpOperatorSchemaSource(market).schema_for("op_broken")


async def test_the_resolver_uses_the_fetched_schema_as_hints(market: str) -> None:
    llm = ScriptedLLM({"business_health_score": HEALTH_OUTPUT})
    service = params_service(llm, schemas=HttpOperatorSchemaSource(market))
    prop = {**BUSINESS_HEALTH_SCORE, "data_source": {"type": "operator", "id": "op_health"}}
    result = await service.resolve(
        ResolveParams(logic_properties=[prop], query="评估企业健康度"), tenant_id=TENANT
    )
    assert result.ok
    assert llm.requests[0].facts["hints"]["lang"]["enum"] == ["zh-CN", "en-US"]
    assert result.debug["properties"]["business_health_score"]["schema"] == (
        "schema of operator op_health"
    )


async def test_without_the_market_the_property_is_resolved_without_hints(market: str) -> None:
    llm = ScriptedLLM({"business_health_score": HEALTH_OUTPUT})
    service = params_service(llm, schemas=HttpOperatorSchemaSource(market))
    prop = {**BUSINESS_HEALTH_SCORE, "data_source": {"id": "op_broken"}}
    result = await service.resolve(
        ResolveParams(logic_properties=[prop], query="评估企业健康度"), tenant_id=TENANT
    )
    assert result.ok and llm.requests[0].facts["hints"] == {}
    note = result.debug["properties"]["business_health_score"]["schema"]
    assert note.startswith("schema unavailable")


class Ticking:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_the_market_is_read_once_per_ttl_and_again_after_it(market: str) -> None:
    Market.requests.clear()
    clock = Ticking()
    cached = CachedOperatorSchemas(HttpOperatorSchemaSource(market), ttl_s=60, clock=clock)
    for _ in range(3):
        assert await cached.schema_for("op_health") == HEALTH_SCHEMA
    assert await cached.schema_for("op_unknown") is None
    assert await cached.schema_for("op_unknown") is None
    assert len(Market.requests) == 2
    clock.now += 61
    assert await cached.schema_for("op_health") == HEALTH_SCHEMA
    assert len(Market.requests) == 3


async def test_a_failing_market_is_not_cached(market: str) -> None:
    Market.requests.clear()
    cached = CachedOperatorSchemas(HttpOperatorSchemaSource(market), ttl_s=60)
    for _ in range(2):
        with pytest.raises(OperatorSchemaUnavailableError):
            await cached.schema_for("op_broken")
    assert len(Market.requests) == 2


async def test_the_market_setting_wires_the_http_source_and_enforces_its_schema(
    market: str,
) -> None:
    answer = {**HEALTH_OUTPUT, "lang": "de-DE"}
    container = bootstrap(
        Settings(store="memory", operator_market_url=market),
        llm=ScriptedLLM(default={"business_health_score": answer}),
    )
    prop = {**BUSINESS_HEALTH_SCORE, "data_source": {"type": "operator", "id": "op_health"}}
    result = await container.params.resolve(
        ResolveParams(logic_properties=[prop], query="评估企业健康度"), tenant_id=TENANT
    )
    assert result.output["_error"].startswith(
        'invalid business_health_score: lang 必须是 zh-CN/en-US 之一（收到 "de-DE"）'
    )


def test_without_the_setting_the_static_source_stays_the_default(market: str) -> None:
    assert isinstance(build_operator_schemas(Settings()), StaticOperatorSchemas)
    configured = build_operator_schemas(Settings(operator_market_url=market))
    assert isinstance(configured, CachedOperatorSchemas)
