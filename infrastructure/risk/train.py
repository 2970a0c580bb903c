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
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

import numpy as np
import sklearn  # type: ignore[import-untyped]
from sklearn.base import BaseEstimator, ClassifierMixin  # type: ignore[import-untyped]
from sklearn.feature_extraction.text import TfidfVectorizer  # type: ignore[import-untyped]
from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]
from sklearn.model_selection import (  # type: ignore[import-untyped]
    StratifiedKFold,
    cross_val_predict,
)
from sklearn.svm import LinearSVC  # type: ignore[import-untyped]

from infrastructure.risk.datasets import psysuicide_bytes, psysuicide_half, sha256_hex
from infrastructure.risk.ngram import ARTEFACT, ngrams, word_ngrams

NGRAM_RANGE = (1, 3)
MIN_DF = 2
C = 4.0
RISK_FPR = 0.04  # calibration: CV false-positive rate on unrelated items at the 0.70 threshold
HIGH_FPR = 0.03  # and at the 0.95 threshold, among items that are not high
SEED = 20241104
DIGITS = 5


@dataclass(frozen=True)
class Recipe:
    """How the learned layer is trained: features, the heads' model and the calibration's
    allowances (``python -m infrastructure.risk.select`` compares recipes, ADR 0109)."""

    ngram_range: tuple[int, int] = NGRAM_RANGE
    min_df: int = MIN_DF
    C: float = C
    penalty: str = "l2"  # "l1" or "l2" (logistic heads)
    model: str = "logistic"  # or "svm" (Platt-scaled linear SVM) or "nb" (NB-weighted logistic)
    sublinear_tf: bool = True
    risk_fpr: float = RISK_FPR
    high_fpr: float = HIGH_FPR
    analyzer: str = "char"  # or "word": word n-grams (the English layer, ADR 0129)
    class_weight: str | None = "balanced"
    risk_negatives: str = "none"  # or "unrelated": the risk head leaves out other none items
    blend: float = 0.0  # the share of the high head's logit folded into the risk head's

    def settings(self) -> dict[str, Any]:
        """What the artefact records; the incumbent's keys alone when it is the incumbent."""
        extra: dict[str, Any] = {} if self.model == "logistic" and self.penalty == "l2" else {
            "model": self.model, "penalty": self.penalty}
        return {"min_df": self.min_df, "C": self.C, "risk_fpr": self.risk_fpr,
                "high_fpr": self.high_fpr, "seed": SEED, "class_weight": self.class_weight,
                "sublinear_tf": self.sublinear_tf, **extra, **self._variant_settings(),
                **({"analyzer": self.analyzer} if self.analyzer != "char" else {})}

    def _variant_settings(self) -> dict[str, Any]:
        """The stop-41 variants' keys, only where they differ from the incumbent."""
        return {**({"risk_negatives": self.risk_negatives}
                   if self.risk_negatives != "none" else {}),
                **({"blend": self.blend} if self.blend else {})}

    def risk_rows(self, unrelated: np.ndarray, risk: np.ndarray) -> np.ndarray | None:
        """The rows the risk head trains on: all, or the risk and unrelated items alone."""
        return (risk | unrelated) if self.risk_negatives == "unrelated" else None


RECIPE: Final = Recipe()  # the shipped recipe (ADR 0102, ADR 0109 and its amendment)


def _analyzer(text: str) -> list[str]:
    return ngrams(text, *NGRAM_RANGE)


@dataclass(frozen=True)
class _Analyzer:
    """A picklable analyzer for a recipe's n-gram range (the incumbent's is ``_analyzer``)."""

    low: int
    high: int

    def __call__(self, text: str) -> list[str]:
        return ngrams(text, self.low, self.high)


@dataclass(frozen=True)
class _WordAnalyzer(_Analyzer):
    """Word n-grams, tokens joined by a space (``ngram.word_ngrams``)."""

    def __call__(self, text: str) -> list[str]:
        return word_ngrams(text, self.low, self.high)


def analyzer_for(recipe: Recipe) -> Callable[[str], list[str]]:
    if recipe.analyzer == "word":
        return _WordAnalyzer(*recipe.ngram_range)
    return _analyzer if recipe.ngram_range == NGRAM_RANGE else _Analyzer(*recipe.ngram_range)


