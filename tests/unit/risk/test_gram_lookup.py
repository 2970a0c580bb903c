"""The learned layer's n-gram codes are looked up in a hash table (ADR 0112, stop 33, seventh
pass): each code's index among the sorted keys is the one a sorted search finds, -1 when the
code is not a key, for every key, codes next to keys and random codes."""

from __future__ import annotations

import numpy as np

from infrastructure.risk.ngram import shipped_model
from infrastructure.risk.ngram_arrays import _HashTable


def _searched(keys: np.ndarray, codes: np.ndarray) -> np.ndarray:
    at = np.minimum(np.searchsorted(keys, codes), max(len(keys) - 1, 0))
    return np.where(keys[at] == codes, at, -1) if len(keys) else np.full(len(codes), -1)


def test_the_table_finds_what_a_sorted_search_finds() -> None:
    model = shipped_model()
    model.probabilities_of(["测试"])
    arrays = model._cache["arrays"]
    rng = np.random.default_rng(33)
    for n, keys in arrays.keys.items():
        picked = keys[rng.integers(0, len(keys), 5_000)]
        codes = np.concatenate([keys, picked + np.uint64(1), picked - np.uint64(1),
                                rng.integers(0, 2**63, 20_000, dtype=np.uint64)])
        rng.shuffle(codes)
        assert (arrays.tables[n].find(codes) == _searched(keys, codes)).all()


def test_small_and_crowded_tables() -> None:
    rng = np.random.default_rng(7)
    for size in (0, 1, 2, 3, 17, 300):
        keys = np.unique(rng.integers(0, 50, size, dtype=np.uint64) << np.uint64(58))
        codes = np.concatenate([keys, rng.integers(0, 2**63, 500, dtype=np.uint64)])
        assert (_HashTable(keys).find(codes) == _searched(keys, codes)).all()
