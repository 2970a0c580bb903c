"""Measure the lexicon scorer: precision/recall on PsySUICIDE and firing rates on real dialogues.

    python -m infrastructure.risk.measure DATA_DIR      (the folder holding the full datasets)

PsySUICIDE is split by a hash of each text into a "tune" half (the only half looked at while
writing the lexicon) and a "check" half; both are reported. The label mapping is documented in
docs/risk-scorer.md. Nothing from the datasets is written anywhere.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from infrastructure.risk.lexicon import score_window

HIGH_LABELS = frozenset({"自杀未遂", "自杀准备行为", "自杀计划", "主动自杀意图"})
MEDIUM_LABELS = frozenset({"被动自杀意图", "自伤行为", "自伤意图"})
THRESHOLDS = (0.70, 0.95)
WINDOW = 3


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

    def line(self) -> str:
        precision = self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0
        recall = self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0
        return (f"precision {precision:.3f}  recall {recall:.3f}  "
                f"(tp {self.tp}, fp {self.fp}, fn {self.fn}, tn {self.tn})")


def half(text: str) -> str:
    return "tune" if hashlib.sha256(text.encode()).digest()[0] % 2 == 0 else "check"


def expected_level(labels: Iterable[str]) -> str:
    names = set(labels)
    return "high" if names & HIGH_LABELS else "medium" if names & MEDIUM_LABELS else "none"


def psysuicide(path: Path) -> Iterator[str]:
    items = json.loads((path / "psysuicide" / "valid.json").read_text(encoding="utf-8"))
    for part in ("tune", "check", "all"):
        chosen = [x for x in items if part == "all" or half(x["text"]) == part]
        at70, at95 = Counts(), Counts()
        for item in chosen:
            level, score = expected_level(item["labels"]), score_window([item["text"]]).score
            at70 = at70.add(score >= 0.70, level != "none")
            at95 = at95.add(score >= 0.95, level == "high")
        yield f"PsySUICIDE {part} ({len(chosen)} items)"
        yield f"  >= 0.70 vs medium+high: {at70.line()}"
        yield f"  >= 0.95 vs high:        {at95.line()}"


def _fired(turns: Sequence[str]) -> tuple[int, int, bool, bool]:
    """Turns scoring ≥ 0.70 and ≥ 0.95 (scored with their window), and whether any did."""
    scores = [score_window(turns[max(0, i - WINDOW + 1): i + 1]).score for i in range(len(turns))]
    n70, n95 = sum(s >= 0.70 for s in scores), sum(s >= 0.95 for s in scores)
    return n70, n95, n70 > 0, n95 > 0


def firing(name: str, dialogues: Sequence[Sequence[str]]) -> Iterator[str]:
    results = [_fired(turns) for turns in dialogues]
    turns = sum(len(d) for d in dialogues)
    t70, t95 = sum(r[0] for r in results), sum(r[1] for r in results)
    d70, d95 = sum(r[2] for r in results), sum(r[3] for r in results)
    yield f"{name}: {len(dialogues)} dialogues, {turns} user turns"
    yield f"  turns >= 0.70: {t70} ({t70 / turns:.2%}); >= 0.95: {t95} ({t95 / turns:.2%})"
    yield (f"  dialogues with a turn >= 0.70: {d70} ({d70 / len(dialogues):.2%}); "
           f">= 0.95: {d95} ({d95 / len(dialogues):.2%})")


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


def main(argv: Sequence[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m infrastructure.risk.measure DATA_DIR", file=sys.stderr)
        return 2
    data = Path(argv[0])
    report = [*psysuicide(data), *firing("CPsyCounD client turns", cpsycound(data)),
              *firing("ESConv seeker turns (train+valid)", esconv(data))]
    print("\n".join(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
