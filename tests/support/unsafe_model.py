"""A counseling model gone wrong, served over the OpenAI wire on 127.0.0.1: it answers each
prompt kind (told apart by the JSON schema the request names) with the replies a test queues —
unsafe ones among them — and the moderation judge and the risk judge with their verdicts."""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from tests.integration.conversation.support import STRATEGY_ANSWER, ask_answer, say_answer
from tests.support.openai_server import Received, Reply, completion


@dataclass
class UnsafeCounselor:
    """Queued counselor texts per action kind (the last one repeats), and the judges' answers."""

    say: deque[str] = field(default_factory=lambda: deque(["我们继续。"]))
    ask: deque[str] = field(default_factory=lambda: deque(["能再多说一点吗？"]))
    agent: deque[str] = field(default_factory=lambda: deque(["我在听。"]))
    moderation: dict[str, Any] = field(default_factory=lambda: {"safe": True, "findings": []})
    judged: list[str] = field(default_factory=list)

    def __call__(self, received: Received) -> Reply:
        schema = received.body.get("response_format", {}).get("json_schema", {}).get("name", "")
        if schema == "ModerationAnswer":
            self.judged.append(received.body["messages"][1]["content"])
            return _json(self.moderation)
        if schema == "JudgeAnswer":
            return _json({"level": "none", "signals": [], "evidence": []})
        if schema.startswith("ai_say"):
            return _json(say_answer(40, text=_next(self.say)))
        if schema.startswith("ai_ask"):
            return _json(ask_answer(text=_next(self.ask)))
        if "strategy" in schema.lower():
            return _json(STRATEGY_ANSWER)
        return completion(_next(self.agent))


def _next(queue: deque[str]) -> str:
    return queue.popleft() if len(queue) > 1 else queue[0]


def _json(body: dict[str, Any]) -> Reply:
    return completion(json.dumps(body, ensure_ascii=False), model="unsafe-counselor")
