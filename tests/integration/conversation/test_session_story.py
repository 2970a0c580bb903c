"""The session's story for auditors (issue #19): every turn with what the person said, what the
model was asked and answered, what was decided and why, and whether the person was safe — told
from the stored events alone, at any version."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from application.conversation.story import SessionStories
from tests.integration.conversation.support import (
    harness,
    one_action_script,
    say_answer,
    shipped,
)
from tests.integration.moderation.support import METHOD, moderated

pytestmark = pytest.mark.anyio

CRISIS = "我不想活了，今晚就打算吃掉攒下的安眠药结束生命。"


async def _told(*texts: str) -> tuple[Any, Any]:
    h = harness(shipped("abc-model.yaml"), default=say_answer(40, reason="还没理解"))
    started = await h.start()
    for text in texts:
        await h.say(started.sessionId, text)
    return h, SessionStories(h.app.store).story(started.sessionId)


async def test_the_opening_is_turn_0_and_each_user_message_opens_the_next_turn() -> None:
    _, story = await _told("什么是ABC模型？", "B和C有什么区别？")
    numbers = [t["number"] for t in story.turns]
    assert numbers == [0, 1, 2]
    assert story.turns[0]["user"] is None
    assert story.turns[0]["replies"], "the script greets before the person says anything"
    assert [t["user"]["text"] for t in story.turns[1:]] == ["什么是ABC模型？", "B和C有什么区别？"]
    versions = [(t["fromVersion"], t["toVersion"]) for t in story.turns]
    assert versions[0][0] == 1 and versions[-1][1] == story.latest_version
    assert all(a[1] + 1 == b[0] for a, b in itertools.pairwise(versions))


async def test_a_scripted_turn_shows_the_prompt_the_answer_the_exit_decision_and_the_risk() -> None:
    _, story = await _told("什么是ABC模型？")
    turn = story.turns[1]
    said = next(c for c in turn["llmCalls"] if c["purpose"] == "ai_say.mainline_a")
    assert "什么是ABC模型？" in said["prompt"], "the rendered prompt carries the person's words"
    assert "还没理解" in said["rawResponse"]
    assert said["model"] and said["temperature"] is not None
    decision = turn["exitDecisions"][0]
    assert decision["shouldExit"] is False and decision["source"] and decision["reason"]
    assert decision["actionId"] == said["actionId"]
    assert turn["strategies"] == [] or turn["strategies"][0]["strategy"]
    [score] = turn["riskScores"]
    assert score["score"] < 0.7 and score["decidedBy"]
    assert turn["route"] == "low" and turn["safetyScript"] is False


async def test_a_crisis_turn_shows_the_score_its_evidence_the_route_change_and_the_script() -> None:
    _, story = await _told("什么是ABC模型？", CRISIS)
    crisis = story.turns[2]
    [score] = crisis["riskScores"]
    assert score["score"] >= 0.95
    assert score["evidence"], "the evidence that moved the score is shown"
    assert any(layer["layer"] == score["decidedBy"] for layer in score["layers"])
    assert crisis["routeChanges"][-1]["to"] == "high"
    assert crisis["route"] == "high"
    assert crisis["safetyScript"] is True
    assert crisis["replies"][0]["source"] == "safety_script"
    assert crisis["safetyHolds"][0]["held"] is True
    assert crisis["llmCalls"] == [], "the safety script is sent with no model call"
    assert story.turns[1]["route"] == "low", "the earlier turn keeps the route it had"


async def test_the_story_at_an_earlier_version_is_the_session_as_it_stood_then() -> None:
    h, latest = await _told("什么是ABC模型？", CRISIS)
    before_crisis = latest.turns[1]["toVersion"]
    then = SessionStories(h.app.store).story(latest.session_id, before_crisis)
    assert then.version == before_crisis and then.latest_version == latest.latest_version
    assert len(then.turns) == 2
    assert then.turns[-1]["route"] == "low"
    assert then.status != "safety_hold"


async def test_an_unknown_session_or_version_is_a_lookup_error() -> None:
    h, story = await _told("什么是ABC模型？")
    stories = SessionStories(h.app.store)
    with pytest.raises(LookupError):
        stories.story(story.session_id, story.latest_version + 1)
    with pytest.raises(LookupError):
        stories.story(h.script_id)


async def test_each_model_reply_carries_the_moderation_verdict_on_it() -> None:
    h, _ = moderated(
        one_action_script("- type: ai_say\n  content: 讲讲睡眠\n  max_rounds: 5\n"),
        say_answer(text="欢迎。"),
        say_answer(text=f"你可以{METHOD}。"),
    )
    started = await h.start()
    await h.say(started.sessionId, "我睡不着")
    turns = h.app.stories.story(started.sessionId).turns
    [greeting] = turns[0]["replies"]
    assert greeting["moderation"]["decision"] == "allow"
    assert greeting["moderation"]["replyVersion"] == greeting["version"]
    [fallback] = [r for r in turns[1]["replies"] if r["source"] == "moderation_fallback"]
    verdict = fallback["moderation"]
    assert verdict["decision"] == "withhold" and verdict["categories"] == ["self_harm_method"]
    assert METHOD in verdict["modelText"] and METHOD not in fallback["text"]
    assert verdict["version"] < fallback["version"] == verdict["replyVersion"]
    judged = [r["moderation"]["version"] for t in turns for r in t["replies"] if r["moderation"]]
    verdicts = [m["version"] for t in turns for m in t["moderation"]]
    assert judged == verdicts, "each verdict sits on exactly one reply, in order"
