"""Run each branch of a reviewed pattern only where the strings every match of it holds occur
(ADRs 0107, 0111, 0117, 0112).

Most positions of a long message cannot start a match of a risk pattern: "累赘" cannot match
where there is no 累赘. Each pattern is split into its top-level alternatives; for each we read,
from the standard library's own parse, its **marks**: sets of strings one of which every match
holds (``\\btak(e|ing) my (own )?life\\b`` → {take my, taking my} and {my life, my own life}),
and how long a match can be. One Aho–Corasick pass of the whole table's strings over the text
(``pyahocorasick``, in C) says where each string occurs; an alternative runs only when every one
of its sets occurs, and then only in windows of its reach around the occurrences of its rarest
set. The matches kept are the leftmost, first-alternative, non-overlapping ones, as one pass of
the whole pattern would find them (a test compares both on every shipped text). An alternative
without marks is scanned over the whole text.
"""

from __future__ import annotations

import copy
import functools
import importlib
import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import repeat
from typing import Any, Final, cast

import ahocorasick

try:  # the marks' walk compiled by ``./dev setup`` (setup.py; ADR 0300); else ``pyahocorasick``
    from infrastructure.risk import _marks as compiled_marks
except ImportError:  # pragma: no cover - a checkout or a platform without a C compiler
    compiled_marks = None  # type: ignore[assignment]
CompiledMarks: Final = None if compiled_marks is None else compiled_marks.Automaton

# The most frequent Chinese characters and English letters: a set of single characters (for an
# alternative that holds no longer string) is chosen among the rarest.
COMMON: Final = frozenset(
    "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过"
    "发后作里用道行所然家种事成方多经么去法学如都同现当没动面起看定天分还进好小部其些主样理心她本"
    "前开但因只从想实日很吗吧呢啊把被让给跟些点己觉那事情问题感为什候今过话真太又再最快些老师妈爸"
    "朋友知意思应该已经得怎样嗯吗呀还能让别"
    "etaoinshrdlcu '"
)
MAX_ANCHORS: Final = 24
LOOK_AROUND: Final = 16  # lookaheads and \b read a few characters past a match's own span
FEW_STARTS: Final = 24  # an alternative starting with a mark found this often or less is tried
# only where the mark starts (more often, one pass over its windows costs less)
MAX_WINDOWS: Final = 48  # more occurrences than this: the alternative is scanned whole
MERGE_GAP: Final = 32  # windows this close are joined: scanning a gap beats another call
WHOLE_TEXT_SHARE: Final = 0.5  # when windows cover more than this, one whole pass is cheaper
MAX_STRINGS: Final = 32  # a mark set of more strings than this is not spelled out
SHORTEST: Final = 2  # a mark string holds at least two characters …
DIGITS: Final = frozenset("0123456789")
SHORTEST_ASCII: Final = 3  # … and three when it is all ASCII (English letter pairs are everywhere)
RARE_LETTERS: Final = frozenset("jqz")  # … except a pair with one of these ("jk": joking)
RARE_PAIRS: Final = frozenset({"aa", "ii", "uu"})  # … or a doubled letter English words seldom hold
ZERO_WIDTH: Final = frozenset({"AT", "ASSERT", "ASSERT_NOT"})
REPEATS: Final = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})


def _parser() -> Any:
    try:
        return importlib.import_module("re._parser")
    except ImportError:  # pragma: no cover - every supported Python (>= 3.11) has it
        return None


PARSER: Final = _parser()
MAXREPEAT: Final = getattr(PARSER, "MAXREPEAT", None)


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
    if name in REPEATS:
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


