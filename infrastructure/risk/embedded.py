"""EmbeddedRiskScorer: the rules and the learned layer together, offline and deterministic
(ADR 0101, 0102). The higher layer decides, except that a turn whose rules found only
cancelled talk (negated, someone else, fiction, hyperbole, a resolved past, a prescription
question, an ordinary use) vetoes the learned layer for that turn.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Final

from application.risk.limits import MAX_TEXT_CHARS
from application.risk.ports import LayerScore, RiskScore
from infrastructure.risk.ngram import (
    NgramModel,
    shipped_model,
    speaks_chinese,
    speaks_english,
)
from infrastructure.risk.rules import (
    WEAK_SCORE,
    RuleFindings,
    assess,
    marker,
    topic_alone,
    uses_english_risk_vocabulary,
    uses_risk_vocabulary,
)
from infrastructure.risk.script import simplified

SCORER_NAME: Final = "embedded-v3"
INLINE_CHARS: Final = 600  # shorter windows are scored on the event loop (≈ 0.3 ms)


def _veto(number: int, text: str, findings: RuleFindings) -> str | None:
    """Why the rules overrule the learned layer for this turn, if they do."""
    if number in findings.own_turns:
        return None
    if number in findings.vetoed_turns:
        return "a cancelled signal"
    if topic_alone(text):
        return "a medicine named alone, read with the next turns"
    found = marker(text)
    return found.replace("_", " ") if found else None


def _learned(texts: Sequence[str], findings: RuleFindings, model: NgramModel,
             english: NgramModel | None = None) -> LayerScore:
    best, lines = 0.0, []
    for number, text in enumerate(texts, start=1):
        heard = findings.text_for_learned(number, text)[:MAX_TEXT_CHARS]
        if speaks_chinese(heard):
            chosen, gate, name = model, uses_risk_vocabulary, "learned"
        elif english is not None and speaks_english(heard):
            chosen, gate, name = english, uses_english_risk_vocabulary, "learned (English)"
        else:
            if speaks_chinese(text) or (english is not None and speaks_english(text)):
                lines.append(f"turn {number}: learned not asked (only cancelled talk)")
            continue
        if not gate(heard):
            lines.append(f"turn {number}: {name} not asked (no word of risk)")
            continue
        score, p_risk, p_high = chosen.score(heard, gate)
        line = f"turn {number}: {name} {score:.2f} (p_risk {p_risk:.2f}, p_high {p_high:.2f})"
        veto = _veto(number, text, findings) if score > WEAK_SCORE else None
        if veto:
            score, line = WEAK_SCORE, f"{line}, vetoed by the rules: {veto}"
        best = max(best, score)
        lines.append(line)
    if not lines:
        said = "no Chinese text (trained on Chinese)" if english is None else (
            "no Chinese or English text")
        return LayerScore("learned", None, (f"learned: {said}",))
    return LayerScore("learned", round(best, 4), tuple(lines))


def _band(score: float) -> int:
    return 2 if score >= 0.95 else 1 if score >= 0.70 else 0


def score_window(texts: Sequence[str], model: NgramModel | None = None,
                 english: NgramModel | None = None) -> RiskScore:
    """Both layers over a window of user turns (oldest first); the higher one decides.
    Traditional characters are read as simplified (``script.py``). English turns are the rules'
    alone unless an English model is passed: the one trained by ADR 0129 failed its committed
    rule (ESConv windows >= 0.70 from 110 to 1,408), so the scorer does not use it."""
    read = [simplified(text) for text in texts]
    return combine(read, assess(read), model or shipped_model(), english)


def combine(texts: Sequence[str], findings: RuleFindings, model: NgramModel,
            english: NgramModel | None = None) -> RiskScore:
    """The window's score from the rules' findings over it and the learned models (the
    selection command scores candidate models through this with the rules' findings computed
    once)."""
    rules = LayerScore("rules", findings.score, findings.evidence)
    learned = _learned(texts, findings, model, english)
    learned_score = learned.score or 0.0
    decided = "rules" if _band(findings.score) >= _band(learned_score) else "learned"
    score = max(findings.score, learned_score)
    evidence = (*rules.evidence, *learned.evidence) if decided == "rules" else (
        *learned.evidence, *rules.evidence)
    return RiskScore(score, evidence, SCORER_NAME, (rules, learned), decided)


class EmbeddedRiskScorer:
    """Rules plus the learned layer; long windows are scored in a worker thread."""

    name = SCORER_NAME

    def __init__(self, model: NgramModel | None = None) -> None:
        self.model = model or shipped_model()

    async def score(self, texts: Sequence[str]) -> RiskScore:
        if sum(len(text) for text in texts) <= INLINE_CHARS:
            return score_window(texts, self.model)
        return await asyncio.to_thread(score_window, texts, self.model)
