"""Builders shared by the conversation tests: LLM answers, small scripts, a wired container."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from uuid import UUID

from application.conversation.commands import SendUserMessage, StartSession, SubmitForm
from application.conversation.responses import SessionExecutionResponse
from application.llm.port import LLMRequest, LLMResponse
from bootstrap import Container, bootstrap
from infrastructure.settings import ROOT, Settings
from tests.support.fakes import FixedClock, ScriptedLLM, SequentialIds

TENANT = "tenant-a"
SCRIPTS = ROOT / "config" / "scripts"


def say_answer(
    level: int = 30,
    *,
    questions: bool = False,
    expressed: bool = False,
    should_exit: bool = False,
    text: str = "我们继续看看这个概念。",
    reason: str = "继续讲解",
) -> dict[str, Any]:
    """An ai_say main-line-A answer (spec 002 §4.2)."""
    return {
        "assessment": {
            "understanding_level": level,
            "has_questions": questions,
            "expressed_understanding": expressed,
            "reasoning": "测试",
        },
        "response": {"咨询师": text},
        "should_exit": should_exit,
        "exit_reason": reason,
    }


def ask_answer(
    extracted: dict[str, Any] | None = None,
    *,
    exit_flag: bool | str = False,
    text: str = "能再多说一点吗？",
    reason: str = "",
) -> dict[str, Any]:
    """An ai_ask answer with its EXIT flag."""
    return {
        "response": {"咨询师": text},
        "extracted": extracted or {},
        "EXIT": exit_flag,
        "exit_reason": reason,
    }


def think_answer(outputs: dict[str, Any]) -> dict[str, Any]:
    return {"outputs": outputs, "reasoning": "测试"}


STRATEGY_ANSWER = {
    "reasoning": {
        "userStateAnalysis": "测试用户",
        "keyConsiderations": ["测试"],
        "strategyRationale": "测试",
    },
    "strategyPrompt": "【沟通策略建议】用具体的例子。",
}


class RoutedLLM(ScriptedLLM):
    """A ScriptedLLM whose queue serves the action prompts; strategy prompts get a fixed answer.

    ``requests`` holds the action prompts only; ``strategy_requests`` the strategy ones.
    """

    def __init__(self, *answers: Any, default: Any = None, delay_s: float = 0.0) -> None:
        super().__init__(*answers, default=default, delay_s=delay_s)
        self.strategy_requests: list[LLMRequest] = []

    async def complete(self, request: LLMRequest) -> LLMResponse:
        if request.purpose.startswith("strategy."):
            self.strategy_requests.append(request)
            return LLMResponse(text=json.dumps(STRATEGY_ANSWER), model="scripted", latency_ms=1.0)
        return await super().complete(request)


def one_action_script(action: str, *, declare: str = "", session: str = "测试") -> str:
    """A script with one phase, one topic and the given action (YAML, indented as an item)."""
    return (
        f"sessions:\n  - session: {session}\n{declare}"
        "    phases:\n      - phase: 阶段\n        steps:\n          - topic: 话题\n"
        "            actions:\n" + _indent(action, 14)
    )


def _indent(text: str, spaces: int) -> str:
    pad = " " * spaces
    return "".join(pad + line + "\n" if line.strip() else "\n" for line in text.splitlines())


@dataclass
class Harness:
    """A container on fakes with one published script, and shortcuts for the use cases."""

    app: Container
    llm: RoutedLLM
    script_id: UUID

    async def start(self, user: str = "user-1") -> SessionExecutionResponse:
        return await self.app.conversation.start_session(StartSession(TENANT, user, self.script_id))

    async def say(
        self, session_id: UUID, text: str, key: str | None = None
    ) -> SessionExecutionResponse:
        command = SendUserMessage(TENANT, session_id, text, idempotency_key=key)
        return await self.app.conversation.send_user_message(command)

    async def submit(self, session_id: UUID, values: dict[str, Any]) -> SessionExecutionResponse:
        return await self.app.conversation.submit_form(SubmitForm(TENANT, session_id, values))

    def events(self, aggregate_id: UUID) -> list[Any]:
        return list(self.app.store.events.get(aggregate_id))

    def all_events(self) -> list[Any]:
        return [event for _, event in self.app.store.domain_events()]

    def view(self, name: str, session_id: UUID) -> Any:
        """The session's document in the named read model, which must hold one."""
        document = self.app.projections.get(name, str(session_id))
        assert document is not None, f"no {name} document for session {session_id}"
        return document


def harness(
    script_text: str,
    *answers: Any,
    default: Any = None,
    settings: Settings | None = None,
    name: str = "script",
    delay_s: float = 0.0,
) -> Harness:
    """Bootstrap on an in-memory store (unless ``settings`` say otherwise) and publish a script."""
    llm = RoutedLLM(*answers, default=default, delay_s=delay_s)
    app = bootstrap(
        settings or Settings(store="memory"), llm=llm, clock=FixedClock(), ids=SequentialIds()
    )
    ref = app.catalog.publish(TENANT, name, script_text)
    return Harness(app, llm, ref.script_id)


def shipped(name: str) -> str:
    return Path(SCRIPTS / name).read_text(encoding="utf-8")