def _structure(source: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """Each character of a pattern's source from ``start`` that is neither escaped nor inside
    a character class, with the group depth after it."""
    depth, in_class, i = 0, False, start
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
        else:
            depth += (char == "(") - (char == ")")
            yield i, char, depth
        i += 1


def alternatives(source: str) -> list[str]:
    """The top-level alternatives of a pattern's source (``a|b(c|d)|e`` → a, b(c|d), e)."""
    bars = [i for i, char, depth in _structure(source) if char == "|" and depth == 0]
    return [source[a + 1:b] for a, b in zip([-1, *bars], [*bars, len(source)], strict=True)]


# --- marks: sets of strings one of which every match holds ---------------------------------

def _spelled(name: str, value: Any) -> set[str] | None:
    """Every string this item can match, when they are few (a literal, a small class, a choice
    of such, an optional one), or None."""
    if name == "LITERAL":
        return {chr(value)}
    if name == "IN":
        chars = _class(value)
        return set(chars) if chars is not None else None
    if name == "SUBPATTERN":
        return None if value[1] else _spelled_run(value[-1])  # a group that changes flags
    if name == "BRANCH":
        union: set[str] = set()
        for branch in value[1]:
            found = _spelled_run(branch)
            if found is None:
                return None
            union |= found
        return union if len(union) <= MAX_STRINGS else None
    if name in REPEATS and value[1] <= 1:
        found = _spelled_run(value[2])
        return None if found is None else found | {""} if value[0] == 0 else found
    return None


def _spelled_run(items: Any) -> set[str] | None:
    strings, whole = _spelled_prefix(items)
    return strings if whole else None


def _spelled_prefix(items: Any) -> tuple[set[str], bool]:
    """The strings the run of items from the first can spell out, and whether that run is all
    of them."""
    run = {""}
    for _, _, spelled in _spelled_items(items):
        joined = _joined(run, spelled)
        if joined is None:
            return run, False
        run = joined
    return run, True


def _usable(strings: Iterable[str]) -> bool:
    """Whether every string is rare enough to look for: two characters or more (three when
    ASCII), or one character that is an ASCII digit or neither ASCII nor among the most
    frequent, or a pair with a rare English letter ("jk", "qq": 2026-11-28) or a doubled letter
    English seldom doubles ("aa", the motoring club: stop 38; scanned whole, it cost more than
    any other English alternative)."""
    return all(len(s) >= (SHORTEST_ASCII if s.isascii() else SHORTEST) or (
        len(s) == 1 and (s in DIGITS or (not s.isascii() and s not in COMMON))) or (
        len(s) == SHORTEST and (not RARE_LETTERS.isdisjoint(s) or s in RARE_PAIRS))
        for s in strings)


def _marks(items: Any) -> list[frozenset[str]]:
    """Sets of strings one of which every match of this sequence holds: each run of items that
    can be spelled out (``tak(e|ing) my`` → take my, taking my), and the marks of the groups
    and repeats every match passes through; only sets whose strings are long enough to be rare
    (``_usable``)."""
    return [marks for marks, _ in _placed_marks(items)]


Width = tuple[int, int]  # at most chars + words × the longest run of \w characters in the text
# How far a match reaches before the string of a set it holds and after it (what the items
# either side take up and what their look-arounds read), or None when one side has no bound
Placement = tuple[Width, Width] | None
Placed = tuple[frozenset[str], Placement]


def _placed_marks(items: Any) -> list[Placed]:
    """``_marks``, each set with its placement: where the items of its run (or the group it is
    read in) stand in the sequence (stop 47, enspeed)."""
    found: list[Placed] = []
    run, first, last = {""}, -1, -1  # the run being spelled, by the indexes of its items
    for index, name, value, spelled in _indexed_spelled_items(items):
        joined = _joined(run, spelled)
        if joined is not None:
            run, first, last = joined, (index if first < 0 else first), index
            continue
        if _usable(run):
            found.append((frozenset(run), _placement(items, first, last)))
        if spelled is not None and len(spelled) <= MAX_STRINGS:
            run, first, last = spelled, index, index
        else:
            run, first, last = {""}, -1, -1
        if spelled is None:
            found += [(marks, _around(items, index, inner))
                      for marks, inner in _item_placed_marks(name, value)]
    if _usable(run):
        found.append((frozenset(run), _placement(items, first, last)))
    return found


def _indexed_spelled_items(items: Any) -> Iterator[tuple[int, str, Any, set[str] | None]]:
    """``_spelled_items`` with each item's index in the sequence."""
    for index, (op, value) in enumerate(items):
        name = str(op)
        if name not in ZERO_WIDTH:
            yield index, name, value, _spelled(name, value)


def _placement(items: Any, first: int, last: int) -> Placement:
    """How far a match reaches before the items ``first``..``last`` and after them: what the
    items before take up (with what their look-behinds read), and every look-behind after them
    (it may read back past them); alike after, with the look-aheads before."""
    before = _width(items[:first])
    after = _width(items[last + 1:])
    behind, ahead = _reads(items[first:], -1), _reads(items[:last + 1], 1)
    if before is None or after is None or behind is None or ahead is None:
        return None
    return _plus(before, behind), _plus(after, ahead)


def _around(items: Any, index: int, inner: Placement) -> Placement:
    """The placement of a mark read inside the item at ``index``, in the whole sequence."""
    if inner is None:
        return None
    outer = _placement(items, index, index)
    return None if outer is None else (_plus(outer[0], inner[0]), _plus(outer[1], inner[1]))


def _plus(a: Width, b: Width) -> Width:
    return a[0] + b[0], a[1] + b[1]


def _reads(items: Any, direction: int) -> Width | None:
    """The widths of every look-around of this direction (1 ahead, -1 behind) at any depth,
    added up (a bound on how far past its place one of them reads), or None when unbounded."""
    total: Width = (0, 0)
    for op, value in items:
        name = str(op)
        inner: list[Any] = []
        if name in ("ASSERT", "ASSERT_NOT"):
            if value[0] == direction:
                own = _width(value[1])
                if own is None:
                    return None
                total = _plus(total, own)
            inner = [value[1]]
        elif name == "SUBPATTERN":
            inner = [value[-1]]
        elif name == "BRANCH":
            inner = list(value[1])
        elif name in REPEATS:
            inner = [value[2]]
        for part in inner:
            found = _reads(part, direction)
            if found is None:
                return None
            total = _plus(total, found)
    return total


def _item_placed_marks(name: str, value: Any) -> list[Placed]:
    """``_item_marks`` with placements inside the item: a group's own; a repeat's none (its
    mark may be in any of its turns) unless it is at most once; a choice's the widest of the
    branches' chosen sets."""
    if name == "SUBPATTERN" and not value[1]:
        return _placed_marks(value[-1])
    if name in REPEATS and value[0] >= 1:
        placed = _placed_marks(value[2])
        return placed if value[1] == 1 else [(marks, None) for marks, _ in placed]
    if name == "BRANCH":
        union: set[str] = set()
        widest: list[Placement] = []
        for branch in value[1]:
            placed = _placed_marks(branch)
            if not placed:
                return []
            chosen = max((m for m, _ in placed), key=lambda m: (min(map(len, m)), -len(m)))
            union |= chosen
            widest.append(_widest(p for m, p in placed if m == chosen))
        return [(frozenset(union), _widest(widest))]
    return []


def _widest(placements: Iterable[Placement]) -> Placement:
    """The placement that bounds all of these (None when one is unbounded)."""
    before: Width = (0, 0)
    after: Width = (0, 0)
    for placement in placements:
        if placement is None:
            return None
        (b_chars, b_words), (a_chars, a_words) = placement
        before = max(before[0], b_chars), max(before[1], b_words)
        after = max(after[0], a_chars), max(after[1], a_words)
    return before, after


def _leading(items: Any) -> frozenset[str] | None:
    """The strings one of which every match starts with (the run of items spelled out from the
    first, as ``_marks`` reads it), when they are long enough to be a mark; or, when nothing
    can be spelled before a first group of more choices than can be spelled out, the union of
    the strings each choice starts with (``\\b(pills|oxy\\w*|(es)?citalopram|…)\\b``: stop 41)."""
    run, _ = _spelled_prefix(items)
    if _usable(run):
        return frozenset(run)
    first = _first_width_item(items)
    if run != {""} or first is None:
        return None
    union = _choices_leading(*first)
    return frozenset(union) if union is not None and _usable(union) else None


def _first_width_item(items: Any) -> tuple[str, Any] | None:
    """The first item that takes up width, by name and value."""
    return next(((name, value) for name, value, _ in _spelled_items(items)), None)


def _choices_leading(name: str, value: Any) -> set[str] | None:
    """The strings one of which every match of a group or a choice starts with: a group (that
    changes no flags) by its items, a choice by the union of its branches' (None when one
    branch has none)."""
    if name == "SUBPATTERN" and not value[1]:
        found = _leading(value[-1])
        return None if found is None else set(found)
    if name != "BRANCH":
        return None
    union: set[str] = set()
    for branch in value[1]:
        found = _leading(branch)
        if found is None:
            return None
        union |= found
    return union


def _spelled_items(items: Any) -> Iterator[tuple[str, Any, set[str] | None]]:
    """Each item that takes up width, with its strings spelled out (None when it cannot be)."""
    for op, value in items:
        name = str(op)
        if name not in ZERO_WIDTH:  # no width: what stands either side joins up
            yield name, value, _spelled(name, value)


def _joined(run: set[str], spelled: set[str] | None) -> set[str] | None:
    """The run followed by the item's strings, or None when the item cannot be spelled out or
    the run would grow past ``MAX_STRINGS``."""
    if spelled is None:
        return None
    joined = {a + b for a in run for b in spelled}
    return joined if len(joined) <= MAX_STRINGS else None


# --- how long a match can be ---------------------------------------------------------------

def _width(items: Any, groups: dict[int, Width | None] | None = None) -> Width | None:
    """How long a match of this sequence can be, or None when it is unbounded other than by
    runs of word characters (``\\w+``, ``\\d+``: no longer than the text's longest word).
    ``groups``: the width of each group read so far, which a backreference to it repeats."""
    chars = words = 0
    groups = {} if groups is None else groups
    for op, value in items:
        found = _item_width(str(op), value, groups)
        if found is None:
            return None
        chars, words = chars + found[0], words + found[1]
    return chars, words


def _item_width(name: str, value: Any, groups: dict[int, Width | None]) -> Width | None:
    if name in ("ASSERT", "ASSERT_NOT"):
        return _width(value[1], groups)  # what a look-around reads lies within the match's reach
    if name in ZERO_WIDTH:
        return 0, 0
    if name in ("LITERAL", "NOT_LITERAL", "IN", "ANY", "CATEGORY"):
        return 1, 0
    if name == "SUBPATTERN":
        found = _width(value[-1], groups)
        if value[0] is not None:
            groups[value[0]] = found
        return found
    if name == "GROUPREF":  # the text its group matched (a group comes before its references)
        return groups.get(value)
    if name == "BRANCH":
        widths = [w for w in (_width(branch, groups) for branch in value[1]) if w is not None]
        if len(widths) < len(value[1]):
            return None
        return max(w[0] for w in widths), max(w[1] for w in widths)
    if name in REPEATS:
        if value[1] == MAXREPEAT:
            return (0, 1) if _wordy(value[2]) else None
        inner = _width(value[2], groups)
        return None if inner is None else (inner[0] * value[1], inner[1] * value[1])
    return None  # a conditional group or anything else: no bound read


NOT_SPACE: Final = frozenset({"CATEGORY_WORD", "CATEGORY_DIGIT", "CATEGORY_NOT_SPACE"})


def _wordy(items: Any) -> bool:
    """Whether this is one character that is never white space (``\\w``, ``\\d``,
    ``[\\w'-]``, ``[一二三]``): a run of them is no longer than the longest run between white
    space in the text."""
    if len(items) != 1:
        return False
    op, value = items[0]
    if str(op) == "IN":
        return all(map(_never_space, value))
    spelled = _spelled(str(op), value)
    return spelled is not None and all(len(s) == 1 and not s.isspace() for s in spelled)


def _never_space(item: Any) -> bool:
    """Whether an item of a character class matches no white space (``str.split``'s)."""
    op, value = item
    name = str(op)
    if name == "CATEGORY":
        return str(value) in NOT_SPACE
    if name == "LITERAL":
        return not chr(value).isspace()
    if name == "RANGE":
        return not any(chr(c).isspace() for c in range(value[0], value[1] + 1))
    return False  # a negated class, or anything else


def _zero_width(items: Any) -> bool:
    """Whether a sequence holds an assertion or an anchor at any depth (``\\b``, ``(?!…)``)."""
    for op, value in items:
        name = str(op)
        if name in ZERO_WIDTH:
            return True
        if name == "SUBPATTERN" and _zero_width(value[-1]):
            return True
        if name in REPEATS and _zero_width(value[2]):
            return True
        if name == "BRANCH" and any(map(_zero_width, value[1])):
            return True
    return False


@dataclass(frozen=True)
class Literal:
    """An alternative every match of which is one of a few strings (its only set of marks):
    its matches are read from where the table's pass found those strings, without ``re`` when
    nothing else decides them (``plain``: no assertion, and no string a prefix of another, so
    at most one of them starts at a place); otherwise its pattern is tried at those places
    alone (ADR 0112, amendment "speed, second pass")."""

    strings: frozenset[str]
    plain: bool
    # ``\\b`` only before and / or after the strings (``\\b(took|ate)\\b``), no string a prefix
    # of another: the boundaries are read from the characters either side (``_boundary``)
    bounded: tuple[bool, bool] | None = None


@dataclass(frozen=True)
class Alternative:
    kind: str
    order: int
    pattern: re.Pattern[str]
    marks: tuple[frozenset[str], ...] = ()
    width: Width | None = None
    literal: Literal | None = None
    ascii: Alternative | None = None  # its marks on an ASCII text, when they differ
    leading: frozenset[str] | None = None  # one of its marks, and every match starts with one
    # how far a match reaches before and after a string of each of its marks (``_placement``)
    placements: tuple[Placement, ...] = ()

    def reach(self, text: str) -> int | None:
        """How far from one of its marks a match and what it looks at can reach, in ``text``."""
        if self.width is None:
            return None
        chars, words = self.width
        return chars + (words and words * longest_word(text)) + LOOK_AROUND


class Found:
    """One match of a table's kind, in a table of Chinese patterns or not. A long message makes
    about a thousand and the clause logic reads their fields ~17,000 times a dense message: a
    class with ``__slots__``, whose fields the 3.11 interpreter reads by a specialised
    instruction, not a named tuple's descriptors (stop 36); equal, hashed and unpacked as the
    tuple of its fields, as the named tuple was."""

    __slots__ = ("chinese", "end", "kind", "start", "text")

    def __init__(self, kind: str, start: int, end: int, text: str, chinese: bool = False
                 ) -> None:
        self.kind = kind
        self.start = start
        self.end = end
        self.text = text
        self.chinese = chinese

    def _fields(self) -> tuple[str, int, int, str, bool]:
        return self.kind, self.start, self.end, self.text, self.chinese

    def __iter__(self) -> Iterator[Any]:
        return iter(self._fields())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Found):
            return self._fields() == other._fields()
        return self._fields() == other if isinstance(other, tuple) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Found(kind={self.kind!r}, start={self.start!r}, end={self.end!r}, "
                f"text={self.text!r}, chinese={self.chinese!r})")


