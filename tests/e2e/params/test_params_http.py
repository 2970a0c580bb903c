"""``POST /v1/params/resolve`` on a real uvicorn server on 127.0.0.1, offline model."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.http_api import api_settings, auth, build, served, wire
from tests.support.params import APPROVED_DRUG_COUNT, DAY_MS, NOW_MS
from tests.support.services import free_port

TREND = wire(
    {
        "logic_property": APPROVED_DRUG_COUNT,
        "query": "最近3个月的药品数量趋势",
        "additional_context": "now_ms=1762996342241",
    }
)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    _, app = build(api_settings(tmp_path))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield http


def test_a_trend_query_is_resolved_with_its_debug(client: httpx.Client) -> None:
    response = client.post("/v1/params/resolve", json=TREND, headers=auth())
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["ok"] is True
    assert body["output"]["approved_drug_count"]["start"] == NOW_MS - 90 * DAY_MS
    assert body["debug"]["nowMs"] == NOW_MS


def test_missing_parameters_come_back_in_the_error_shape(client: httpx.Client) -> None:
    response = client.post(
        "/v1/params/resolve", json={**TREND, "query": "药品数量"}, headers=auth()
    )
    body = response.json()
    assert body["ok"] is False and list(body["output"]) == ["_error"]
    assert body["status"] == "missing"


def test_an_unreachable_model_answers_status_failed_not_missing(tmp_path: Path) -> None:
    settings = api_settings(tmp_path).model_copy(
        update={"llm_base_url": f"http://127.0.0.1:{free_port()}/v1"}
    )
    _, app = build(settings)
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        body = http.post(
            "/v1/params/resolve", json={**TREND, "query": "药品数量"}, headers=auth()
        ).json()
    assert body["status"] == "failed"
    assert body["output"]["_error"].startswith("failed approved_drug_count: ")


def test_a_concurrency_outside_3_to_8_is_a_problem(client: httpx.Client) -> None:
    response = client.post(
        "/v1/params/resolve", json={**TREND, "maxConcurrency": 9}, headers=auth()
    )
    assert response.status_code == 422
    assert response.headers["content-type"].startswith("application/problem+json")
