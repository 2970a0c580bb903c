"""The rule registry: what each rule checks, and the precondition that places it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from domain.evaluation.errors import EvaluationError, UnknownRuleError

RuleType = Literal["N_th", "FIRST_N"]
RuleKind = Literal["conv", "ask"]


class RuleDefinition(BaseModel):
    """One rule: the criterion the judge checks and, optionally, its precondition."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int
    name: str = Field(pattern=r"^[A-Za-z0-9_]+$")
    type: RuleType
    kind: RuleKind
    criterion: str = Field(min_length=1)
    precondition: str | None = None
    description: str = ""

    def rule_string(self) -> str:
        """The rule's default rule string, e.g. ``multi_turn:N_th:conv:ask_wechat``."""
        return f"multi_turn:{self.type}:{self.kind}:{self.name}"


class RuleRegistry:
    """Rules by name; names and ids are unique."""

    def __init__(self, rules: Iterable[RuleDefinition]) -> None:
        self._by_name: dict[str, RuleDefinition] = {}
        for rule in rules:
            self._add(rule)

    def _add(self, rule: RuleDefinition) -> None:
        if rule.name in self._by_name:
            raise EvaluationError(f"rule '{rule.name}' is defined twice in the registry")
        if any(known.id == rule.id for known in self._by_name.values()):
            raise EvaluationError(f"rule id {rule.id} is used twice in the registry")
        self._by_name[rule.name] = rule

    def get(self, name: str) -> RuleDefinition:
        try:
            return self._by_name[name]
        except KeyError:
            known = ", ".join(sorted(self._by_name))
            raise UnknownRuleError(f"unknown rule '{name}'; the registry holds: {known}") from None

    def __iter__(self) -> Iterator[RuleDefinition]:
        return iter(sorted(self._by_name.values(), key=lambda rule: rule.id))

    def __len__(self) -> int:
        return len(self._by_name)
