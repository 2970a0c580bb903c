"""Prompts of the low and medium agents (spec 001 §7.2.2, §7.2.5), one per reply kind."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from application.llm.port import ChatMessage, LLMRequest, Role

LOW_PURPOSE: Final = "risk.low_chat"
MEDIUM_PURPOSE_PREFIX: Final = "risk.medium."
TEMPLATE_VERSION: Final = "v1"

LOW_RISK_SYSTEM_PROMPT: Final = """You are a warm, supportive mental health companion.
Listen, reflect feelings, and respond naturally and with empathy. Do not diagnose.
If the person mentions wanting to die or hurt themselves, take it seriously and encourage them
to reach out to a crisis line or someone they trust."""

MEDIUM_RISK_SYSTEM_PROMPT: Final = """You are a supportive and empathetic mental health assistant.

Your role in MEDIUM RISK conversations:
- Acknowledge the user's anxiety and concerns
- Suggest joining a peer support group (mention: "*peer group has a moderator for safety*")
- Handle resistance with empathy and understanding
- Address specific concerns (privacy, time, stigma, doubt)
- Confirm if the user wants to join

Guidelines:
- Be semi-structured but empathetic
- Address resistance with specific counter-arguments
- Maximum 5 persuasion turns
- If user accepts: confirm and provide next steps
- If user still resists after 5 turns: offer self-help resources"""

STATE_INSTRUCTIONS: Final[Mapping[str, str]] = {
    "initial_suggestion": "Acknowledge how the user feels, then suggest joining a peer support "
    "group. You must mention that the peer group has a moderator for safety.",
    "detecting_resistance": "The peer group was suggested. Respond to what the user said and "
    "gently ask how they feel about the idea, without pressing.",
    "handling_resistance": """The user has expressed resistance to joining a peer support group.

Your task:
1. Identify the specific concern (privacy, time, stigma, or doubt)
2. Provide a targeted, empathetic response addressing that concern
3. Reassure them about the peer group's safety and benefits

Be understanding but persistent (within the 5-turn limit).""",
    "accepted": "The user has accepted joining the peer support group. Confirm this and "
    "provide next steps.",
    "resources": "The user has declined joining the peer support group after multiple "
    "attempts. Provide self-help resources and support options.",
}

LANGUAGE: Final[Mapping[str, str]] = {
    "zh": "Reply in Simplified Chinese.", "en": "Reply in English."
}


def _language(locale: str) -> str:
    return LANGUAGE.get(locale.split("-")[0].lower(), LANGUAGE["zh"])


def _chat(
    system: str, history: Sequence[tuple[str, str]], user_text: str
) -> tuple[ChatMessage, ...]:
    roles: dict[str, Role] = {"user": "user", "assistant": "assistant"}
    past = tuple(ChatMessage(roles.get(role, "user"), text) for role, text in history)
    return (ChatMessage("system", system), *past, ChatMessage("user", user_text))


def low_request(
    history: Sequence[tuple[str, str]], user_text: str, locale: str, temperature: float
) -> LLMRequest:
    system = f"{LOW_RISK_SYSTEM_PROMPT}\n{_language(locale)}"
    facts: dict[str, Any] = {"locale": locale, "user_text": user_text, "route": "low"}
    return LLMRequest(
        _chat(system, history, user_text), LOW_PURPOSE, temperature, 512, facts=facts
    )


def medium_request(
    reply: str, facts: Mapping[str, Any], history: Sequence[tuple[str, str]], user_text: str,
    temperature: float,
) -> LLMRequest:
    locale = str(facts.get("locale", "zh-CN"))
    system = f"{MEDIUM_RISK_SYSTEM_PROMPT}\n\n{STATE_INSTRUCTIONS[reply]}\n{_language(locale)}"
    purpose = MEDIUM_PURPOSE_PREFIX + reply
    all_facts = {**facts, "user_text": user_text, "route": "medium", "reply": reply}
    return LLMRequest(_chat(system, history, user_text), purpose, temperature, 512, facts=all_facts)


def template_id(purpose: str) -> str:
    return f"{purpose}@{TEMPLATE_VERSION}"
