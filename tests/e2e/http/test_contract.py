"""The API keeps the contract its OpenAPI document states: one casing, named operations, strict
types, 405 for undeclared methods, 400 for unparsable bodies, Location on 201, paged lists."""

from __future__ import annotations

from typing import Any

import httpx

from adapters.http.wire import camel_keys
from tests.support.evaluation import conversation, spec_example
from tests.support.http_api import DEMO_SCRIPT, auth, poll_batch, publish_demo, start_demo, wire
from tests.support.params import APPROVED_DRUG_COUNT

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


def _camel(body: Any) -> bool:
    """No name of the API's own is snake_case (documents of others pass as recorded)."""
    return bool(camel_keys(body) == body)


def test_every_answer_of_a_whole_flow_is_camelcase(client: httpx.Client) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]
    base = f"/v1/sessions/{session}"
    turn = client.post(
        f"{base}/messages",
        json={"text": "什么是ABC模型？"},
        headers={**auth(), "Idempotency-Key": "a"},
    )
    crisis = client.post(
        f"{base}/messages", json={"text": "药我已经攒够了，等周五晚上"},
        headers={**auth(), "Idempotency-Key": "b"},
    )  # fmt: skip
    assessed = client.post(
        "/v1/risk/assessments", json={"userId": "user-1", "gad7": [1] * 7}, headers=auth()
    )
    judged = client.post(
        "/v1/evaluations",
        json=wire(conversation(spec_example(), (ASK_WECHAT, "auto"))),
        headers=auth(),
    )
    resolved = client.post(
        "/v1/params/resolve",
        json=wire({"logic_property": APPROVED_DRUG_COUNT, "query": "最近3个月的药品数量趋势"}),
        headers=auth(),
    )
    reads = [
        client.get(path, headers=auth())
        for path in (
            base,
            f"{base}/timelines",
            f"{base}/replay",
            "/v1/risk/users/user-1/route",
            "/v1/risk/users/user-1/history",
            f"/v1/evaluations/{judged.json()['runId']}",
            f"/v1/params/resolutions/{resolved.json()['resolutionId']}",
        )
    ]

    answers = [turn, crisis, assessed, judged, resolved, *reads]
    assert [a.status_code for a in answers] == [200] * len(answers)
    assert [a.request.url.path for a in answers if not _camel(a.json())] == []
    assert "rigidScore" in assessed.json() and "nowMs" in resolved.json()["debug"]


def test_operations_are_named_and_tags_described(client: httpx.Client) -> None:
    document = client.get("/openapi.json").json()
    operations = [op for path in document["paths"].values() for op in path.values()]
    ids = [op["operationId"] for op in operations]

    assert len(ids) == len(set(ids))
    assert {"startSession", "sendMessage", "getEvaluationRun", "startBatchEvaluation"} <= set(ids)
    assert all(i[0].islower() and "_" not in i for i in ids), ids
    assert all(tag["description"] for tag in document["tags"])
    assert {t for op in operations for t in op["tags"]} <= {t["name"] for t in document["tags"]}


def test_every_body_documents_its_refusals_and_every_201_its_location(
    client: httpx.Client,
) -> None:
    document = client.get("/openapi.json").json()
    operations = [op for path in document["paths"].values() for op in path.values()]

    for op in operations:
        if "requestBody" in op:
            assert {"400", "413", "415", "422"} <= set(op["responses"]), op["operationId"]
        for status in ("201", "202"):
            if status in op["responses"]:
                assert "Location" in op["responses"][status]["headers"], op["operationId"]
    started = document["paths"]["/v1/sessions"]["post"]["responses"]["201"]
    assert started["links"]["SendMessage"] == {
        "operationId": "sendMessage",
        "parameters": {"sessionId": "$response.body#/sessionId"},
    }


def test_a_201_says_where_the_new_resource_is(client: httpx.Client) -> None:
    published = client.post(
        "/v1/scripts", json={"name": "abc", "yaml": DEMO_SCRIPT.read_text("utf-8")}, headers=auth()
    )
    started = client.post(
        "/v1/sessions", json={"scriptId": published.json()["scriptId"], "userId": "u"},
        headers=auth(),
    )  # fmt: skip

    for created in (published, started):
        assert created.status_code == 201
        assert client.get(created.headers["Location"], headers=auth()).status_code == 200
    assert started.headers["Location"] == f"/v1/sessions/{started.json()['sessionId']}"