def _classifier(recipe: Recipe = RECIPE) -> Any:
    if recipe.model == "svm":
        return PlattSVM(C=recipe.C)
    if recipe.model == "nb":
        return NBLogistic(C=recipe.C, class_weight=recipe.class_weight)
    return _logistic(recipe.C, recipe.class_weight, recipe.penalty)


def _logistic(c: float, class_weight: str | None, penalty: str = "l2") -> Any:
    sparse: dict[str, Any] = {"l1_ratio": 1.0} if penalty == "l1" else {}
    return LogisticRegression(C=c, class_weight=class_weight, max_iter=5000,
                              solver="liblinear", random_state=SEED, **sparse)


def _linear_probabilities(matrix: Any, coef: np.ndarray, intercept: np.ndarray) -> np.ndarray:
    positive = 1.0 / (1.0 + np.exp(-(matrix @ coef[0] + intercept[0])))
    return np.column_stack([1.0 - positive, positive])


def _threshold(probabilities: np.ndarray, negative: np.ndarray, fpr: float) -> float:
    """The lowest threshold whose false-positive rate among ``negative`` stays within ``fpr``."""
    negatives = np.sort(probabilities[negative])[::-1]
    allowed = int(np.floor(fpr * len(negatives)))
    return float(round(negatives[allowed] + 1e-6, DIGITS))


class FoldedLinear(ClassifierMixin, BaseEstimator):  # type: ignore[misc]
    """A linear head folded into one weight vector and intercept, read as a logistic head."""

    coef_: np.ndarray
    intercept_: np.ndarray
    classes_: np.ndarray

    def predict_proba(self, matrix: Any) -> np.ndarray:
        return _linear_probabilities(matrix, self.coef_, self.intercept_)

    def predict(self, matrix: Any) -> np.ndarray:
        chosen: np.ndarray = self.classes_[(self.predict_proba(matrix)[:, 1] >= 0.5).astype(int)]
        return chosen


class PlattSVM(FoldedLinear):
    """A linear SVM (squared hinge, balanced) whose decision is mapped to a probability by Platt
    scaling fitted on its own 5-fold cross-validated decisions, folded into one weight vector and
    intercept so the runtime reads it as a logistic head."""

    def __init__(self, C: float = 0.5) -> None:  # noqa: N803 (scikit-learn's name)
        self.C = C

    def _svm(self) -> Any:
        return LinearSVC(C=self.C, class_weight="balanced", max_iter=20000, random_state=SEED)

    def fit(self, matrix: Any, labels: np.ndarray) -> PlattSVM:
        folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
        decisions = cross_val_predict(self._svm(), matrix, labels, cv=folds,
                                      method="decision_function")
        platt = LogisticRegression(C=1e6, solver="lbfgs").fit(decisions.reshape(-1, 1), labels)
        svm = self._svm().fit(matrix, labels)
        slope, shift = float(platt.coef_[0][0]), float(platt.intercept_[0])
        self.classes_ = svm.classes_
        self.coef_ = svm.coef_ * slope
        self.intercept_ = svm.intercept_ * slope + shift
        return self


class NBLogistic(FoldedLinear):
    """NB-SVM-style weighting (Wang & Manning 2012) with a logistic head: each feature is scaled
    by its log-count ratio between the classes, and the ratio is folded back into the weights,
    so the runtime reads it as a plain logistic head over the same TF-IDF features."""

    def __init__(self, C: float = 4.0, class_weight: str | None = "balanced") -> None:  # noqa: N803
        self.C = C
        self.class_weight = class_weight

    def fit(self, matrix: Any, labels: np.ndarray) -> NBLogistic:
        ratio = _log_count_ratio(matrix, labels)
        head = _logistic(self.C, self.class_weight).fit(matrix.multiply(ratio).tocsr(), labels)
        self.classes_ = head.classes_
        self.coef_ = head.coef_ * ratio
        self.intercept_ = head.intercept_
        return self


