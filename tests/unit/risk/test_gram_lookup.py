"""The learned layer's n-gram codes are looked up in a hash table (ADR 0112, stop 33, seventh
pass): each code's index among the sorted keys is the one a sorted search finds, -1 when the
code is not a key, for every key, codes next to keys and random codes."""

from __future__ import annotations

import numpy as np

from infrastructure.risk.ngram import shipped_model
from infrastructure.risk.ngram_arrays import _distinct, _HashTable


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


def _distinct_by_unique(rows: np.ndarray, pieces: np.ndarray, size: int
                        ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The grouping the sums made before stop 34: ``np.unique``, then an ``argsort`` of
    (chunk, first occurrence)."""
    unique, first, counts = np.unique(pieces * size + rows, return_index=True,
                                      return_counts=True)
    piece_of, row_of = unique // size, unique % size
    order = np.argsort(piece_of * len(rows) + first)
    return piece_of[order], row_of[order], counts[order]


def test_the_radix_grouping_gives_what_unique_gave() -> None:
    """Each chunk's distinct n-grams, counts and order by first occurrence, from the 16-bit
    radix sorts (stop 34, eighth pass), equal to ``np.unique``'s, array for array, dtype too;
    past 16 bits the sorts of old run (the same function)."""
    rng = np.random.default_rng(34)
    cases = [(0, 1, 5345), (1, 1, 5345), (7, 3, 2), (65_535, 40, 5345), (65_536, 40, 5345),
             (3_000, 2, 65_536), (3_000, 2, 65_537), (500, 65_537, 300)]
    cases += [(int(rng.integers(0, 9_000)), int(rng.integers(1, 40)),
               int(rng.choice([3, 50, 5345]))) for _ in range(200)]
    for count, chunks, size in cases:
        rows = rng.integers(0, size, count, dtype=np.int64)
        pieces = rng.integers(0, chunks, count, dtype=np.int64)
        if count % 3:  # as ``_known`` lists them: n by n, each length's run in chunk order
            pieces = np.concatenate([np.sort(part) for part in np.array_split(pieces, 3)])
        got, expected = _distinct(rows, pieces, size, chunks), _distinct_by_unique(
            rows, pieces, size)
        for a, b in zip(got, expected, strict=True):
            assert a.dtype == b.dtype and np.array_equal(a, b)
