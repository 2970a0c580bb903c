"""The English learned layer's data, training and recipe selection (ADR 0129):

    python -m infrastructure.risk.train_english --export [--check]   the data file from our tests
    python -m infrastructure.risk.train_english [--check]            the artefact from the data
    python -m infrastructure.risk.train_english --select             nested CV of the candidates

The data file (``english_data``) holds only phrasings this project wrote. Training is the Chinese
layer's (``train.fit_heads``: TF-IDF, two balanced logistic heads, thresholds from 5-fold
cross-validated probabilities) with the chosen recipe's features; the runtime reads the artefact
with the Chinese layer's ``NgramModel``. scikit-learn is a development dependency only.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

import numpy as np
import sklearn  # type: ignore[import-untyped]
from sklearn.model_selection import StratifiedKFold  # type: ignore[import-untyped]

from infrastructure.risk.datasets import sha256_hex
from infrastructure.risk.english_data import DATA_FILE, Phrasing, export, load
from infrastructure.risk.ngram import ENGLISH_ARTEFACT, NgramModel
from infrastructure.risk.rules import uses_english_risk_vocabulary
from infrastructure.risk.train import (
    Heads,
    HeadSpec,
    Recipe,
    fit_heads,
    model_document,
    write_or_check,
)

# The candidates and the selection rule, committed in ADR 0129 before anything held out was
# scored with an English model.
CANDIDATES: Final[dict[str, Recipe]] = {
    "char 1-3": Recipe(),
    "word 1-2": Recipe(ngram_range=(1, 2), analyzer="word"),
    "word 1-3": Recipe(ngram_range=(1, 3), analyzer="word"),
}
INCUMBENT: Final = "char 1-3"
SEEDS: Final = (1, 2)
OUTER_FOLDS: Final = 5
MAX_FPR: Final = 0.06
MIN_GAIN: Final = 0.02
CHOSEN: Final = "word 1-2"  # the rule's choice (ADR 0129, "Nested CV"); --select reprints it


def data_path() -> Path:
    return Path(str(files("infrastructure.risk.data").joinpath(DATA_FILE)))


def artefact_path() -> Path:
    return Path(str(files("infrastructure.risk.data").joinpath(ENGLISH_ARTEFACT)))


def phrasings() -> list[Phrasing]:
    return load(data_path().read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Labels:
    texts: list[str]
    risk: np.ndarray
    high: np.ndarray

    @classmethod
    def of(cls, rows: Sequence[Phrasing]) -> Labels:
        return cls([r.text for r in rows], np.array([r.level != "none" for r in rows]),
                   np.array([r.level == "high" for r in rows]))

    def heads(self, recipe: Recipe, part: Any = slice(None)) -> Heads:
        texts = [self.texts[i] for i in np.arange(len(self.texts))[part]]
        risk, high = self.risk[part], self.high[part]
        return fit_heads(texts, (HeadSpec(risk, ~risk, recipe.risk_fpr),
                                 HeadSpec(high, ~high, recipe.high_fpr)), recipe)


def runtime_model(heads: Heads, recipe: Recipe) -> NgramModel:
    return NgramModel.from_json({**model_document(heads, recipe), "trained_on": {}})


def learned_score(model: NgramModel, text: str) -> float:
    """The English layer alone on one turn, behind its gate (no rule veto)."""
    if not uses_english_risk_vocabulary(text):
        return 0.0
    return model.score_afresh(text, uses_english_risk_vocabulary)[0]


def out_of_fold(data: Labels, recipe: Recipe, seed: int) -> tuple[float, float, float]:
    """Out-of-fold recall >= 0.70 of medium + high, recall >= 0.95 of high and the rate of
    below-medium items >= 0.70, the whole recipe retrained on each outer training part."""
    scores = np.zeros(len(data.texts))
    strata = data.risk.astype(int) + data.high.astype(int)
    folds = StratifiedKFold(n_splits=OUTER_FOLDS, shuffle=True, random_state=seed)
    for train, held in folds.split(data.texts, strata):
        model = runtime_model(data.heads(recipe, train), recipe)
        for i in held:
            scores[i] = learned_score(model, data.texts[i])
    return (float(np.mean(scores[data.risk] >= 0.70)), float(np.mean(scores[data.high] >= 0.95)),
            float(np.mean(scores[~data.risk] >= 0.70)))


def select() -> list[str]:
    data = Labels.of(phrasings())
    figures = {name: np.mean([out_of_fold(data, recipe, s) for s in SEEDS], axis=0)
               for name, recipe in CANDIDATES.items()}
    lines = [f"{name:<9} recall {f[0]:.3f}  high {f[1]:.3f}  FPR {f[2]:.3f}  "
             f"score {f[0] + f[1]:.3f}{'' if f[2] <= MAX_FPR else '  (not eligible)'}"
             for name, f in figures.items()]
    eligible = {n: f[0] + f[1] for n, f in figures.items() if f[2] <= MAX_FPR}
    if not eligible:
        return [*lines, "chosen: none eligible"]
    best = max(eligible, key=lambda n: (eligible[n], n == INCUMBENT))
    if INCUMBENT in eligible and eligible[best] - eligible[INCUMBENT] < MIN_GAIN:
        best = INCUMBENT
    return [*lines, f"chosen: {best}"]


def train(recipe: Recipe = CANDIDATES[CHOSEN]) -> dict[str, Any]:
    rows = phrasings()
    data = Labels.of(rows)
    return {**model_document(data.heads(recipe), recipe), "trained_on": {
        "file": f"infrastructure/risk/data/{DATA_FILE}",
        "sha256": sha256_hex(data_path().read_bytes()), "items": len(rows),
        "risk_items": int(data.risk.sum()), "high_items": int(data.high.sum()),
        "scikit_learn": sklearn.__version__, "settings": recipe.settings()}}


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    if args == ["--select"]:
        print("\n".join(select()))
        return 0
    if args[:1] == ["--export"]:
        return write_or_check(args[1:], dict, data_path(),
                              "infrastructure.risk.train_english --export", export)
    return write_or_check(args, train, artefact_path(), "infrastructure.risk.train_english")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
