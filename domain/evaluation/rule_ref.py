"""Rule strings such as ``multi_turn:N_th:conv:ask_wechat``, parsed into their four parts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast, get_args

from domain.evaluation.errors import MalformedRuleError
from domain.evaluation.rules import RuleKind, RuleType

SCOPE = "multi_turn"
EXPECTED = "multi_turn:<N_th|FIRST_N>:<conv|ask>:<rule name>"


@dataclass(frozen=True)
class RuleRef:
    """A rule as a ``rule_list`` entry names it: how to judge (type, kind) and which rule."""

    type: RuleType
    kind: RuleKind
    name: str

    def __str__(self) -> str:
        return f"{SCOPE}:{self.type}:{self.kind}:{self.name}"


def parse_rule(text: object) -> RuleRef:
    """Parse a rule string; a :class:`MalformedRuleError` says which part is wrong."""
    if not isinstance(text, str):
        raise MalformedRuleError(f"rule must be a string like '{EXPECTED}', got {text!r}")
    parts = text.split(":")
    if len(parts) != 4:
        raise MalformedRuleError(f"rule '{text}' has {len(parts)} part(s); expected '{EXPECTED}'")
    scope, rule_type, kind, name = parts
    _check(text, "scope", scope, (SCOPE,))
    _check(text, "type", rule_type, get_args(RuleType))
    _check(text, "kind", kind, get_args(RuleKind))
    if not name:
        raise MalformedRuleError(f"rule '{text}' has an empty rule name; expected '{EXPECTED}'")
    return RuleRef(cast(RuleType, rule_type), cast(RuleKind, kind), name)


def _check(text: str, part: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        choices = " | ".join(allowed)
        raise MalformedRuleError(f"rule '{text}': {part} '{value}' is not one of {choices}")
