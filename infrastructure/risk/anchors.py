"""Run each branch of a reviewed pattern only near the characters every match of it holds
(ADR 0107).

Most positions of a long message cannot start a match of a risk pattern: "累赘" cannot match
where there is no 赘. Each pattern is split into its top-level alternatives; for each we read,
from the standard library's own parse, a set of characters every match contains (the rarest such
set along it) and its longest match. One character-class search finds every anchor in the text;
each alternative then runs only in windows of its reach around its own anchors, and not at all
when none is present. The matches kept are the leftmost, first-alternative, non-overlapping ones,
as one pass of the whole pattern would find them (a test compares both on every shipped text).
An alternative whose anchors cannot be read (a negated class first, an unbounded repeat …) is
scanned over the whole text, as before.
"""

from __future__ import annotations

import functools
import importlib
import operator
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from operator import add
from typing import Any, Final

# The most frequent Chinese characters and English letters: an anchor made of them would find a
# window almost everywhere, so a rarer set further along the alternative is preferred.
COMMON: Final = frozenset(
    "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过"
    "发后作里用道行所然家种事成方多经么去法学如都同现当没动面起看定天分还进好小部其些主样理心她本"
    "前开但因只从想实日很吗吧呢啊把被让给跟些点己觉那事情问题感为什候今过话真太又再最快些老师妈爸"
    "朋友知意思应该已经得怎样嗯吗呀还能让别"
    "etaoinshrdlcu '"
)
MAX_ANCHORS: Final = 24
MAX_REACH: Final = 120
LOOK_AROUND: Final = 16  # lookaheads and \b read a few characters past a match's own span
MAX_WINDOWS: Final = 8  # more anchors than this: the alternative is scanned whole
MERGE_GAP: Final = 32  # windows this close are joined: scanning a gap beats another call
WHOLE_TEXT_SHARE: Final = 0.5  # when windows cover more than this, one whole pass is cheaper


def _parser() -> Any:
    try:
        return importlib.import_module("re._parser")
    except ImportError:  # pragma: no cover - every supported Python (>= 3.11) has it
        return None


PARSER: Final = _parser()


def _cost(chars: frozenset[str]) -> int:
    return sum(10 if char in COMMON else 1 for char in chars)


def _class(items: Any) -> frozenset[str] | None:
    chars: set[str] = set()
    for op, value in items:
        name = str(op)
        if name == "LITERAL":
            chars.add(chr(value))
        elif name == "RANGE" and value[1] - value[0] < MAX_ANCHORS:
            chars.update(chr(c) for c in range(value[0], value[1] + 1))
        else:
            return None  # a negated class or a category (\w, \d): no small set
    return frozenset(chars)


def _required(items: Any) -> frozenset[str] | None:
    """A set of characters every match of this sequence holds, the cheapest found, or None."""
    best: frozenset[str] | None = None
    for op, value in items:
        found = _required_item(str(op), value)
        if found is not None and (best is None or _cost(found) < _cost(best)):
            best = found
    return best


def _required_item(name: str, value: Any) -> frozenset[str] | None:
    if name == "LITERAL":
        return frozenset(chr(value))
    if name == "IN":
        return _class(value)
    if name == "SUBPATTERN":
        return _required(value[-1])
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        return _required(value[2]) if value[0] >= 1 else None
    if name == "BRANCH":
        union: set[str] = set()
        for branch in value[1]:
            found = _required(branch)
            if found is None:
                return None
            union |= found
        return frozenset(union) if len(union) <= MAX_ANCHORS else None
    return None  # assertions, anchors, any character: nothing every match must hold


def alternatives(source: str) -> list[str]:
    """The top-level alternatives of a pattern's source (``a|b(c|d)|e`` → a, b(c|d), e)."""
    parts, depth, in_class, start, i = [], 0, False, 0, 0
    while i < len(source):
        char = source[i]
        if char == "\\":
            i += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            if source[i + 1:i + 2] == "]" or source[i + 1:i + 3] == "^]":
                i += 2 if source[i + 1] == "]" else 3
                continue
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
        i += 1
    parts.append(source[start:])
    return parts


@dataclass(frozen=True)
class Alternative:
    kind: str
    order: int
    pattern: re.Pattern[str]
    anchors: frozenset[str] | None
    reach: int
    needles: frozenset[str] | None = None
    pairs: frozenset[str] | None = None


@dataclass(frozen=True)
class Found:
    kind: str
    start: int
    end: int
    text: str


