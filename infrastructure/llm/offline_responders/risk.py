"""Offline answers for the risk agents' prompt kinds: deterministic, and they say so."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from application.llm.port import LLMRequest
from infrastructure.llm.offline import OFFLINE_NOTICE, Responder

CONCERNS_ZH = {"privacy": "隐私", "time": "时间", "stigma": "被评判", "doubt": "有没有用"}
CONCERNS_EN = {"privacy": "privacy", "time": "time", "stigma": "being judged",
               "doubt": "whether it helps"}

ANSWERS: Mapping[str, Mapping[str, str]] = {
    "zh": {
        "low_chat": "谢谢你和我分享。我在认真听，能多说说现在最让你在意的是什么吗？",
        "initial_suggestion": "听起来你最近承受了很多。有一个同伴支持小组，大家都在经历相似的困难，"
        "小组有 moderator 保障安全，你愿意考虑加入吗？",
        "detecting_resistance": "我在听。对于加入同伴支持小组，你心里有什么想法或顾虑吗？",
        "handling_resistance": "我理解你对{concern}的顾虑。小组里你可以只分享想分享的，"
        "也可以先旁听，moderator 会保障安全。",
        "accepted": "太好了！接下来你会收到小组邀请，可以先旁听，moderator 会一直在。",
        "resources": "没关系，尊重你的选择。下面是一些随时可用的资源：",
    },
    "en": {
        "low_chat": "Thank you for sharing that with me. I'm listening; what matters most to you "
        "right now?",
        "initial_suggestion": "It sounds like you've been carrying a lot. There is a peer support "
        "group of people facing similar things; the peer group has a moderator for safety. "
        "Would you consider joining?",
        "detecting_resistance": "I'm listening. What thoughts or worries do you have about "
        "joining the peer group?",
        "handling_resistance": "I understand your concern about {concern}. You only share what "
        "you want, you can listen first, and a moderator keeps it safe.",
        "accepted": "That's great! You'll get an invitation; you can listen first, and a "
        "moderator will be there.",
        "resources": "That's okay, I respect your choice. Here are some resources you can use "
        "any time:",
    },
}


def _language(facts: Mapping[str, Any]) -> str:
    return "en" if str(facts.get("locale", "zh-CN")).lower().startswith("en") else "zh"


def _answer(kind: str) -> Responder:
    def respond(request: LLMRequest) -> str:
        language = _language(request.facts)
        concerns = CONCERNS_EN if language == "en" else CONCERNS_ZH
        concern = concerns.get(str(request.facts.get("resistance_type")), concerns["doubt"])
        return f"{ANSWERS[language][kind].format(concern=concern)}{OFFLINE_NOTICE}"

    return respond


RESPONDERS: dict[str, Responder] = {
    "risk.low_chat": _answer("low_chat"),
    **{f"risk.medium.{kind}": _answer(kind) for kind in (
        "initial_suggestion", "detecting_resistance", "handling_resistance", "accepted",
        "resources",
    )},
}
