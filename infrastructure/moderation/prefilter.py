"""One pass over a reply that says which of the screen's patterns could match in it at all.

Each *gate* is a set of patterns; the literals every match of them contains (``literals.py``)
go into one Aho-Corasick automaton, written here in pure Python (ADR 0135). Scanning the
normalised reply once gives the gates with at least one literal present; a gate with none
cannot match, so the screen skips the category (or its trigger words) without running a regex.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from typing import Final, Generic, TypeVar

from infrastructure.moderation.literals import Clause, clauses

Key = TypeVar("Key")


class LiteralScan:
    """An Aho-Corasick automaton over strings, each tagged with bits: ``bits_in(text)`` is the
    union of the bits of every string that occurs in ``text`` (overlaps included)."""

    def __init__(self, tagged: Mapping[str, int]) -> None:
        self._goto: list[dict[str, int]] = [{}]
        self._out: list[int] = [0]
        for string, bits in tagged.items():
            self._out[self._insert(string)] |= bits
        self._fail = self._link()

    def bits_in(self, text: str) -> int:
        goto, fail, out = self._goto, self._fail, self._out
        state = found = 0
        for char in text:
            while state and char not in goto[state]:
                state = fail[state]
            state = goto[state].get(char, 0)
            found |= out[state]
        return found

    def _insert(self, string: str) -> int:
        state = 0
        for char in string:
            if char not in self._goto[state]:
                self._goto[state][char] = len(self._goto)
                self._goto.append({})
                self._out.append(0)
            state = self._goto[state][char]
        return state

    def _link(self) -> list[int]:
        """Failure links, breadth first; each state's output gains its fallback's."""
        fail = [0] * len(self._goto)
        queue = deque(self._goto[0].values())
        while queue:
            state = queue.popleft()
            for char, child in self._goto[state].items():
                fallback = fail[state]
                while fallback and char not in self._goto[fallback]:
                    fallback = fail[fallback]
                fail[child] = self._goto[fallback].get(char, 0) if state else 0
                self._out[child] |= self._out[fail[child]]
                queue.append(child)
        return fail


SCANNED: Final = 1
"""Bit 0 is set by every scan: the one-set bits of a gate that is always open."""


class Prefilter(Generic[Key]):
    """Gates by key. A gate opens when every set of literals of one of its patterns' clauses
    has a string in the text (``literals.clauses``); a gate with a pattern that can match without
    fixed text is always open."""

    def __init__(self, gates: Mapping[Key, Sequence[re.Pattern[str]]]) -> None:
        bits = _Bits()
        self._gates = [(key, *bits.gate(_clauses(patterns))) for key, patterns in gates.items()]
        self._scan = LiteralScan(bits.tagged)

    def scan(self, text: str) -> int:
        """What ``text`` holds, as bits for ``opened`` (scans of several texts may be or-ed)."""
        return self._scan.bits_in(text) | SCANNED

    def opened(self, scanned: int) -> list[Key]:
        """The keys of the gates the scanned text opens, in the order they were given."""
        opened = []
        for key, single, guard, several in self._gates:
            if scanned & single or (scanned & guard and _satisfied(several, scanned & guard,
                                                                    scanned)):
                opened.append(key)
        return opened


Guarded = Mapping[int, tuple[int, ...]]
"""A gate's clauses of several sets: their bits, by the bit of each one's guarding set."""


def _satisfied(several: Guarded, guards: int, scanned: int) -> bool:
    """Whether a clause holds, reading only the clauses whose guarding set occurs (``guards``):
    a clause whose least common set is absent cannot hold (stop 36: most scans that pass a gate's
    guard hold one or two of its guarding sets, not all of its dozens of clauses)."""
    while guards:
        bit = guards & -guards
        guards ^= bit
        for mask in several[bit]:
            if mask & scanned == mask:
                return True
    return False


class _Bits:
    """Allocates the bits a scan reports: one per gate for the literals of its one-set clauses
    (any of them opens it), one per set of literals in a clause of several sets."""

    def __init__(self) -> None:
        self._next = SCANNED << 1
        self._sets: dict[frozenset[str], int] = {}
        self.tagged: dict[str, int] = {}

    def gate(self, found: tuple[Clause, ...] | None) -> tuple[int, int, Guarded]:
        """(one-set bits; a guard: one bit of each other clause, of its least common-looking
        set, so most scans rule them all out at once; each other clause's bits, by its guard
        bit)."""
        if found is None:
            return SCANNED, 0, {}
        single = self._allocate()
        for clause in (c for c in found if len(c) == 1):
            self._tag(clause[0], single)
        several = tuple(clause for clause in found if len(clause) > 1)
        guards = [self._bit(max(clause, key=_rarity)) for clause in several]
        by_guard: dict[int, tuple[int, ...]] = {}
        for bit, sets in zip(guards, several, strict=True):
            by_guard[bit] = (*by_guard.get(bit, ()), _union(map(self._bit, sets)))
        return single, _union(guards), by_guard

    def _bit(self, strings: frozenset[str]) -> int:
        if strings not in self._sets:
            self._sets[strings] = self._allocate()
            self._tag(strings, self._sets[strings])
        return self._sets[strings]

    def _allocate(self) -> int:
        bit, self._next = self._next, self._next << 1
        return bit

    def _tag(self, strings: frozenset[str], bit: int) -> None:
        for string in strings:
            self.tagged[string] = self.tagged.get(string, 0) | bit


def _rarity(strings: frozenset[str]) -> tuple[int, int]:
    """Longer strings, and fewer of them, occur less often."""
    return min(map(len, strings)), -len(strings)


def _union(masks: Iterable[int]) -> int:
    union = 0
    for mask in masks:
        union |= mask
    return union


def _clauses(patterns: Sequence[re.Pattern[str]]) -> tuple[Clause, ...] | None:
    found: list[Clause] = []
    for pattern in patterns:
        inner = clauses(pattern)
        if inner is None:
            return None
        found += inner
    return tuple(found)
