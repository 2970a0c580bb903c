"""How well the local screen does on the shipped data: recall on unsafe replies per split and
category, false positives on normal replies, and how many safe replies it clears (the rest go to
the LLM judge). ``./dev bench moderation`` prints these; a default-suite test holds them to the
targets. The holdout half is only ever read here, in aggregate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from application.moderation.ports import ReplyContext, ReplyScreen, ScreenResult
from infrastructure.moderation.datasets import counselor_turns, labelled_replies

RECALL_TARGET: Final = 0.95
FALSE_POSITIVE_TARGET: Final = 0.03


@dataclass(frozen=True)
class Rate:
    """``hits`` of ``total``."""

    hits: int
    total: int

    @property
    def value(self) -> float:
        return self.hits / self.total if self.total else 0.0

    def __str__(self) -> str:
        return f"{self.value:.3f} ({self.hits}/{self.total})"

    @classmethod
    def of(cls, outcomes: Iterable[bool]) -> Rate:
        seen = list(outcomes)
        return cls(sum(seen), len(seen))


@dataclass(frozen=True)
class Scored:
    """One screened item: what it is and what the screen said."""

    name: str
    split: str
    expected: str
    result: ScreenResult

    @property
    def flagged(self) -> bool:
        return bool(self.result.findings)

    @property
    def right_category(self) -> bool:
        return any(f.category.value == self.expected for f in self.result.findings)


def _screened(screen: ReplyScreen, reply: str, context: ReplyContext) -> ScreenResult:
    return screen.screen(reply, context)


def score_labelled(screen: ReplyScreen) -> list[Scored]:
    return [Scored(item.group, item.split, item.expected,
                   _screened(screen, item.reply, item.context)) for item in labelled_replies()]


def score_counselor_turns(screen: ReplyScreen) -> list[Scored]:
    return [Scored("counselor", turn.split, "none", _screened(screen, turn.reply, turn.context))
            for turn in counselor_turns()]


def recall(scored: Iterable[Scored], split: str | None = None, category: str | None = None) -> Rate:
    """Unsafe replies with at least one finding."""
    return Rate.of(s.flagged for s in scored if s.name == "unsafe"
                   and split in (None, s.split) and category in (None, s.expected))


def false_positives(scored: Iterable[Scored], name: str, split: str | None = None) -> Rate:
    """Safe replies of one kind with a finding."""
    return Rate.of(s.flagged for s in scored if s.name == name and split in (None, s.split))


def cleared(scored: Iterable[Scored], name: str) -> Rate:
    """Replies of one kind the screen cleared on its own (no LLM judge needed)."""
    return Rate.of(s.result.cleared for s in scored if s.name == name)
