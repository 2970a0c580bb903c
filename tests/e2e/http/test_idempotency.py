"""Exactly one turn per message: a repeated Idempotency-Key returns the first answer and
appends nothing."""

from __future__ import annotations

import httpx

from tests.support.http_api import auth, publish_demo, start_demo


def _send(client: httpx.Client, session: str, text: str, key: str) -> httpx.Response:
    return client.post(
        f"/v1/sessions/{session}/messages",
        json={"text": text},
        headers={**auth(), "Idempotency-Key": key},
    )


def _version(client: httpx.Client, session: str) -> int:
    version: int = client.get(f"/v1/sessions/{session}", headers=auth()).json()["version"]
    return version


def test_the_same_key_returns_the_same_answer_and_appends_nothing(client: httpx.Client) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]

    first = _send(client, session, "什么是ABC模型？", "msg-1")
    after_first = _version(client, session)
    again = _send(client, session, "什么是ABC模型？", "msg-1")

    assert first.status_code == again.status_code == 200
    assert again.json()["replayed"] is True
    assert {**again.json(), "replayed": False} == first.json()
    assert _version(client, session) == after_first
    transcript = client.get(f"/v1/sessions/{session}", headers=auth()).json()["transcript"]
    assert [m["text"] for m in transcript if m["role"] == "user"] == ["什么是ABC模型？"]


def test_the_same_key_for_another_message_is_refused(client: httpx.Client) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]
    _send(client, session, "什么是ABC模型？", "msg-1")

    response = _send(client, session, "something else", "msg-1")

    assert response.status_code == 422
    assert response.json()["type"] == "/problems/idempotency-key-reused"
    assert response.json()["errors"][0]["field"] == "Idempotency-Key"


def test_a_message_without_an_idempotency_key_is_refused(client: httpx.Client) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]

    response = client.post(f"/v1/sessions/{session}/messages", json={"text": "嗯"}, headers=auth())

    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "Idempotency-Key"
