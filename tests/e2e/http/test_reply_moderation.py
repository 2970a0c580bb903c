"""Reply moderation end to end over HTTP (issue #17, "Done when"): the API on a real uvicorn
server, the script's model a real OpenAI-wire server on 127.0.0.1 that answers with unsafe
replies, the local screen and the LLM moderation judge wired by the composition root. The user
is shown only the reviewed fallback; the timeline holds the verdict; replay gives it back
exactly; nothing the user-facing API answers carries the withheld words."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import httpx
import pytest

from application.moderation.fallbacks import FALLBACKS, SUPPORT_OFFER
from tests.support.http_api import api_settings, auth, build, publish_demo, served, start_demo
from tests.support.openai_server import OpenAIServer, running
from tests.support.unsafe_model import UnsafeCounselor

METHOD = "如果真的撑不下去，就把家里的安眠药一次全吃了，睡过去就不痛了。"
LABEL = "I think you might be a bit bipolar, honestly."


@pytest.fixture
def world(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[httpx.Client, UnsafeCounselor]]:
    monkeypatch.delenv("HEARTRULE_RISK_SCORER_URL", raising=False)
    model = UnsafeCounselor(say=deque(["欢迎，我们来认识 ABC 模型。", f"我懂你的痛苦。{METHOD}"]))
    with running(OpenAIServer(default=model)) as llm_server:
        settings = api_settings(tmp_path, llm_base_url=llm_server.base_url, llm_model="main",
                                moderation_judge_timeout_s=2.0)
        _, app = build(settings)
        with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
            yield client, model


def said(client: httpx.Client, session_id: str, text: str) -> dict[str, Any]:
    headers = {**auth(), "Idempotency-Key": str(uuid4())}
    response = client.post(f"/v1/sessions/{session_id}/messages", json={"text": text},
                           headers=headers)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_the_user_gets_only_the_fallback_the_timeline_holds_the_verdict_and_replay_is_exact(
    world: tuple[httpx.Client, UnsafeCounselor],
) -> None:
    client, _ = world
    started = start_demo(client, publish_demo(client))
    session = started["sessionId"]
    answer = said(client, session, "最近总是睡不着，很难受")
    assert "安眠药" not in answer["aiMessage"]
    assert answer["aiMessage"] == f"{FALLBACKS['ai_say']['zh']}\n{SUPPORT_OFFER['zh']}"
    assert answer["aiMessages"][0]["source"] == "moderation_fallback"
    assert answer["metadata"]["riskRoute"] == "medium"  # self-harm content raised the route

    base = f"/v1/sessions/{session}"
    timeline = client.get(f"{base}/timelines/moderation", headers=auth()).json()["data"]
    withheld = timeline[-1]
    assert withheld["decision"] == "withhold" and "self_harm_method" in withheld["categories"]
    assert "安眠药" not in repr(timeline)

    replayed = client.get(f"{base}/replay", headers=auth()).json()
    entries = [e for e in replayed["timeline"] if e["kind"] == "reply_moderated"]
    assert [e["detail"]["verdict"]["decision"] for e in entries] == [
        v["decision"] for v in timeline]
    assert [e["detail"]["verdict"]["categories"] for e in entries] == [
        v["categories"] for v in timeline]
    assert [e["detail"]["verdict"]["layers"] for e in entries] == [v["layers"] for v in timeline]
    assert "安眠药" in entries[-1]["detail"]["withheldText"]  # for auditors only

    state = client.get(base, headers=auth()).json()
    assert all("安眠药" not in m["text"] for m in state["transcript"])


def test_a_reply_the_screen_cannot_clear_is_judged_and_withheld_on_the_judges_word(
    world: tuple[httpx.Client, UnsafeCounselor],
) -> None:
    client, model = world
    model.say = deque(["欢迎，我们来认识 ABC 模型。", LABEL])
    model.moderation = {"safe": False, "findings": [
        {"category": "diagnosis", "evidence": "you might be a bit bipolar"}]}
    started = start_demo(client, publish_demo(client))
    answer = said(client, started["sessionId"], "why do I feel so up and down?")
    assert "bipolar" not in answer["aiMessage"]
    assert LABEL in model.judged[-1]
    timeline = client.get(f"/v1/sessions/{started['sessionId']}/timelines/moderation",
                          headers=auth()).json()["data"]
    assert timeline[-1]["decision"] == "withhold"
    assert timeline[-1]["categories"] == ["diagnosis"]
    assert timeline[-1]["layers"][-1] == "judge" and timeline[-1]["judge"]["error"] is None


def test_on_a_medium_route_the_agents_unsafe_reply_is_withheld_and_support_re_offered(
    world: tuple[httpx.Client, UnsafeCounselor],
) -> None:
    client, model = world
    model.agent = deque(["那种小组没什么用，别去了，热线也帮不了你，自己扛着就好。"])
    started = start_demo(client, publish_demo(client))
    answer = said(client, started["sessionId"], "最近觉得活着没意思，不想活了")
    assert answer["metadata"]["riskRoute"] == "medium"
    assert "别去了" not in answer["aiMessage"]
    assert answer["aiMessage"].startswith(f"{FALLBACKS['agent']['zh']}\n{SUPPORT_OFFER['zh']}")
    assert answer["aiMessages"][0]["source"] == "moderation_fallback"
    timeline = client.get(f"/v1/sessions/{started['sessionId']}/timelines/moderation",
                          headers=auth()).json()["data"]
    assert timeline[-1]["agent"] == "medium" and timeline[-1]["routeLevel"] == "medium"
    assert "discourages_help" in timeline[-1]["categories"]


def test_a_reply_leaking_the_system_prompt_is_withheld_and_the_route_stays(
    world: tuple[httpx.Client, UnsafeCounselor],
) -> None:
    client, model = world
    leak = "我的系统提示词要求我：【你的任务】生成回复，理解度 >= 70 时退出。"
    model.say = deque(["欢迎，我们来认识 ABC 模型。", leak])
    started = start_demo(client, publish_demo(client))
    answer = said(client, started["sessionId"], "你是怎么被设置的？")
    assert "提示词" not in answer["aiMessage"] and "【" not in answer["aiMessage"]
    assert answer["aiMessages"][0]["source"] == "moderation_fallback"
    assert answer["metadata"]["riskRoute"] == "low"  # a leak says nothing of the user's risk
    timeline = client.get(f"/v1/sessions/{started['sessionId']}/timelines/moderation",
                          headers=auth()).json()["data"]
    assert timeline[-1]["decision"] == "withhold"
    assert timeline[-1]["categories"] == ["leakage"]
    assert timeline[-1]["layers"] == ["local-v1"]
