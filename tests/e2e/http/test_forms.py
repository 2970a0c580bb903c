"""A form is shown, submitted once per Idempotency-Key, and its answers become variables."""

from __future__ import annotations

import httpx

from tests.support.http_api import auth

FORM_SCRIPT = """sessions:
  - session: rating
    phases:
      - phase: p
        steps:
          - topic: t
            actions:
              - type: show_form
                title: 给这次练习打个分
                fields:
                  - {name: 情绪强度, label: 当时情绪强度, kind: number}
                  - {name: 有帮助, label: 有帮助吗, kind: boolean}
"""


def _start(client: httpx.Client) -> dict[str, object]:
    script = client.post(
        "/v1/scripts", json={"name": "form", "yaml": FORM_SCRIPT}, headers=auth()
    ).json()["scriptId"]
    started = client.post("/v1/sessions", json={"scriptId": script, "userId": "u"}, headers=auth())
    assert started.status_code == 201, started.text
    body: dict[str, object] = started.json()
    return body


def _submit(client: httpx.Client, session: object, values: dict[str, object]) -> httpx.Response:
    return client.post(
        f"/v1/sessions/{session}/forms",
        json={"values": values},
        headers={**auth(), "Idempotency-Key": "form-1"},
    )


def test_a_form_submission_completes_the_step_and_writes_its_variables(
    client: httpx.Client,
) -> None:
    started = _start(client)
    session = started["sessionId"]

    submitted = _submit(client, session, {"情绪强度": 7, "有帮助": True})
    again = _submit(client, session, {"情绪强度": 7, "有帮助": True})
    operations = client.get(
        f"/v1/sessions/{session}/timelines/variableOperations", headers=auth()
    ).json()["data"]

    assert started["metadata"]["sessionStatus"] == "waiting_form"  # type: ignore[index]
    assert submitted.status_code == 200, submitted.text
    assert submitted.json()["executionStatus"] == "completed"
    assert again.json()["replayed"] is True
    assert {op["variableName"] for op in operations} >= {"情绪强度", "有帮助"}


def test_a_chat_message_to_a_waiting_form_is_a_409(client: httpx.Client) -> None:
    session = _start(client)["sessionId"]

    response = client.post(
        f"/v1/sessions/{session}/messages",
        json={"text": "你好"},
        headers={**auth(), "Idempotency-Key": "m1"},
    )

    assert response.status_code == 409
    assert response.json()["type"] == "/problems/wrong-kind-of-input"


def test_a_form_missing_a_field_is_422_naming_the_values(client: httpx.Client) -> None:
    session = _start(client)["sessionId"]

    response = _submit(client, session, {"情绪强度": 7})

    assert response.status_code == 422
    assert response.json()["type"] == "/problems/form-invalid"
    assert response.json()["errors"][0]["field"] == "values"