def _log_count_ratio(matrix: Any, labels: np.ndarray, alpha: float = 1.0) -> np.ndarray:
    present = (matrix > 0).astype(float)
    positive = alpha + np.asarray(present[labels == 1].sum(axis=0)).ravel()
    negative = alpha + np.asarray(present[labels != 1].sum(axis=0)).ravel()
    ratio: np.ndarray = np.log((positive / positive.sum()) / (negative / negative.sum()))
    return ratio


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


def fit_heads(texts: Sequence[str], specs: tuple[HeadSpec, HeadSpec],
              recipe: Recipe = RECIPE, risk_rows: np.ndarray | None = None) -> Heads:
    """TF-IDF over the texts' character n-grams and one head per spec, each head's threshold
    chosen from 5-fold cross-validated probabilities (the reply screen trains with this too)."""
    cross = cross_fit(texts, (specs[0].labels, specs[1].labels), recipe, risk_rows)
    thresholds = tuple(_threshold(cv, spec.negatives, spec.fpr)
                       for cv, spec in zip(cross.probabilities, specs, strict=True))
    return Heads(cross.vectorizer, cross.heads, (thresholds[0], thresholds[1]))


@dataclass(frozen=True)
class CrossFit:
    """A fitted vectorizer and two heads, with each head's 5-fold cross-validated probabilities
    on the training texts (what the thresholds are chosen from)."""

    vectorizer: Any
    heads: tuple[Any, Any]
    probabilities: tuple[np.ndarray, np.ndarray] = field(repr=False)


def cross_fit(texts: Sequence[str], labels: tuple[np.ndarray, np.ndarray],
              recipe: Recipe = RECIPE, risk_rows: np.ndarray | None = None) -> CrossFit:
    """``risk_rows``: the rows the risk head trains on (all when None); the others get the full
    head's probability (no threshold is read from them)."""
    vectorizer = TfidfVectorizer(analyzer=analyzer_for(recipe), sublinear_tf=recipe.sublinear_tf,
                                 min_df=recipe.min_df)
    matrix = vectorizer.fit_transform(texts)
    risk = _head_on_rows(matrix, labels[0], recipe, risk_rows)
    high = _head_on_rows(matrix, labels[1], recipe, None)
    if recipe.blend:
        risk = _blended(risk, high, recipe.blend)
    return CrossFit(vectorizer, (risk[0], high[0]), (risk[1], high[1]))


def _head_on_rows(matrix: Any, labels: np.ndarray, recipe: Recipe,
                  rows: np.ndarray | None) -> tuple[Any, np.ndarray]:
    """One head fitted on ``rows`` (all when None) and its 5-fold probabilities on every row."""
    if rows is not None:
        head, probabilities = _head_on_rows(matrix[rows], labels[rows], recipe, None)
        everywhere = head.predict_proba(matrix)[:, 1]
        everywhere[rows] = probabilities
        return head, everywhere
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    probabilities = cross_val_predict(_classifier(recipe), matrix, labels, cv=folds,
                                      method="predict_proba")[:, 1]
    return _classifier(recipe).fit(matrix, labels), probabilities


@dataclass(frozen=True)
class LinearHead:
    """A logistic head given by its weights (a blend of two heads' logits)."""

    coef_: np.ndarray
    intercept_: np.ndarray


def _blended(risk: tuple[Any, np.ndarray], high: tuple[Any, np.ndarray],
             share: float) -> tuple[Any, np.ndarray]:
    """The risk head whose logit is (1 - share) of its own plus share of the high head's."""
    head = LinearHead((1 - share) * risk[0].coef_ + share * high[0].coef_,
                      (1 - share) * risk[0].intercept_ + share * high[0].intercept_)
    logit = (1 - share) * _logit(risk[1]) + share * _logit(high[1])
    return head, 1.0 / (1.0 + np.exp(-logit))


def _logit(probabilities: np.ndarray) -> np.ndarray:
    clipped = np.clip(probabilities, 1e-12, 1 - 1e-12)
    found: np.ndarray = np.log(clipped / (1 - clipped))
    return found


def threshold(probabilities: np.ndarray, negative: np.ndarray, fpr: float) -> float:
    """``_threshold``, for the selection command."""
    return _threshold(probabilities, negative, fpr)