# A leading \b before a word ("\bme\b", "\b(took|swallowed) ") keeps ``re`` from looking for
# the word's letters first: it tries the whole pattern at every position of the span. The same
# boundary checked just after the word, by a look-behind over it, lets ``re`` search for the
# word (a literal prefix, or a set of first letters) and finds the same matches.
BOUNDARY_WORD: Final = re.compile(r"\\b([a-z0-9]+)(?![?*+{])")
WORDS: Final = r"[a-z0-9][a-z0-9' ]*"  # a word or a few, that starts with a word character
BOUNDARY_CHOICE: Final = re.compile(rf"\\b\((\?:)?({WORDS}(?:\|{WORDS})*)\)(?![?*+{{])")


def literal_first(source: str) -> str:
    r"""``source`` with a leading ``\b`` before a word or a choice of words moved after them
    (``\bme\b`` → ``me(?<!\wme)\b``): the same matches, found by a literal search."""
    if (word := BOUNDARY_WORD.match(source)) is not None:
        return _checked(word.group(1)) + source[word.end():]
    if (choice := BOUNDARY_CHOICE.match(source)) is not None:
        words = "|".join(map(_checked, choice.group(2).split("|")))
        return f"({choice.group(1) or ''}{words})" + source[choice.end():]
    if (first := NOTHING_WORDY_BEFORE.match(source)) is not None:  # ``(?<!\w)/s`` → ``/(?<!\w/)s``
        return _checked(first.group(1)) + source[first.end():]
    if (behind := _behinds_after(source)) is not None:
        return behind
    return _first_letters_checked(source)


# What may follow leading negative look-behinds to be read first: characters ``re`` reads as
# themselves (no escape, class, group, repeat, anchor or choice)
PLAIN_RUN: Final = re.compile(r"[^\\\[\](){}.*+?^$|]+")


