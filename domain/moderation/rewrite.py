"""Rewrite by cutting: a reply whose only harms sit in whole sentences of a mild kind is said
without those sentences (docs/adr/0126). Nothing is added, nothing is reworded: what is said is
the model's own words minus what was found, and it is screened again before it is said."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from domain.moderation.categories import Category, Finding
from domain.moderation.verdict import Decision, ReplyVerdict

REWRITABLE: Final = frozenset(
    {Category.CONTACT_REQUEST, Category.FALSE_ASSURANCE, Category.DIAGNOSIS}
)
"""Harms confined to what one sentence asks or claims; the rest of the reply stays sound."""
SENTENCE: Final = re.compile(r"[^。！？!?；;.\n]+(?:[。！？!?；;.\n]+|$)")
MIN_KEPT_CHARS: Final = 8


def cut(reply: str, findings: Iterable[Finding]) -> str | None:
    """``reply`` without every sentence that holds a finding's evidence; None when a finding is
    not of a rewritable kind, its evidence cannot be found in the reply, or too little is left."""
    found = tuple(findings)
    if not found or any(f.category not in REWRITABLE for f in found):
        return None
    spans = _evidence_spans(reply, found)
    if spans is None:
        return None
    kept = [m.group() for m in SENTENCE.finditer(reply)
            if not any(m.start() < end and start < m.end() for start, end in spans)]
    rest = "".join(kept).strip()
    return rest if len(rest) >= MIN_KEPT_CHARS else None


def _evidence_spans(reply: str, findings: tuple[Finding, ...]) -> list[tuple[int, int]] | None:
    spans: list[tuple[int, int]] = []
    for finding in findings:
        evidence = finding.evidence.strip()
        if not evidence or evidence not in reply:
            return None
        start = reply.find(evidence)
        while start != -1:
            spans.append((start, start + len(evidence)))
            start = reply.find(evidence, start + 1)
    return spans


def rewritten(verdict: ReplyVerdict, screen: str) -> ReplyVerdict:
    """The withholding verdict turned into a rewrite, its cut sentences' rest cleared by
    ``screen``."""
    reason = f"{verdict.reason}; the sentences holding it were cut and {screen} cleared the rest"
    return ReplyVerdict(Decision.REWRITE, verdict.findings, verdict.layers, reason, verdict.notes)
