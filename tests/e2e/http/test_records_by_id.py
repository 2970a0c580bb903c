"""A recorded evaluation run or parameter resolution is read back by id, by its tenant only."""

from __future__ import annotations

import httpx

from tests.support.evaluation import conversation, spec_example
from tests.support.http_api import auth
from tests.support.params import APPROVED_DRUG_COUNT

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"
TREND = {"logic_property": APPROVED_DRUG_COUNT, "query": "最近3个月的药品数量趋势"}


def test_an_evaluation_run_is_read_back_by_its_tenant_and_404_for_others(
    client: httpx.Client,
) -> None:
    body = conversation(spec_example(), (ASK_WECHAT, "auto"))
    judged = client.post("/v1/evaluations", json=body, headers=auth("acme")).json()

    own = client.get(f"/v1/evaluations/{judged['run_id']}", headers=auth("acme"))
    other = client.get(f"/v1/evaluations/{judged['run_id']}", headers=auth("globex"))

    assert own.status_code == 200, own.text
    assert own.json()["results"] == judged["results"]
    assert own.json()["completed"] is True
    assert other.status_code == 404
    assert other.json()["type"] == "/problems/evaluation-run-not-found"


def test_a_batch_is_read_back_by_its_tenant_as_a_report_and_a_csv_and_404_for_others(
    client: httpx.Client,
) -> None:
    one = conversation(spec_example(), (ASK_WECHAT, "auto"))
    other_one = {**one, "key": "example_002"}
    batch = client.post(
        "/v1/evaluations/batch", json={"conversations": [one, other_one]}, headers=auth("acme")
    ).json()
    path = f"/v1/evaluations/batch/{batch['batchId']}/report"

    report = client.get(path, headers=auth("acme"))
    as_csv = client.get(f"{path}.csv", headers=auth("acme"))
    other = client.get(path, headers=auth("globex"))

    assert report.status_code == 200, report.text
    found = report.json()
    assert found["runs"] == found["completed"] == 2 and found["status"] == "finished"
    [rule] = found["rules"]
    assert rule["rule"] == ASK_WECHAT and rule["entries"] == 2
    assert {e["runId"] for e in found["entries"]} == {c["run_id"] for c in batch["conversations"]}
    assert as_csv.status_code == 200 and as_csv.headers["content-type"].startswith("text/csv")
    rows = as_csv.text.lstrip("\ufeff").splitlines()
    assert rows[0].startswith("runId,key,rule") and len(rows) == 3
    assert {"example_001", "example_002"} == {row.split(",")[1] for row in rows[1:]}
    assert other.status_code == 404
    assert other.json()["type"] == "/problems/evaluation-batch-not-found"
    assert client.get(f"{path}.csv", headers=auth("globex")).status_code == 404


def test_a_param_resolution_is_read_back_by_its_tenant_and_404_for_others(
    client: httpx.Client,
) -> None:
    resolved = client.post("/v1/params/resolve", json=TREND, headers=auth("acme")).json()
    path = f"/v1/params/resolutions/{resolved['resolutionId']}"

    own = client.get(path, headers=auth("acme"))
    other = client.get(path, headers=auth("globex"))

    assert own.status_code == 200, own.text
    assert own.json()["output"] == resolved["output"]
    assert other.status_code == 404
    assert other.json()["type"] == "/problems/resolution-not-found"


def test_a_batch_is_reported_in_input_order_with_a_summary(client: httpx.Client) -> None:
    good = conversation(spec_example(), (ASK_WECHAT, "auto"))
    body = {"conversations": [good, {"key": "broken"}, good]}

    response = client.post("/v1/evaluations/batch", json=body, headers=auth())

    assert response.status_code == 200, response.text
    reports = response.json()["conversations"]
    assert [r["error"] is None for r in reports] == [True, False, True]
    assert response.json()["summary"][0]["rule"] == ASK_WECHAT