def anchored_alternative(source: str, kind: str = "", order: int = 0) -> Alternative:
    """One alternative compiled, with its anchors and reach when they can be read."""
    pattern = re.compile(source)
    if PARSER is None:
        return Alternative(kind, order, pattern, None, 0)
    parsed = PARSER.parse(source)
    chars, longest = _required(list(parsed)), parsed.getwidth()[1]
    needles, pairs = _needles(list(parsed)), _pairs(list(parsed))
    if not chars or longest > MAX_REACH:
        return Alternative(kind, order, pattern, None, 0, needles, pairs)
    return Alternative(kind, order, pattern, chars, longest + LOOK_AROUND, needles, pairs)


def _pairs(items: Any) -> frozenset[str] | None:
    """Two-character strings one of which every match holds (the rarest pair of each string
    ``_needles`` finds at two characters or more): "累赘" needs the pair 累赘, not just a 赘.
    A text none of whose adjacent pairs is among them cannot match the alternative (ADR 0117).
    Pairs of English letters are in every English text: only pairs with another character
    are kept."""
    strings = _needles(items, PAIR)
    if strings is None:
        return None
    pairs = frozenset(min((s[i:i + PAIR] for i in range(len(s) - 1)),
                          key=lambda pair: _cost(frozenset(pair))) for s in strings)
    return None if any(pair.isascii() for pair in pairs) else pairs


MIN_NEEDLE: Final = 3
PAIR: Final = 2
ZERO_WIDTH: Final = frozenset({"AT", "ASSERT", "ASSERT_NOT"})


def _needles(items: Any, shortest: int = MIN_NEEDLE) -> frozenset[str] | None:
    """Strings one of which every match holds (``\\bfentanyl\\b`` → fentanyl, ``(belt|cord)``
    → belt, cord), the longest found, or None: an alternative none of whose strings is in the
    text cannot match there, and is not run at all. English letters are too common for the
    anchor characters alone to leave out much of an English text."""
    candidates: list[frozenset[str]] = []
    run = ""
    for op, value in items:
        name = str(op)
        if name == "LITERAL":
            run += chr(value)
            continue
        if name in ZERO_WIDTH:
            continue  # takes no characters: the literals either side stay one string
        candidates.append(frozenset({run}))
        run = ""
        found = _needles_item(name, value, shortest)
        if found is not None:
            candidates.append(found)
    candidates.append(frozenset({run}))
    usable = [c for c in candidates if min(map(len, c)) >= shortest]
    return max(usable, key=lambda c: (min(map(len, c)), -len(c)), default=None)


def _needles_item(name: str, value: Any, shortest: int) -> frozenset[str] | None:
    if name == "SUBPATTERN":
        return _needles(value[-1], shortest)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and value[0] >= 1:
        return _needles(value[2], shortest)
    if name == "BRANCH":
        found = [_needles(branch, shortest) for branch in value[1]]
        if any(f is None for f in found):
            return None
        return frozenset().union(*(f for f in found if f is not None))
    return None


class AnchoredTable:
    """A table of (kind, pattern) scanned alternative by alternative near their anchors."""

    def __init__(self, entries: Iterable[tuple[str, str]]) -> None:
        table = list(entries)
        self.alternatives = tuple(
            anchored_alternative(part, kind, order)
            for kind, source in table for order, part in enumerate(alternatives(source)))
        self.unanchored = [i for i, a in enumerate(self.alternatives) if a.anchors is None]
        self.by_char: dict[str, list[int]] = {}
        for index, alt in enumerate(self.alternatives):
            for char in alt.anchors or ():
                self.by_char.setdefault(char, []).append(index)
        self.kinds = tuple(dict.fromkeys(kind for kind, _ in table))
        self.by_pair: dict[str, list[int]] = {}
        for index, alt in enumerate(self.alternatives):
            for pair in alt.pairs or ():
                self.by_pair.setdefault(pair, []).append(index)
        self.paired = frozenset(i for i, alt in enumerate(self.alternatives) if alt.pairs)

    def scan(self, text: str, spans: Sequence[tuple[int, int]]) -> list[Found]:
        """Every kind's matches in the spans (sorted, disjoint), leftmost first-alternative
        non-overlapping, as one pass of each kind's whole pattern over each span finds them."""
        if not spans:
            return []
        counts: Counter[str] = Counter()
        for start, end in spans:
            counts.update(text[start:end])
        places = _Places(text, spans, sum(end - start for start, end in spans), counts)
        wanted = set(self.unanchored).union(
            *(self.by_char[char] for char in counts.keys() & self.by_char.keys()))
        if self.by_pair:
            pairs = _span_pairs(text, spans, places.total)
            present = set().union(*(self.by_pair[pair] for pair in pairs & self.by_pair.keys()))
            wanted = (wanted - self.paired) | (wanted & present)
        found: dict[str, list[tuple[int, int, int]]] = {}
        for index in sorted(wanted):
            alt = self.alternatives[index]
            if alt.needles is not None and not any(map(places.count, alt.needles)):
                continue  # none of the strings every match holds is in the text
            for a, b in places.windows(alt):
                found.setdefault(alt.kind, []).extend(
                    (m.start(), alt.order, m.end()) for m in alt.pattern.finditer(text, a, b))
        return [Found(kind, s, e, text[s:e]) for kind in self.kinds
                for s, e in _leftmost(found.get(kind, []))]


