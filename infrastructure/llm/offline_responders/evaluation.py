"""Offline answers for the evaluation judge: keyword rules, deterministic, and saying so.

A precondition is met by a user message holding one of its keywords; a rule is triggered when an
assistant reply of a judged turn holds one of the rule's keywords. Preconditions and rules with no
keyword list here are never met and never triggered, and the reason says that too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from application.evaluation.prompts import JUDGE_PURPOSE, PRECONDITION_PURPOSE
from application.llm.port import LLMRequest
from application.llm.structured import json_dumps
from infrastructure.llm.offline import OFFLINE_NOTICE, Responder

PHONE = ("电话", "手机号", "联系方式", "phone number")
REFUSE_PHONE = ("不需要", "别打电话", "不要打电话", "不留电话", "不方便留", "不想留", "不给电话")
MEDICATION = ("吃药", "服药", "用药", "药物", "在吃", "medication", "pills")
ILLNESSES = ("高血压", "糖尿病", "心脏病", "胃病", "失眠", "抑郁", "焦虑", "头痛", "哮喘", "关节炎")
MENTAL = ("焦虑", "抑郁", "心理", "压力", "失眠", "情绪", "崩溃", "anxious", "depress", "stress")
ASKING_ADVICE = ("怎么办", "建议", "可以吗", "能不能", "该不该", "should i")

Check = Callable[[str], bool]


def _any(*words: str) -> Check:
    return lambda text: any(word in text.lower() for word in words)


def _aged_60_or_more(text: str) -> bool:
    ages = [int(age) for age in re.findall(r"(\d{2,3})\s*岁", text)]
    return any(age >= 60 for age in ages) or _any("退休", "老人", "六十", "七十", "八十")(text)


def _several_illnesses(text: str) -> bool:
    return sum(word in text for word in ILLNESSES) >= 2


def _no_clear_question(text: str) -> bool:
    return len(text.strip()) <= 6 or _any("在吗", "咨询一下", "想问问")(text)


def _refused_phone_and_wechat(text: str) -> bool:
    return "微信" in text and _any(*REFUSE_PHONE, "都不", "也不")(text)


PRECONDITION_CHECKS: dict[str, Check] = {
    "用户提及用药史": _any(*MEDICATION),
    "用户年纪 >= 60岁": _aged_60_or_more,
    "用户提及其尚未就诊": _any("没去医院", "还没看", "没看过医生", "没就诊", "未就诊", "还没去"),
    "用户提及多种疾病": _several_illnesses,
    "用户未给明确问题": _no_clear_question,
    "用户已就诊且提及检查报告": _any("报告", "检查结果", "化验单", "检查单"),
    "用户正在服药并寻求建议": lambda t: _any(*MEDICATION)(t) and _any(*ASKING_ADVICE)(t),
    "用户尚未给出电话": lambda t: not re.search(r"1\d{10}", t),
    "用户拒绝给出电话": _any(*REFUSE_PHONE),
    "用户拒绝给出电话和微信": _refused_phone_and_wechat,
    "用户提及有心理问题": _any(*MENTAL),
}

RULE_KEYWORDS: dict[str, tuple[str, ...]] = {
    "consult_subject": ("为谁咨询", "给谁", "谁咨询", "您本人", "您自己", "帮谁"),
    "gender": ("性别", "男性还是女性", "男孩还是女孩", "先生还是女士"),
    "medication_phone": PHONE,
    "complication_phone": PHONE,
    "expert_phone": PHONE,
    "primary_only": ("最主要", "最困扰", "主要问题", "最想解决"),
    "prompt_question": ("具体", "什么问题", "哪方面", "能说说"),
    "report_phone": PHONE,
    "advice_phone": PHONE,
    "leave": PHONE,
    "ask_wechat": ("微信", "wechat"),
    "final_detainment": ("随时", "再联系", "欢迎", "保重"),
    "mental_test": ("测评", "测试", "量表", "phq", "gad"),
}


def answer_precondition(request: LLMRequest) -> str:
    """``{"met_turns": [...], "reason": ...}`` from the precondition's keyword check."""
    precondition = str(request.facts["precondition"])
    check = PRECONDITION_CHECKS.get(precondition)
    if check is None:
        return _precondition_answer([], f"no keyword rule for precondition '{precondition}'")
    met = [t["turn"] for t in request.facts["turns"] if check(str(t["user"]))]
    return _precondition_answer(met, f"keyword rule for '{precondition}'")


def _precondition_answer(met: list[int], why: str) -> str:
    return json_dumps({"met_turns": met, "reason": f"{OFFLINE_NOTICE} {why}"})


def answer_judge(request: LLMRequest) -> str:
    """``{triggered, score, reason, evidence_turn}`` from the rule's keywords in judged replies."""
    rule = str(request.facts["rule"])
    keywords = RULE_KEYWORDS.get(rule)
    if keywords is None:
        return _verdict(None, f"no keyword rule for '{rule}': not triggered")
    judged = set(request.facts["judged_turns"])
    turns = [t for t in request.facts["turns"] if t["turn"] in judged]
    evidence = next((t for t in turns if _any(*keywords)(str(t["assistant"]))), None)
    if evidence is None:
        return _verdict(None, f"no keyword of '{rule}' in the judged replies")
    return _verdict(evidence, f"a keyword of '{rule}' in the reply of turn {evidence['turn']}")


def _verdict(evidence: dict[str, Any] | None, why: str) -> str:
    return json_dumps(
        {
            "triggered": evidence is not None,
            "score": 1.0 if evidence is not None else 0.0,
            "reason": f"{OFFLINE_NOTICE} {why}",
            "evidence_turn": evidence["turn"] if evidence else None,
        }
    )


RESPONDERS: dict[str, Responder] = {
    PRECONDITION_PURPOSE: answer_precondition,
    JUDGE_PURPOSE: answer_judge,
}
