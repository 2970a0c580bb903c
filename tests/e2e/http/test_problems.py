"""Every error is application/problem+json with type, title, status, detail — and the fields at
fault for validation errors; no body ever holds a traceback."""

from __future__ import annotations

import httpx

from tests.support.http_api import auth, publish_demo

PROBLEM = "application/problem+json"
BROKEN_SCRIPT = """sessions:
  - session: s
    phases:
      - phase: p
        steps:
          - topic: t
            actions:
              - type: ai_say
                content: hi
                max_rounds: -1
"""


def _is_problem(response: httpx.Response, status: int) -> dict[str, object]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body: dict[str, object] = response.json()
    assert {"type", "title", "status", "detail"} <= body.keys()
    assert body["status"] == status
    assert "Traceback" not in response.text
    return body


def test_a_call_without_a_key_is_401_with_a_bearer_challenge(client: httpx.Client) -> None:
    response = client.get("/v1/scripts")

    body = _is_problem(response, 401)
    assert body["type"] == "/problems/not-authenticated"
    assert response.headers["www-authenticate"].startswith("Bearer")


def test_an_unknown_key_and_disagreeing_keys_are_401(client: httpx.Client) -> None:
    wrong = client.get("/v1/scripts", headers={"X-API-Key": "hr_nobody"})
    mixed = client.get("/v1/scripts", headers={**auth("acme"), "X-API-Key": "hr_other"})

    _is_problem(wrong, 401)
    _is_problem(mixed, 401)


def test_an_invalid_script_names_line_and_field(client: httpx.Client) -> None:
    response = client.post(
        "/v1/scripts", json={"name": "broken", "yaml": BROKEN_SCRIPT}, headers=auth()
    )

    body = _is_problem(response, 422)
    assert body["type"] == "/problems/script-invalid"
    errors = body["errors"]
    assert isinstance(errors, list) and errors
    assert errors[0]["line"] == 10
    assert "max_rounds" in errors[0]["field"]


def test_validating_a_script_reports_problems_without_saving(client: httpx.Client) -> None:
    checked = client.post("/v1/scripts/validate", json={"yaml": BROKEN_SCRIPT}, headers=auth())
    listed = client.get("/v1/scripts", headers=auth()).json()["items"]

    assert checked.status_code == 200
    assert checked.json()["valid"] is False
    assert checked.json()["problems"][0]["line"] == 10
    assert listed == []


def test_a_malformed_request_names_each_field_at_fault(client: httpx.Client) -> None:
    response = client.post(
        "/v1/sessions", json={"scriptId": "not-a-uuid", "locale": 5}, headers=auth()
    )

    body = _is_problem(response, 422)
    fields = {e["field"] for e in body["errors"]}  # type: ignore[attr-defined]
    assert {"scriptId", "userId", "locale"} <= fields
    assert "not-a-uuid" not in response.text, "the failed input is never echoed"


def test_a_body_that_is_not_json_is_a_400_problem(client: httpx.Client) -> None:
    response = client.post(
        "/v1/sessions",
        content=b"{not json",
        headers={**auth(), "Content-Type": "application/json"},
    )

    assert _is_problem(response, 400)["type"] == "/problems/body-unparsable"


def test_unknown_paths_methods_and_versions_are_problems(client: httpx.Client) -> None:
    script = publish_demo(client)

    _is_problem(client.get("/v1/nothing-here", headers=auth()), 404)
    _is_problem(client.delete("/v1/scripts", headers=auth()), 405)
    body = _is_problem(client.get(f"/v1/scripts/{script}/versions/9", headers=auth()), 404)
    assert body["type"] == "/problems/script-version-not-found"


def test_a_message_to_a_finished_step_kind_is_a_409(client: httpx.Client) -> None:
    script = publish_demo(client)
    session = client.post(
        "/v1/sessions", json={"scriptId": script, "userId": "u"}, headers=auth()
    ).json()["sessionId"]

    response = client.post(
        f"/v1/sessions/{session}/forms",
        json={"values": {"a": 1}},
        headers={**auth(), "Idempotency-Key": "f1"},
    )

    body = _is_problem(response, 409)
    assert body["type"] == "/problems/wrong-kind-of-input"


def test_the_error_table_is_published(client: httpx.Client) -> None:
    rows = client.get("/problems").json()
    one = client.get("/problems/concurrent-turn").json()

    assert {r["status"] for r in rows} >= {401, 404, 409, 413, 422, 429, 500}
    assert one["status"] == 409


def test_yaml_that_cannot_even_be_read_is_a_script_problem(client: httpx.Client) -> None:
    control = client.post("/v1/scripts", json={"name": "c", "yaml": "a: \x07"}, headers=auth())
    nested = client.post(
        "/v1/scripts/validate", json={"yaml": "[" * 3000 + "]" * 3000}, headers=auth()
    )

    assert _is_problem(control, 422)["type"] == "/problems/script-invalid"
    assert nested.status_code == 200 and nested.json()["valid"] is False


def test_a_request_id_is_echoed_and_quoted_in_problems(client: httpx.Client) -> None:
    response = client.get("/v1/scripts/not-a-uuid", headers={**auth(), "X-Request-ID": "gw-42"})

    assert response.headers["x-request-id"] == "gw-42"
    assert response.json()["requestId"] == "gw-42"


def test_an_unknown_problem_type_or_page_file_is_a_404_problem_naming_it(
    client: httpx.Client,
) -> None:
    problem = _is_problem(client.get("/problems/no-such-kind"), 404)
    asset = _is_problem(client.get("/editor/no-such-file.js"), 404)

    assert problem["type"] == asset["type"] == "/problems/http-404"
    assert "no-such-kind" in str(problem["detail"]) and "no-such-file.js" in str(asset["detail"])