@dataclass
class _Places:
    """Where the anchor characters are in the spans: counted at once, found only when few."""

    text: str
    spans: Sequence[tuple[int, int]]
    total: int
    counts: Counter[str]
    found: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    needle_counts: dict[str, int] = field(default_factory=dict)
    trigrams: frozenset[str] | None = None

    def windows(self, alt: Alternative) -> Sequence[tuple[int, int]]:
        """Where to run one alternative: around its anchors (the strings it needs, or else the
        characters), inside their spans, or everywhere."""
        if alt.anchors is None:
            return self.spans
        marks: Iterable[str] = alt.anchors
        if alt.needles is not None and sum(map(self.count, alt.needles)) <= MAX_WINDOWS:
            marks = alt.needles
        elif sum(self.counts[c] for c in alt.anchors) > MAX_WINDOWS:
            return self.spans  # anchors everywhere: one pass in C beats windows from Python
        hits = sorted((hit, len(mark)) for mark in marks for hit in self._where(mark))
        windows: list[tuple[int, int]] = []
        last_span = -1
        for (position, index), size in hits:
            start, end = self.spans[index]
            a, b = max(start, position - alt.reach), min(end, position + size + alt.reach)
            if windows and index == last_span and a <= windows[-1][1] + MERGE_GAP:
                windows[-1] = (windows[-1][0], b)
            else:
                windows.append((a, b))
            last_span = index
        if sum(b - a for a, b in windows) > WHOLE_TEXT_SHARE * self.total:
            return self.spans
        return windows

    def count(self, needle: str) -> int:
        """How often a string occurs in the text (an upper bound for its spans), counted once;
        a string whose first three characters never occur together is not looked for at all
        (most of a table's strings are absent: one set lookup instead of a pass of the text)."""
        if needle not in self.needle_counts:
            present = needle[:MIN_NEEDLE] in self._trigrams()
            self.needle_counts[needle] = self.text.count(needle) if present else 0
        return self.needle_counts[needle]

    def _trigrams(self) -> frozenset[str]:
        if self.trigrams is None:
            text = self.text
            self.trigrams = frozenset(map(add, map(add, text, text[1:]), text[2:]))
        return self.trigrams

    def _where(self, char: str) -> list[tuple[int, int]]:
        """Where a character or a string starts in the spans."""
        if char not in self.found:
            places = []
            for index, (start, end) in enumerate(self.spans):
                position = self.text.find(char, start, end)
                while position >= 0:
                    places.append((position, index))
                    position = self.text.find(char, position + 1, end)
            self.found[char] = places
        return self.found[char]


@functools.lru_cache(maxsize=8)
def text_pairs(text: str) -> frozenset[str]:
    """The distinct pairs of adjacent characters of a text, built once for all the scans of
    one turn (signals, scopes, the veto markers) (ADR 0117)."""
    return frozenset(map(operator.add, text, text[1:]))


def _span_pairs(text: str, spans: Sequence[tuple[int, int]], total: int) -> frozenset[str]:
    """The adjacent pairs of the spans: of the whole text (shared by the turn's scans) when the
    spans cover most of it, a superset that leaves nothing out that could match."""
    if total > WHOLE_TEXT_SHARE * len(text):
        return text_pairs(text)
    return frozenset().union(*(map(operator.add, text[a:b], text[a + 1:b]) for a, b in spans))


def _leftmost(matches: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
    kept: list[tuple[int, int]] = []
    last = -1
    for start, _, end in sorted(set(matches)):
        if start >= last:
            kept.append((start, end))
            last = end if end > start else start + 1
    return kept
