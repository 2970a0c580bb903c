"""Retrain the learned layer reproducibly (ADR 0102):

    python -m infrastructure.risk.train [--check]

Trains only on the *tune* half of the shipped PsySUICIDE split, chooses the calibration
thresholds from 5-fold cross-validated probabilities on that half, and writes
``infrastructure/risk/data/ngram-model.json`` with the SHA-256 of the training file. ``--check``
retrains in memory and exits 1 if the shipped artefact differs. scikit-learn is a development
dependency only: the runtime reads the JSON (``ngram.py``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

import numpy as np
import sklearn  # type: ignore[import-untyped]
from sklearn.feature_extraction.text import TfidfVectorizer  # type: ignore[import-untyped]
from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]
from sklearn.model_selection import (  # type: ignore[import-untyped]
    StratifiedKFold,
    cross_val_predict,
)

from infrastructure.risk.datasets import psysuicide_bytes, psysuicide_half, sha256_hex
from infrastructure.risk.ngram import ARTEFACT, ngrams

NGRAM_RANGE = (1, 3)
MIN_DF = 2
C = 4.0
RISK_FPR = 0.04  # calibration: CV false-positive rate on unrelated items at the 0.70 threshold
HIGH_FPR = 0.03  # and at the 0.95 threshold, among items that are not high
SEED = 20241104
DIGITS = 5


def _analyzer(text: str) -> list[str]:
    return ngrams(text, *NGRAM_RANGE)


def _classifier() -> LogisticRegression:
    return LogisticRegression(C=C, class_weight="balanced", max_iter=5000, solver="liblinear",
                              random_state=SEED)


def _threshold(probabilities: np.ndarray, negative: np.ndarray, fpr: float) -> float:
    """The lowest threshold whose false-positive rate among ``negative`` stays within ``fpr``."""
    negatives = np.sort(probabilities[negative])[::-1]
    allowed = int(np.floor(fpr * len(negatives)))
    return float(round(negatives[allowed] + 1e-6, DIGITS))


@dataclass(frozen=True)
class HeadSpec:
    """One logistic head: its labels, the texts its threshold is calibrated on (``negatives``)
    and the false-positive rate allowed among them."""

    labels: np.ndarray
    negatives: np.ndarray
    fpr: float


@dataclass(frozen=True)
class Heads:
    """A fitted vectorizer, two logistic heads and each head's calibrated threshold."""

    vectorizer: Any
    heads: tuple[Any, Any]
    thresholds: tuple[float, float]


@dataclass(frozen=True)
class Fitted(Heads):
    """The risk model: heads *risk* and *high*, and what they were trained on."""

    items: int
    risk_items: int
    high_items: int


def fit_heads(texts: Sequence[str], specs: tuple[HeadSpec, HeadSpec]) -> Heads:
    """TF-IDF over the texts' character n-grams and one head per spec, each head's threshold
    chosen from 5-fold cross-validated probabilities (the reply screen trains with this too)."""
    vectorizer = TfidfVectorizer(analyzer=_analyzer, sublinear_tf=True, min_df=MIN_DF)
    matrix = vectorizer.fit_transform(texts)
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    heads, thresholds = [], []
    for spec in specs:
        cv = cross_val_predict(_classifier(), matrix, spec.labels, cv=folds,
                               method="predict_proba")
        thresholds.append(_threshold(cv[:, 1], spec.negatives, spec.fpr))
        heads.append(_classifier().fit(matrix, spec.labels))
    return Heads(vectorizer, (heads[0], heads[1]), (thresholds[0], thresholds[1]))


def fit() -> Fitted:
    items = psysuicide_half("tune")
    texts = [item.text for item in items]
    risk = np.array([item.level != "none" for item in items])
    high = np.array([item.level == "high" for item in items])
    unrelated = np.array([item.unrelated for item in items])
    heads = fit_heads(texts, (HeadSpec(risk, unrelated, RISK_FPR), HeadSpec(high, ~high, HIGH_FPR)))
    return Fitted(heads.vectorizer, heads.heads, heads.thresholds, len(items), int(risk.sum()),
                  int(high.sum()))


def model_document(fitted: Heads) -> dict[str, Any]:
    """What the runtime (``NgramModel``) reads: vocabulary with idf and both heads' weights,
    the intercepts and the two thresholds."""
    vectorizer, (first, second) = fitted.vectorizer, fitted.heads
    vocabulary = {
        gram: [round(float(vectorizer.idf_[column]), DIGITS),
               round(float(first.coef_[0][column]), DIGITS),
               round(float(second.coef_[0][column]), DIGITS)]
        for gram, column in sorted(vectorizer.vocabulary_.items())
    }
    return {
        "model": "char-ngram-logistic/1",
        "ngram_range": list(NGRAM_RANGE),
        "vocabulary": vocabulary,
        "intercepts": [round(float(h.intercept_[0]), DIGITS) for h in fitted.heads],
        "calibration": {"risk_at_070": fitted.thresholds[0], "high_at_095": fitted.thresholds[1]},
    }


def document(fitted: Fitted) -> dict[str, Any]:
    """The JSON artefact the runtime reads, with what it was trained on."""
    return {
        **model_document(fitted),
        "trained_on": {
            "file": "infrastructure/risk/data/psysuicide/valid.json",
            "sha256": sha256_hex(psysuicide_bytes()),
            "half": "tune", "items": fitted.items, "risk_items": fitted.risk_items,
            "high_items": fitted.high_items, "scikit_learn": sklearn.__version__,
            "settings": {"min_df": MIN_DF, "C": C, "risk_fpr": RISK_FPR, "high_fpr": HIGH_FPR,
                         "seed": SEED, "class_weight": "balanced", "sublinear_tf": True},
        },
    }


def train() -> dict[str, Any]:
    return document(fit())


def artefact_path() -> Path:
    return Path(str(files("infrastructure.risk.data").joinpath(ARTEFACT)))


def encode(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n"


def main(argv: Sequence[str]) -> int:
    return write_or_check(argv, train, artefact_path(), "infrastructure.risk.train")


def write_or_check(
    argv: Sequence[str], training: Callable[[], dict[str, Any]], path: Path, module: str
) -> int:
    """Write the artefact a fresh training run produces, or with ``--check`` exit 1 if the
    shipped one differs from it."""
    text = encode(training())
    if list(argv) == ["--check"]:
        same = path.exists() and path.read_text(encoding="utf-8") == text
        print("the shipped artefact matches a fresh training run" if same
              else "the shipped artefact differs from a fresh training run")
        return 0 if same else 1
    if argv:
        print(f"usage: python -m {module} [--check]", file=sys.stderr)
        return 2
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path} ({len(text):,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
