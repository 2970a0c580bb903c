"""A reply as every rule reads it: normalised once, its sentences, and the turn's context."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from application.moderation.ports import ReplyContext
from domain.shared.frozen import made, one_write
from infrastructure.moderation.text import Sentence, normalise, normalise_marked, sentences

EVIDENCE_CHARS = 120


@one_write
@dataclass(frozen=True)
class Reading:
    """The reply as written, normalised, its sentences and the context of the turn."""

    reply: str
    text: str
    context: ReplyContext
    gated: frozenset[re.Pattern[str]] | None = None
    """The gated readings (a rule's ``GATED``) whose literals the prefilter saw in the reply;
    None when no prefilter ran (every reading may hold)."""
    read_alone: bool = False
    """Whether ``text`` was normalised character by character (``normalise_marked``), so that
    every sentence's normalised text occurs in it (stop 42)."""

    @classmethod
    def of(cls, reply: str, context: ReplyContext) -> Reading:
        text, read_alone = normalise_marked(reply)
        return cls(reply, text, context, read_alone=read_alone)

    def gated_by(self, gated: frozenset[re.Pattern[str]] | None) -> Reading:
        """This reading, its sentences kept, with what the prefilter saw."""
        return made(Reading, {**vars(self), "gated": gated})

    def may_hold(self, pattern: re.Pattern[str]) -> bool:
        """Whether ``pattern`` (a gated reading) can match in the reply at all."""
        return self.gated is None or pattern in self.gated

    @cached_property
    def sentences(self) -> tuple[Sentence, ...]:
        return tuple(sentences(self.reply))

    @cached_property
    def user(self) -> str:
        return normalise(self.context.user_message)

    @cached_property
    def earlier(self) -> str:
        """The user's earlier messages, normalised, one a line."""
        return "\n".join(normalise(m) for m in self.context.earlier_user_messages)

    @cached_property
    def said(self) -> str:
        """What the user said in this conversation: the latest message, then the earlier ones."""
        return "\n".join(m for m in (self.user, self.earlier) if m)

    @property
    def on_risk_route(self) -> bool:
        return self.context.route_level in ("medium", "high")


def evidence(sentence: Sentence) -> str:
    """The excerpt a finding shows: the sentence as written (so it can be found in the reply
    and cut from it), at most ``EVIDENCE_CHARS`` long."""
    return sentence.raw[:EVIDENCE_CHARS]


def words(*alternatives: str) -> str:
    """A non-capturing alternation of regex pieces."""
    return "(?:" + "|".join(alternatives) + ")"
