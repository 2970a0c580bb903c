"""A reply as every rule reads it: normalised once, its sentences, and the turn's context."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from application.moderation.ports import ReplyContext
from domain.shared.frozen import one_write
from infrastructure.moderation.text import Sentence, normalise, sentences

EVIDENCE_CHARS = 120


@one_write
@dataclass(frozen=True)
class Reading:
    """The reply as written, normalised, its sentences and the context of the turn."""

    reply: str
    text: str
    context: ReplyContext

    @classmethod
    def of(cls, reply: str, context: ReplyContext) -> Reading:
        return cls(reply, normalise(reply), context)

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
