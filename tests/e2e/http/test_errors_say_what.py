"""Errors that say what failed, never where (issue 12, defects 3 and 5): a model that fails
gives a recorded fallback reply naming no URL or model, the preview names no server path, and a
lost race is 409 with Retry-After."""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from application.llm.port import LLMRequest, LLMResponse
from tests.support.hostile import leaks
from tests.support.http_api import (
    SlowOfflineLLM,
    api_settings,
    auth,
    build,
    publish_demo,
    served,
    start_demo,
)
from tests.support.openai_server import OpenAIServer, error, running

MODEL = "secret-internal-model-7b"


@pytest.fixture
def failing_model() -> Iterator[OpenAIServer]:
    with running(OpenAIServer(default=error(503, "upstream /srv/models/weights overloaded"))) as s:
        yield s


def test_a_failing_model_gives_the_recorded_fallback_and_names_no_url_or_model(
    tmp_path: Path, failing_model: OpenAIServer
) -> None:
    settings = api_settings(
        tmp_path, llm_base_url=failing_model.base_url, llm_model=MODEL, llm_max_retries=0
    )
    _, app = build(settings)
    with served(app) as url, httpx.Client(base_url=url, timeout=60) as client:
        started = start_demo(client, publish_demo(client))
        answer = client.post(
            f"/v1/sessions/{started['sessionId']}/messages",
            json={"text": "什么是ABC模型？"},
            headers={**auth(), "Idempotency-Key": "k1"},
        )

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["aiMessages"][0]["source"] == "fallback"
    assert body["executionStatus"] == "error"
    for secret in (failing_model.base_url, "127.0.0.1", MODEL, "/srv/models"):
        assert secret not in answer.text
    assert not leaks(answer.text)


def test_the_preview_of_a_missing_template_names_no_server_path(tmp_path: Path) -> None:
    _, app = build(api_settings(tmp_path))
    document = {
        "sessions": [
            {
                "session": "s",
                "phases": [
                    {
                        "phase": "p",
                        "steps": [
                            {
                                "topic": "t",
                                "actions": [
                                    {"type": "ai_say", "content": "x", "template": "nope/nope"}
                                ],
                            }
                        ],
                    }
                ],
            }
        ]
    }
    path = "sessions[0].phases[0].steps[0].actions[0]"
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        answer = client.post(
            "/v1/scripts/preview",
            json={"document": document, "actionPath": path},
            headers=auth(),
        )
    assert answer.status_code == 422, answer.text
    assert "nope/nope" in answer.text
    assert "config/prompts" not in answer.text and not leaks(answer.text)


def test_a_lost_race_is_409_with_retry_after(tmp_path: Path) -> None:
    settings = api_settings(tmp_path, http_turn_wait_s=0.05)
    _, app = build(settings, llm=SlowOfflineLLM(0.3))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        session = start_demo(client, publish_demo(client))["sessionId"]
        path = f"/v1/sessions/{session}/messages"
        with httpx.Client(base_url=url, timeout=30) as other:
            answers = _together(client, other, path)
    statuses = sorted(a.status_code for a in answers)
    assert 200 in statuses and 409 in statuses, [a.text for a in answers]
    for lost in (a for a in answers if a.status_code == 409):
        assert lost.headers["Retry-After"] == "1"
        assert lost.json()["type"] == "/problems/concurrent-turn"


def _together(first: httpx.Client, second: httpx.Client, path: str) -> list[httpx.Response]:
    """Several messages on one session at the same moment: one plays, the rest may lose."""

    def send(n: int) -> httpx.Response:
        client = first if n % 2 else second
        headers = {**auth(), "Idempotency-Key": f"race-{n}"}
        return client.post(path, json={"text": f"第{n}条"}, headers=headers)

    with concurrent.futures.ThreadPoolExecutor(max_workers=6) as pool:
        return list(pool.map(send, range(6)))


class HangingAfterStart:
    """The offline model for the session's first round, then a model that never answers."""

    def __init__(self) -> None:
        self.inner = SlowOfflineLLM(0.0)
        self.calls = 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.calls += 1
        if self.calls == 1:
            return await self.inner.complete(request)
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


def test_a_hanging_model_answers_within_the_budget_and_the_next_message_is_played(
    tmp_path: Path,
) -> None:
    settings = api_settings(tmp_path, turn_budget_s=1.0)
    _, app = build(settings, llm=HangingAfterStart())
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        session = start_demo(client, publish_demo(client))["sessionId"]
        path = f"/v1/sessions/{session}/messages"
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            answers = list(
                pool.map(
                    lambda n: client.post(
                        path,
                        json={"text": f"第{n}条"},
                        headers={**auth(), "Idempotency-Key": f"hang-{n}"},
                    ),
                    range(2),
                )
            )
    assert [a.status_code for a in answers] == [200, 200], [a.text for a in answers]
    assert all(a.json()["aiMessages"][0]["source"] == "fallback" for a in answers)
    assert "time budget" in answers[0].json()["metadata"]["error"]  # the model never answers
