"""Measure the embedded risk scorer against its targets (issue #11), on a fresh clone.

    python -m infrastructure.risk.measure [--corpora DATA_DIR] [--english]

PsySUICIDE (shipped in ``infrastructure/risk/data``) is split by a hash of each text into a
*tune* half (the only half looked at while writing rules and training) and a *check* half
(only reported). ``--corpora`` points at a folder holding ``cpsycound/`` and ``esconv/`` to add
firing rates on real counseling dialogues; those corpora are not shipped. ``--english`` scores
with the English learned model of ADR 0129, which the scorer itself does not use. The label
mapping is in docs/risk-scorer.md. Nothing from the datasets is written anywhere.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from infrastructure.risk.datasets import (
    ConversationalItem,
    LabelledText,
    conversational,
    conversational_dev,
    conversational_third,
    psysuicide,
)
from infrastructure.risk.embedded import score_window
from infrastructure.risk.ngram import NgramModel, shipped_english_model

WINDOW = 5
Scorer = Callable[[Sequence[str]], float]


@dataclass(frozen=True)
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0

    def add(self, predicted: bool, actual: bool) -> Counts:
        return Counts(
            self.tp + (predicted and actual), self.fp + (predicted and not actual),
            self.fn + (not predicted and actual), self.tn + (not predicted and not actual),
        )

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def fpr(self) -> float:
        return self.fp / (self.fp + self.tn) if self.fp + self.tn else 0.0

    def line(self) -> str:
        return (f"precision {self.precision:.3f}  recall {self.recall:.3f}  "
                f"(tp {self.tp}, fp {self.fp}, fn {self.fn}, tn {self.tn})")


def _verdict(name: str, value: float, target: float, at_least: bool) -> str:
    met = value >= target if at_least else value <= target
    sign = ">=" if at_least else "<="
    return f"  {name}: {value:.3f}  (target {sign} {target:.2f}: {'met' if met else 'NOT MET'})"


def psysuicide_report(items: Sequence[LabelledText], score: Scorer) -> Iterator[str]:
    for part in ("tune", "check"):
        chosen = [x for x in items if x.half == part]
        scores = [score([x.text]) for x in chosen]
        at70, at95, unrelated = Counts(), Counts(), Counts()
        for item, value in zip(chosen, scores, strict=True):
            at70 = at70.add(value >= 0.70, item.level != "none")
            at95 = at95.add(value >= 0.95, item.level == "high")
            if item.unrelated or item.level != "none":
                unrelated = unrelated.add(value >= 0.70, item.level != "none")
        yield f"PsySUICIDE {part} half ({len(chosen)} items)"
        yield f"  >= 0.70 vs medium+high: {at70.line()}"
        yield f"  >= 0.95 vs high:        {at95.line()}"
        if part == "check":
            yield _verdict("recall@0.70 (medium+high)", at70.recall, 0.88, True)
            yield _verdict("FPR@0.70 on unrelated items", unrelated.fpr, 0.08, False)
            yield _verdict("recall of high@0.95", at95.recall, 0.85, True)
            yield f"  FPR@0.70 on every none-level item: {at70.fpr:.3f}"


def conversational_report(items: Sequence[ConversationalItem], score: Scorer,
                          name: str = "Conversational set",
                          halves: tuple[str, str] = ("tune", "report")) -> Iterator[str]:
    """Both halves of a conversational set; targets are judged on the second (reported) half."""
    for part in halves:
        chosen = [x for x in items if x.half == part]
        scores = [score(x.turns) for x in chosen]
        high = [s >= 0.95 for x, s in zip(chosen, scores, strict=True) if x.expected == "high"]
        risky = [s >= 0.70 for x, s in zip(chosen, scores, strict=True) if x.expected != "none"]
        alarms = [s >= 0.70 for x, s in zip(chosen, scores, strict=True) if x.expected == "none"]
        yield f"{name}, {part} half ({len(chosen)} items, {len(alarms)} negatives)"
        yield f"  high reaching 0.95: {sum(high)}/{len(high)}"
        yield f"  medium-or-higher reaching 0.70: {sum(risky)}/{len(risky)}"
        yield f"  false alarms (negatives >= 0.70): {sum(alarms)}/{len(alarms)}"
        if part == halves[1]:
            yield _verdict("high >= 0.95", sum(high) / len(high), 0.90, True)
            yield _verdict("medium-or-higher >= 0.70", sum(risky) / len(risky), 0.95, True)
            yield _verdict("false alarms", sum(alarms) / len(alarms), 0.05, False)


def _fired(turns: Sequence[str], score: Scorer) -> tuple[int, int, bool, bool]:
    """Turns scoring ≥ 0.70 and ≥ 0.95 (scored with their window), and whether any did."""
    values = [score(turns[max(0, i - WINDOW + 1): i + 1]) for i in range(len(turns))]
    n70, n95 = sum(s >= 0.70 for s in values), sum(s >= 0.95 for s in values)
    return n70, n95, n70 > 0, n95 > 0


def firing(name: str, dialogues: Sequence[Sequence[str]], score: Scorer) -> Iterator[str]:
    results = [_fired(turns, score) for turns in dialogues]
    turns = sum(len(d) for d in dialogues) or 1
    t70, t95 = sum(r[0] for r in results), sum(r[1] for r in results)
    d70, d95 = sum(r[2] for r in results), sum(r[3] for r in results)
    count = len(dialogues) or 1
    yield f"{name}: {len(dialogues)} dialogues, {turns} user turns"
    yield f"  turns >= 0.70: {t70} ({t70 / turns:.2%}); >= 0.95: {t95} ({t95 / turns:.2%})"
    yield (f"  dialogues with a turn >= 0.70: {d70} ({d70 / count:.2%}); "
           f">= 0.95: {d95} ({d95 / count:.2%})")


def cpsycound(path: Path) -> list[list[str]]:
    dialogues = []
    for file in sorted((path / "cpsycound" / "Data").glob("case_*.txt")):
        lines = file.read_text(encoding="utf-8").splitlines()
        dialogues.append([line.split("：", 1)[1] for line in lines if line.startswith("来访者：")])
    return dialogues


def esconv(path: Path) -> list[list[str]]:
    dialogues = []
    for split in ("train.txt", "valid.txt"):
        for line in (path / "esconv" / split).read_text(encoding="utf-8").splitlines():
            dialog = json.loads(line)["dialog"]
            dialogues.append([t["text"] for t in dialog if t["speaker"] == "usr"])
    return dialogues


def _embedded_score(texts: Sequence[str], english: NgramModel | None = None) -> float:
    return score_window(texts, None, english).score


def layer_score(layer: str, english: NgramModel | None = None) -> Scorer:
    def score(texts: Sequence[str]) -> float:
        found = next(x for x in score_window(texts, None, english).layers if x.layer == layer)
        return found.score or 0.0

    return score


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    corpora, english = None, None
    if args[-1:] == ["--english"]:
        args, english = args[:-1], shipped_english_model()
    if args[:1] == ["--corpora"] and len(args) == 2:
        corpora = Path(args[1])
    elif args:
        print("usage: python -m infrastructure.risk.measure [--corpora DATA_DIR] [--english]",
              file=sys.stderr)
        return 2
    embedded_score = partial(_embedded_score, english=english)
    items = psysuicide()
    report = ["== embedded scorer (rules + learned layer), no LLM",
              *psysuicide_report(items, embedded_score),
              *conversational_report(conversational(), embedded_score),
              *conversational_report(conversational_dev(), embedded_score,
                                     "Conversational dev set", ("dev", "holdout")),
              *conversational_report(conversational_third(), embedded_score,
                                     "Conversational third set", ("dev", "holdout"))]
    for layer in ("rules", "learned"):
        check = list(psysuicide_report(items, layer_score(layer, english)))[4:7]
        report += [f"== {layer} layer alone, PsySUICIDE check half", *check]
    if corpora is not None:
        report += [*firing("CPsyCounD client turns", cpsycound(corpora), embedded_score),
                   *firing("ESConv seeker turns (train+valid)", esconv(corpora), embedded_score)]
    print("\n".join(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
