"""Retrain the local screen's learned layer reproducibly (ADR 0132):

    python -m infrastructure.moderation.train [--check]

Trains only on the *dev* halves: the labelled replies (unsafe against safe) and the CPsyCounD
counselor turns (all safe), with the risk scorer's trainer (``infrastructure.risk.train``);
each head's threshold is chosen from 5-fold cross-validated probabilities so that at most
``UNSAFE_FPR`` of the safe dev texts would be doubted. Writes
``infrastructure/moderation/data/reply-ngram-model.json`` with the SHA-256 of both files;
``--check`` retrains in memory and exits 1 if the shipped artefact differs.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

import numpy as np
import sklearn  # type: ignore[import-untyped]

from domain.moderation.categories import Category
from infrastructure.moderation.datasets import counselor_turns, labelled_replies
from infrastructure.moderation.learned import ARTEFACT
from infrastructure.moderation.text import normalise
from infrastructure.risk.datasets import sha256_hex
from infrastructure.risk.train import HeadSpec, fit_heads, model_document, write_or_check

SEVERE: Final = frozenset({"self_harm_method", "encouragement", "medication_dose"})
UNSAFE: Final = frozenset(category.value for category in Category)
UNSAFE_FPR: Final = 0.10  # of normal dev replies doubted, i.e. sent to the judge
SEVERE_FPR: Final = 0.05
DATA: Final = ("replies.jsonl", "cpsycound-counselor.jsonl")


def training_texts() -> tuple[list[str], list[str]]:
    """The dev texts (normalised as the screen reads them) and each one's label: its category,
    ``hard_negative`` or ``normal`` (a script's reply or a counselor turn)."""
    replies = [r for r in labelled_replies() if r.split == "dev"]
    turns = [t for t in counselor_turns() if t.split == "dev"]
    texts = [normalise(r.reply) for r in replies] + [normalise(t.reply) for t in turns]
    labels = [r.expected if r.unsafe else r.group for r in replies]
    return texts, [*labels, *(["normal"] * len(turns))]


def train() -> dict[str, Any]:
    texts, labels = training_texts()
    unsafe = np.array([label in UNSAFE for label in labels])
    severe = np.array([label in SEVERE for label in labels])
    normal = np.array([label in ("normal", "script_reply") for label in labels])
    fitted = fit_heads(texts, (HeadSpec(unsafe, normal, UNSAFE_FPR),
                               HeadSpec(severe, normal, SEVERE_FPR)))
    data = files("infrastructure.moderation.data")
    return {**model_document(fitted), "trained_on": {
        "files": {name: sha256_hex(data.joinpath(name).read_bytes()) for name in DATA},
        "split": "dev", "texts": len(texts), "unsafe": int(unsafe.sum()),
        "severe": int(severe.sum()), "scikit_learn": sklearn.__version__,
        "heads": ["unsafe", "severe"],
        "settings": {"unsafe_fpr": UNSAFE_FPR, "severe_fpr": SEVERE_FPR},
    }}


def artefact_path() -> Path:
    return Path(str(files("infrastructure.moderation.data").joinpath(ARTEFACT)))


def main(argv: Sequence[str]) -> int:
    return write_or_check(argv, train, artefact_path(), "infrastructure.moderation.train")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
