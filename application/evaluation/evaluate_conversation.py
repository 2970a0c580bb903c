"""One conversation, start to finish: plan, scan each precondition once, resolve N, judge."""

from __future__ import annotations

import asyncio
from dataclasses import asdict

from application.evaluation.judge import Judge, ScanOutcome, VerdictOutcome
from application.evaluation.planning import Planned, PlannedRule, plan, preconditions_to_scan
from application.evaluation.requests import EvaluationRequest
from domain.evaluation.resolution import Resolution, judged_turns, resolve_n
from domain.evaluation.rules import RuleRegistry
from domain.evaluation.run import EvaluationRun


async def evaluate_into(
    run: EvaluationRun, request: EvaluationRequest, registry: RuleRegistry, judge: Judge
) -> None:
    """Judge ``request`` and record every step on ``run``, in rule-list order."""
    planned = plan(request.rule_list, registry)
    scans = await _scan(judge, request, preconditions_to_scan(planned))
    for scan in scans.values():
        run.record_scan(scan.precondition, scan.met_turns, scan.error, scan.calls)
    resolutions = {entry.index: _resolve(entry, scans, request) for entry in planned}
    for entry in planned:
        run.resolve(entry.index, entry.rule, _resolution_payload(resolutions[entry.index]))
    to_judge = [e for e in planned if isinstance(e, PlannedRule) and _judged(resolutions, e)]
    verdicts = await asyncio.gather(*(_verdict(judge, e, request, resolutions) for e in to_judge))
    for entry, outcome in zip(to_judge, verdicts, strict=True):
        run.judge(entry.index, entry.rule, outcome.verdict, outcome.error, outcome.calls)
    run.complete()


async def _scan(
    judge: Judge, request: EvaluationRequest, preconditions: list[str]
) -> dict[str, ScanOutcome]:
    outcomes = await asyncio.gather(*(judge.scan(p, request.turns) for p in preconditions))
    return {outcome.precondition: outcome for outcome in outcomes}


def _resolve(
    entry: Planned, scans: dict[str, ScanOutcome], request: EvaluationRequest
) -> Resolution:
    if not isinstance(entry, PlannedRule):
        return entry.resolution
    scan = scans.get(entry.scanned_precondition or "")
    if scan is not None and scan.met_turns is None:
        reason = f"precondition scan failed: {scan.error}"
        return Resolution("error", reason=reason, warning=reason)
    return resolve_n(
        entry.spec,
        precondition=entry.definition.precondition,
        first_met=scan.first_met if scan else None,
        turn_count=len(request.turns),
    )


def _judged(resolutions: dict[int, Resolution], entry: PlannedRule) -> bool:
    return resolutions[entry.index].outcome == "resolved"


async def _verdict(
    judge: Judge, entry: PlannedRule, request: EvaluationRequest, resolutions: dict[int, Resolution]
) -> VerdictOutcome:
    n = resolutions[entry.index].n or 0
    return await judge.verdict(entry, request.turns, judged_turns(entry.ref.type, n))


def _resolution_payload(resolution: Resolution) -> dict[str, object]:
    return asdict(resolution)
