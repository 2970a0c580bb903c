"""Risk over HTTP (score, assess, current route) and the public documentation."""

from __future__ import annotations

import httpx

from tests.support.http_api import auth, publish_demo, start_demo


def test_scoring_texts_records_nothing_and_assessing_moves_the_route_up(
    client: httpx.Client,
) -> None:
    scored = client.post("/v1/risk/scores", json={"texts": ["我不想活了"]}, headers=auth())
    before = client.get("/v1/risk/users/u-1/route", headers=auth())
    assessed = client.post(
        "/v1/risk/assessments",
        json={"userId": "u-1", "phq9": [1, 1, 1, 1, 1, 1, 1, 1, 0], "gad7": [0] * 7},
        headers=auth(),
    )
    after = client.get("/v1/risk/users/u-1/route", headers=auth())

    assert scored.status_code == 200, scored.text
    assert 0.0 <= scored.json()["score"] <= 1.0
    assert before.status_code == 404
    assert assessed.status_code == 200, assessed.text
    assert after.json()["route"] == assessed.json()["route"]


def test_a_questionnaire_with_the_wrong_number_of_items_names_the_field(
    client: httpx.Client,
) -> None:
    response = client.post(
        "/v1/risk/assessments", json={"userId": "u-2", "phq9": [1, 2]}, headers=auth()
    )

    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "phq9"


def test_the_documentation_is_public_and_describes_both_ways_to_send_a_key(
    client: httpx.Client,
) -> None:
    page = client.get("/docs")
    schema = client.get("/openapi.json").json()

    assert page.status_code == 200 and "swagger" in page.text.lower()
    schemes = schema["components"]["securitySchemes"]
    assert {s["type"] for s in schemes.values()} == {"http", "apiKey"}
    assert "/v1/sessions/{sessionId}/messages" in schema["paths"]


def test_scoring_answers_each_layer_and_refuses_more_than_its_documented_limits(
    client: httpx.Client,
) -> None:
    scored = client.post(
        "/v1/risk/scores", json={"texts": ["药我攒够了", "等周五晚上"]}, headers=auth()
    )
    too_many = client.post("/v1/risk/scores", json={"texts": ["嗯"] * 11}, headers=auth())
    too_long = client.post("/v1/risk/scores", json={"texts": ["嗯" * 4001]}, headers=auth())

    assert scored.status_code == 200, scored.text
    body = scored.json()
    assert body["score"] >= 0.95 and body["decidedBy"] == "rules"
    assert [layer["layer"] for layer in body["layers"]] == ["rules", "learned", "judge"]
    assert too_many.status_code == 422 and too_long.status_code == 422


def test_a_window_in_traditional_characters_scores_as_its_simplified_twin(
    client: httpx.Client,
) -> None:
    twins = [["藥我攢夠了", "等週五晚上"], ["药我攒够了", "等周五晚上"]]  # ADR 0139
    traditional, simple = (client.post("/v1/risk/scores", json={"texts": texts}, headers=auth())
                           for texts in twins)

    assert traditional.status_code == 200 and simple.status_code == 200, traditional.text
    assert traditional.json()["score"] == simple.json()["score"] >= 0.95


def test_a_plan_split_over_two_messages_gets_the_safety_script_with_the_hotline(
    client: httpx.Client,
) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]
    path = f"/v1/sessions/{session}/messages"

    first = client.post(
        path, json={"text": "安眠药就在我床头柜里"}, headers={**auth(), "Idempotency-Key": "m-1"}
    )
    second = client.post(
        path,
        json={"text": "等这个周末爸妈出差的时候"},
        headers={**auth(), "Idempotency-Key": "m-2"},
    )
    history = client.get("/v1/risk/users/user-1/history", headers=auth())

    assert first.status_code == 200 and "12356" not in first.text, first.text
    assert second.status_code == 200, second.text
    reply = second.json()
    assert reply["aiMessages"][0]["source"] == "safety_script"
    assert "12356" in reply["aiMessage"]
    assert (reply["metadata"]["riskRoute"], reply["metadata"]["sessionStatus"]) == (
        "high",
        "safety_hold",
    )
    observed = [e for e in history.json()["items"] if e["event"] == "RiskScoreObserved"]
    assert observed[-1]["details"]["decidedBy"] == "rules"
    assert "timing (turn 2)" in observed[-1]["details"]["evidence"][0]
