"""Static texts for when the model fails, and the parts a medium reply must always carry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from domain.risk.safety_script import base_locale

MODERATOR_NOTE: Final[Mapping[str, str]] = {
    "zh-CN": "（同伴支持小组有专业的 moderator 全程陪伴，保障大家的安全。）",
    "en": "(*The peer group has a moderator for safety.*)",
}
MODERATOR_MARKERS: Final = ("moderator", "主持人", "管理员")

MEDIUM_FALLBACKS: Final[Mapping[str, Mapping[str, str]]] = {
    "zh-CN": {
        "initial_suggestion": "谢谢你愿意告诉我这些，听起来你最近真的很辛苦。有一个同伴支持小组，"
        "里面的人也在经历类似的困难，你愿意考虑加入吗？",
        "detecting_resistance": "我在听。你对加入同伴支持小组这个想法有什么感觉？"
        "有任何顾虑都可以告诉我。",
        "handling_resistance": "你的顾虑很重要，我理解。小组里你可以只分享你愿意分享的内容，"
        "也可以先旁听看看，有 moderator 保障安全和隐私。",
        "accepted": "太好了，谢谢你愿意试试。接下来你会收到加入小组的邀请，你可以先旁听，"
        "不需要马上发言，moderator 会在那里陪着大家。",
        "resources": "没关系，选择权在你。如果你需要，这些资源随时都在：",
    },
    "en": {
        "initial_suggestion": "Thank you for telling me this; it sounds like things have been "
        "really hard. There is a peer support group with people going through similar things. "
        "Would you consider joining?",
        "detecting_resistance": "I'm listening. How do you feel about the idea of a peer support "
        "group? Any worries you have are welcome here.",
        "handling_resistance": "Your concern matters and I understand it. In the group you only "
        "share what you want to, you can just listen at first, and a moderator keeps it safe "
        "and private.",
        "accepted": "That's great, thank you for giving it a try. You will get an invitation to "
        "the group; you can listen first without speaking, and a moderator will be there.",
        "resources": "That's okay, it's your choice. These resources are here whenever you need "
        "them:",
    },
}

SELF_HELP: Final[Mapping[str, str]] = {
    "zh-CN": "- 情绪低落时，试着做几次缓慢的深呼吸，或给一位信任的人发条消息\n"
    "- 记录下让你难受的时刻和当时的想法，有助于之后和专业人士交流\n"
    "- 你也可以随时联系专业的心理援助热线：",
    "en": "- When things feel heavy, try a few slow breaths or message someone you trust\n"
    "- Writing down hard moments and the thoughts behind them helps when you talk to a "
    "professional\n- You can reach a professional support line at any time:",
}

QUESTIONNAIRE_OFFER: Final[Mapping[str, str]] = {
    "zh-CN": "如果你愿意，可以花两三分钟填一下 PHQ-9（情绪）和 GAD-7（焦虑）两份简短问卷，"
    "帮助我们更准确地了解你现在的状态。",
    "en": "If you are willing, two short questionnaires, PHQ-9 (mood) and GAD-7 (anxiety), take "
    "two or three minutes and help us understand how you are doing right now.",
}

LOW_FALLBACK: Final[Mapping[str, str]] = {
    "zh-CN": "我在这里听你说。能多和我讲讲你现在的感受吗？",
    "en": "I'm here and listening. Could you tell me a bit more about how you're feeling?",
}


def for_locale(texts: Mapping[str, str], locale: str) -> str:
    return texts[base_locale(locale)]


def medium_fallback(reply: str, locale: str) -> str:
    return MEDIUM_FALLBACKS[base_locale(locale)][reply]
