"""The learned layer at run time: a character n-gram logistic model read from a small JSON
artefact, so the runtime needs no scikit-learn (ADR 0102); a turn's chunks are scored together
in numpy with the floats the one-chunk loop gives (ADR 0113). ``python -m
infrastructure.risk.train`` writes the artefact.

Two heads share the TF-IDF features: *risk* (medium or high) and *high*. Their probabilities
are mapped onto the spec's scale piecewise-linearly so that the calibrated thresholds chosen at
training time land exactly on 0.70 and 0.95 (docs/risk-scorer.md, "Calibration").
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib.resources import files
from itertools import chain
from operator import add
from typing import Any, Final

from infrastructure.risk.ngram_arrays import GramArrays

ARTEFACT: Final = "ngram-model.json"
ENGLISH_ARTEFACT: Final = "english-model.json"  # ADR 0129: shipped, not switched on
CHUNK_CHARS: Final = 160  # a long turn is scored sentence-chunk by sentence-chunk
SENTENCE: Final = re.compile(r"[^。！？!?\n]*[。！？!?\n]?")
CJK: Final = re.compile(r"[\u4e00-\u9fff]")
TOKEN: Final = re.compile(r"[a-z0-9]+|[^\sa-z0-9]")  # a word, or one mark (ADR 0129)
UNKNOWN: Final = "\x01"  # a word no n-gram of the model holds
FIRST_CODE: Final = 2  # "\x00" joins chunks (``ngram_arrays.SEPARATOR``), "\x01" is unknown


def normalise(text: str) -> str:
    """What both training and scoring see: lower case, whitespace runs as one space."""
    return re.sub(r"\s+", " ", text.lower()).strip()


def ngrams(text: str, low: int = 1, high: int = 3) -> list[str]:
    """Character n-grams of the normalised text (the training analyzer too)."""
    return list(grams(normalise(text), low, high))


def grams(clean: str, low: int, high: int) -> Iterator[str]:
    """The character n-grams of ``clean`` in ``ngrams``' order (every 1-gram, then every 2-gram
    …), each length made from the one before in C (``map``), not sliced one by one in Python."""
    level: list[str] = list(clean)
    found = [level] if low <= 1 else []
    for n in range(2, high + 1):
        level = list(map(add, level, clean[n - 1:]))
        if n >= low:
            found.append(level)
    return chain.from_iterable(found)


def tokens(text: str) -> list[str]:
    """The words and marks of the normalised text (a word model's analyzer reads these)."""
    return TOKEN.findall(normalise(text))


def word_ngrams(text: str, low: int = 1, high: int = 2) -> list[str]:
    """Word n-grams, their tokens joined by a space: what a word model's vocabulary lists."""
    found = tokens(text)
    return [" ".join(found[i:i + n]) for n in range(low, high + 1)
            for i in range(len(found) - n + 1)]


def word_codes(vocabulary: Iterable[str]) -> dict[str, str]:
    """Each token of a word model's vocabulary as one character, so that the character
    n-grams of a coded text are its word n-grams and the char model's code scores it."""
    known = sorted({token for gram in vocabulary for token in gram.split(" ")})
    return {token: chr(FIRST_CODE + i) for i, token in enumerate(known)}


def coded(text: str, codes: dict[str, str]) -> str:
    """The normalised text as one character a token (``UNKNOWN`` for a token no n-gram holds)."""
    return "".join([codes.get(token, UNKNOWN) for token in tokens(text)])


def chunks(text: str, limit: int = CHUNK_CHARS) -> list[str]:
    """Sentences packed into pieces of at most ``limit`` characters (one piece if short)."""
    if len(text) <= limit:
        return [text]
    pieces, current = [], ""
    for sentence in (s for s in SENTENCE.findall(text) if s):
        while len(sentence) > limit:
            pieces.append(sentence[:limit])
            sentence = sentence[limit:]
        if len(current) + len(sentence) > limit:
            pieces.append(current)
            current = ""
        current += sentence
    return [p for p in (*pieces, current) if p]


SCORE_MEMO: Final = 64
Scored = tuple[float, float, float]


def _every(piece: str) -> bool:
    return True


def _sigmoid(value: float) -> float:
    return 1.0 / (1.0 + math.exp(-value)) if value > -60 else 0.0


@dataclass(frozen=True)
class Calibration:
    """Probability thresholds that map onto the spec's 0.70 (risk head) and 0.95 (high head)."""

    risk_at_070: float
    high_at_095: float

    def score(self, p_risk: float, p_high: float) -> float:
        if p_high >= self.high_at_095:
            return 0.95 + 0.05 * (p_high - self.high_at_095) / (1.0 - self.high_at_095)
        if p_risk >= self.risk_at_070:
            return min(0.949, 0.70 + 0.25 * (p_risk - self.risk_at_070) / (1.0 - self.risk_at_070))
        return 0.70 * p_risk / self.risk_at_070


@dataclass(frozen=True)
class NgramModel:
    """TF-IDF (sublinear tf, l2 norm) over char n-grams, two logistic heads."""

    vocabulary: dict[str, tuple[float, float, float]]  # n-gram → (idf, w_risk, w_high)
    intercepts: tuple[float, float]
    ngram_range: tuple[int, int]
    calibration: Calibration
    trained_on: dict[str, Any]
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    codes: dict[str, str] = field(default_factory=dict, kw_only=True)  # a word model's tokens

    def clean(self, text: str) -> str:
        """What the n-grams are read from: the normalised text, coded if this is a word model."""
        return coded(text, self.codes) if self.codes else normalise(text)

    @classmethod
    def from_json(cls, document: dict[str, Any]) -> NgramModel:
        low, high = document["ngram_range"]
        words = document.get("analyzer") == "word"
        codes = word_codes(document["vocabulary"]) if words else {}
        vocabulary = {(coded(g, codes) if words else g): (float(v[0]), float(v[1]), float(v[2]))
                      for g, v in document["vocabulary"].items()}
        calibration = Calibration(**document["calibration"])
        b_risk, b_high = document["intercepts"]
        return cls(vocabulary, (b_risk, b_high), (low, high), calibration, document["trained_on"],
                   codes=codes)

    def probabilities(self, text: str) -> tuple[float, float]:
        weights = self._weighted()
        found = Counter(filter(weights.__contains__, grams(self.clean(text), *self.ngram_range)))
        norm = risk = danger = 0.0
        for gram, count in found.items():
            value, w_risk, w_high = weights[gram]
            if count > 1:
                tf = 1.0 + math.log(count)
                value, w_risk, w_high = value * tf, w_risk * tf, w_high * tf
            norm += value * value
            risk += w_risk
            danger += w_high
        return self._from_sums(norm, risk, danger)

    def probabilities_of(self, pieces: Sequence[str]) -> list[tuple[float, float]]:
        """``probabilities`` of each piece, the same floats, with the n-grams of all of them
        counted and summed at once in numpy (ADR 0113)."""
        arrays: GramArrays | None = self._cache.get("arrays")
        if arrays is None:
            arrays = self._cache["arrays"] = GramArrays(self._weighted(), *self.ngram_range)
        return [self._from_sums(*sums) for sums in arrays.sums(list(map(self.clean, pieces)))]

    def _from_sums(self, norm: float, risk: float, danger: float) -> tuple[float, float]:
        if not norm:
            return 0.0, 0.0  # nothing the model knows: no evidence either way, not its prior
        scale = 1.0 / math.sqrt(norm)
        return (_sigmoid(risk * scale + self.intercepts[0]),
                _sigmoid(danger * scale + self.intercepts[1]))

    def _weighted(self) -> dict[str, tuple[float, float, float]]:
        """(idf, idf·w_risk, idf·w_high) per n-gram, computed once per model."""
        cached: dict[str, tuple[float, float, float]] | None = self._cache.get("weighted")
        if cached is None:
            cached = {g: (idf, idf * r, idf * h) for g, (idf, r, h) in self.vocabulary.items()}
            self._cache["weighted"] = cached
        return cached

    def score(self, text: str, asked: Callable[[str], bool] = _every) -> Scored:
        """(calibrated score, p_risk, p_high) of the highest-scoring chunk of one turn; only
        the chunks ``asked`` accepts are scored. A pure function of its arguments, remembered
        for the last few turns (a sliding window hears each turn again, ADR 0116)."""
        remembered: Callable[[str, Callable[[str], bool]], Scored] | None = self._cache.get(
            "score")
        if remembered is None:
            remembered = self._cache["score"] = lru_cache(maxsize=SCORE_MEMO)(self.score_afresh)
        return remembered(text, asked)

    def forget(self) -> None:
        """Drop the remembered scores (benchmarks measure a new message)."""
        self._cache.pop("score", None)

    def score_afresh(self, text: str, asked: Callable[[str], bool] = _every) -> Scored:
        """``score`` computed, never remembered."""
        best = (0.0, 0.0, 0.0)
        for p_risk, p_high in self.probabilities_of(list(filter(asked, chunks(text)))):
            best = max(best, (self.calibration.score(p_risk, p_high), p_risk, p_high))
        return best


def speaks_chinese(text: str) -> bool:
    """The Chinese model was trained on Chinese text only; other text gets no score from it."""
    return CJK.search(text) is not None


LATIN: Final = re.compile(r"[A-Za-z]")


def speaks_english(text: str) -> bool:
    """A turn the English model reads (ADR 0129): Latin letters and no Chinese character."""
    return CJK.search(text) is None and LATIN.search(text) is not None


@cache
def shipped_model() -> NgramModel:
    """The artefact shipped in ``infrastructure/risk/data`` (read once per process)."""
    raw = files("infrastructure.risk.data").joinpath(ARTEFACT).read_text(encoding="utf-8")
    return NgramModel.from_json(json.loads(raw))


@cache
def shipped_english_model() -> NgramModel | None:
    """The English artefact (ADR 0129), or None where none is shipped. The scorer does not use
    it (it failed its committed rule); ``measure --english`` and the English tests do."""
    found = files("infrastructure.risk.data").joinpath(ENGLISH_ARTEFACT)
    if not found.is_file():
        return None
    return NgramModel.from_json(json.loads(found.read_text(encoding="utf-8")))
