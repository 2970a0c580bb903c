"""Resistance and acceptance in a user's reply to the peer-group suggestion (spec 001 §7.2.3).

Keyword rules, as the spec has them, widened to Chinese. English keywords match whole words;
Chinese ones match as substrings unless a negator (不/没/别) stands right before them.
"""

from __future__ import annotations

import re
from typing import Final, Literal

ResistanceType = Literal["privacy", "time", "stigma", "doubt"]

RESISTANCE_KEYWORDS: Final[dict[ResistanceType, tuple[str, ...]]] = {
    "privacy": ("privacy", "private", "anonymous", "personal", "confidential",
                "隐私", "匿名", "个人信息", "被别人知道", "让别人知道", "泄露", "保密"),
    "time": ("time", "busy", "schedule", "don't have time", "no time",
             "没时间", "没有时间", "太忙", "很忙", "没空", "抽不出"),
    "stigma": ("stigma", "embarrassed", "ashamed", "judge", "judgment", "judged",
               "丢人", "丢脸", "难为情", "羞耻", "评判", "看不起", "别人怎么看", "歧视", "笑话我"),
    "doubt": ("doubt", "not sure", "don't think", "won't help", "doesn't work",
              "不确定", "没用", "有用吗", "怀疑", "不觉得", "帮不了", "不一定", "不相信"),
}

ACCEPTANCE_KEYWORDS: Final = (
    "yes", "okay", "ok", "sure", "i'll join", "sounds good", "i'd like to", "i want to",
    "let's do it", "好的", "好吧", "可以试试", "愿意", "试试", "我加入", "想参加", "想加入",
)
NEGATORS: Final = "不没别"


def _is_cjk(keyword: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in keyword)


def _found(keyword: str, text: str) -> bool:
    if not _is_cjk(keyword):
        return re.search(rf"(?<![\w']){re.escape(keyword)}(?![\w'])", text) is not None
    return any(
        start == 0 or text[start - 1] not in NEGATORS
        for start in (m.start() for m in re.finditer(re.escape(keyword), text))
    )


def detect_resistance(user_text: str) -> ResistanceType | None:
    """The first resistance type whose keywords appear, in the spec's order."""
    text = user_text.lower().replace("’", "'")
    for kind, keywords in RESISTANCE_KEYWORDS.items():
        if any(_found(keyword, text) for keyword in keywords):
            return kind
    return None


def is_acceptance(user_text: str) -> bool:
    """An acceptance keyword and no resistance: "yes, but I'm busy" is not a yes."""
    text = user_text.lower().replace("’", "'")
    accepted = any(_found(keyword, text) for keyword in ACCEPTANCE_KEYWORDS)
    return accepted and detect_resistance(user_text) is None


def as_resistance_type(value: str | None) -> ResistanceType | None:
    """Read a stored resistance type back."""
    for kind in RESISTANCE_KEYWORDS:
        if value == kind:
            return kind
    if value is None:
        return None
    raise ValueError(f"unknown resistance type {value!r}")
