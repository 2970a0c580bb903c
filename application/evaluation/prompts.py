"""Judge prompts. Conversation text goes in as JSON data, never into a template."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from pydantic import BaseModel

from application.evaluation.verdicts import JudgeVerdict, PreconditionVerdict
from application.llm.port import ChatMessage, LLMRequest
from application.llm.structured import json_dumps
from domain.evaluation.rule_ref import RuleRef
from domain.evaluation.rules import RuleDefinition
from domain.evaluation.turns import Turn

PRECONDITION_PURPOSE = "evaluation.precondition"
JUDGE_PURPOSE = "evaluation.judge"
PRECONDITION_TEMPLATE = "evaluation.precondition.v1"
JUDGE_TEMPLATE = "evaluation.judge.v1"

PRECONDITION_INSTRUCTIONS = (
    "你是对话质检员。下面给出一个前置条件（precondition）和一段对话中每一轮的用户消息。"
    "逐轮判断该轮用户消息是否满足前置条件，只看用户消息本身。"
    '只回复一个 JSON 对象：{"met_turns": [满足条件的轮次编号], "reason": "简要理由"}。'
    "轮次从 1 开始编号；没有任何一轮满足时 met_turns 为空列表。"
)

JUDGE_INSTRUCTIONS = (
    "你是对话质检员。下面给出一条规则的判定标准（criterion）、对话上下文和需要判定的轮次"
    "（judged_turns）。只根据需要判定轮次中助手（assistant）的回复判断标准是否达成。"
    'kind 为 "ask" 时判断助手是否提出了相应询问；为 "conv" 时判断助手是否做到了标准所述行为。'
    '只回复一个 JSON 对象：{"triggered": true/false, "score": 0 到 1 之间的数, '
    '"reason": "简要理由", "evidence_turn": 作为证据的轮次编号或 null}。'
)


def precondition_request(precondition: str, turns: Sequence[Turn]) -> LLMRequest:
    """One request that classifies every turn's user message against one precondition."""
    user_turns = [{"turn": t.number, "user": t.user} for t in turns]
    facts: dict[str, Any] = {"precondition": precondition, "turns": user_turns}
    return _request(PRECONDITION_PURPOSE, PRECONDITION_INSTRUCTIONS, facts, PreconditionVerdict)


def judge_request(
    rule: RuleDefinition, ref: RuleRef, turns: Sequence[Turn], judged: Sequence[int]
) -> LLMRequest:
    """One request that judges a rule on its judged turns, with the turns before as context."""
    context = [_turn_json(t) for t in turns if t.number <= max(judged)]
    facts: dict[str, Any] = {
        "rule": rule.name,
        "rule_string": str(ref),
        "kind": ref.kind,
        "criterion": rule.criterion,
        "judged_turns": list(judged),
        "turns": context,
    }
    return _request(JUDGE_PURPOSE, JUDGE_INSTRUCTIONS, facts, JudgeVerdict)


def _request(
    purpose: str, instructions: str, facts: dict[str, Any], schema: type[BaseModel]
) -> LLMRequest:
    messages = (ChatMessage("system", instructions), ChatMessage("user", json_dumps(facts)))
    return LLMRequest(
        messages=messages,
        purpose=purpose,
        temperature=0.0,
        max_tokens=400,
        json_schema=_schema_of(schema),
        schema_name=schema.__name__,
        facts=facts,
    )


@cache
def _schema_of(schema: type[BaseModel]) -> dict[str, Any]:
    json_schema: dict[str, Any] = schema.model_json_schema()
    return json_schema


def _turn_json(turn: Turn) -> dict[str, Any]:
    return {"turn": turn.number, "user": turn.user, "assistant": turn.assistant}
