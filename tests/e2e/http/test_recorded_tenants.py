"""Evaluations and param resolutions are recorded for the caller's tenant, read by no other."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from uuid import UUID

import httpx
import pytest

from application.evaluation.errors import EvaluationRunNotFoundError
from application.params.errors import ResolutionNotFoundError
from bootstrap import Container
from tests.support.evaluation import conversation, spec_example
from tests.support.http_api import api_settings, auth, build, poll_batch, served, wire
from tests.support.params import APPROVED_DRUG_COUNT

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"
TREND = wire({"logic_property": APPROVED_DRUG_COUNT, "query": "最近3个月的药品数量趋势"})


@pytest.fixture
def api(tmp_path: Path) -> Iterator[tuple[Container, httpx.Client]]:
    container, app = build(api_settings(tmp_path))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield container, http


def test_an_evaluation_is_recorded_for_the_callers_tenant(
    api: tuple[Container, httpx.Client],
) -> None:
    container, client = api
    body = wire(conversation(spec_example(), (ASK_WECHAT, "auto")))

    response = client.post("/v1/evaluations", json=body, headers=auth("globex"))

    assert response.status_code == 200, response.text
    run_id = UUID(response.json()["runId"])
    assert container.evaluation.run(run_id, tenant_id="globex").tenant_id == "globex"
    with pytest.raises(EvaluationRunNotFoundError):
        container.evaluation.run(run_id, tenant_id="acme")


def test_every_run_of_a_batch_is_recorded_for_the_callers_tenant(
    api: tuple[Container, httpx.Client],
) -> None:
    container, client = api
    body = {"conversations": [wire(conversation(spec_example(), (ASK_WECHAT, "auto")))] * 2}

    started = client.post("/v1/evaluations/batch", json=body, headers=auth("acme"))

    done = poll_batch(client, started)
    assert done["status"] == "completed", done
    run_ids = [UUID(c["runId"]) for c in done["conversations"]]
    runs = [container.evaluation.run(r, tenant_id="acme") for r in run_ids]
    assert [r.tenant_id for r in runs] == ["acme", "acme"]


def test_a_param_resolution_is_recorded_for_the_callers_tenant(
    api: tuple[Container, httpx.Client],
) -> None:
    container, client = api

    response = client.post("/v1/params/resolve", json=TREND, headers=auth("globex"))

    assert response.status_code == 200, response.text
    resolution_id = UUID(response.json()["resolutionId"])
    assert container.params.resolution(resolution_id, tenant_id="globex").tenant_id == "globex"
    with pytest.raises(ResolutionNotFoundError):
        container.params.resolution(resolution_id, tenant_id="acme")
