"""Two messages on one session never interleave a turn.

In one process the adapter queues the second behind the first (both answered, in order); across
processes the store's optimistic concurrency lets one win and the other gets a 409 that says so,
with nothing of it kept.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.http_api import (
    Rendezvous,
    RendezvousOfflineLLM,
    SlowOfflineLLM,
    api_settings,
    auth,
    build,
    served,
)

pytestmark = pytest.mark.anyio
DELAY_S = 0.3


def _message(client: httpx.AsyncClient, session: str, text: str, key: str) -> Any:
    return client.post(
        f"/v1/sessions/{session}/messages",
        json={"text": text},
        headers={**auth(), "Idempotency-Key": key},
    )


def _roles(state: dict[str, Any]) -> list[str]:
    return [m["role"] for m in state["transcript"]]


def _assert_turns_never_interleave(state: dict[str, Any]) -> None:
    roles = _roles(state)
    users = [i for i, role in enumerate(roles) if role == "user"]
    assert all(roles[i + 1] == "assistant" for i in users), roles


async def _started(client: httpx.AsyncClient) -> str:
    body = {
        "name": "abc",
        "yaml": (Path(__file__).parents[3] / "config/scripts/abc-model.yaml").read_text(
            encoding="utf-8"
        ),
    }
    script = (await client.post("/v1/scripts", json=body, headers=auth())).json()["scriptId"]
    started = await client.post(
        "/v1/sessions", json={"scriptId": script, "userId": "u"}, headers=auth()
    )
    session: str = started.json()["sessionId"]
    return session


async def test_concurrent_messages_in_one_process_are_answered_one_turn_after_another(
    tmp_path: Path,
) -> None:
    llm = SlowOfflineLLM(DELAY_S)
    _, app = build(api_settings(tmp_path), llm=llm)
    with served(app) as url:
        async with httpx.AsyncClient(base_url=url, timeout=30) as client:
            session = await _started(client)
            texts = ["什么是ABC模型？", "B和C有什么区别？"]
            answers = await asyncio.gather(
                *(_message(client, session, t, f"k{n}") for n, t in enumerate(texts))
            )
            state = (await client.get(f"/v1/sessions/{session}", headers=auth())).json()

    assert [a.status_code for a in answers] == [200, 200]
    _assert_turns_never_interleave(state)
    assert sorted(m["text"] for m in state["transcript"] if m["role"] == "user") == sorted(texts)
    assert llm.max_in_flight == 1, "the second turn waited for the first"


async def test_the_same_key_sent_twice_at_once_plays_one_turn(tmp_path: Path) -> None:
    _, app = build(api_settings(tmp_path), llm=SlowOfflineLLM(DELAY_S))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://api") as client:
        session = await _started(client)
        before = (await client.get(f"/v1/sessions/{session}", headers=auth())).json()
        first, second = await asyncio.gather(
            _message(client, session, "什么是ABC模型？", "same"),
            _message(client, session, "什么是ABC模型？", "same"),
        )
        after = (await client.get(f"/v1/sessions/{session}", headers=auth())).json()

    assert (first.status_code, second.status_code) == (200, 200)
    assert sorted([first.json()["replayed"], second.json()["replayed"]]) == [False, True]
    assert first.json()["aiMessages"] == second.json()["aiMessages"]
    assert _roles(after).count("user") == _roles(before).count("user") + 1


async def test_across_processes_the_store_lets_one_turn_win_and_the_other_gets_409(
    tmp_path: Path,
) -> None:
    settings = api_settings(tmp_path)
    rendezvous = Rendezvous(parties=2)
    _, app_a = build(settings, llm=RendezvousOfflineLLM(DELAY_S, rendezvous))
    _, app_b = build(settings, llm=RendezvousOfflineLLM(DELAY_S, rendezvous))
    with served(app_a) as url_a, served(app_b) as url_b:
        async with (
            httpx.AsyncClient(base_url=url_a, timeout=30) as a,
            httpx.AsyncClient(base_url=url_b, timeout=30) as b,
        ):
            session = await _started(a)
            rendezvous.armed = True
            answers = await asyncio.gather(
                _message(a, session, "什么是ABC模型？", "from-a"),
                _message(b, session, "B和C有什么区别？", "from-b"),
            )
            state = (await b.get(f"/v1/sessions/{session}", headers=auth())).json()
            loser = a if answers[0].status_code == 409 else b
            text, key = (
                ("什么是ABC模型？", "from-a") if loser is a else ("B和C有什么区别？", "from-b")
            )
            resent = await _message(loser, session, text, key)

    by_status = {answer.status_code: answer for answer in answers}
    assert sorted(by_status) == [200, 409]
    conflict = by_status[409]
    assert conflict.headers["content-type"].startswith("application/problem+json")
    assert conflict.json()["type"] == "/problems/concurrent-turn"
    assert "send it again" in conflict.json()["detail"]
    assert _roles(state).count("user") == 1, "nothing of the losing message was kept"
    _assert_turns_never_interleave(state)
    assert resent.status_code == 200, "sent again, the losing message plays on the new state"
    assert resent.json()["replayed"] is False
