"""Size limits and the per-session message rate, answered as problems before any turn runs."""

from __future__ import annotations

import httpx

from tests.e2e.http.conftest import BODY_LIMIT, MESSAGE_LIMIT, RATE
from tests.support.http_api import auth, publish_demo, start_demo


def _message(client: httpx.Client, session: str, text: str, key: str) -> httpx.Response:
    return client.post(
        f"/v1/sessions/{session}/messages",
        json={"text": text},
        headers={**auth(), "Idempotency-Key": key},
    )


def test_a_body_over_the_limit_is_413(small_body_client: httpx.Client) -> None:
    big = {"name": "big", "yaml": "#" * (BODY_LIMIT + 1)}

    response = small_body_client.post("/v1/scripts", json=big, headers=auth())

    assert response.status_code == 413
    assert response.json()["type"] == "/problems/body-too-large"
    assert response.headers["content-type"].startswith("application/problem+json")


def test_a_chunked_body_over_the_limit_is_413_too(small_body_client: httpx.Client) -> None:
    def chunks() -> object:
        for _ in range(BODY_LIMIT // 100 + 2):
            yield b" " * 100

    response = small_body_client.post(
        "/v1/scripts",
        content=chunks(),  # type: ignore[arg-type]
        headers={**auth(), "Content-Type": "application/json"},
    )

    assert response.status_code == 413


def test_a_message_over_the_limit_is_422_naming_the_text_and_adds_nothing(
    client: httpx.Client,
) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]
    before = client.get(f"/v1/sessions/{session}", headers=auth()).json()["version"]

    response = _message(client, session, "长" * (MESSAGE_LIMIT + 1), "long")

    assert response.status_code == 422
    body = response.json()
    assert body["type"] == "/problems/message-too-long"
    assert body["errors"][0]["field"] == "text"
    assert client.get(f"/v1/sessions/{session}", headers=auth()).json()["version"] == before


def test_messages_over_the_session_rate_are_429_with_retry_after(client: httpx.Client) -> None:
    session = start_demo(client, publish_demo(client))["sessionId"]
    other = start_demo(client, publish_demo(client))["sessionId"]

    answers = [_message(client, session, "嗯", f"k{n}") for n in range(RATE + 1)]
    elsewhere = _message(client, other, "嗯", "k0")

    refused = answers[-1]
    assert refused.status_code == 429
    assert refused.json()["type"] == "/problems/rate-limited"
    assert int(refused.headers["retry-after"]) >= 1
    assert all(a.status_code in (200, 409) for a in answers[:-1])
    assert elsewhere.status_code == 200, "the bound is per session"


def test_an_unauthenticated_body_is_refused_before_it_is_read(
    small_body_client: httpx.Client,
) -> None:
    big = {"name": "big", "yaml": "#" * (BODY_LIMIT + 1)}

    response = small_body_client.post("/v1/scripts", json=big)

    assert response.status_code == 401
