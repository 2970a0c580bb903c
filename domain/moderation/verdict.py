"""The verdict on one model reply, and what each layer said about it."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from domain.moderation.categories import Category, Finding
from domain.shared.frozen import one_write


class Decision(StrEnum):
    """What becomes of a reply: said as written, said in reviewed words, or not said at all."""

    ALLOW = "allow"
    REWRITE = "rewrite"
    """The harmful sentences are cut and the rest, screened again and cleared, is said."""
    WITHHOLD = "withhold"
    """The reply is not said; the reviewed fallback for the action is said instead."""


@dataclass(frozen=True)
class JudgeOpinion:
    """What the LLM moderation judge said about a reply, or why it said nothing (``error``)."""

    findings: tuple[Finding, ...]
    layer: str
    error: str | None = None

    @property
    def spoke(self) -> bool:
        return self.error is None


@one_write
@dataclass(frozen=True)
class ReplyVerdict:
    """The moderation stage's decision on one reply, the findings behind it and the layers
    whose say it rests on (``local`` screen, ``judge``), with the reason in words."""

    decision: Decision
    findings: tuple[Finding, ...]
    layers: tuple[str, ...]
    reason: str
    notes: tuple[str, ...] = field(default=())

    @property
    def categories(self) -> tuple[Category, ...]:
        """Each category found, once, in the order found."""
        return tuple(dict.fromkeys(f.category for f in self.findings))

    @property
    def said_as_written(self) -> bool:
        return self.decision is Decision.ALLOW

    def as_payload(self) -> dict[str, Any]:
        """The verdict as JSON primitives, for the ``ReplyModerated`` event."""
        return {
            "decision": self.decision.value,
            "categories": [str(c) for c in self.categories],
            "findings": [finding_payload(f) for f in self.findings],
            "layers": list(self.layers),
            "reason": self.reason,
            "notes": list(self.notes),
        }


def finding_payload(finding: Finding) -> dict[str, Any]:
    return {
        "category": str(finding.category),
        "evidence": finding.evidence,
        "layer": finding.layer,
        "confidence": finding.confidence,
    }


def finding_from(payload: dict[str, Any]) -> Finding:
    """A finding read back from an event (the inverse of :func:`finding_payload`)."""
    return Finding(
        Category(payload["category"]),
        str(payload["evidence"]),
        str(payload["layer"]),
        float(payload.get("confidence", 1.0)),
    )


def verdict_from(payload: dict[str, Any]) -> ReplyVerdict:
    """A verdict read back from its event: replay reads verdicts, it never recomputes them."""
    return ReplyVerdict(
        Decision(payload["decision"]),
        tuple(finding_from(f) for f in payload["findings"]),
        tuple(payload["layers"]),
        str(payload["reason"]),
        tuple(payload.get("notes", ())),
    )
