"""The learned layer's sums for many chunks at once, in numpy (ADR 0113).

``NgramModel.probabilities`` counts a chunk's character n-grams and adds, for each distinct
known n-gram in the order it first occurs (every 1-gram, then every 2-gram …), its weights
scaled by the sublinear tf. Done one n-gram at a time in Python that is most of the learned
layer's cost on a long turn. Here the n-grams of every chunk of a turn are coded as integers
(21 bits a character), looked up in the sorted vocabulary, counted and ordered by first
occurrence in a few array operations, and each chunk's sums are added **one by one in that same
order** (``cumsum``, which adds sequentially): every float is the one the loop makes, bit for
bit. The tf of a count comes from ``math.log``, as in the loop, not from numpy's own ``log``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

import numpy as np
from numpy.typing import NDArray

BITS: Final = 21  # every code point fits in 21 bits; a 3-gram in 63
Sums = tuple[float, float, float]  # (Σ value², Σ risk weight, Σ high weight) of one chunk


TF_COUNTS: Final = 256  # counts the tf table holds from the start (a chunk is 160 characters)
SEPARATOR: Final = "\x00"  # joins the chunks: an n-gram across two of them is in no vocabulary


class GramArrays:
    """The vocabulary of an n-gram model as sorted integer codes per length, with each
    n-gram's (idf, idf·w_risk, idf·w_high) in rows; 1-grams in a table by code point."""

    def __init__(self, weighted: dict[str, tuple[float, float, float]], low: int, high: int
                 ) -> None:
        grams = list(weighted)
        if any(SEPARATOR in gram for gram in grams):
            raise ValueError("an n-gram holds the separator the chunks are joined with")
        self.low, self.high, self.size = low, high, len(grams)
        weights = np.array([weighted[g] for g in grams], dtype=np.float64).reshape(-1, 3)
        self.columns = np.ascontiguousarray(weights.T)  # (idf, idf·w_risk, idf·w_high) rows
        self.lengths = np.array([len(g) for g in grams], dtype=np.int64)
        self.keys: dict[int, NDArray[np.uint64]] = {}
        self.rows: dict[int, NDArray[np.int64]] = {}
        self.tables: dict[int, _HashTable] = {}
        for n in range(max(low, 2), high + 1):
            rows = np.array([i for i, g in enumerate(grams) if len(g) == n], dtype=np.int64)
            codes = np.array([_code(grams[i]) for i in rows], dtype=np.uint64)
            order = np.argsort(codes)
            self.keys[n], self.rows[n] = codes[order], rows[order]
            self.tables[n] = _HashTable(self.keys[n])
        singles = {ord(g): i for i, g in enumerate(grams) if len(g) == 1} if low == 1 else {}
        self.single = np.full(max(singles, default=0) + 1, -1, dtype=np.int64)
        self.single[list(singles)] = list(singles.values())
        self.tf: list[float] = [1.0, 1.0]
        self._tf(TF_COUNTS)
        self.tf_array: NDArray[np.float64] = np.array(self.tf)  # the same floats, to index

    def sums(self, cleaned: Sequence[str]) -> list[Sums]:
        """Each normalised chunk's sums, exactly as ``NgramModel.probabilities`` adds them."""
        if not cleaned:
            return []
        rows, pieces = self._known(cleaned)
        piece_of, row_of, counts = _distinct(rows, pieces, self.size, len(cleaned))
        tf = self._tf_array(int(counts.max(initial=1)))[counts]
        terms = self.columns[:, row_of] * tf  # (idf, w_risk, w_high) · tf, a row each
        terms[0] *= terms[0]  # the value squared, as the loop squares it
        return _ordered_sums(terms, piece_of, len(cleaned))

    def _known(self, cleaned: Sequence[str]) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
        """The row and chunk of every known n-gram occurrence, by length, then position."""
        joined = SEPARATOR.join(cleaned)
        chars = np.frombuffer(joined.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
        lengths = np.fromiter(map(len, cleaned), dtype=np.int64, count=len(cleaned)) + 1
        piece = np.repeat(np.arange(len(cleaned), dtype=np.int64), lengths)  # each one's chunk
        points = chars.astype(np.uint64)
        found: list[NDArray[np.int64]] = []
        starts: list[NDArray[np.int64]] = []
        if self.low == 1:
            rows = self.single[np.minimum(chars, len(self.single) - 1)]
            rows[chars >= len(self.single)] = -1
            hit = np.flatnonzero(rows >= 0)
            found.append(rows[hit])
            starts.append(hit)
        code = points
        for n in range(2, self.high + 1):
            code = (code[:-1] << np.uint64(BITS)) | points[n - 1:]
            if n < self.low or not len(self.keys[n]):
                continue
            at = self.tables[n].find(code)
            hit = np.flatnonzero(at >= 0)
            found.append(self.rows[n][at[hit]])
            starts.append(hit)
        if not found:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        return np.concatenate(found), piece[np.concatenate(starts)]

    def _tf_array(self, largest: int) -> NDArray[np.float64]:
        """``_tf`` as an array (made again only when the table grows)."""
        table, made = self.tf, self.tf_array
        if len(table) <= largest or len(made) != len(table):
            table = self._tf(largest)
            made = np.array(table, dtype=np.float64)
            self.tf_array = made
        return made

    def _tf(self, largest: int) -> list[float]:
        """1 + ln(count) for every count up to ``largest`` (1 for a single occurrence), from
        ``math.log`` as the loop computes it. A longer table is built whole and then replaces
        the old one, so threads scoring at once never see a half-built one."""
        table = self.tf
        if len(table) <= largest:
            table = [1.0, 1.0, *(1.0 + math.log(c) for c in range(2, 2 * largest + 1))]
            self.tf = table
        return table


SHORT: Final = 1 << 16  # a radix sort sorts 16-bit keys: fewer values than this, one pass


def _distinct(rows: NDArray[np.int64], pieces: NDArray[np.int64], size: int, chunks: int
              ) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """Each distinct n-gram of each chunk (its chunk, its row, how often it occurs there),
    ordered by chunk, then by where it first occurs in ``_known``'s list: within a chunk the
    loop meets distinct n-grams by length, then first position, the order ``_known`` lists
    occurrences in. The occurrences are grouped by two stable sorts of 16-bit keys (row, then
    chunk), which numpy sorts by radix, and the groups ordered by two more (first occurrence,
    then chunk): the same arrays as ``np.unique(chunk·size + row)`` and an ``argsort`` of (chunk,
    first) give (stop 34, eighth pass), without their comparison sorts."""
    count = len(rows)
    if count >= SHORT or size > SHORT or chunks > SHORT:  # more than 16 bits: the sorts of old
        unique, first, counts = np.unique(pieces * size + rows, return_index=True,
                                          return_counts=True)
        piece_of, row_of = unique // size, unique % size
        order = np.argsort(piece_of * count + first)
        return piece_of[order], row_of[order], counts[order]
    by_row = np.argsort(rows.astype(np.uint16), kind="stable")
    grouped = by_row[np.argsort(pieces[by_row].astype(np.uint16), kind="stable")]
    key = (pieces * size + rows)[grouped]
    starts = np.ones(count, dtype=bool)
    np.not_equal(key[1:], key[:-1], out=starts[1:])
    at = np.flatnonzero(starts)  # each group's first place in the sorted occurrences
    counts = np.diff(at, append=count)
    first, unique = grouped[at], key[at]
    piece_of = unique // size
    by_first = np.argsort(first.astype(np.uint16), kind="stable")
    order = by_first[np.argsort(piece_of[by_first].astype(np.uint16), kind="stable")]
    return piece_of[order], (unique % size)[order], counts[order]


def _ordered_sums(terms: NDArray[np.float64], piece_of: NDArray[np.int64], pieces: int
                  ) -> list[Sums]:
    """Each chunk's terms added one by one from the first (a row per chunk, padded with zeros
    after its last term, summed by ``cumsum``: sequential, unlike numpy's pairwise ``sum``)."""
    bounds = np.searchsorted(piece_of, np.arange(pieces + 1))
    widest = int(np.diff(bounds).max(initial=0))
    if not widest:
        return [(0.0, 0.0, 0.0)] * pieces
    at = piece_of * widest + (np.arange(len(piece_of)) - bounds[piece_of])  # its row, column
    table = np.zeros((3, pieces * widest), dtype=np.float64)
    table[:, at] = terms
    totals = np.cumsum(table.reshape(3, pieces, widest), axis=2)[:, :, -1]
    return list(zip(*totals.tolist(), strict=True))


class _HashTable:
    """Where each of a few thousand sorted keys is, found for a whole array of codes in a few
    array operations (stop 33, seventh pass): the codes hashed by a multiplication into a table
    eight to sixteen times the keys' number, probed linearly, round by round for the codes that
    met another key. The same index ``searchsorted`` gives a key that is there, -1 for one that
    is not; the sorted lookup it replaces sorted every turn's ~4,000 codes first."""

    def __init__(self, keys: NDArray[np.uint64]) -> None:
        self.size = len(keys)  # an empty slot holds this: the index of the sentinel below
        # a code holds at most 63 bits (three 21-bit characters): no code equals the sentinel
        self.keys = np.append(keys, np.uint64(2**64 - 1))
        self.bits = max(3, (8 * len(keys)).bit_length())
        self.mask = (1 << self.bits) - 1
        self.slots = np.full(1 << self.bits, self.size, dtype=np.int64)
        self.longest = 0  # the most slots a key's probe passed over
        for index, slot in enumerate(self._hash(keys).tolist()):
            probes = 0
            while self.slots[(slot + probes) & self.mask] != self.size:
                probes += 1
            self.slots[(slot + probes) & self.mask] = index
            self.longest = max(self.longest, probes)

    def _hash(self, codes: NDArray[np.uint64]) -> NDArray[np.int64]:
        mixed = codes * np.uint64(HASH_MULTIPLIER)  # modulo 2**64, as unsigned arrays wrap
        return (mixed >> np.uint64(64 - self.bits)).astype(np.int64)

    def find(self, codes: NDArray[np.uint64]) -> NDArray[np.int64]:
        """Each code's index among the keys, or -1."""
        slots = self._hash(codes)
        index = self.slots[slots]
        same = self.keys[index] == codes
        found = np.where(same, index, -1)
        pending = np.flatnonzero(~same & (index != self.size))  # another key there: next slot
        for probes in range(1, self.longest + 1):
            if not len(pending):
                break
            index = self.slots[(slots[pending] + probes) & self.mask]
            same = self.keys[index] == codes[pending]
            found[pending[same]] = index[same]
            pending = pending[~same & (index != self.size)]
        return found


HASH_MULTIPLIER: Final = 0x9E3779B97F4A7C15  # 2**64 / the golden ratio, odd


def _code(gram: str) -> int:
    code = 0
    for char in gram:
        code = (code << BITS) | ord(char)
    return code
