"""LexiconRiskScorer: the embedded, deterministic PsyGUARD stand-in (ADR 0012).

It scores every turn of the window alone and the window joined together, so a statement split
over two turns ("I want to" / "die") is still caught, and a negated phrase ("我不想死") is not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from application.risk.ports import RiskScore
from infrastructure.risk.lexicon_terms import (
    CLAUSE_BREAKS,
    EN_NEGATION_REACH,
    EN_NEGATORS,
    EN_TERMS,
    MEDIUM,
    WEAK,
    ZH_NEGATION_REACH,
    ZH_NEGATORS,
    ZH_NOT_NEGATIONS,
    ZH_TERMS,
    ZH_THIRD_PARTY,
    Term,
)

SCORER_NAME = "lexicon-v1"
TWO_MEDIUM_CUES = 0.85


@dataclass(frozen=True)
class Hit:
    """One lexicon match: the matched text, its weight and label, and whether it is negated."""

    text: str
    weight: float
    label: str
    negated: bool


def _clause_before(text: str, start: int) -> str:
    return re.split(CLAUSE_BREAKS, text[:start])[-1]


def _zh_negated(text: str, start: int) -> bool:
    before = _clause_before(text, start)
    for word in ZH_NOT_NEGATIONS:
        before = before.replace(word, "_" * len(word))
    return any(negator in before[-ZH_NEGATION_REACH:] for negator in ZH_NEGATORS)


def _zh_about_someone_else(text: str, start: int) -> bool:
    """True when the last subject before the match is someone else ("我朋友想自杀")."""
    before = _clause_before(text, start)
    last_other = max(before.rfind(other) for other in ZH_THIRD_PARTY)
    return last_other > before.rfind("我")


def _en_negated(text: str, start: int) -> bool:
    words = _clause_before(text, start).split()[-EN_NEGATION_REACH:]
    return any(word in EN_NEGATORS for word in words)


def _hit(text: str, match: re.Match[str], weight: float, label: str, chinese: bool) -> Hit:
    if not chinese:
        return Hit(match.group(0), weight, label, _en_negated(text, match.start()))
    if _zh_about_someone_else(text, match.start()):
        weight, label = min(weight, WEAK), f"{label}, about someone else"
    return Hit(match.group(0), weight, label, _zh_negated(text, match.start()))


def _hits(text: str, terms: Sequence[Term], chinese: bool) -> list[Hit]:
    return [
        _hit(text, match, weight, label, chinese)
        for pattern, weight, label in terms
        for match in re.finditer(pattern, text)
    ]


def find_hits(text: str) -> list[Hit]:
    """Every lexicon match in one text, Chinese and English."""
    lowered = text.lower().replace("’", "'")
    chinese_view = re.sub(r"\s+", "", lowered)
    english_view = re.sub(r"\s+", " ", lowered)
    return _hits(chinese_view, ZH_TERMS, True) + _hits(english_view, EN_TERMS, False)


def score_hits(hits: Sequence[Hit]) -> float:
    counted = [hit for hit in hits if not hit.negated]
    if not counted:
        return 0.0
    top = max(hit.weight for hit in counted)
    mediums = {hit.text for hit in counted if hit.weight == MEDIUM}
    return TWO_MEDIUM_CUES if top == MEDIUM and len(mediums) >= 2 else top


def _evidence(hits: Sequence[Hit], across: bool) -> list[str]:
    suffix = " (across turns)" if across else ""
    return [
        f"{'negated: ' if hit.negated else ''}{hit.text} [{hit.label} {hit.weight:.2f}]{suffix}"
        for hit in hits
    ]


def score_window(texts: Sequence[str]) -> RiskScore:
    """The highest score of any single turn or of the joined window, with its evidence."""
    singles = [hit for text in texts for hit in find_hits(text)]
    joined = find_hits(" ".join(texts)) if len(texts) > 1 else []
    seen = {(hit.text, hit.negated) for hit in singles}
    extra = [hit for hit in joined if (hit.text, hit.negated) not in seen]
    score = max(score_hits(singles), score_hits(joined))
    evidence = _evidence(singles, False) + _evidence(extra, True)
    return RiskScore(score=score, evidence=tuple(dict.fromkeys(evidence)), scorer=SCORER_NAME)


class LexiconRiskScorer:
    """Chinese and English lexicon with negation handling; no network, deterministic."""

    name = SCORER_NAME

    async def score(self, texts: Sequence[str]) -> RiskScore:
        return score_window(texts)
