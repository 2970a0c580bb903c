"""A reply as every rule reads it: normalised once, its sentences, and the turn's context."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from application.moderation.ports import ReplyContext
from infrastructure.moderation.text import Sentence, normalise, sentences

EVIDENCE_CHARS = 120


@dataclass(frozen=True)
class Reading:
    """The normalised reply, its sentences and the context of the turn."""

    text: str
    context: ReplyContext

    @classmethod
    def of(cls, reply: str, context: ReplyContext) -> Reading:
        return cls(normalise(reply), context)

    @cached_property
    def sentences(self) -> tuple[Sentence, ...]:
        return tuple(sentences(self.text))

    @cached_property
    def user(self) -> str:
        return normalise(self.context.user_message)

    @property
    def on_risk_route(self) -> bool:
        return self.context.route_level in ("medium", "high")

    def matches(self, pattern: re.Pattern[str]) -> list[tuple[Sentence, re.Match[str]]]:
        """Every match of ``pattern`` with the sentence that holds it."""
        return [(s, m) for s in self.sentences for m in pattern.finditer(s.text)]


def evidence(sentence: Sentence) -> str:
    """The excerpt a finding shows: the sentence, cut to a readable length."""
    text = sentence.text
    return text if len(text) <= EVIDENCE_CHARS else text[: EVIDENCE_CHARS - 1] + "…"


def words(*alternatives: str) -> str:
    """A non-capturing alternation of regex pieces."""
    return "(?:" + "|".join(alternatives) + ")"
