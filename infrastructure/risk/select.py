"""Choose the learned layer's recipe by nested cross-validation of the COMBINED score on the
tune half (ADR 0109, amendment "choosing the learned model by the combined score"):

    python -m infrastructure.risk.select [--seeds N] [--only NAME ...]

The tune half of PsySUICIDE is split by stratified 5-fold CV on the level (three seeds). On
each outer training part a candidate's whole recipe is trained (``train.cross_fit``: vectorizer,
both heads, the inner 5-fold probabilities its thresholds come from); each held-out item is
scored by ``embedded.combine`` (the rules' findings for it, computed once, and the fold's model
read from its artefact document, so the rules' gate, scopes and vetoes apply as at run time).
The check half is never read. scikit-learn is a development dependency only.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Final

import numpy as np
from sklearn.model_selection import StratifiedKFold  # type: ignore[import-untyped]

from infrastructure.risk.datasets import LabelledText, psysuicide_half
from infrastructure.risk.embedded import combine
from infrastructure.risk.ngram import Calibration, NgramModel, grams, normalise
from infrastructure.risk.rules import RuleFindings, assess
from infrastructure.risk.train import (
    Heads,
    Recipe,
    cross_fit,
    document,
    encode,
    fit,
    model_document,
    threshold,
    tune_labels,
)

CANDIDATES: Final[dict[str, Recipe]] = {
    "incumbent": Recipe(),
    "ngram 2-3": Recipe(ngram_range=(2, 3)),
    "ngram 1-4": Recipe(ngram_range=(1, 4)),
    "ngram 2-4": Recipe(ngram_range=(2, 4)),
    "min_df 1": Recipe(min_df=1),
    "min_df 3": Recipe(min_df=3),
    "C 1": Recipe(C=1.0),
    "C 16": Recipe(C=16.0),
    "raw tf": Recipe(sublinear_tf=False),
    "L1 C 16": Recipe(C=16.0, penalty="l1"),
    "svm C 0.5": Recipe(C=0.5, model="svm"),
    # stop 41, written and committed before any of them was scored
    "nb C 4": Recipe(model="nb"),
    "nb C 1": Recipe(model="nb", C=1.0),
    "unweighted": Recipe(class_weight=None),
    "risk vs unrelated": Recipe(risk_negatives="unrelated"),
    "blend 0.5": Recipe(blend=0.5),
}
RISK_FPRS: Final = (0.03, 0.04, 0.05, 0.06)
HIGH_FPRS: Final = (0.02, 0.03, 0.04)
SEEDS: Final = (1, 2, 3)
OUTER_FOLDS: Final = 5
INCUMBENT: Final = ("incumbent", 0.04, 0.03)
# The selection rule, fixed before any candidate was scored (ADR 0109 amendment).
MAX_FPR_UNRELATED: Final = 0.060
MAX_FPR_NONE_RISE: Final = 0.010
MIN_GAIN: Final = 0.010
TIE: Final = 0.002


@dataclass(frozen=True)
class LoopModel(NgramModel):
    """The runtime model scored chunk by chunk with ``NgramModel``'s own loop (any n-gram range;
    raw tf when the recipe has it), each chunk's probabilities remembered across the
    calibration settings that share ``memo``."""

    raw_tf: bool = False
    memo: dict[str, tuple[float, float]] = field(default_factory=dict, compare=False,
                                                 repr=False)

    def probabilities_of(self, pieces: Sequence[str]) -> list[tuple[float, float]]:
        return [self._remembered(normalise(piece)) for piece in pieces]

    def _remembered(self, clean: str) -> tuple[float, float]:
        found = self.memo.get(clean)
        if found is None:
            found = self.memo[clean] = (self._raw(clean) if self.raw_tf
                                        else self.probabilities(clean))
        return found

    def _raw(self, clean: str) -> tuple[float, float]:
        """``probabilities`` with the raw count as tf (not 1 + ln count)."""
        weights = self._weighted()
        found = Counter(filter(weights.__contains__, grams(clean, *self.ngram_range)))
        norm = risk = danger = 0.0
        for gram, count in found.items():
            value, w_risk, w_high = weights[gram]
            norm += (value * count) ** 2
            risk += w_risk * count
            danger += w_high * count
        return self._from_sums(norm, risk, danger)

    def calibrated(self, risk_at_070: float, high_at_095: float) -> LoopModel:
        """This model with other thresholds, sharing its weights and remembered chunks."""
        return LoopModel(self.vocabulary, self.intercepts, self.ngram_range,
                         Calibration(risk_at_070, high_at_095), self.trained_on,
                         {"weighted": self._weighted()}, self.raw_tf, self.memo)


@dataclass(frozen=True)
class Figures:
    """Out-of-fold figures of one (candidate, allowances) setting, means over the seeds."""

    name: str
    risk_fpr: float
    high_fpr: float
    recall: float  # combined, >= 0.70 among medium + high
    high: float  # combined, >= 0.95 among high
    fpr_unrelated: float  # combined, >= 0.70 among unrelated items
    fpr_none: float  # combined, >= 0.70 among every none-level item
    learned_recall: float  # the learned layer alone (as combined: gated, vetoed)
    learned_fpr: float
    spread: float  # the largest minus the smallest seed's recall + high

    @property
    def key(self) -> tuple[str, float, float]:
        return self.name, self.risk_fpr, self.high_fpr

    @property
    def score(self) -> float:
        return self.recall + self.high

    def line(self) -> str:
        return (f"{self.name:<17} {self.risk_fpr:.2f}/{self.high_fpr:.2f}  "
                f"recall {self.recall:.3f}  high {self.high:.3f}  "
                f"FPR unrelated {self.fpr_unrelated:.3f}  none {self.fpr_none:.3f}  "
                f"| learned {self.learned_recall:.3f} @ FPR {self.learned_fpr:.3f}  "
                f"| score {self.score:.3f} (seeds ±{self.spread / 2:.3f})")


@dataclass(frozen=True)
class Tune:
    """The tune half, its labels and the rules' findings on each item (computed once)."""

    items: tuple[LabelledText, ...]
    risk: np.ndarray
    high: np.ndarray
    unrelated: np.ndarray
    findings: tuple[RuleFindings, ...]

    @classmethod
    def load(cls) -> Tune:
        items = psysuicide_half("tune")
        risk, high, unrelated = tune_labels(items)
        return cls(items, risk, high, unrelated, tuple(assess([x.text]) for x in items))

    @property
    def strata(self) -> np.ndarray:
        strata: np.ndarray = self.risk.astype(int) + self.high.astype(int)
        return strata


