"""A batch's results as QA reads them (issue #19): per rule the pass rate, the distribution of the
resolved N and of the precondition turn, the entries skipped or in error with their reasons, and
every entry as a row for a spreadsheet — read from the recorded runs only.

A rule passes on a conversation when it was judged and triggered (the criterion was met, ADR
0026); the pass rate counts judged entries only, as the batch summary does.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from domain.evaluation.run import EvaluationRun

CSV_COLUMNS = (
    "runId", "key", "rule", "status", "triggered", "score", "n", "preconditionTurn",
    "evidenceTurn", "reason",
)
CSV_HEADER = [("N" if column == "n" else column) for column in CSV_COLUMNS]
"""The spec calls it N; the API's JSON spells every name in camelCase (ADR 0240)."""


@dataclass(frozen=True)
class Entry:
    """One rule on one conversation."""

    run_id: str
    key: str
    index: int
    rule: str
    status: str
    triggered: bool
    score: float
    n: int | None
    precondition_turn: int | None
    evidence_turn: int | None
    reason: str

    @property
    def passed(self) -> bool:
        return self.status == "judged" and self.triggered

    def as_json(self) -> dict[str, Any]:
        return {
            "runId": self.run_id,
            "key": self.key,
            "index": self.index,
            "rule": self.rule,
            "status": self.status,
            "triggered": self.triggered,
            "passed": self.passed,
            "score": self.score,
            "n": self.n,
            "preconditionTurn": self.precondition_turn,
            "evidenceTurn": self.evidence_turn,
            "reason": self.reason,
        }

    def as_row(self) -> list[Any]:
        found = self.as_json()
        return [found[column] for column in CSV_COLUMNS]


@dataclass
class RuleReport:
    """How one rule string fared over the batch."""

    rule: str
    entries: list[Entry] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(e.status == status for e in self.entries)

    @property
    def passed(self) -> int:
        return sum(e.passed for e in self.entries)

    @property
    def pass_rate(self) -> float | None:
        judged = self.count("judged")
        return self.passed / judged if judged else None

    def as_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "entries": len(self.entries),
            "judged": self.count("judged"),
            "passed": self.passed,
            "failed": self.count("judged") - self.passed,
            "skipped": self.count("skipped"),
            "errors": self.count("error"),
            "passRate": self.pass_rate,
            "nDistribution": _distribution(e.n for e in self.entries),
            "preconditionTurnDistribution": _distribution(
                e.precondition_turn for e in self.entries
            ),
            "notJudged": [e.as_json() for e in self.entries if e.status != "judged"],
        }


def _distribution(values: Iterable[int | None]) -> list[dict[str, Any]]:
    """``[{value, count}]`` in value order; entries with no value count as ``null``, last."""
    counts = Counter(values)
    known = sorted(v for v in counts if v is not None)
    found: list[dict[str, Any]] = [{"value": v, "count": counts[v]} for v in known]
    if None in counts:
        found.append({"value": None, "count": counts[None]})
    return found


def entries_of(run: EvaluationRun) -> list[Entry]:
    """The run's results in rule-list order, with the N and precondition turn it resolved."""
    found = []
    for index in sorted(run.results):
        result = run.results[index]
        resolved = run.resolutions.get(index, {})
        kwargs = result.kwargs
        found.append(Entry(
            run_id=str(run.id),
            key=run.key,
            index=index,
            rule=result.rule,
            status=result.status,
            triggered=result.triggered,
            score=float(result.score),
            n=kwargs.get("N", resolved.get("n")),
            precondition_turn=kwargs.get("precondition_turn", resolved.get("precondition_turn")),
            evidence_turn=kwargs.get("evidence_turn"),
            reason=result.reason,
        ))
    return found


def rule_reports(runs: Sequence[EvaluationRun]) -> list[RuleReport]:
    """One report per rule string, in the order rules first appear in the batch."""
    reports: dict[str, RuleReport] = {}
    for run in runs:
        for entry in entries_of(run):
            reports.setdefault(entry.rule, RuleReport(entry.rule)).entries.append(entry)
    return list(reports.values())


def csv_text(runs: Sequence[EvaluationRun]) -> str:
    """Every entry of the batch as CSV (UTF-8 with a BOM, so spreadsheets read Chinese)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_HEADER)
    for run in runs:
        writer.writerows(_safe(entry.as_row()) for entry in entries_of(run))
    return "\ufeff" + out.getvalue()


FORMULA_LEADS = ("=", "+", "-", "@", "\t", "\r")


def _safe(row: list[Any]) -> list[Any]:
    """Text a spreadsheet would run as a formula is kept as text (a leading quote)."""
    return [f"'{v}" if isinstance(v, str) and v.startswith(FORMULA_LEADS) else v for v in row]


def batch_json(batch_id: str, runs: Sequence[EvaluationRun]) -> dict[str, Any]:
    """The batch as the evaluation page shows it: how many runs are recorded and finished,
    each rule's report, and every entry."""
    completed = sum(run.completed for run in runs)
    return {
        "batchId": batch_id,
        "runs": len(runs),
        "completed": completed,
        "status": "finished" if completed == len(runs) else "running",
        "rules": [report.as_json() for report in rule_reports(runs)],
        "entries": [entry.as_json() for run in runs for entry in entries_of(run)],
    }
