"""One pass over a reply that says which of the screen's patterns could match in it at all.

Each *gate* is a set of patterns; the literals every match of them contains (``literals.py``)
go into one Aho-Corasick automaton, written here in pure Python (ADR 0135). Scanning the
normalised reply once gives the gates with at least one literal present; a gate with none
cannot match, so the screen skips the category (or its trigger words) without running a regex.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Mapping, Sequence
from typing import Final, Generic, TypeVar

from infrastructure.moderation.literals import required

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


ALWAYS: Final = -1
"""The bits of a scan that cannot rule anything out (every gate open)."""


class Prefilter(Generic[Key]):
    """Gates by key, each opened by any literal of its patterns; a gate whose patterns can
    match without a fixed literal is always open."""

    def __init__(self, gates: Mapping[Key, Sequence[re.Pattern[str]]]) -> None:
        self._bit = {key: 1 << index for index, key in enumerate(gates)}
        self._open = 0
        tagged: dict[str, int] = {}
        for key, patterns in gates.items():
            literals = _literals(patterns)
            if literals is None:
                self._open |= self._bit[key]
            for literal in literals or ():
                tagged[literal] = tagged.get(literal, 0) | self._bit[key]
        self._scan = LiteralScan(tagged)

    def open_in(self, text: str) -> int:
        """The bits of the gates that ``text`` may open."""
        return self._scan.bits_in(text) | self._open

    def bit(self, key: Key) -> int:
        return self._bit[key]


def _literals(patterns: Sequence[re.Pattern[str]]) -> set[str] | None:
    found: set[str] = set()
    for pattern in patterns:
        literals = required(pattern)
        if literals is None:
            return None
        found |= literals
    return found