def test_an_undeclared_method_is_405_with_the_methods_the_path_has(client: httpx.Client) -> None:
    batch = client.get("/v1/evaluations/batch", headers=auth())
    sessions = client.delete("/v1/sessions", headers=auth())
    validate = client.get("/v1/scripts/validate", headers=auth())

    assert [r.status_code for r in (batch, sessions, validate)] == [405] * 3
    assert batch.headers["allow"] == "POST"
    assert sessions.headers["allow"] == "GET, HEAD, POST"
    assert batch.json()["type"] == "/problems/method-not-allowed"


def test_a_body_that_is_not_json_or_not_sent_as_json_is_refused(client: httpx.Client) -> None:
    broken = client.post(
        "/v1/risk/scores",
        content=b'{"texts": [',
        headers={**auth(), "Content-Type": "application/json"},
    )
    as_text = client.post(
        "/v1/risk/scores",
        content=b'{"texts": ["hi"]}',
        headers={**auth(), "Content-Type": "text/plain"},
    )

    assert (broken.status_code, broken.json()["type"]) == (400, "/problems/body-unparsable")
    assert (as_text.status_code, as_text.json()["type"]) == (
        415,
        "/problems/unsupported-media-type",
    )


def test_json_types_are_taken_strictly(client: httpx.Client) -> None:
    def assess(**body: Any) -> httpx.Response:
        return client.post("/v1/risk/assessments", json={"userId": "u", **body}, headers=auth())

    refused = [
        assess(gad7=[False] * 7),
        assess(gad7=["1"] * 7),
        assess(gad7=[1.5] * 7),
        assess(gad7=None),
        assess(),
        assess(gad7=[1] * 7, rigid_score=1),
    ]
    whole_floats = assess(gad7=[1.0] * 7)
    params = client.post(
        "/v1/params/resolve",
        json=wire({"logic_property": APPROVED_DRUG_COUNT, "query": "趋势", "now_ms": False}),
        headers=auth(),
    )
    system_only = client.post(
        "/v1/evaluations",
        json={"key": 1, "messages": [{"role": "system", "content": "x"}], "ruleList": []},
        headers=auth(),
    )

    assert [r.status_code for r in refused] == [422] * len(refused)
    assert whole_floats.status_code == 200, whole_floats.text
    assert [e["field"] for e in params.json()["errors"]] == ["nowMs"]
    assert system_only.status_code == 422


def test_a_list_is_paged_by_an_opaque_cursor(client: httpx.Client) -> None:
    for name in ("c", "a", "b"):
        publish_demo(client, name=name)

    first = client.get("/v1/scripts?limit=2", headers=auth())
    second = client.get(first.json()["next"], headers=auth())
    bogus = client.get("/v1/scripts?cursor=00ff", headers=auth())

    assert [s["name"] for s in first.json()["items"]] == ["a", "b"]
    assert first.headers["link"] == f'<{first.json()["next"]}>; rel="next"'
    assert all(c in "0123456789abcdef" for c in first.json()["nextCursor"])
    assert [s["name"] for s in second.json()["items"]] == ["c"]
    assert second.json()["next"] is None and "link" not in second.headers
    assert bogus.status_code == 200 and bogus.json()["items"] == []


def test_a_risk_history_is_paged_oldest_first(client: httpx.Client) -> None:
    for _ in range(3):
        client.post("/v1/risk/assessments", json={"userId": "u", "gad7": [0] * 7}, headers=auth())

    pages, url = [], "/v1/risk/users/u/history?limit=2"
    while url:
        page = client.get(url, headers=auth()).json()
        pages.append([entry["version"] for entry in page["items"]])
        url = page["next"]

    assert [v for page in pages for v in page] == sorted(v for page in pages for v in page)
    assert all(len(page) <= 2 for page in pages) and len(pages) >= 2


def test_a_batch_answers_202_and_its_status_resource_until_done(client: httpx.Client) -> None:
    good = wire(conversation(spec_example(), (ASK_WECHAT, "auto")))

    started = client.post("/v1/evaluations/batch", json={"conversations": [good]}, headers=auth())
    done = poll_batch(client, started)
    other = client.get(started.headers["Location"], headers=auth("globex"))

    assert done["status"] == "completed" and done["total"] == done["done"] == 1
    assert done["conversations"][0]["runId"]
    assert other.status_code == 404
