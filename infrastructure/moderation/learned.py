"""The learned layer of the local screen: a character n-gram logistic model with two heads,
*unsafe* (any category) and *severe* (a method, encouragement or a dose), trained only on the
dev half of the labelled set and the dev half of the shipped counselor turns
(``python -m infrastructure.moderation.train``).

It is the risk scorer's machinery (``infrastructure.risk.ngram``, ADR 0102) read from its own
artefact, scored in pure Python. It never makes a finding — a finding must name the rule that
found it —; it only keeps a reply the patterns found nothing in from being cleared, so the LLM
judge reads it (ADR 0132).
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Final

from infrastructure.risk.ngram import NgramModel, chunks

ARTEFACT: Final = "reply-ngram-model.json"


class LearnedDoubt:
    """Doubts a reply when any chunk of it reaches either head's calibrated threshold."""

    def __init__(self, model: NgramModel) -> None:
        self._model = model

    def doubts(self, reply: str) -> bool:
        unsafe_at = self._model.calibration.risk_at_070
        severe_at = self._model.calibration.high_at_095
        return any(p_unsafe >= unsafe_at or p_severe >= severe_at
                   for p_unsafe, p_severe in map(self._model.probabilities, chunks(reply)))


@cache
def shipped_doubt() -> LearnedDoubt:
    """The artefact shipped in ``infrastructure/moderation/data`` (read once per process)."""
    raw = files("infrastructure.moderation.data").joinpath(ARTEFACT).read_text(encoding="utf-8")
    return LearnedDoubt(NgramModel.from_json(json.loads(raw)))
