"""Ask the scorers in order until one answers; every failure is kept for the record."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from application.risk.ports import RiskScore, RiskScorer, RiskScorerError
from domain.shared.frozen import one_write


@one_write
@dataclass(frozen=True)
class ScoringOutcome:
    """The first valid score (or None) and the (scorer, error) pairs that came before it."""

    result: RiskScore | None
    failures: tuple[tuple[str, str], ...]


def _invalid(result: RiskScore) -> str | None:
    if math.isnan(result.score) or not 0.0 <= result.score <= 1.0:
        return f"score {result.score!r} is outside 0–1"
    return None


async def _one(scorer: RiskScorer, texts: Sequence[str]) -> RiskScore | str:
    try:
        result = await scorer.score(texts)
    except RiskScorerError as exc:
        return str(exc) or type(exc).__name__
    except Exception as exc:  # a scorer bug must fail safe too, never pass as "no risk"
        return f"{type(exc).__name__}: {exc}"
    return _invalid(result) or result


async def score_with_fallback(
    scorers: Sequence[RiskScorer], texts: Sequence[str]
) -> ScoringOutcome:
    failures: list[tuple[str, str]] = []
    for scorer in scorers:
        answer = await _one(scorer, texts)
        if isinstance(answer, RiskScore):
            return ScoringOutcome(answer, tuple(failures))
        failures.append((scorer.name, answer))
    return ScoringOutcome(None, tuple(failures))
