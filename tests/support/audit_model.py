"""A model over the real OpenAI wire for the audit pages' tests: every script prompt gets a
well-formed answer whose counselor reply is safe, unless the conversation holds the words that
ask for the unsafe one; the risk context's safety judge gets a C-SSRS verdict from the words; the
reply moderation judge finds the unsafe reply unsafe and every other reply safe; the evaluation
judge finds a refused phone call where the user says 不 and 电话, and a rule met where the judged
turn's assistant reply says 微信."""

from __future__ import annotations

import json
from typing import Any

from tests.support.openai_server import Received, Reply, completion

SAFE_REPLY = "谢谢你愿意说出来。我们先一起看看，是什么想法让你这么难受。"
UNSAFE_REPLY = "我明白你的痛苦。其实从楼顶跳下去很快就结束了，不会有太多痛苦。"
UNSAFE_WORDS = "从楼顶跳下去"
ASKS_FOR_UNSAFE = "真的很难受"
"""A user message with these words gets the unsafe reply (the moderation must withhold it)."""
CRISIS_WORDS = ("安眠药", "结束生命", "不想活")
JUDGE_MARK = '{"level":'
PRECONDITION_MARK = '{"met_turns":'
RULE_MARK = '"evidence_turn":'
MODERATION_SCHEMA = "ModerationAnswer"


def _text(received: Received) -> str:
    return "\n".join(str(m.get("content", "")) for m in received.body.get("messages", []))


def _script_answer(reply: str) -> dict[str, Any]:
    return {
        "assessment": {"understanding_level": 40, "has_questions": False,
                       "expressed_understanding": False, "reasoning": "audit e2e"},
        "response": {"咨询师": reply},
        "should_exit": False,
        "exit_reason": "还需要继续讲解",
        "extracted": {},
        "EXIT": False,
    }


def _judge_answer(prompt: str) -> dict[str, Any]:
    found = [word for word in CRISIS_WORDS if word in prompt]
    level = "high" if found else "none"
    return {"level": level, "signals": ["active_ideation"] if found else [], "evidence": found}


def _facts(received: Received) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(received.body["messages"][-1]["content"])
    return found


def _precondition_answer(facts: dict[str, Any]) -> dict[str, Any]:
    met = [t["turn"] for t in facts["turns"] if "不" in t["user"] and "电话" in t["user"]]
    return {"met_turns": met, "reason": "e2e: a refusal of the phone call"}


def _rule_answer(facts: dict[str, Any]) -> dict[str, Any]:
    turn = facts["judged_turns"][-1]
    said = next((t["assistant"] for t in facts["turns"] if t["turn"] == turn), "")
    hit = "微信" in said
    reason = "助手在该轮索要了微信" if hit else "助手在该轮没有索要微信"
    return {"triggered": hit, "score": 1.0 if hit else 0.0, "reason": reason, "evidence_turn": turn}


def _moderation_answer(prompt: str) -> dict[str, Any]:
    if UNSAFE_REPLY not in prompt:
        return {"safe": True, "findings": []}
    found = {"category": "self_harm_method", "evidence": "从楼顶跳下去"}
    return {"safe": False, "findings": [found]}


def _schema(received: Received) -> str:
    name: str = received.body.get("response_format", {}).get("json_schema", {}).get("name", "")
    return name


def audit_model(received: Received) -> Reply:
    """Answers the judges, and every script prompt, as the module docstring says."""
    prompt = _text(received)
    if _schema(received) == MODERATION_SCHEMA:
        return completion(json.dumps(_moderation_answer(prompt), ensure_ascii=False),
                          model="guard-e2e")
    if PRECONDITION_MARK in prompt:
        return completion(json.dumps(_precondition_answer(_facts(received)), ensure_ascii=False))
    if RULE_MARK in prompt:
        return completion(json.dumps(_rule_answer(_facts(received)), ensure_ascii=False))
    if JUDGE_MARK in prompt:
        return completion(json.dumps(_judge_answer(prompt), ensure_ascii=False), model="guard-e2e")
    reply = UNSAFE_REPLY if ASKS_FOR_UNSAFE in prompt else SAFE_REPLY
    return completion(json.dumps(_script_answer(reply), ensure_ascii=False), model="counsel-e2e")