Scores = dict[tuple[float, float], tuple[np.ndarray, np.ndarray]]  # combined, learned


def out_of_fold(tune: Tune, recipe: Recipe, seed: int,
                settings: Sequence[tuple[float, float]] = ()) -> Scores:
    """Every tune item's combined and learned-alone score from the fold that held it out, per
    (risk, high) allowance (every allowance the selection compares when ``settings`` is empty)."""
    settings = settings or [(r, h) for r in RISK_FPRS for h in HIGH_FPRS]
    size = len(tune.items)
    scores = {s: (np.zeros(size), np.zeros(size)) for s in settings}
    texts = [item.text for item in tune.items]
    folds = StratifiedKFold(n_splits=OUTER_FOLDS, shuffle=True, random_state=seed)
    for train, held in folds.split(texts, tune.strata):
        cross = cross_fit([texts[i] for i in train], (tune.risk[train], tune.high[train]), recipe,
                          recipe.risk_rows(tune.unrelated[train], tune.risk[train]))
        raw = model_document(Heads(cross.vectorizer, cross.heads, (0.5, 0.5)), recipe)
        base = LoopModel.from_json({**raw, "trained_on": {}})
        base = LoopModel(base.vocabulary, base.intercepts, base.ngram_range, base.calibration,
                         {}, raw_tf=not recipe.sublinear_tf)
        for r, h in settings:
            model = base.calibrated(
                threshold(cross.probabilities[0], tune.unrelated[train], r),
                threshold(cross.probabilities[1], ~tune.high[train], h))
            combined, learned = scores[(r, h)]
            for i in held:
                result = combine([texts[i]], tune.findings[i], model)
                combined[i] = result.score
                learned[i] = next(x.score or 0.0 for x in result.layers if x.layer == "learned")
    return scores


def rates(scores: np.ndarray, tune: Tune) -> tuple[float, float, float, float]:
    none = ~tune.risk
    return (float(np.mean(scores[tune.risk] >= 0.70)), float(np.mean(scores[tune.high] >= 0.95)),
            float(np.mean(scores[tune.unrelated] >= 0.70)), float(np.mean(scores[none] >= 0.70)))


