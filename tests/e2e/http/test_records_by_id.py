"""A recorded evaluation run or parameter resolution is read back by id, by its tenant only."""

from __future__ import annotations

import httpx

from tests.support.evaluation import conversation, spec_example
from tests.support.http_api import auth, poll_batch, wire
from tests.support.params import APPROVED_DRUG_COUNT

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"
TREND = wire({"logic_property": APPROVED_DRUG_COUNT, "query": "最近3个月的药品数量趋势"})


def test_an_evaluation_run_is_read_back_by_its_tenant_and_404_for_others(
    client: httpx.Client,
) -> None:
    body = wire(conversation(spec_example(), (ASK_WECHAT, "auto")))
    judged = client.post("/v1/evaluations", json=body, headers=auth("acme")).json()

    own = client.get(f"/v1/evaluations/{judged['runId']}", headers=auth("acme"))
    other = client.get(f"/v1/evaluations/{judged['runId']}", headers=auth("globex"))

    assert own.status_code == 200, own.text
    assert own.json()["results"] == judged["results"]
    assert own.json()["completed"] is True
    assert other.status_code == 404
    assert other.json()["type"] == "/problems/evaluation-run-not-found"


def test_a_batch_is_read_back_by_its_tenant_as_a_report_and_a_csv_and_404_for_others(
    client: httpx.Client,
) -> None:
    one = wire(conversation(spec_example(), (ASK_WECHAT, "auto")))
    other_one = {**one, "key": "example_002"}
    batch = poll_batch(
        client,
        client.post(
            "/v1/evaluations/batch", json={"conversations": [one, other_one]}, headers=auth("acme")
        ),
    )
    path = f"/v1/evaluations/batch/{batch['batchId']}/report"

    report = client.get(path, headers=auth("acme"))
    as_csv = client.get(f"{path}.csv", headers=auth("acme"))
    other = client.get(path, headers=auth("globex"))

    assert report.status_code == 200, report.text
    found = report.json()
    assert found["runs"] == found["completed"] == 2 and found["status"] == "finished"
    [rule] = found["rules"]
    assert rule["rule"] == ASK_WECHAT and rule["entries"] == 2
    assert {e["runId"] for e in found["entries"]} == {c["runId"] for c in batch["conversations"]}
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
    good = wire(conversation(spec_example(), (ASK_WECHAT, "auto")))
    body = {"conversations": [good, {"key": "broken"}, good]}

    started = client.post("/v1/evaluations/batch", json=body, headers=auth())

    assert started.json()["status"] == "running" and started.json()["total"] == 3
    assert started.headers["Location"] == f"/v1/evaluations/batch/{started.json()['batchId']}"
    done = poll_batch(client, started)
    assert done["status"] == "completed" and done["done"] == 3
    assert [r["error"] is None for r in done["conversations"]] == [True, False, True]
    assert done["summary"][0]["rule"] == ASK_WECHAT
    run = client.get(f"/v1/evaluations/{done['conversations'][0]['runId']}", headers=auth())
    assert run.json()["batchId"] == done["batchId"]
