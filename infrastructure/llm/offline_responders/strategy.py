"""Offline answers for ``strategy.generation``: a strategy picked by rules from the profile.

It reads the request's facts (the StrategyContext, camelCase), never the prompt, and says
plainly that it is the offline model and did no semantic analysis.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from application.llm.port import LLMRequest
from application.llm.structured import json_dumps
from infrastructure.llm.offline import OFFLINE_NOTICE, Responder

LOW_MOODS = (
    "低落",
    "难过",
    "伤心",
    "焦虑",
    "孤独",
    "抑郁",
    "烦",
    "害怕",
    "sad",
    "anxious",
    "lonely",
)
ADVANCED_EDUCATION = ("本科", "硕士", "博士", "研究生", "大学", "bachelor", "master", "phd")
FALLING, RISING = "下降", "上升"
RATIONALE = "离线规则：学历定语言复杂度，学习偏好定例子，情绪定共鸣强度，理解度趋势定节奏。"


def strategy_generation(request: LLMRequest) -> str:
    """A deterministic four-part strategy with the rules that chose it as the reasoning."""
    profile: Mapping[str, Any] = request.facts.get("userProfile") or {}
    situation: Mapping[str, Any] = request.facts.get("currentSituation") or {}
    picks = (
        _language(profile),
        _examples(profile),
        _resonance(profile),
        _guidance(str(situation.get("understandingTrend") or "")),
    )
    lines = [f"{number}. {text}" for number, (text, _) in enumerate(picks, start=1)]
    answer = {
        "strategyPrompt": "\n".join([f"【沟通策略建议】{OFFLINE_NOTICE}", *lines]),
        "reasoning": {
            "userStateAnalysis": f"{OFFLINE_NOTICE}按画像字段的规则选择，未做语义分析。",
            "keyConsiderations": [why for _, why in picks],
            "strategyRationale": RATIONALE,
        },
    }
    return json_dumps(answer)


def _language(profile: Mapping[str, Any]) -> tuple[str, str]:
    education = str(profile.get("educationLevel") or "")
    if any(word in education.lower() for word in ADVANCED_EDUCATION):
        return "语言风格：半正式、中等复杂度、委婉", f"教育程度为{education}"
    return "语言风格：口语化、简单直白、少用术语", f"教育程度为{education or '未知'}"


def _examples(profile: Mapping[str, Any]) -> tuple[str, str]:
    style = str(profile.get("learningStyle") or "")
    if "抽象" in style or "理论" in style:
        return "例子类型：先讲原理，再配一个简短例子", f"学习偏好为{style}"
    return "例子类型：具体的日常生活例子", f"学习偏好为{style or '未知'}"


def _resonance(profile: Mapping[str, Any]) -> tuple[str, str]:
    emotion = str(profile.get("currentEmotion") or "")
    if any(word in emotion.lower() for word in LOW_MOODS):
        return "共鸣策略：高强度情绪验证 + 普遍化", f"当前情绪为{emotion}"
    return "共鸣策略：适度共情，保持话题推进", f"当前情绪为{emotion or '未知'}"


def _guidance(trend: str) -> tuple[str, str]:
    if FALLING in trend:
        return "引导方式：放慢节奏，换一个角度重讲，多确认理解", f"理解度趋势：{trend}"
    if RISING in trend:
        return "引导方式：逐步推进，邀请用户用自己的话复述", f"理解度趋势：{trend}"
    return "引导方式：开放式提问，一次一个问题", f"理解度趋势：{trend or '未知'}"


RESPONDERS: dict[str, Responder] = {"strategy.generation": strategy_generation}
