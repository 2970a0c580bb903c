"""What the user is told instead of a withheld reply: reviewed words, zh and en (issue #17 §4).

Each text keeps the conversation going without guessing what the withheld reply meant: a
neutral re-ask where the action asks, a short safe restatement where it says. On a medium or
high route the words re-offer support as well. No text here is ever built from model output.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from application.moderation.ports import ReplyContext

FALLBACKS: Final[Mapping[str, Mapping[str, str]]] = {
    "ai_say": {
        "zh": "我换一种说法：刚才聊的内容我们可以慢慢来，不着急。你现在有什么想法或感受，"
        "都可以跟我说。",
        "en": "Let me put that another way: there is no rush with what we were talking about. "
        "Whatever you are thinking or feeling right now, you can tell me.",
    },
    "ai_ask": {
        "zh": "我换个方式问：关于刚才这个问题，你愿意再多说一点吗？",
        "en": "Let me ask that differently: would you like to tell me a little more about it?",
    },
    "fill_form": {
        "zh": "我们接着填表吧：请告诉我表单里还没有填写的内容。",
        "en": "Let's go on with the form: please tell me what is still missing from it.",
    },
    "agent": {
        "zh": "谢谢你愿意跟我说这些。我在这里听你说，你愿意多讲讲现在的感受吗？",
        "en": "Thank you for telling me this. I'm here and listening. Would you like to say more "
        "about how you are feeling right now?",
    },
}
SUPPORT_OFFER: Final[Mapping[str, str]] = {
    "zh": "你不需要独自面对这些：同伴支持小组有 moderator 全程陪伴，你也可以随时拨打心理援助热线，"
    "或联系一位你信任的人。",
    "en": "You don't have to face this alone: the peer support group has a moderator for safety, "
    "and you can call a support line or reach someone you trust at any time.",
}


def language(locale: str) -> str:
    return "en" if locale.lower().startswith("en") else "zh"


def fallback_for(context: ReplyContext, *, offer_support: bool = False) -> str:
    """The reviewed words said in place of a withheld reply written in ``context``; support is
    offered on a medium or high route, and whenever ``offer_support`` asks for it."""
    lang = language(context.locale)
    kind = context.action_type if context.agent == "script" else "agent"
    text = FALLBACKS.get(kind, FALLBACKS["ai_say"])[lang]
    at_risk = offer_support or context.route_level in ("medium", "high")
    return f"{text}\n{SUPPORT_OFFER[lang]}" if at_risk else text
