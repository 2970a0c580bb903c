"""The LLM moderation judge against a real OpenAI-wire server on 127.0.0.1 that also plays the
script's model: it answers the script with unsafe replies the local screen cannot decide, and the
judge with its verdicts, delays and failures."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from application.conversation.commands import SendUserMessage, StartSession
from application.moderation.fallbacks import FALLBACKS
from bootstrap import Container, bootstrap
from domain.conversation.session import Session
from domain.moderation.categories import Category
from infrastructure.settings import Settings
from tests.integration.conversation.support import TENANT, one_action_script, say_answer
from tests.support.fakes import FixedClock, SequentialIds
from tests.support.moderation import PhraseScreen
from tests.support.openai_server import OpenAIServer, Received, Reply, completion, error, running

pytestmark = pytest.mark.anyio

SCRIPT = one_action_script("- type: ai_say\n  content: 讲讲睡眠\n  max_rounds: 3\n")
DIAGNOSIS = "你这是典型的双相情感障碍，把药量加倍就好。"


@dataclass
class Model:
    """What the server answers: the script's replies in turn, and the judge's verdict."""

    script: list[str] = field(default_factory=lambda: ["今晚早点休息。"])
    judge: Reply = field(default_factory=lambda: verdict())
    judged: list[str] = field(default_factory=list)

    def __call__(self, received: Received) -> Reply:
        first = received.body["messages"][0]
        if first["role"] == "system" and "You review ONE reply" in first["content"]:
            self.judged.append(received.body["messages"][1]["content"])
            return self.judge
        text = self.script.pop(0) if len(self.script) > 1 else self.script[0]
        return completion(json.dumps(say_answer(text=text), ensure_ascii=False))


def verdict(*findings: tuple[str, str], **extra: Any) -> Reply:
    listed = [{"category": c, "evidence": e} for c, e in findings]
    body = {"safe": not findings, "findings": listed}
    return completion(json.dumps(body, ensure_ascii=False), model="guard-test", **extra)


@pytest.fixture
def world(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Container, Model, PhraseScreen]]:
    monkeypatch.setenv("HEARTRULE_RISK_JUDGE_ENABLED", "false")
    monkeypatch.delenv("HEARTRULE_RISK_SCORER_URL", raising=False)
    model = Model()
    screen = PhraseScreen({"安眠药": Category.SELF_HARM_METHOD}, clears=False)
    with running(OpenAIServer(default=model)) as server:
        settings = Settings(store="memory", llm_base_url=server.base_url, llm_model="main",
                            moderation_judge_timeout_s=1.0)
        app = bootstrap(settings, clock=FixedClock(), ids=SequentialIds(), reply_screen=screen)
        yield app, model, screen


async def play(app: Container, *said: str) -> tuple[Any, list[Any]]:
    ref = app.catalog.publish(TENANT, "sleep", SCRIPT)
    response = await app.conversation.start_session(StartSession(TENANT, "user-1", ref.script_id))
    for text in said:
        response = await app.conversation.send_user_message(
            SendUserMessage(TENANT, response.sessionId, text))
    events = list(app.store.events.get(response.sessionId))
    return response, [e for e in events if isinstance(e, Session.ReplyModerated)]


async def test_the_judge_withholds_an_undecided_reply_and_its_call_is_recorded(
    world: tuple[Container, Model, PhraseScreen],
) -> None:
    app, model, _ = world
    model.script = ["欢迎。", DIAGNOSIS]
    model.judge = verdict(("diagnosis", "你这是典型的双相情感障碍"))
    response, verdicts = await play(app, "我最近情绪起伏很大")
    assert response.aiMessage == FALLBACKS["ai_say"]["zh"]
    last = verdicts[-1]
    assert last.verdict["layers"] == ["phrases", "judge"]
    assert last.verdict["categories"] == ["diagnosis"]
    assert last.judge["model"] == "guard-test" and last.judge["error"] is None
    assert DIAGNOSIS in model.judged[-1] and "我最近情绪起伏很大" in model.judged[-1]
    calls = app.projections.get("llmCalls", str(response.sessionId)) or []
    assert "moderation.judge" in [c["purpose"] for c in calls]


async def test_a_reply_the_screen_flags_never_reaches_the_judge(
    world: tuple[Container, Model, PhraseScreen],
) -> None:
    app, model, _ = world
    model.script = ["欢迎。", "睡不着就多吃几片安眠药。"]
    response, verdicts = await play(app, "我睡不着")
    assert "安眠药" not in (response.aiMessage or "")
    assert verdicts[-1].verdict["layers"] == ["phrases"] and verdicts[-1].judge is None
    assert all("安眠药" not in asked for asked in model.judged)


@pytest.mark.parametrize(("reply", "error_part"), [
    (verdict(("diagnosis", "双相"), delay_s=3.0), "no verdict within 1 s"),
    (error(500, "the guard is down", kind="server_error"), "HTTP 500"),
    (completion("I'd rather not say."), "JSON"),
])
async def test_a_judge_that_gives_no_verdict_is_recorded_and_the_failure_rule_decides(
    world: tuple[Container, Model, PhraseScreen], reply: Reply, error_part: str,
) -> None:
    app, model, _ = world
    model.script = ["欢迎。", DIAGNOSIS]
    model.judge = reply
    response, verdicts = await play(app, "我最近情绪起伏很大")
    last = verdicts[-1]
    assert error_part in last.judge["error"]
    assert last.verdict["notes"] and error_part in last.verdict["notes"][0]
    # the default rule, withhold_at_risk: this user is on no route, so it is said, with the
    # failure on record
    assert last.verdict["decision"] == "allow"
    assert response.aiMessage == DIAGNOSIS


async def test_under_the_withhold_rule_a_timed_out_judge_means_the_fallback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("HEARTRULE_RISK_JUDGE_ENABLED", "false")
    model = Model(script=["欢迎。", DIAGNOSIS], judge=verdict(delay_s=3.0))
    with running(OpenAIServer(default=model)) as server:
        settings = Settings(store="memory", llm_base_url=server.base_url, llm_model="main",
                            moderation_judge_timeout_s=0.5,
                            moderation_on_judge_failure="withhold")
        app = bootstrap(settings, clock=FixedClock(), ids=SequentialIds(),
                        reply_screen=PhraseScreen(clears=False))
        response, verdicts = await play(app, "我最近情绪起伏很大")
    assert response.aiMessage == FALLBACKS["ai_say"]["zh"]
    assert verdicts[-1].verdict["decision"] == "withhold"
    assert "no verdict within 0.5 s" in verdicts[-1].judge["error"]
