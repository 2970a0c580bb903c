"""The risk scorer port (PsyGUARD in spec 001): a live suicide-risk score for recent user turns."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from domain.shared.frozen import one_write


@one_write
@dataclass(frozen=True)
class LayerScore:
    """What one layer of a scorer said (rules, learned, judge); ``score`` None: it had no say."""

    layer: str
    score: float | None
    evidence: tuple[str, ...]


@one_write
@dataclass(frozen=True)
class RiskScore:
    """A score in 0–1 for a window of user turns, with the evidence that produced it.

    ``layers`` holds each layer's own score and evidence; ``decided_by`` names the layer whose
    score became ``score`` (empty for a scorer without layers, e.g. an HTTP classifier).
    """

    score: float
    evidence: tuple[str, ...]
    scorer: str
    layers: tuple[LayerScore, ...] = ()
    decided_by: str = ""


class RiskScorerError(Exception):
    """The scorer could not score: down, too slow, or it answered nonsense."""


class RiskScorer(Protocol):
    """Scores the recent window of a user's turns (oldest first, current turn last).

    Scoring the window, not just the last message, catches a statement split over two turns.
    Implementations: ``LexiconRiskScorer`` (embedded) and ``HttpRiskScorer``.
    """

    @property
    def name(self) -> str: ...

    async def score(self, texts: Sequence[str]) -> RiskScore: ...
