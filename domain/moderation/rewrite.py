"""Rewrite by cutting: a reply whose only harms sit in whole sentences of a mild kind is said
without those sentences (docs/adr/0126). Nothing is added, nothing is reworded: what is said is
the model's own words minus what was found, and it is screened again before it is said."""

from __future__ import annotations

import re
import unicodedata
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
    """Where in ``reply`` each finding's evidence stands, read through width and case folding
    (a screen may quote ``，`` as ``,``); None when one cannot be found."""
    folded, origin = _folded(reply)
    spans: list[tuple[int, int]] = []
    for finding in findings:
        evidence = _folded(finding.evidence.strip())[0]
        start = folded.find(evidence) if evidence else -1
        if start == -1:
            return None
        while start != -1:
            spans.append((origin[start], origin[start + len(evidence) - 1] + 1))
            start = folded.find(evidence, start + 1)
    return spans


def _folded(text: str) -> tuple[str, list[int]]:
    """``text`` NFKC- and case-folded, with the index in ``text`` of each folded character."""
    parts: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        folded = unicodedata.normalize("NFKC", char).casefold()
        parts.append(folded)
        origin.extend([index] * len(folded))
    return "".join(parts), origin


def rewritten(verdict: ReplyVerdict, screen: str) -> ReplyVerdict:
    """The withholding verdict turned into a rewrite, its cut sentences' rest cleared by
    ``screen``."""
    reason = f"{verdict.reason}; the sentences holding it were cut and {screen} cleared the rest"
    return ReplyVerdict(Decision.REWRITE, verdict.findings, verdict.layers, reason, verdict.notes)