def _behinds_after(source: str) -> str | None:
    """``(?<!X)(?<!Y)L…``, negative look-behinds before a run of plain characters ``L`` not
    made optional or repeated, as ``L(?<!(?:X)L)(?<!(?:Y)L)…`` (``(?<!吉)他`` → ``他(?<!(?:吉)
    他)``), or None: where ``L`` matches, no X ends before it exactly when no XL ends after it
    (the look-behinds read the same characters), so the matches are the same, and ``re``
    searches for ``L`` instead of trying the look-behinds at every position (stop 34)."""
    behinds, at = [], 0
    while source.startswith("(?<!", at):
        end = _group_end(source, at)
        if end is None:
            return None
        behinds.append(source[at + 4:end])
        at = end + 1
    run = PLAIN_RUN.match(source, at) if behinds else None
    if run is None:
        return None
    plain = run.group()
    if source[run.end():run.end() + 1] in ("?", "*", "+", "{"):
        plain = plain[:-1]  # its last character is made optional or repeated
    if not plain:
        return None
    checks = "".join(f"(?<!(?:{behind}){re.escape(plain)})" for behind in behinds)
    return plain + checks + source[at + len(plain):]


# ``(?<!\w)`` before one character that is not made optional or repeated: the look-behind can
# be read just after that character (``/(?<!\w/)``), so ``re`` searches for the character.
NOTHING_WORDY_BEFORE: Final = re.compile(r"\(\?<!\\w\)([a-z0-9/#@&%~])(?![?*+{])")


LETTER_FIRST: Final = re.compile(r"[a-z0-9](?![?*+{])")  # a letter not made optional or repeated


def _first_letters_checked(source: str) -> str:
    r"""``(B1|B2…)…`` whose every choice starts with a letter (``(pills|oxy\w*|xann(y|ies))``)
    as ``(p(?<!\wp)ills|o(?<!\wo)xy\w*|…)…``: the boundary before a letter is no word character
    just before it, checked after the letter, so ``re`` looks for the first letters."""
    opening = "\\b(?:" if source.startswith("\\b(?:") else "\\b("
    if not source.startswith(opening):
        return source
    end = _group_end(source, 2)
    if end is None or source[end + 1:end + 2] in ("?", "*", "+", "{"):
        return source
    checked = _letters_checked(source[len(opening):end])
    return source if checked is None else opening[2:] + checked + source[end:]


def _letters_checked(choices: str) -> str | None:
    """Choices each with the boundary before it checked after its first letter: a choice that
    starts with a letter, or with a group (``(``, ``(?:``) not made optional or repeated whose
    own choices all do (``(i'm|i was) …`` → ``(i(?<!\\wi)'m|i(?<!\\wi) was) …``); None if one
    does not start so."""
    checked = []
    for choice in alternatives(choices):
        if LETTER_FIRST.match(choice):
            checked.append(f"{choice[0]}(?<!\\w{choice[0]}){choice[1:]}")
            continue
        opening = "(?:" if choice.startswith("(?:") else "(" if choice.startswith("(") and (
            not choice.startswith("(?")) else None
        end = None if opening is None else _group_end(choice, 0)
        if opening is None or end is None or choice[end + 1:end + 2] in ("?", "*", "+", "{"):
            return None
        inner = _letters_checked(choice[len(opening):end])
        if inner is None:
            return None
        checked.append(opening + inner + choice[end:])
    return "|".join(checked)


def _group_end(source: str, start: int) -> int | None:
    """Where the group opened at ``start`` closes (escapes and classes skipped), or None."""
    return next((i for i, char, depth in _structure(source, start)
                 if char == ")" and depth == 0), None)


def _checked(word: str) -> str:
    """A word whose start is a word boundary: no word character just before it."""
    return f"{word}(?<!\\w{word})"


def anchored_alternative(source: str, kind: str = "", order: int = 0, ascii: bool = False
                         ) -> Alternative:
    """One alternative compiled, with its marks and width when they can be read, and when it
    holds ``\\d`` how it reads an ASCII text."""
    pattern = re.compile(literal_first(source))
    if PARSER is None or pattern.flags & re.IGNORECASE:
        return Alternative(kind, order, pattern)
    items = list(PARSER.parse(source))
    if pattern.pattern == source and (starts := _first_chars(items)) is not None:
        pattern = re.compile(_looked_ahead(source, starts, items))
    placed = _placed_marks(items)
    marks = [marks for marks, _ in placed]
    chars = None if marks else _required(items)
    if chars and not any(char.isascii() or char in COMMON for char in chars):
        marks = [chars]  # no string long enough: its rarest characters, one of which it holds
    marks = list(dict.fromkeys(marks))
    leading = _leading(items)
    read = Alternative(kind, order, pattern, tuple(marks), _width(items), _literal(items, marks),
                       leading=leading if leading in marks else None, placements=tuple(
                           _widest(p for m, p in placed if m == each) if placed else None
                           for each in marks))
    if "\\d" not in source or ascii:
        return read
    # On an ASCII text (``plain``) \d is [0-9]: digits, rare in a message, mark it there.
    ascii_read = anchored_alternative(_ascii_digits(source), kind, order, ascii=True)
    return replace(read, ascii=replace(ascii_read, pattern=pattern))


def _first_chars(items: Any) -> frozenset[str] | None:
    """The characters every match starts with, when ``re`` cannot read them itself (it reads
    a literal, a class or a choice of literals first, not a choice whose options start with a
    group, a repeat or a look-around), so the pattern can open with a look-ahead of them:
    ``re`` then tries its choices only where one of them is (``(死(掉|了)?|(就这么|就这样)睡过去
    |…)``: 20 characters; a few times cheaper over its windows). None when ``re`` has a prefix
    or a match can start with any character or with nothing."""
    first = items[0] if items else None
    while first is not None and str(first[0]) == "SUBPATTERN" and not first[1][1] and first[1][3]:
        first = first[1][3][0]  # a group without flags: its first item
    if first is None or str(first[0]) in ("LITERAL", "IN") or (
            str(first[0]) == "BRANCH" and all(
                branch and str(branch[0][0]) == "LITERAL" for branch in first[1][1])):
        return None
    found = _starts(items)
    return found[0] if found is not None and not found[1] and len(found[0]) <= MAX_FIRSTS \
        else None


MAX_FIRSTS: Final = 128  # more first characters than this: no look-ahead (stop 42: the
# medicine tables by kind open with 82; with its look-ahead a search over 4,000 characters took
# 0.10 ms, without it 0.66 ms)


def searched(source: str) -> re.Pattern[str]:
    """``source`` compiled for ``search`` over a whole text, with the first-character
    look-ahead of ``_first_chars`` when ``re`` reads no prefix of its own (``药|…|(艾司)?西酞普兰
    |…``: every choice tried at every position, ~0.3 ms over 4,000 characters): the same match
    at every position, so the same first match."""
    items = list(PARSER.parse(source)) if PARSER is not None else []
    starts = _first_chars(items) if PARSER is not None else None
    if starts is None:
        return re.compile(source)
    return re.compile(_looked_ahead(source, starts, items))


def _looked_ahead(source: str, starts: frozenset[str], items: Any) -> str:
    """``source`` opened with the look-ahead of its first characters (``_first_chars``), and
    before it ``\\b`` when every match opens with one (``_opens_at_boundary``, stop 49,
    speed2): ``re`` then leaves a place inside a word at once, where it tried every choice's
    own ``\\b`` before (``took|swallowed|…`` ×20 choices, each ``\\b(…)``: 1.6× faster over
    its windows). Both are read at the match's start and consume nothing, so every place
    matches as it did, and alike (a ``\\b`` reads as the pattern's flags say, its choices'
    own too)."""
    ahead = f"(?=[{''.join(map(re.escape, sorted(starts)))}])(?:{source})"
    return f"\\b{ahead}" if _opens_at_boundary(items) else ahead


