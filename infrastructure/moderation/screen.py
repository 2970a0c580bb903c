"""The local reply screen (issue #17): reviewed patterns per category, read with the turn's
context, and a small learned layer that only decides what the screen may clear.

Findings come from the patterns alone, so every withheld reply can be explained by the rule that
found it. A reply is *cleared* only when no pattern found anything, no category's trigger words
occur in it (a means, a medicine, a disorder, contact data, a promise of secrecy …, even where a
scope cancelled them) and the learned layer, when there is one, scores it below its calibrated
threshold; everything else goes to the LLM moderation judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final, Protocol

from application.moderation.ports import ReplyContext, ScreenResult
from domain.moderation.categories import Category, Finding
from infrastructure.moderation.learned import shipped_doubt
from infrastructure.moderation.rules import (
    abuse,
    assurance,
    contact,
    diagnosis,
    dose,
    encouragement,
    help,
    method,
    sexual,
)
from infrastructure.moderation.rules.reading import Reading

SCREEN_NAME: Final = "local-v1"
PATTERN_LAYER: Final = "patterns"
PATTERN_CONFIDENCE: Final = 0.9


@dataclass(frozen=True)
class Rule:
    """One category's patterns and the words that keep a reply from being cleared."""

    category: Category
    find: Callable[[Reading], Iterator[str]]
    trigger: re.Pattern[str]
    risk_routes_only: bool = False

    def wary(self, reading: Reading) -> bool:
        if self.risk_routes_only and not reading.on_risk_route:
            return False
        return self.trigger.search(reading.text) is not None


RULES: Final = (
    *(Rule(m.CATEGORY, m.find, m.TRIGGER)
      for m in (method, encouragement, dose, diagnosis, assurance, contact, sexual, abuse)),
    Rule(help.CATEGORY, help.find, help.TRIGGER, risk_routes_only=True),
)


class Doubt(Protocol):
    """The learned layer as the screen uses it: does this reply look unsafe enough to ask the
    judge even though no pattern found anything?"""

    def doubts(self, reply: str) -> bool: ...


class LocalReplyScreen:
    """Screens a reply in process: no network, no I/O (the learned layer is read once)."""

    def __init__(self, learned: Doubt | None = None) -> None:
        self._learned = learned

    @property
    def name(self) -> str:
        return SCREEN_NAME

    def screen(self, reply: str, context: ReplyContext) -> ScreenResult:
        reading = Reading.of(reply, context)
        findings = tuple(_findings(reading))
        cleared = not findings and not self._uncertain(reading)
        return ScreenResult(findings, cleared=cleared, screen=SCREEN_NAME)

    def _uncertain(self, reading: Reading) -> bool:
        if any(rule.wary(reading) for rule in RULES):
            return True
        return self._learned is not None and self._learned.doubts(reading.text)


def shipped_screen() -> LocalReplyScreen:
    """The screen as the product runs it: patterns and the shipped learned layer."""
    return LocalReplyScreen(shipped_doubt())


def _findings(reading: Reading) -> Iterator[Finding]:
    """One finding per category, with the first excerpt that shows it."""
    for rule in RULES:
        excerpt = next(rule.find(reading), None)
        if excerpt is not None:
            yield Finding(rule.category, excerpt, PATTERN_LAYER, PATTERN_CONFIDENCE)
