"""EvaluationRun: one conversation judged against a rule list, every judge call on record."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from domain.evaluation.errors import EvaluationError
from domain.evaluation.results import RuleResult, Status, not_judged
from domain.shared.events import event, replayed_directly
from domain.shared.tenancy import UNKNOWN_TENANT

Payload = dict[str, Any]
Turns = list[int] | None
Verdict = Payload | None


@replayed_directly
class EvaluationRun(Aggregate):
    """The audit trail of one evaluation: request, scans, resolved N, verdicts, completion."""

    TOPIC = "heartrule.evaluation:EvaluationRun"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.evaluation:EvaluationRun.Created"

    class Requested(Aggregate.Created):
        TOPIC = "heartrule.evaluation:EvaluationRun.Requested"
        class_version = 2
        key: str
        messages: list[Payload]
        rule_list: list[Payload]
        batch_id: str | None
        tenant_id: str

        @staticmethod
        def upcast_v1_v2(state: Payload) -> None:
            """Runs requested before v2 recorded no tenant."""
            state["tenant_id"] = UNKNOWN_TENANT

    def __init__(
        self,
        key: str,
        messages: list[Payload],
        rule_list: list[Payload],
        batch_id: str | None,
        tenant_id: str,
    ) -> None:
        self.tenant_id = tenant_id
        self.key = key
        self.messages = messages
        self.rule_list = rule_list
        self.batch_id = batch_id
        self.scans: dict[str, list[int] | None] = {}
        self.resolutions: dict[int, Payload] = {}
        self.results: dict[int, RuleResult] = {}
        self.warnings: list[str] = []
        self.completed = False

    @classmethod
    def request(
        cls,
        run_id: UUID,
        key: str,
        messages: list[Payload],
        rule_list: list[Payload],
        batch_id: str | None = None,
        *,
        tenant_id: str,
    ) -> EvaluationRun:
        """Open a run, for one tenant, of one conversation and its rule list."""
        return cls._create(
            cls.Requested,
            id=run_id,
            key=key,
            messages=messages,
            rule_list=rule_list,
            batch_id=batch_id,
            tenant_id=tenant_id,
        )

    class PreconditionScanned(Aggregate.Event):
        TOPIC = "heartrule.evaluation:EvaluationRun.PreconditionScanned"
        precondition: str
        met_turns: list[int] | None
        error: str | None
        calls: list[Payload]

    def record_scan(
        self, precondition: str, met_turns: Turns, error: str | None, calls: list[Payload]
    ) -> None:
        """Record the one judge call that classified every turn against a precondition."""
        self._check_open()
        if precondition in self.scans:
            raise EvaluationError(f"precondition '{precondition}' was already scanned in this run")
        self._scanned(precondition=precondition, met_turns=met_turns, error=error, calls=calls)

    @event(PreconditionScanned)
    def _scanned(
        self, precondition: str, met_turns: Turns, error: str | None, calls: list[Payload]
    ) -> None:
        self.scans[precondition] = met_turns

    class NResolved(Aggregate.Event):
        TOPIC = "heartrule.evaluation:EvaluationRun.NResolved"
        index: int
        rule: str
        outcome: str
        n: int | None
        precondition_turn: int | None
        reason: str | None
        warning: str | None

    def resolve(self, index: int, rule: str, resolution: Payload) -> None:
        """Record the N of rule ``index``, or why it will not be judged."""
        self._check_open()
        self._check_index(index)
        if index in self.resolutions:
            raise EvaluationError(f"rule #{index} already has its N resolved")
        self._resolved(index=index, rule=rule, **resolution)

    @event(NResolved)
    def _resolved(
        self,
        index: int,
        rule: str,
        outcome: str,
        n: int | None,
        precondition_turn: int | None,
        reason: str | None,
        warning: str | None,
    ) -> None:
        self.resolutions[index] = {"n": n, "precondition_turn": precondition_turn}
        if warning:
            self.warnings.append(warning)
        if outcome != "resolved":
            status: Status = "error" if outcome == "error" else "skipped"
            self.results[index] = not_judged(rule, status, reason or "")

    class RuleJudged(Aggregate.Event):
        TOPIC = "heartrule.evaluation:EvaluationRun.RuleJudged"
        index: int
        rule: str
        verdict: Payload | None
        error: str | None
        calls: list[Payload]

    def judge(
        self, index: int, rule: str, verdict: Verdict, error: str | None, calls: list[Payload]
    ) -> None:
        """Record the judge's verdict on a rule whose N was resolved, with the calls behind it."""
        self._check_open()
        if index not in self.resolutions or index in self.results:
            raise EvaluationError(f"rule #{index} is not waiting for a verdict")
        self._judged(index=index, rule=rule, verdict=verdict, error=error, calls=calls)

    @event(RuleJudged)
    def _judged(
        self, index: int, rule: str, verdict: Verdict, error: str | None, calls: list[Payload]
    ) -> None:
        self.results[index] = _result(rule, self.resolutions[index], verdict, error)

    class Completed(Aggregate.Event):
        TOPIC = "heartrule.evaluation:EvaluationRun.Completed"

    def complete(self) -> None:
        """Close the run once every rule of the rule list has a result."""
        self._check_open()
        missing = [i for i in range(len(self.rule_list)) if i not in self.results]
        if missing:
            raise EvaluationError(f"rules {missing} have no result yet")
        self._completed()

    @event(Completed)
    def _completed(self) -> None:
        self.completed = True

    def ordered_results(self) -> list[RuleResult]:
        return [self.results[i] for i in sorted(self.results)]

    def _check_open(self) -> None:
        if self.completed:
            raise EvaluationError(f"evaluation run {self.id} is already completed")

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.rule_list):
            raise EvaluationError(f"rule #{index} is not in this run's rule list")


def _result(rule: str, resolved: Payload, verdict: Payload | None, error: str | None) -> RuleResult:
    if verdict is None:
        return not_judged(rule, "error", f"judge failed: {error}")
    kwargs = {
        "N": resolved["n"],
        "precondition_turn": resolved["precondition_turn"],
        "evidence_turn": verdict.get("evidence_turn"),
    }
    return RuleResult(
        rule=rule,
        status="judged",
        triggered=bool(verdict["triggered"]),
        score=verdict["score"],
        kwargs=kwargs,
        reason=str(verdict["reason"]),
    )
