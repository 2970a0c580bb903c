"""The result of one rule on one conversation, in the spec's shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Status = Literal["judged", "skipped", "error"]


@dataclass(frozen=True)
class RuleResult:
    """``{triggered, score, kwargs, reason}`` plus whether the rule was judged at all."""

    rule: str
    status: Status
    triggered: bool = False
    score: float = 0
    kwargs: dict[str, Any] = field(default_factory=dict)
    reason: str = ""

    def as_spec(self) -> dict[str, Any]:
        """Exactly the spec's result object."""
        return {
            "triggered": self.triggered,
            "score": self.score,
            "kwargs": dict(self.kwargs),
            "reason": self.reason,
        }

    def as_payload(self) -> dict[str, Any]:
        return {"rule": self.rule, "status": self.status, **self.as_spec()}

    @classmethod
    def from_payload(cls, payload: dict[str, Any]) -> RuleResult:
        return cls(**payload)


def not_judged(rule: str, status: Status, reason: str) -> RuleResult:
    """A rule that was skipped or failed: not triggered, score 0, no kwargs."""
    return RuleResult(rule=rule, status=status, reason=reason)