def evaluate(tune: Tune, name: str, recipe: Recipe, seeds: Sequence[int]) -> list[Figures]:
    per_seed = [out_of_fold(tune, recipe, seed) for seed in seeds]
    figures = []
    for setting in per_seed[0]:
        combined = np.array([rates(run[setting][0], tune) for run in per_seed])
        learned = np.array([rates(run[setting][1], tune) for run in per_seed])
        sums = combined[:, 0] + combined[:, 1]
        recall, high, fpr_unrelated, fpr_none = (float(x) for x in combined.mean(axis=0))
        figures.append(Figures(name, setting[0], setting[1], recall, high, fpr_unrelated,
                               fpr_none, float(learned[:, 0].mean()),
                               float(learned[:, 2].mean()), float(sums.max() - sums.min())))
    return figures


def _eligible(figures: Sequence[Figures], incumbent: Figures) -> list[Figures]:
    return [f for f in figures if f.fpr_unrelated <= MAX_FPR_UNRELATED
            and f.fpr_none <= incumbent.fpr_none + MAX_FPR_NONE_RISE]


def decide(figures: Sequence[Figures], sizes: dict[str, int]) -> tuple[Figures, str]:
    """The selection rule of the ADR 0109 amendment: eligible by FPR, ranked by combined recall
    + high, ties by learned-alone recall then the smaller artefact; the incumbent stays unless
    beaten by ``MIN_GAIN``."""
    incumbent = next(f for f in figures if f.key == INCUMBENT)
    eligible = _eligible(figures, incumbent)
    if not eligible:
        return incumbent, "no setting is eligible: the incumbent stays"
    top = max(f.score for f in eligible)
    tied = [f for f in eligible if f.score >= top - TIE]
    best = min(tied, key=lambda f: (-f.learned_recall, sizes.get(f.name, 0), f.key))
    if best.key == INCUMBENT:
        return incumbent, "the incumbent ranks first"
    gain = best.score - incumbent.score
    if gain < MIN_GAIN:
        return incumbent, (f"the best eligible ({best.name} {best.risk_fpr:.2f}/"
                           f"{best.high_fpr:.2f}) gains {gain:+.4f} < {MIN_GAIN}: the incumbent "
                           "stays")
    return best, f"it gains {gain:+.4f} over the incumbent (>= {MIN_GAIN})"


def artefact_size(recipe: Recipe) -> int:
    return len(encode(document(fit(recipe), recipe)).encode())


def report(figures: Sequence[Figures], sizes: dict[str, int]) -> Iterator[str]:
    incumbent = next(f for f in figures if f.key == INCUMBENT)
    yield "incumbent (C 4, 1-3, min_df 2, 4 % / 3 %):"
    yield "  " + incumbent.line()
    yield "each candidate's best eligible setting (by the rule's order):"
    for name in dict.fromkeys(f.name for f in figures):
        best = max((f for f in _eligible(figures, incumbent) if f.name == name),
                   key=lambda f: (f.score, f.learned_recall), default=None)
        size = f"{sizes[name] / 1000:.0f} KB" if name in sizes else "?"
        yield f"  {best.line() if best else name + ': none eligible'}  [{size}]"
    yield "top ten eligible settings:"
    eligible = sorted(_eligible(figures, incumbent), key=lambda f: (-f.score, -f.learned_recall))
    for f in eligible[:10]:
        yield "  " + f.line()
    chosen, why = decide(figures, sizes)
    yield f"chosen: {chosen.name} {chosen.risk_fpr:.2f}/{chosen.high_fpr:.2f}: {why}"


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    seeds: Sequence[int] = SEEDS
    names = list(CANDIDATES)
    if args[:1] == ["--seeds"] and len(args) >= 2 and args[1].isdigit():
        seeds, args = SEEDS[: int(args[1])], args[2:]
    if args[:1] == ["--only"] and len(args) >= 2 and set(args[1:]) <= set(CANDIDATES):
        names, args = ["incumbent", *(n for n in args[1:] if n != "incumbent")], []
    if args:
        print("usage: python -m infrastructure.risk.select [--seeds N] [--only NAME ...]",
              file=sys.stderr)
        return 2
    tune = Tune.load()
    figures: list[Figures] = []
    for name in names:
        figures += evaluate(tune, name, CANDIDATES[name], seeds)
        print(f"scored {name}", file=sys.stderr, flush=True)
    sizes = {name: artefact_size(CANDIDATES[name]) for name in names}
    print("\n".join(report(figures, sizes)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
