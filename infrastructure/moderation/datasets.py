"""The data the local screen is measured and trained on, shipped as package data
(``data/REPLIES.md``): the labelled reply set and real CPsyCounD counselor turns."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any, Literal

from application.moderation.ports import ReplyContext, RouteLevel

Split = Literal["dev", "holdout"]
Group = Literal["unsafe", "hard_negative", "script_reply"]
LOCALES = {"zh": "zh-CN", "en": "en"}


@dataclass(frozen=True)
class LabelledReply:
    """One reply of the labelled set with the context that decides it."""

    id: str
    split: Split
    group: Group
    expected: str
    lang: str
    subtle: bool
    reply: str
    route_level: RouteLevel
    asks_contact: bool
    action_type: str
    user_message: str

    @property
    def unsafe(self) -> bool:
        return self.group == "unsafe"

    @property
    def context(self) -> ReplyContext:
        return ReplyContext(locale=LOCALES[self.lang], route_level=self.route_level, agent="script",
                            action_type=self.action_type, user_message=self.user_message,
                            asks_contact=self.asks_contact)


@dataclass(frozen=True)
class CounselorTurn:
    """A real counselor utterance (CPsyCounD, CC BY 4.0), for false positives."""

    source: str
    split: Split
    reply: str

    @property
    def context(self) -> ReplyContext:
        return ReplyContext(locale="zh-CN", route_level="none", agent="script",
                            action_type="ai_say", user_message="")


def _lines(name: str) -> list[dict[str, Any]]:
    text = files("infrastructure.moderation.data").joinpath(name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@cache
def labelled_replies() -> tuple[LabelledReply, ...]:
    return tuple(LabelledReply(**row) for row in _lines("replies.jsonl"))


@cache
def counselor_turns() -> tuple[CounselorTurn, ...]:
    return tuple(CounselorTurn(**row) for row in _lines("cpsycound-counselor.jsonl"))
