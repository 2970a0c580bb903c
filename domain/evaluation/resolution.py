"""Which turn a rule is judged at: N from the request, or from the first precondition turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from domain.evaluation.n_spec import AutoN, ExplicitN, NSpec
from domain.evaluation.rules import RuleType

Outcome = Literal["resolved", "skipped", "error"]


@dataclass(frozen=True)
class Resolution:
    """The N a rule is judged at, or why it is not judged (with the spec's warning)."""

    outcome: Outcome
    n: int | None = None
    precondition_turn: int | None = None
    reason: str | None = None
    warning: str | None = None


def without_precondition(rule_name: str) -> Resolution:
    """Error case 3: ``auto`` on a rule that has no precondition."""
    message = f"规则 {rule_name} 没有 precondition，无法使用 N=auto"
    return Resolution("error", reason=message, warning=message)


def resolve_n(
    spec: NSpec, *, precondition: str | None, first_met: int | None, turn_count: int
) -> Resolution:
    """N for one rule: explicit, or the first precondition turn plus the offset."""
    if isinstance(spec, ExplicitN):
        return _within_range(spec.value, None, turn_count)
    return _auto(spec, precondition or "", first_met, turn_count)


def _auto(spec: AutoN, precondition: str, first_met: int | None, turn_count: int) -> Resolution:
    if first_met is None:
        warning = f"precondition '{precondition}' 从未满足，跳过该规则"
        return Resolution("skipped", reason="precondition 未满足，无法评估", warning=warning)
    return _within_range(first_met + spec.offset, first_met, turn_count)


def _within_range(n: int, precondition_turn: int | None, turn_count: int) -> Resolution:
    if n > turn_count:
        message = f"N={n} 超出范围，对话仅有 {turn_count} 轮"
        return Resolution("skipped", reason=message, warning=message)
    return Resolution("resolved", n=n, precondition_turn=precondition_turn)


def judged_turns(rule_type: RuleType, n: int) -> tuple[int, ...]:
    """``N_th`` judges turn N alone; ``FIRST_N`` judges turns 1..N."""
    return (n,) if rule_type == "N_th" else tuple(range(1, n + 1))
