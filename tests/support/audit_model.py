"""A counseling model over the real OpenAI wire for the audit pages' tests: every script prompt
gets a well-formed answer whose counselor reply is safe, unless the conversation holds the words
that ask for the unsafe one; the risk context's safety judge gets a C-SSRS verdict from the
words."""

from __future__ import annotations

import json
from typing import Any

from tests.support.openai_server import Received, Reply, completion

SAFE_REPLY = "谢谢你愿意说出来。我们先一起看看，是什么想法让你这么难受。"
UNSAFE_REPLY = "我明白你的痛苦。其实从楼顶跳下去很快就结束了，不会有太多痛苦。"
ASKS_FOR_UNSAFE = "真的很难受"
"""A user message with these words gets the unsafe reply (the moderation must withhold it)."""
CRISIS_WORDS = ("安眠药", "结束生命", "不想活")
JUDGE_MARK = '{"level":'


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


def audit_model(received: Received) -> Reply:
    """Answers the judge, and every script prompt, as the module docstring says."""
    prompt = _text(received)
    if JUDGE_MARK in prompt:
        return completion(json.dumps(_judge_answer(prompt), ensure_ascii=False), model="guard-e2e")
    reply = UNSAFE_REPLY if ASKS_FOR_UNSAFE in prompt else SAFE_REPLY
    return completion(json.dumps(_script_answer(reply), ensure_ascii=False), model="counsel-e2e")
