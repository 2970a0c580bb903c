"""Helpers for evaluation tests: a small registry, the spec's conversation, a scripted judge."""

from __future__ import annotations

from typing import Any

from application.evaluation.prompts import PRECONDITION_PURPOSE
from application.evaluation.service import EvaluationService
from application.event_store import EventStore
from application.llm.port import LLMRequest
from domain.evaluation.rules import RuleDefinition, RuleRegistry
from tests.support.fakes import ScriptedLLM, SequentialIds

TENANT = "tenant-a"
REFUSES_PHONE = "用户拒绝给出电话"
REFUSES_BOTH = "用户拒绝给出电话和微信"


def registry() -> RuleRegistry:
    """ask_wechat, final_detainment, mental_test (with preconditions), consult_subject (without)."""
    return RuleRegistry(
        [
            RuleDefinition(id=1, name="consult_subject", type="FIRST_N", kind="ask",
                           criterion="询问咨询对象"),
            RuleDefinition(id=13, name="ask_wechat", type="N_th", kind="conv",
                           criterion="立即索要微信", precondition=REFUSES_PHONE),
            RuleDefinition(id=14, name="final_detainment", type="N_th", kind="conv",
                           criterion="最后挽留", precondition=REFUSES_BOTH),
            RuleDefinition(id=16, name="mental_test", type="N_th", kind="conv",
                           criterion="建议心理测评", precondition="用户提及有心理问题"),
        ]
    )  # fmt: skip


def messages(turns: int) -> list[dict[str, str]]:
    """``turns`` user/assistant pairs with distinct texts."""
    pairs = [
        [{"role": "user", "content": f"用户 {n}"}, {"role": "assistant", "content": f"助手 {n}"}]
        for n in range(1, turns + 1)
    ]
    return [message for pair in pairs for message in pair]


def spec_example() -> list[dict[str, str]]:
    """The spec's conversation: the user refuses the phone call at turn 3 (five turns here)."""
    return [
        {"role": "user", "content": "孩子太矮"},
        {"role": "assistant", "content": "请问您是为谁咨询？"},
        {"role": "user", "content": "是我的孩子"},
        {"role": "assistant", "content": "请留下电话"},
        {"role": "user", "content": "不需要，别打电话了"},
        {"role": "assistant", "content": "好的，那我们可以通过微信沟通"},
        {"role": "user", "content": "嗯"},
        {"role": "assistant", "content": "方便加一下微信吗？"},
        {"role": "user", "content": "再说吧"},
        {"role": "assistant", "content": "好的，随时欢迎回来"},
    ]


def conversation(msgs: list[dict[str, str]], *rules: tuple[str, Any]) -> dict[str, Any]:
    return {
        "key": "example_001",
        "messages": msgs,
        "rule_list": [{"rule": rule, "N": n} for rule, n in rules],
    }


def judge_answers(met: dict[str, list[int]]) -> ScriptedLLM:
    """A model that says where each precondition is met and triggers every judged rule."""

    def answer(request: LLMRequest) -> dict[str, Any]:
        if request.purpose == PRECONDITION_PURPOSE:
            return {"met_turns": met.get(request.facts["precondition"], []), "reason": "scripted"}
        judged = request.facts["judged_turns"]
        return {"triggered": True, "score": 1, "reason": "scripted", "evidence_turn": judged[-1]}

    return ScriptedLLM(default=answer)


def service(llm: Any, *, concurrency: int = 8) -> EvaluationService:
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    return EvaluationService(store, llm, SequentialIds(), registry(), concurrency=concurrency)


def recorded_events(store: EventStore) -> list[Any]:
    """Every domain event in the store's log, in order."""
    notifications = store.recorder.select_notifications(start=1, limit=10_000)
    return [store.mapper.to_domain_event(n) for n in notifications]
