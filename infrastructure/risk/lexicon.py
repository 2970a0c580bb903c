"""LexiconRiskScorer: the embedded, deterministic PsyGUARD stand-in (ADR 0012).

It scores every turn of the window alone and the window joined together, so a statement split
over two turns ("I want to" / "die") is still caught, and a negated phrase ("我不想死") is not.
Ideation together with means, preparation or timing scores high (ADR 0017).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from application.risk.ports import RiskScore
from infrastructure.risk.lexicon_terms import (
    CLAUSE_BREAKS,
    EN_ATTEMPT,
    EN_COMBO_ONLY,
    EN_MEANS,
    EN_NEGATION_REACH,
    EN_NEGATORS,
    EN_PREPARATION,
    EN_TERMS,
    EN_TIMING,
    HIGH,
    IDEATION_LABELS,
    MEDIUM,
    WEAK,
    ZH_ATTEMPT,
    ZH_COMBO_ONLY,
    ZH_MEANS,
    ZH_NEGATION_REACH,
    ZH_NEGATORS,
    ZH_NOT_NEGATIONS,
    ZH_PREPARATION,
    ZH_TERMS,
    ZH_THIRD_PARTY,
    ZH_TIMING,
    Term,
)

SCORER_NAME = "lexicon-v2"
TWO_MEDIUM_CUES = 0.85


@dataclass(frozen=True)
class Hit:
    """One lexicon match: the matched text, its weight and label, and whether it is negated.

    `own` is False when the clause is about someone else; `start`/`end` locate the match.
    """

    text: str
    weight: float
    label: str
    negated: bool
    own: bool = True
    start: int = 0
    end: int = 0


@lru_cache(maxsize=64)
def _last_breaks(text: str) -> tuple[int, ...]:
    """For each position i, the index of the last clause break before i (-1: none), so a
    clause is found in constant time, not by splitting the text before every hit."""
    last, found = [-1], -1
    for index, char in enumerate(text):
        if _BREAK.match(char):
            found = index
        last.append(found)
    return tuple(last)


def _clause_before(text: str, start: int) -> str:
    return text[_last_breaks(text)[start] + 1 : start]


_BREAK = re.compile(CLAUSE_BREAKS)


def _zh_negated(text: str, start: int) -> bool:
    before = _clause_before(text, start)
    for word in ZH_NOT_NEGATIONS:
        before = before.replace(word, "_" * len(word))
    near = before[-ZH_NEGATION_REACH:]
    last = max(near.rfind(negator) for negator in ZH_NEGATORS)
    # "不开心就想死": a 就 after the negator starts a new predicate the negator does not reach.
    return last >= 0 and "就" not in near[last:]


def _zh_about_someone_else(text: str, start: int) -> bool:
    """True when the last subject before the match is someone else ("我朋友想自杀")."""
    before = _clause_before(text, start)
    last_other = max(before.rfind(other) for other in ZH_THIRD_PARTY)
    return last_other > before.rfind("我")


def _en_negated(text: str, start: int) -> bool:
    words = _clause_before(text, start).split()[-EN_NEGATION_REACH:]
    return any(word in EN_NEGATORS for word in words)


def _hit(text: str, match: re.Match[str], weight: float, label: str, chinese: bool) -> Hit:
    start, end = match.span()
    if not chinese:
        return Hit(match.group(0), weight, label, _en_negated(text, start), True, start, end)
    own = not _zh_about_someone_else(text, start)
    if not own:
        weight, label = min(weight, WEAK), f"{label}, about someone else"
    return Hit(match.group(0), weight, label, _zh_negated(text, start), own, start, end)


def _hits(text: str, terms: Sequence[Term], chinese: bool) -> list[Hit]:
    return [
        _hit(text, match, weight, label, chinese)
        for pattern, weight, label in terms
        for match in re.finditer(pattern, text)
    ]


def _counted(hits: Sequence[Hit]) -> list[Hit]:
    return [hit for hit in hits if hit.own and not hit.negated]


def _same_clause(text: str, first: Hit, second: Hit) -> bool:
    left, right = sorted((first, second), key=lambda hit: hit.start)
    return left.end <= right.start and _last_breaks(text)[right.start] < left.end


def _combos(text: str, hits: Sequence[Hit], cues: Sequence[Hit]) -> list[Hit]:
    """Own ideation with own means or preparation anywhere in the text, or with timing in the
    same clause, is a plan: one HIGH hit per pair ("不想活 + 准备好了药")."""
    ideas = [hit for hit in _counted(hits) if hit.label in IDEATION_LABELS
             and (hit.weight >= MEDIUM or hit.label == "euphemism")]
    combos: list[Hit] = []
    for idea in ideas:
        used: list[Hit] = [idea]
        for cue in _counted(cues):
            overlaps = any(cue.start < hit.end and hit.start < cue.end for hit in used)
            if overlaps or (idea.label == "euphemism" and cue.label != "means"):
                continue
            if cue.label == "timing" and not _same_clause(text, idea, cue):
                continue
            combos.append(Hit(f"{idea.text} + {cue.text}", HIGH, f"ideation + {cue.label}", False,
                              True, min(idea.start, cue.start), max(idea.end, cue.end)))
            used.append(cue)
    return combos


def _cue_terms(means: str, preparation: str, attempt: str, timing: str) -> tuple[Term, ...]:
    return ((means, 0.0, "means"), (preparation, 0.0, "preparation"), (attempt, 0.0, "attempt"),
            (timing, 0.0, "timing"))


ZH_CUES = _cue_terms(ZH_MEANS, ZH_PREPARATION, ZH_ATTEMPT, ZH_TIMING)
EN_CUES = _cue_terms(EN_MEANS, EN_PREPARATION, EN_ATTEMPT, EN_TIMING)


def _language_hits(text: str, terms: Sequence[Term], euphemisms: Sequence[Term],
                   cues: Sequence[Term], chinese: bool) -> list[Hit]:
    hits = _hits(text, terms, chinese)
    ideas = hits + _hits(text, euphemisms, chinese)
    return hits + _combos(text, ideas, _hits(text, cues, chinese))


@lru_cache(maxsize=8192)
def find_hits(text: str) -> tuple[Hit, ...]:
    """Every lexicon match in one text, Chinese and English, with the co-occurrence hits.

    Cached: each user turn is scored again in the next few windows (ADR 0009).
    """
    lowered = text.lower().replace("’", "'")
    chinese_view = re.sub(r"\s+", "", lowered)
    english_view = re.sub(r"\s+", " ", lowered)
    return tuple(_language_hits(chinese_view, ZH_TERMS, ZH_COMBO_ONLY, ZH_CUES, True)
                 + _language_hits(english_view, EN_TERMS, EN_COMBO_ONLY, EN_CUES, False))


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
    joined = find_hits(" ".join(texts)) if len(texts) > 1 else ()
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