def _opens_at_boundary(items: Any) -> bool:
    """Whether every match of the sequence opens with ``\\b`` (read before any character of
    it): its first item is one, or a group without flags, or a choice every branch of which
    opens so; look-arounds before it consume nothing, so it is still read at the start."""
    at = 0
    while at < len(items) and str(items[at][0]) in ("ASSERT", "ASSERT_NOT"):
        at += 1
    if at == len(items):
        return False
    first = items[at]
    name = str(first[0])
    if name == "AT":
        return str(first[1]) == "AT_BOUNDARY"
    if name == "SUBPATTERN":
        return not first[1][1] and not first[1][2] and _opens_at_boundary(list(first[1][3]))
    if name == "BRANCH":
        return all(_opens_at_boundary(list(branch)) for branch in first[1][1])
    return False


def _starts(items: Any) -> tuple[frozenset[str], bool] | None:
    """The characters a match of the sequence can start with, and whether it can be empty (or
    None when any character can start it)."""
    chars: set[str] = set()
    for op, value in items:
        name = str(op)
        if name in ZERO_WIDTH:
            continue  # read where the first character is, which they do not move
        if name == "LITERAL":
            return frozenset(chars | {chr(value)}), False
        if name == "IN":
            found = _class(value)
            return None if found is None else (frozenset(chars | found), False)
        if name == "SUBPATTERN" and not value[1]:
            parts = [value[3]]
        elif name == "BRANCH":
            parts = value[1]
        elif name in REPEATS:
            parts = [value[2]]
        else:
            return None  # any character, a back-reference, flags, an atomic group
        empty = False
        for part in parts:
            if (inner := _starts(part)) is None:
                return None
            chars |= inner[0]
            empty = empty or inner[1]
        if not empty and not (name in REPEATS and value[0] == 0):
            return frozenset(chars), False
    return frozenset(chars), True


def _ascii_digits(source: str) -> str:
    """``source`` with ``\\d`` spelled as ASCII digits (``[0-9]``; ``0-9`` in a class)."""
    out, in_class, i = [], False, 0
    while i < len(source):
        char, pair = source[i], source[i:i + 2]
        if pair == "\\d":
            out.append("0-9" if in_class else "[0-9]")
        elif char == "\\":
            out.append(pair)
        elif in_class:
            in_class = char != "]"
            out.append(char)
        elif char == "[":
            in_class = True
            opening = "[^]" if source.startswith("[^]", i) else "[]" if pair == "[]" else "["
            out.append(opening)  # a "]" first in a class is one of its characters
            i += len(opening)
            continue
        else:
            out.append(char)
        i += 2 if char == "\\" else 1
    return "".join(out)


def _literal(items: Any, marks: list[frozenset[str]]) -> Literal | None:
    """The strings every match is one of, when they are the alternative's only marks."""
    spelled = _spelled_run(items)
    if spelled is None or marks != [frozenset(spelled)]:
        return None
    prefix_free = not any(a != b and b.startswith(a) for a in spelled for b in spelled)
    bounded = None
    if prefix_free and _zero_width(items):
        lead, trail = _is_boundary(items[0]), len(items) > 1 and _is_boundary(items[-1])
        if not _zero_width(items[lead:len(items) - trail]):
            bounded = (lead, trail)
    return Literal(frozenset(spelled), prefix_free and not _zero_width(items), bounded)


def _is_boundary(item: Any) -> bool:
    return str(item[0]) == "AT" and str(item[1]) == "AT_BOUNDARY"


def one_space(source: str) -> str:
    r"""``source`` with ``\s*`` (outside a class) spelled ``" ?"``: the same matches on the
    normalised text a table reads (``rules.normalise``: every run of white space one space), and
    a bounded width, so the alternative runs only near its marks instead of over the whole text
    (``(?=\s*(?:$|[.!?]))``, the end of a clause, was 36 of the 69 unbounded alternatives; ADR
    0112, amendment 2026-11-28)."""
    if "\\s*" not in source:
        return source
    out, last = [], 0
    for i, char, _ in _structure(source):
        if char == "*" and source[i - 2:i] == "\\s" and (i < 3 or source[i - 3] != "\\"):
            out += [source[last:i - 2], " ?"]
            last = i + 1
    return "".join(out) + source[last:]


