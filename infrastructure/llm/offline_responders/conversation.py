"""Offline answers for the conversation prompt kinds: ai_say, ai_ask, ai_think.

Rules, not intelligence: understanding is read from plain markers in the user's words, the
topic content — substituted, without the author's notes — is presented a few lines a round, and
every reply says it comes from the offline model.
"""

from __future__ import annotations

import re
from typing import Any

from application.llm.port import LLMRequest
from application.llm.structured import json_dumps
from domain.conversation.authoring import presentable, presentable_lines
from infrastructure.llm.offline import OFFLINE_NOTICE, Responder

UNDERSTOOD = (
    "明白",
    "懂了",
    "理解了",
    "清楚了",
    "知道了",
    "原来如此",
    "got it",
    "understand",
    "makes sense",
)
QUESTIONS = (
    "?",
    "？",
    "不懂",
    "不明白",
    "不太明白",
    "为什么",
    "什么",
    "怎么",
    "区别",
    "why",
    "what",
    "how",
)
LINES_PER_ROUND = 3
NOTHING_TO_PRESENT = "我们一起来看看这个话题。"


def _assess(user_text: str | None) -> tuple[int, bool, bool]:
    """(understanding_level, has_questions, expressed_understanding) from marker words."""
    if user_text is None:
        return 10, False, False
    text = user_text.lower()
    understood = any(marker in text for marker in UNDERSTOOD) and "不明白" not in text
    asking = any(marker in text for marker in QUESTIONS)
    if understood:
        return (72, True, True) if asking else (85, False, True)
    return (50, True, False) if asking else (60, False, False)


def _segment(content: str, round_number: int) -> str:
    lines = presentable_lines(content) or [NOTHING_TO_PRESENT]
    start = (round_number - 1) * LINES_PER_ROUND
    chunk = lines[start : start + LINES_PER_ROUND] or lines[-LINES_PER_ROUND:]
    return "\n".join(chunk)


def ai_say(request: LLMRequest) -> str:
    facts = request.facts
    round_number = int(facts.get("round", 1))
    level, questions, expressed = _assess(facts.get("user_text"))
    threshold = int(facts.get("threshold", 80))
    lead = "你提的问题很好，我换个角度再说一遍：\n" if questions else ""
    should_exit = (level >= threshold and not questions) or (level >= 70 and expressed)
    segment = _segment(str(facts.get("content", "")), round_number)
    ending = "很好，我们可以继续下一部分了。" if should_exit else "你怎么理解这部分？"
    reply = f"{OFFLINE_NOTICE}{lead}{segment}\n{ending}"
    answer: dict[str, Any] = {
        "assessment": {
            "understanding_level": level,
            "has_questions": questions,
            "expressed_understanding": expressed,
            "reasoning": "离线模型按用户回复中的关键词评估",
        },
        "response": {"咨询师": reply},
        "should_exit": should_exit,
        "exit_reason": "理解度达标且无疑问" if should_exit else "继续讲解",
    }
    return json_dumps(answer)


def ai_ask(request: LLMRequest) -> str:
    facts = request.facts
    outputs: dict[str, str] = dict(facts.get("outputs", {}))
    known: dict[str, Any] = dict(facts.get("known", {}))
    user_text = facts.get("user_text")
    missing = [name for name in outputs if known.get(name) in (None, "")]
    extracted = {missing[0]: user_text} if user_text and missing else {}
    still_missing = [name for name in missing if name not in extracted]
    if user_text is None:
        reply = presentable(str(facts.get("question", ""))) or "能和我说说你的情况吗？"
    elif still_missing:
        wanted = presentable(outputs[still_missing[0]]) or presentable(still_missing[0])
        reply = f"谢谢你的分享。能再说说「{wanted}」吗？"
    else:
        reply = "谢谢你，我记下了。"
    answer = {
        "response": {"咨询师": f"{OFFLINE_NOTICE}{reply}"},
        "extracted": extracted,
        "EXIT": "false" if still_missing or user_text is None else "true",
        "exit_reason": "信息已齐全" if not still_missing else "还有信息未收集",
    }
    return json_dumps(answer)


def ai_think(request: LLMRequest) -> str:
    outputs: dict[str, str] = dict(request.facts.get("outputs", {}))
    values = {name: f"离线模型未做分析（{define or name}）" for name, define in outputs.items()}
    return json_dumps({"outputs": values, "reasoning": "离线模型不做推理，仅占位说明"})


_PAIR = re.compile(r"(?P<name>[^\s:：=，,；;]+)\s*[:：=]\s*(?P<value>[^，,；;\n]+)")


def fill_form(request: LLMRequest) -> str:
    """Reads ``字段: 值`` pairs; a bare answer fills the first field still missing."""
    facts = request.facts
    fields = [f["name"] for f in facts.get("fields", [])]
    filled: dict[str, Any] = dict(facts.get("filled", {}))
    text = str(facts.get("user_text") or "")
    extracted = {
        m.group("name"): m.group("value").strip()
        for m in _PAIR.finditer(text)
        if m.group("name") in fields
    }
    missing = [name for name in fields if name not in filled and name not in extracted]
    if not extracted and missing and text.strip():
        extracted[missing.pop(0)] = text.strip()
    reply = f"还想了解：{missing[0]}。" if missing else "谢谢，我都记下了。"
    answer = {"response": {"咨询师": f"{OFFLINE_NOTICE}{reply}"}, "extracted": extracted}
    return json_dumps(answer)


RESPONDERS: dict[str, Responder] = {
    "ai_say.mainline_a": ai_say,
    "ai_ask.multi_round": ai_ask,
    "ai_think.think": ai_think,
    "fill_form.extract": fill_form,
}