def tune_labels(items: Sequence[Any]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Risk (medium or high), high, and unrelated, per PsySUICIDE item."""
    return (np.array([item.level != "none" for item in items]),
            np.array([item.level == "high" for item in items]),
            np.array([item.unrelated for item in items]))


def fit(recipe: Recipe = RECIPE) -> Fitted:
    items = psysuicide_half("tune")
    texts = [item.text for item in items]
    risk, high, unrelated = tune_labels(items)
    heads = fit_heads(texts, (HeadSpec(risk, unrelated, recipe.risk_fpr),
                              HeadSpec(high, ~high, recipe.high_fpr)), recipe,
                      recipe.risk_rows(unrelated, risk))
    return Fitted(heads.vectorizer, heads.heads, heads.thresholds, len(items), int(risk.sum()),
                  int(high.sum()))


def model_document(fitted: Heads, recipe: Recipe = RECIPE) -> dict[str, Any]:
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
        "model": f"{recipe.analyzer}-ngram-logistic/1",
        "ngram_range": list(recipe.ngram_range),
        **({} if recipe.sublinear_tf else {"tf": "raw"}),
        **({"analyzer": "word"} if recipe.analyzer == "word" else {}),
        "vocabulary": vocabulary,
        "intercepts": [round(float(h.intercept_[0]), DIGITS) for h in fitted.heads],
        "calibration": {"risk_at_070": fitted.thresholds[0], "high_at_095": fitted.thresholds[1]},
    }


def document(fitted: Fitted, recipe: Recipe = RECIPE) -> dict[str, Any]:
    """The JSON artefact the runtime reads, with what it was trained on."""
    return {
        **model_document(fitted, recipe),
        "trained_on": {
            "file": "infrastructure/risk/data/psysuicide/valid.json",
            "sha256": sha256_hex(psysuicide_bytes()),
            "half": "tune", "items": fitted.items, "risk_items": fitted.risk_items,
            "high_items": fitted.high_items, "scikit_learn": sklearn.__version__,
            "settings": recipe.settings(),
        },
    }


def train() -> dict[str, Any]:
    return document(fit())


def artefact_path() -> Path:
    return Path(str(files("infrastructure.risk.data").joinpath(ARTEFACT)))


def encode(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n"


# A fresh run on another CPU may move a weight's last rounded digit: the solver's and BLAS's
# floating-point paths differ by processor (ADR 0138). Reproduced means the same vocabulary,
# calibration and structure, every number within this of the shipped one.
REPRODUCED_WITHIN: Final = 1e-3


def reproduces(shipped_text: str, fresh_text: str) -> bool:
    """True when ``fresh_text`` is the shipped artefact up to :data:`REPRODUCED_WITHIN`."""
    return shipped_text == fresh_text or _close(json.loads(shipped_text), json.loads(fresh_text))


def _close(shipped: Any, fresh: Any) -> bool:
    if isinstance(shipped, dict) and isinstance(fresh, dict):
        return shipped.keys() == fresh.keys() and all(_close(shipped[k], fresh[k]) for k in shipped)
    if isinstance(shipped, list) and isinstance(fresh, list):
        return len(shipped) == len(fresh) and all(map(_close, shipped, fresh))
    if isinstance(shipped, float) or isinstance(fresh, float):
        return (isinstance(shipped, int | float) and isinstance(fresh, int | float)
                and abs(shipped - fresh) <= REPRODUCED_WITHIN)
    return bool(shipped == fresh)


def main(argv: Sequence[str]) -> int:
    return write_or_check(argv, train, artefact_path(), "infrastructure.risk.train")


def write_or_check(
    argv: Sequence[str], training: Callable[[], dict[str, Any]], path: Path, module: str,
    text_of: Callable[[], str] | None = None,
) -> int:
    """Write the artefact a fresh training run produces (or the text ``text_of`` makes), or with
    ``--check`` exit 1 if the shipped one differs from it: a trained artefact beyond
    :data:`REPRODUCED_WITHIN`, a data file (``text_of``) by a single byte."""
    text = text_of() if text_of else encode(training())
    if list(argv) == ["--check"]:
        same = path.exists() and (reproduces(path.read_text(encoding="utf-8"), text)
                                  if text_of is None else path.read_text(encoding="utf-8") == text)
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
