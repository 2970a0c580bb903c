"""Read each ``rule_list`` entry against the registry: a rule to judge, or an error for it alone."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from domain.evaluation.errors import EvaluationError
from domain.evaluation.n_spec import AutoN, NSpec, parse_n
from domain.evaluation.resolution import Resolution, without_precondition
from domain.evaluation.rule_ref import RuleRef, parse_rule
from domain.evaluation.rules import RuleDefinition, RuleRegistry


@dataclass(frozen=True)
class PlannedRule:
    """A well-formed entry: the rule string's type and kind, the registry's definition, N."""

    index: int
    rule: str
    ref: RuleRef
    definition: RuleDefinition
    spec: NSpec

    @property
    def scanned_precondition(self) -> str | None:
        """The precondition this entry needs scanned (only ``auto`` entries need one)."""
        return self.definition.precondition if isinstance(self.spec, AutoN) else None


@dataclass(frozen=True)
class RejectedRule:
    """An entry that cannot be judged; the other entries still run."""

    index: int
    rule: str
    resolution: Resolution


Planned = PlannedRule | RejectedRule


def plan(rule_list: Iterable[Any], registry: RuleRegistry) -> list[Planned]:
    """One plan entry per ``rule_list`` entry, in order."""
    return [_plan_one(index, item, registry) for index, item in enumerate(rule_list)]


def _plan_one(index: int, item: Any, registry: RuleRegistry) -> Planned:
    problem = entry_problem(item)
    if problem is not None:
        reason = f"rule_list[{index}]: {problem}"
        return RejectedRule(
            index, _rule_text(index, item), Resolution("error", reason=reason, warning=reason)
        )
    rule_text = str(item["rule"])
    try:
        ref = parse_rule(item["rule"])
        definition = registry.get(ref.name)
        spec = parse_n(item["N"])
    except EvaluationError as exc:
        error = Resolution("error", reason=str(exc), warning=str(exc))
        return RejectedRule(index, rule_text, error)
    if isinstance(spec, AutoN) and not definition.precondition:
        return RejectedRule(index, rule_text, without_precondition(ref.name))
    return PlannedRule(index, rule_text, ref, definition, spec)


def entry_problem(item: Any) -> str | None:
    """Why a ``rule_list`` entry is not ``{"rule": ..., "N": ...}``, or None if it is."""
    if not isinstance(item, dict):
        return 'must be an object {"rule": ..., "N": ...}'
    absent = [key for key in ("rule", "N") if key not in item]
    if absent:
        return f"missing {', '.join(repr(k) for k in absent)}"
    extra = sorted(str(key) for key in item if key not in ("rule", "N"))
    return f"unknown field(s) {', '.join(extra)}" if extra else None


def _rule_text(index: int, item: Any) -> str:
    rule = item.get("rule") if isinstance(item, dict) else None
    return rule if isinstance(rule, str) else f"rule_list[{index}]"


def preconditions_to_scan(planned: Iterable[Planned]) -> list[str]:
    """The distinct preconditions of the ``auto`` entries, in first-use order."""
    found: dict[str, None] = {}
    for entry in planned:
        if isinstance(entry, PlannedRule) and entry.scanned_precondition:
            found.setdefault(entry.scanned_precondition)
    return list(found)
