"""Fakes for the risk scorer port (hand-written, no mock.patch)."""

from __future__ import annotations

from collections.abc import Sequence

from application.risk.ports import RiskScore, RiskScorerError


class FixedScorer:
    """Answers the scores it is given, in order; the last one repeats. Records every window."""

    name = "fixed"

    def __init__(self, *scores: float) -> None:
        self.scores = list(scores) or [0.0]
        self.windows: list[tuple[str, ...]] = []

    async def score(self, texts: Sequence[str]) -> RiskScore:
        self.windows.append(tuple(texts))
        value = self.scores.pop(0) if len(self.scores) > 1 else self.scores[0]
        return RiskScore(value, (f"fixed {value}",), self.name)


class DownScorer:
    """A scorer that is always down."""

    def __init__(self, name: str = "down") -> None:
        self.name = name
        self.calls = 0

    async def score(self, texts: Sequence[str]) -> RiskScore:
        self.calls += 1
        raise RiskScorerError("connection refused")
