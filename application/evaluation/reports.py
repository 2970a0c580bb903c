"""What an evaluation returns: per conversation, and pass rates per rule over a batch."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from domain.evaluation.results import RuleResult


@dataclass(frozen=True)
class ConversationReport:
    """The results of one conversation in rule-list order, its warnings and its run id."""

    key: str
    run_id: UUID | None
    results: tuple[RuleResult, ...] = ()
    warnings: tuple[str, ...] = ()
    error: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "run_id": str(self.run_id) if self.run_id else None,
            "results": [_result_json(r) for r in self.results],
            "warnings": list(self.warnings),
            "error": self.error,
        }


def _result_json(result: RuleResult) -> dict[str, Any]:
    return {"rule": result.rule, "status": result.status, "result": result.as_spec()}


@dataclass
class RuleStats:
    """How one rule string fared over a batch; the pass rate counts judged results only."""

    rule: str
    judged: int = 0
    triggered: int = 0
    skipped: int = 0
    errors: int = 0

    def add(self, result: RuleResult) -> None:
        self.judged += result.status == "judged"
        self.triggered += result.status == "judged" and result.triggered
        self.skipped += result.status == "skipped"
        self.errors += result.status == "error"

    @property
    def pass_rate(self) -> float | None:
        return self.triggered / self.judged if self.judged else None


@dataclass
class BatchReport:
    """Every conversation's report and the per-rule summary."""

    conversations: list[ConversationReport] = field(default_factory=list)
    batch_id: str | None = None
    """The id every recorded run of the batch names (its evaluation page's address)."""

    @property
    def failed(self) -> list[ConversationReport]:
        return [c for c in self.conversations if c.error]

    @property
    def has_errors(self) -> bool:
        """A conversation that could not be evaluated, or an entry whose result is an error."""
        results = _all_results(self.conversations)
        return bool(self.failed) or any(r.status == "error" for r in results)

    def summary(self) -> list[RuleStats]:
        stats: dict[str, RuleStats] = {}
        for result in _all_results(self.conversations):
            stats.setdefault(result.rule, RuleStats(result.rule)).add(result)
        return list(stats.values())


def _all_results(conversations: Iterable[ConversationReport]) -> Iterable[RuleResult]:
    for conversation in conversations:
        yield from conversation.results
