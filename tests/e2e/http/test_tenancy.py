"""Every read and write stays inside the caller's tenant; another tenant's ids read as 404."""

from __future__ import annotations

import httpx

from tests.support.http_api import auth, publish_demo, start_demo


def test_another_tenants_session_answers_404_on_every_route(client: httpx.Client) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]
    base = f"/v1/sessions/{session}"
    intruder = {**auth("globex"), "Idempotency-Key": "k1"}

    answers = [
        client.get(base, headers=intruder),
        client.get(f"{base}/timelines", headers=intruder),
        client.get(f"{base}/timelines/exitHistory", headers=intruder),
        client.get(f"{base}/replay", headers=intruder),
        client.post(f"{base}/messages", json={"text": "你好"}, headers=intruder),
        client.post(f"{base}/forms", json={"values": {}}, headers=intruder),
    ]

    assert [a.status_code for a in answers] == [404] * len(answers)
    assert {a.json()["type"] for a in answers} == {"/problems/session-not-found"}
    owner_view = client.get(base, headers=auth("acme")).json()
    assert [m["role"] for m in owner_view["transcript"]] == ["assistant"]


def test_another_tenants_script_answers_404_and_is_not_listed(client: httpx.Client) -> None:
    script = publish_demo(client, tenant="acme")

    listed = client.get("/v1/scripts", headers=auth("globex")).json()["items"]
    read = client.get(f"/v1/scripts/{script}", headers=auth("globex"))
    version = client.get(f"/v1/scripts/{script}/versions/1", headers=auth("globex"))
    started = client.post(
        "/v1/sessions", json={"scriptId": script, "userId": "u"}, headers=auth("globex")
    )

    assert listed == []
    assert (read.status_code, version.status_code, started.status_code) == (404, 404, 404)
    assert read.json()["type"] == "/problems/script-not-found"


def test_the_same_script_name_is_a_separate_script_per_tenant(client: httpx.Client) -> None:
    mine = publish_demo(client, tenant="acme", name="intake")
    theirs = publish_demo(client, tenant="globex", name="intake")

    assert mine != theirs
    assert [s["name"] for s in client.get("/v1/scripts", headers=auth("acme")).json()["items"]]
    assert client.get(f"/v1/scripts/{mine}", headers=auth("acme")).json()["latestVersion"] == 1


def test_a_session_id_is_not_a_script_id(client: httpx.Client) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]

    response = client.get(f"/v1/scripts/{session}", headers=auth())

    assert response.status_code == 404


def test_a_risk_route_belongs_to_the_tenant_that_assessed_it(client: httpx.Client) -> None:
    body = {"userId": "u-7", "phq9": [3, 3, 3, 3, 3, 3, 3, 3, 3]}
    assessed = client.post("/v1/risk/assessments", json=body, headers=auth("acme"))

    own = client.get("/v1/risk/users/u-7/history", headers=auth("acme"))
    other = client.get("/v1/risk/users/u-7/history", headers=auth("globex"))

    assert assessed.status_code == 200, assessed.text
    assert assessed.json()["route"] == "high"
    assert own.status_code == 200 and own.json()["items"]
    assert other.status_code == 404
