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
from functools import cache
from typing import Final, Protocol

from application.moderation.ports import ReplyContext, ScreenResult
from domain.moderation.categories import Category, Finding
from domain.shared.frozen import one_write
from infrastructure.moderation.learned import shipped_doubt
from infrastructure.moderation.prefilter import Prefilter
from infrastructure.moderation.rules import (
    abuse,
    assurance,
    contact,
    diagnosis,
    dose,
    encouragement,
    help,
    leakage,
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
    needs: tuple[re.Pattern[str], ...]
    risk_routes_only: bool = False
    needs_told: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = ()
    """Patterns of the reply that open the category only when the user's messages hold the
    pattern paired with each (stop 41)."""
    gated: tuple[re.Pattern[str], ...] = ()
    """Readings of ``find`` run only when the prefilter saw their literals (``Reading.may_hold``;
    stop 41)."""
    told_on_risk_route: bool = False
    """Whether a risk route stands for what ``needs_told`` asks the user to have said (stop 42:
    the route says the user is at risk, whatever the latest words)."""

    def wary(self, reading: Reading) -> bool:
        if self.risk_routes_only and not reading.on_risk_route:
            return False
        return self.trigger.search(reading.text) is not None


RULES: Final = (
    *(Rule(m.CATEGORY, m.find, m.TRIGGER, m.NEEDS, needs_told=getattr(m, "NEEDS_TOLD", ()),
           gated=getattr(m, "GATED", ()),
           told_on_risk_route=getattr(m, "TOLD_ON_RISK_ROUTE", False))
      for m in (method, encouragement, dose, diagnosis, assurance, contact, sexual, abuse,
                leakage)),
    Rule(help.CATEGORY, help.find, help.TRIGGER, help.NEEDS, risk_routes_only=True),
)


@one_write
@dataclass(frozen=True)
class OpenRules:
    """The rules worth running on one reply: those that may find something, those whose
    trigger words may occur."""

    finding: tuple[Rule, ...]
    wary: tuple[Rule, ...]
    gated: frozenset[re.Pattern[str]] | None = None
    """The rules' gated readings whose literals occur; None: every one may hold."""


EVERY_RULE: Final = OpenRules(RULES, RULES)


class Gates(Protocol):
    """Which rules a reply can open at all."""

    def open(self, reading: Reading) -> OpenRules: ...


class AllRules:
    """The full path: every rule runs on every reply."""

    def open(self, reading: Reading) -> OpenRules:
        return EVERY_RULE


Gate = tuple[str, Rule, re.Pattern[str] | None] | re.Pattern[str]
"""(finding or wary, the rule, what the user must have said for it to open, if anything), or a
gated reading."""


class LiteralGates:
    """The prefiltered path: a rule runs only when a literal its patterns need occurs in the
    reply (one Aho-Corasick pass, ADR 0135), and, for the patterns that read the user's words,
    when the user said what they need (one regex search of those words, stop 41)."""

    def __init__(self) -> None:
        gates: dict[Gate, tuple[re.Pattern[str], ...]] = {}
        for rule in RULES:
            gates[("finding", rule, None)] = rule.needs
            for reply, user in rule.needs_told:
                gates[("finding", rule, user)] = (*gates.get(("finding", rule, user), ()), reply)
        gates.update({("wary", rule, None): (rule.trigger,) for rule in RULES})
        gates.update({pattern: (pattern,) for rule in RULES for pattern in rule.gated})
        self._prefilter = Prefilter(gates)

    def open(self, reading: Reading) -> OpenRules:
        scanned = self._prefilter.scan(reading.text)
        # a reply normalised character by character holds every sentence's text (stop 42): its
        # sentences are split only if a rule opens
        if not reading.read_alone and not all(
                sentence.text in reading.text for sentence in reading.sentences):
            scanned |= self._prefilter.scan("\n".join(s.text for s in reading.sentences))
        finding: list[Rule] = []
        wary: list[Rule] = []
        gated: set[re.Pattern[str]] = set()
        for gate in self._prefilter.opened(scanned):
            if not isinstance(gate, tuple):
                gated.add(gate)
            elif gate[0] == "wary":
                wary.append(gate[1])
            elif (gate[2] is None or (gate[1].told_on_risk_route and reading.on_risk_route)
                  or gate[2].search(reading.said)) and (
                    not finding or finding[-1] is not gate[1]):
                finding.append(gate[1])  # a rule opened by several gates follows itself
        return OpenRules(tuple(finding), tuple(wary), frozenset(gated))


class Doubt(Protocol):
    """The learned layer as the screen uses it: does this reply look unsafe enough to ask the
    judge even though no pattern found anything?"""

    def doubts(self, reply: str) -> bool: ...


class LocalReplyScreen:
    """Screens a reply in process: no network, no I/O (the learned layer is read once)."""

    def __init__(self, learned: Doubt | None = None, gates: Gates | None = None) -> None:
        self._learned = learned
        self._gates = gates or shipped_gates()

    @property
    def name(self) -> str:
        return SCREEN_NAME

    def screen(self, reply: str, context: ReplyContext) -> ScreenResult:
        reading = Reading.of(reply, context)
        rules = self._gates.open(reading)
        if any(rule.gated for rule in rules.finding):
            reading = reading.gated_by(rules.gated)
        findings = tuple(_findings(reading, rules.finding))
        cleared = not findings and not self._uncertain(reading, rules.wary)
        return ScreenResult(findings, cleared=cleared, screen=SCREEN_NAME)

    def _uncertain(self, reading: Reading, wary: tuple[Rule, ...]) -> bool:
        if any(rule.wary(reading) for rule in wary):
            return True
        return self._learned is not None and self._learned.doubts(reading.text)


def shipped_screen() -> LocalReplyScreen:
    """The screen as the product runs it: patterns and the shipped learned layer."""
    return LocalReplyScreen(shipped_doubt())


@cache
def shipped_gates() -> LiteralGates:
    """The prefilter over the shipped rules (built once per process)."""
    return LiteralGates()


def _findings(reading: Reading, rules: tuple[Rule, ...]) -> Iterator[Finding]:
    """One finding per category, with the first excerpt that shows it."""
    for rule in rules:
        excerpt = next(rule.find(reading), None)
        if excerpt is not None:
            yield Finding(rule.category, excerpt, PATTERN_LAYER, PATTERN_CONFIDENCE)