class AnchoredTable:
    """A table of (kind, pattern) scanned alternative by alternative near their marks, over
    normalised text (``rules.normalise``: lower case, every run of white space one space)."""

    def __init__(self, entries: Iterable[tuple[str, str]], chinese: bool = False,
                 compiled: bool = True) -> None:
        table = list(entries)
        self.chinese = chinese
        self.alternatives = tuple(
            anchored_alternative(one_space(part), kind, order)
            for kind, source in table for order, part in enumerate(alternatives(source)))
        self.kinds = tuple(dict.fromkeys(kind for kind, _ in table))
        # every set of strings of an alternative (in either reading) numbered, and the sets
        # each string is in: a scan reads which sets occur, and where, by number
        numbered: dict[frozenset[str], int] = {}
        sets_of: dict[str, list[int]] = {}
        for alt in self.alternatives:
            for marks in (*alt.marks, *(alt.ascii.marks if alt.ascii else ())):
                numbered.setdefault(marks, len(numbered))
            for mark in sorted(set().union(*alt.marks, *(alt.ascii.marks if alt.ascii else ()))):
                sets_of.setdefault(mark, [])
        for marks, number in numbered.items():
            for mark in marks:
                sets_of[mark].append(number)
        self.sets = tuple(numbered)  # each set by its number
        self.readings = {False: _Reading(self.alternatives, numbered), True: _Reading(
            tuple(alt.ascii or alt for alt in self.alternatives), numbered, ascii=True)}
        # Hundreds of Chinese first characters make a slow root: such a table reads code units
        # (``_units``); a table of English marks with a few Chinese ones reads the text itself.
        firsts = {mark[0] for mark in sets_of if not mark[0].isascii()}
        self.wide = len(firsts) > WIDE_ROOT
        self._sets_of = sets_of
        self._automaton: ahocorasick.Automaton | None = None
        # the walk in C (``_marks.c``, ADR 0300): the same places and members as ``_walk_python``
        self.compiled = self._compiled_walk() if compiled else None

    def _compiled_walk(self) -> compiled_marks.Automaton | None:
        if CompiledMarks is None:
            return None
        marks = sorted(self._sets_of)
        return CompiledMarks(marks, [tuple(self._sets_of[mark]) for mark in marks])

    def __getstate__(self) -> dict[str, Any]:
        """What a table read back from the cache keeps (``table_cache``, ADR 0301): the C walk
        and the automaton are made again; each alternative's pattern is kept as its source and
        flags, compiled on first use (``pattern``; stop 49: compiling all ~8,500 when the
        tables were read back was ~3 s of every start, and a message runs a few hundred)."""
        alternatives = tuple(map(_uncompiled, self.alternatives))
        readings = {}
        for plain, reading in self.readings.items():
            readings[plain] = kept = copy.copy(reading)
            kept.alternatives = tuple(alt.ascii or alt for alt in alternatives) if (
                plain) else alternatives
            kept.patterns = [None] * len(alternatives)
        return {**self.__dict__, "compiled": self.compiled is not None, "_automaton": None,
                "alternatives": alternatives, "readings": readings}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.compiled = self._compiled_walk() if state["compiled"] else None

    @property
    def automaton(self) -> ahocorasick.Automaton:
        """The table's marks in ``pyahocorasick``'s automaton (made on first use: the walk
        without the compiled one)."""
        if self._automaton is None:
            self._automaton = ahocorasick.Automaton()
            for mark, numbers in self._sets_of.items():  # a hit's last unit minus ``offset``
                offset = UNIT * len(mark) - 1 if self.wide else len(mark) - 1  # is its start
                self._automaton.add_word(_units(mark) if self.wide else mark,
                                         (mark, offset, tuple(numbers)))
            if self._sets_of:
                self._automaton.make_automaton()
        return self._automaton

    def pattern(self, index: int, plain: bool) -> re.Pattern[str]:
        """The alternative's pattern; on a ``plain`` text the same pattern with ``re.ASCII``
        (compiled on first use), whose word and space classes are table lookups."""
        patterns = self.readings[plain].patterns
        found = patterns[index]
        if found is None:
            source = self.alternatives[index].pattern
            if plain:
                found = re.compile(source.pattern, re.ASCII)
            else:  # read back from the cache: compiled now, once (``_Uncompiled``)
                found = source.compiled() if isinstance(source, _Uncompiled) else source
            patterns[index] = found
        return found

    def places(self, text: str, spans: Sequence[tuple[int, int]]) -> dict[str, list[int]]:
        """Where each mark of the table starts in the spans, found in one pass (in C)."""
        return self._walk(text, spans)[0]

    def _walk(self, text: str, spans: Sequence[tuple[int, int]]
              ) -> tuple[dict[str, list[int]], dict[int, list[str]]]:
        """Where each mark of the table starts in the spans, in the order the marks are first
        found (each mark's places in order), and the marks found of each numbered set that
        occurs (``_Reading``): a scan asks whether a set occurs, how often and where by its
        number, not by its strings (a set of 32 strings was read whole each time). Walked and
        grouped in C when ``_marks`` is built (ADR 0300), else ``_walk_python``."""
        if self.compiled is not None:
            return self.compiled.walk(text, spans)
        return self._walk_python(text, spans)

    def _walk_python(self, text: str, spans: Sequence[tuple[int, int]]
                     ) -> tuple[dict[str, list[int]], dict[int, list[str]]]:
        """``_walk`` by ``pyahocorasick`` (in C), the hits grouped in Python. A table of
        Chinese marks reads the text as four code units per character (``_units``)."""
        found: dict[str, list[int]] = {}
        members: dict[int, list[str]] = {}
        if not len(self.automaton):
            return found, members
        get, hits = found.get, self.automaton.iter
        firsts: list[tuple[int, ...]] = []  # the sets of each mark, in the order first found
        add = firsts.append
        if not self.wide:
            for start, end in spans:
                for last, (mark, offset, numbers) in hits(text, start, end):
                    where = get(mark)
                    if where is None:
                        found[mark] = [last - offset]
                        add(numbers)
                    else:
                        where.append(last - offset)
        else:
            units = _text_units(text)
            for start, end in spans:
                for last, (mark, offset, numbers) in hits(units, start * UNIT, end * UNIT):
                    if last % UNIT != UNIT - 1:
                        continue  # not on a character's boundary
                    where = get(mark)
                    if where is None:
                        found[mark] = [(last - offset) // UNIT]
                        add(numbers)
                    else:
                        where.append((last - offset) // UNIT)
        member = members.get
        for mark, numbers in zip(found, firsts, strict=True):
            for number in numbers:
                if (marks := member(number)) is None:
                    members[number] = [mark]
                else:
                    marks.append(mark)
        return found, members

    def scan(self, text: str, spans: Sequence[tuple[int, int]]) -> list[Found]:
        """Every kind's matches in the spans (sorted, disjoint), leftmost first-alternative
        non-overlapping, as one pass of each kind's whole pattern over each span finds them."""
        if not spans:
            return []
        windows = _Windows(text, spans, *self._walk(text, spans), self.compiled is not None)
        present = windows.members
        ascii_reads_alike = _plain_text(text)
        reading = self.readings[ascii_reads_alike]
        calls, alternatives, checked = reading.calls, reading.alternatives, reading.checked
        patterns, numbers, leading = reading.patterns, reading.numbers, reading.leading
        # the alternatives whose calling set occurs (the keys and the set met in C)
        wanted = set(reading.unmarked).union(*map(calls.__getitem__, calls.keys() & present))
        found: dict[str, list[tuple[int, int, int]]] = {}
        for index in wanted:  # the order does not matter: each kind's matches are sorted
            alt, sets = alternatives[index], numbers[index]
            if index in checked and not all(map(present.__contains__, sets)):
                continue  # one of the sets of strings every match holds is absent
            if (kept := found.get(alt.kind)) is None:
                kept = found[alt.kind] = []
            pattern = patterns[index] or self.pattern(index, ascii_reads_alike)
            if alt.literal is not None:
                kept += _literal_matches(alt, alt.literal, sets[0], pattern, windows)
                continue
            if (start := leading[index]) is not None and windows.count(start) <= FEW_STARTS:
                kept += _started_matches(alt, start, pattern, windows)
                continue
            order, finditer = alt.order, pattern.finditer
            for a, b in windows.around(alt, sets):
                kept += [(m.start(), order, m.end()) for m in finditer(text, a, b)]
        made: list[Found] = []
        append, chinese = made.append, self.chinese
        # each kind's leftmost, first-alternative, non-overlapping matches, made into ``Found``
        # (no list of pairs made on the way)
        for kind in self.kinds:
            if (matches := found.get(kind)):
                last = -1
                for start, _, end in sorted(set(matches)):
                    if start >= last:
                        append(Found(kind, start, end, text[start:end], chinese))
                        last = end if end > start else start + 1
        return made


class _Uncompiled:
    """An alternative's pattern as a table read back from the cache holds it (ADR 0301, stop
    49): its source and flags, compiled on first use and then kept; read as the compiled
    pattern (``match``, ``finditer`` …) by whoever asks."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def __getattr__(self, name: str) -> Any:
        return getattr(self.compiled(), name)

    def __reduce__(self) -> tuple[type[_Uncompiled], tuple[str, int]]:
        return _Uncompiled, (self.pattern, self.flags)


def _uncompiled(alt: Alternative) -> Alternative:
    """The alternative with its pattern (and its ASCII reading's) as source, not compiled."""
    pattern = cast("re.Pattern[str]", _Uncompiled(alt.pattern.pattern, alt.pattern.flags))
    return replace(alt, pattern=pattern, ascii=None if alt.ascii is None else replace(
        alt.ascii, pattern=pattern))


class _Reading:
    """A table's alternatives as one kind of text reads them (on an ASCII text, ``plain``,
    each one's ASCII reading): which run whatever the text holds, which each set of strings
    calls for, and which hold more than one set (the others are called only by their one set,
    so a call means that set is present). Sets are read by their table's numbers
    (``AnchoredTable._walk``)."""

    def __init__(self, alternatives: Sequence[Alternative], numbered: dict[frozenset[str], int],
                 ascii: bool = False) -> None:
        self.alternatives = alternatives
        # each one's pattern; with ``re.ASCII`` compiled on first use (``AnchoredTable.pattern``)
        self.patterns: list[re.Pattern[str] | None] = [
            None if ascii else alt.pattern for alt in alternatives]
        self.unmarked = [i for i, a in enumerate(alternatives) if not a.marks]
        # each one's sets by number, in the order of its marks, and the set it starts with
        self.numbers = [tuple(map(numbered.__getitem__, alt.marks)) for alt in alternatives]
        self.leading = [None if alt.leading is None else numbered[alt.leading]
                        for alt in alternatives]
        self.calls: dict[int, list[int]] = {}
        for index, alt in enumerate(alternatives):
            # every set of an alternative occurs when it runs: one set calls it (the likeliest
            # rarest, ``_rarity``), the others are checked (``checked``)
            if alt.marks:
                rarest = numbered[min(alt.marks, key=_rarity)]
                self.calls.setdefault(rarest, []).append(index)
        self.checked = frozenset(i for i, a in enumerate(alternatives) if len(a.marks) > 1)


def _rarity(marks: frozenset[str]) -> tuple[int, int]:
    """How common a set of strings is likely to be, the rarest first: by its shortest string (a
    Chinese character counted as two English letters), then by how many strings it has."""
    return -min(sum(1 if char.isascii() else 2 for char in mark) for mark in marks), len(marks)


def _literal_matches(alt: Alternative, literal: Literal, strings: int,
                     pattern: re.Pattern[str], windows: _Windows) -> list[tuple[int, int, int]]:
    """The matches of an alternative that is a few strings, as its pass over each of its
    windows finds them (leftmost, not overlapping): every match starts where one of its strings
    does. With nothing else to decide them they are those places themselves; otherwise the
    pattern is tried at each place, up to the end of its window (what its assertions read).
    ``strings``: the number of its one set (``_Reading``)."""
    kept: list[tuple[int, int, int]] = []
    last = -1
    order = alt.order
    if literal.plain:
        for start, size in windows.hits(strings):
            if start >= last:
                last = start + size
                kept.append((start, order, last))
        return kept
    text = windows.text
    if literal.bounded is not None:
        lead, trail = literal.bounded
        span_ends = windows.ends
        if (word := _word_flags(text)) is not None:  # an ASCII text: one flag a character
            for start, size in windows.hits(strings):
                if start < last:
                    continue
                if lead and (start > 0 and word[start - 1]) == word[start]:
                    continue  # (``False == 0``: no character before the text reads as none)
                end = start + size
                if trail and (end not in span_ends and word[end]) == word[end - 1]:
                    continue
                last = end
                kept.append((start, order, end))
            return kept
        # a word character is one ``re`` reads as ``\w`` (alphanumeric or ``_``; on an ASCII text
        # its ``re.ASCII`` reading is the same), tested inline: ~900 places a text
        for start, size in windows.hits(strings):
            if start < last:
                continue
            if lead and (start > 0 and ((c := text[start - 1]).isalnum() or c == "_")) == (
                    (c := text[start]).isalnum() or c == "_"):
                continue
            end = start + size
            if trail and (end not in span_ends and ((c := text[end]).isalnum() or c == "_")) == (
                    (c := text[end - 1]).isalnum() or c == "_"):
                continue
            last = end
            kept.append((start, order, end))
        return kept
    return _started_matches(alt, strings, pattern, windows)  # tried where they start


def _started_matches(alt: Alternative, leading: int, pattern: re.Pattern[str],
                     windows: _Windows) -> list[tuple[int, int, int]]:
    """The matches of an alternative every match of which starts with one of the strings of the
    set numbered ``leading``, as
    its pass over each of its windows finds them: its pattern tried only where those strings
    start, up to the end of the span or the alternative's reach past the string, whichever is
    sooner. A window around the place, or the span, never ends sooner (a window reaches as far
    past each of its strings, and joins or widens only), and ``re`` reads nothing of a match
    and its look-arounds past its reach (``_width``; ``\\b`` and ``$`` at a window's end read it
    as the text's), so the pattern tried up to there finds what it finds up to the end of the
    window; a place outside every window of the alternative holds no match (every match lies
    inside one). The end is worked out inline, not by a function per place (stop 34)."""
    kept: list[tuple[int, int, int]] = []
    last, order, match, text = -1, alt.order, pattern.match, windows.text
    reach, spans = windows.reach(alt), windows.spans
    if len(spans) == 1:
        span_end = spans[0][1]
        for start, size in windows.hits(leading):
            if start < last:
                continue  # inside the match before
            end = span_end if reach is None or (far := start + size + reach) > span_end else far
            found = match(text, start, end)
            if found is not None:
                last = found.end()
                kept.append((start, order, last))
        return kept
    starts = windows.starts
    for start, size in windows.hits(leading):
        if start < last:
            continue
        end = spans[bisect_right(starts, start) - 1][1]
        if reach is not None and (far := start + size + reach) < end:
            end = far
        found = match(text, start, end)
        if found is not None:
            last = found.end()
            kept.append((start, order, last))
    return kept


@dataclass
class _Windows:
    """Where to run an alternative: around the occurrences of its rarest set of strings (the one
    that occurs least often), inside their spans, or over the whole spans when it has no mark,
    no bound, or too many occurrences. Sets are named by their table's numbers; a set's count,
    places and windows are read once per scan."""

    text: str
    spans: Sequence[tuple[int, int]]
    places: dict[str, list[int]]
    members: dict[int, list[str]]  # the strings found of each set that occurs
    compiled: bool = False  # ``hits`` paired and sorted in C (``_marks.hits``, ADR 0300)

    def __post_init__(self) -> None:
        self.starts = [start for start, _ in self.spans]
        # where the spans end: ``\\b`` reads the end of a span (and of a window, which ends
        # there or farther than LOOK_AROUND past its strings) as the end of the text
        self.ends = {end for _, end in self.spans}
        self.total = sum(end - start for start, end in self.spans)
        self.longest = longest_word(self.text)
        self.counted: dict[int, int] = {}
        self.made: dict[tuple[int, int, int], Sequence[tuple[int, int]]] = {}
        self.listed: dict[int, list[tuple[int, int]]] = {}

    def count(self, marks: int) -> int:
        """How often the strings of a set occur (0 when none does)."""
        found = self.counted.get(marks)
        if found is None:
            strings = self.members.get(marks, ())
            found = self.counted[marks] = sum(map(len, map(self.places.__getitem__, strings)))
        return found

    def reach(self, alt: Alternative) -> int | None:
        """How far from one of its marks a match and what it looks at can reach, in this text
        (``Alternative.reach``; None when unbounded)."""
        if alt.width is None:
            return None
        chars, words = alt.width
        return chars + (words and words * self.longest) + LOOK_AROUND

    def around(self, alt: Alternative, sets: tuple[int, ...]) -> Sequence[tuple[int, int]]:
        """The windows of an alternative whose sets are numbered ``sets``: as far before and
        after each occurrence of its rarest set as a match holding it reaches there (its
        placement, stop 47), and never farther than the alternative's reach."""
        if not sets or alt.width is None:
            return self.spans
        chosen = min(range(len(sets)), key=lambda i: self.count(sets[i])) if len(sets) > 1 else 0
        marks = sets[chosen]
        if self.count(marks) > MAX_WINDOWS:
            return self.spans
        chars, words = alt.width
        reach = chars + (words and words * self.longest) + LOOK_AROUND  # ``Alternative.reach``
        before = after = reach
        if alt.placements and (placement := alt.placements[chosen]) is not None:
            (b_chars, b_words), (a_chars, a_words) = placement
            before = min(reach, b_chars + (b_words and b_words * self.longest) + LOOK_AROUND)
            after = min(reach, a_chars + (a_words and a_words * self.longest) + LOOK_AROUND)
        windows = self.made.get((marks, before, after))
        if windows is None:
            windows = self.made[marks, before, after] = self._windows(marks, before, after)
        return windows

    def _windows(self, marks: int, before: int, after: int) -> Sequence[tuple[int, int]]:
        """The windows around the strings' occurrences, reaching this far before and after each
        (alternatives that share their rarest set and reaches share them)."""
        windows: list[tuple[int, int]] = []
        last_span, starts, spans = 0, self.starts, self.spans
        several, index, (start, end) = len(starts) > 1, 0, spans[0]
        for position, size in self.hits(marks):  # (``min`` and ``max`` as comparisons)
            if several:
                index = bisect_right(starts, position) - 1
                start, end = spans[index]
            if (a := position - before) < start:
                a = start
            if (b := position + size + after) > end:
                b = end
            if windows and index == last_span and a <= (last := windows[-1])[1] + MERGE_GAP:
                if b > last[1]:
                    windows[-1] = (last[0], b)
            else:
                windows.append((a, b))
            last_span = index
        if sum(b - a for a, b in windows) > WHOLE_TEXT_SHARE * self.total:
            return self.spans
        return windows

    def hits(self, marks: int) -> list[tuple[int, int]]:
        """Where the strings of a set start, in order, with their lengths (listed once per
        scan: several alternatives share their strings; callers only read the list)."""
        listed = self.listed.get(marks)
        if listed is not None:
            return listed
        found = self.members.get(marks, ())
        if self.compiled and compiled_marks is not None:
            listed = self.listed[marks] = compiled_marks.hits(self.places, found)
            return listed
        if len(found) == 1:
            (mark,) = found
            listed = list(zip(self.places[mark], repeat(len(mark))))
        else:  # each string's places paired with its length in C, then sorted
            listed = []
            for mark in found:
                listed += zip(self.places[mark], repeat(len(mark)))
            listed.sort()
        self.listed[marks] = listed
        return listed


class MarkGate:
    """Whether a span of a text may hold a match of a pattern: only when one of the strings of
    each of its marks (``_marks``) occurs inside it, found in one compiled pass (ADR 0300) or,
    without ``_marks`` built, by ``in``. A search gated by it finds what it found (stop 47: a
    search of a 4,000-character English message for words it does not hold, ~100 µs, is a
    walk of ~8 µs). The strings are matched as written: a pattern that ignores case is gated
    only on a text that holds no upper case (the caller's to know)."""

    def __init__(self, source: str) -> None:
        self.marks = tuple(dict.fromkeys(_marks(list(PARSER.parse(source))))) if (
            PARSER is not None) else ()
        strings = sorted(set().union(*self.marks))
        self.compiled = None if CompiledMarks is None or not strings else CompiledMarks(
            strings, [tuple(i for i, marks in enumerate(self.marks) if string in marks)
                      for string in strings])

    def may_match(self, text: str, start: int = 0, end: int | None = None) -> bool:
        """Whether one string of each mark occurs in ``text[start:end]`` (True when the
        pattern has no marks: nothing is ruled out)."""
        end = len(text) if end is None else end
        if not self.marks:
            return True
        if self.compiled is not None:
            return len(self.compiled.walk(text, [(start, end)])[1]) == len(self.marks)
        part = text[start:end]
        return all(any(string in part for string in marks) for marks in self.marks)


UNICODE_SPACE: Final = re.compile("[\x1c-\x1f]")  # white space to Unicode, not to re.ASCII


def plain(text: str) -> bool:
    """Whether ``re.ASCII`` reads the text as the default Unicode matching does: every
    character ASCII, none of the four separators Unicode counts as white space (``\\w``,
    ``\\d``, ``\\b`` agree on ASCII characters). ``normalise`` leaves no such separator."""
    return text.isascii() and UNICODE_SPACE.search(text) is None


_plain_text: Final = functools.lru_cache(maxsize=8)(plain)  # every table of a turn asks

# 1 for each ASCII character ``re`` reads as ``\w`` (``str.isalnum`` or ``_``), else 0
WORD_FLAGS: Final = bytes(int(chr(code).isalnum() or chr(code) == "_") for code in range(256))


@functools.lru_cache(maxsize=8)
def _word_flags(text: str) -> bytes | None:
    """For an ASCII text, whether each character is a word character, one byte each (read once
    per text for every bounded alternative of its tables: an index instead of two method calls
    a side at each of ~900 places, stop 34); None for any other text."""
    return text.encode("ascii").translate(WORD_FLAGS) if text.isascii() else None


UNIT: Final = 4  # code units per character in ``_units``
WIDE_ROOT: Final = 64  # more first characters than this outside ASCII: the table reads units


def _units(text: str) -> str:
    """The text as UTF-32 code units, one character per byte (read once per text for all its
    tables: ``_text_units``). ``pyahocorasick`` looks a character up among a trie node's
    children one by one, and the root of a Chinese table has hundreds (every first character
    of its marks): one Chinese character missing there cost ~90 ns; as four units of at most a
    few dozen children each it costs about half. Every character is four units, so positions
    divide by four; a lone surrogate (a broken byte read with ``surrogateescape``, a JSON
    ``\\ud800``) is a character too."""
    return text.encode("utf-32-be", "surrogatepass").decode("latin-1")


_text_units: Final = functools.lru_cache(maxsize=8)(_units)


@functools.lru_cache(maxsize=8)
def longest_word(text: str) -> int:
    """The longest of a text's runs between white space: no run of word characters, so no
    ``\\w+`` of a match, is longer (read once per text for all of a turn's scans; counted in C
    when ``_marks`` is built: ~68 µs for the words of an English message, ~4 µs without them)."""
    if compiled_marks is not None:
        return compiled_marks.longest_run(text)
    return max(map(len, text.split()), default=0)


def forget() -> None:
    """Drop what is remembered per text (benchmarks measure a new message)."""
    longest_word.cache_clear()
    _text_units.cache_clear()
    _plain_text.cache_clear()
    _word_flags.cache_clear()

