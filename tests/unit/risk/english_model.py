"""The English learned model the English tests score with (ADR 0129): the shipped artefact, or,
where none is shipped, the same training run in memory."""

from __future__ import annotations

from functools import cache

from infrastructure.risk.ngram import NgramModel, shipped_english_model


@cache
def english_model() -> NgramModel:
    shipped = shipped_english_model()
    if shipped is not None:
        return shipped
    from infrastructure.risk.train_english import train  # scikit-learn: a dev dependency

    return NgramModel.from_json(train())
