"""The literals a pattern cannot match without, read from the compiled pattern itself.

``clauses(pattern)`` says what text every match of the pattern contains: one clause per branch
of a top-level alternation, each clause sets of plain strings of which the match contains one
string of every set ("(?:你|你们)(?:.{0,8})(?:蠢|丑)" → {你, 你们} and {蠢, 丑}), or ``None``
when a match may need no fixed text (``\\d+``, ``.{0,8}``, an optional group). The screen's
prefilter looks for all these strings in one pass per reply and skips the patterns no clause of
which is satisfied (ADR 0135).

Only what is certain is kept: a run of literal characters (``跳楼``), a small alternation of
them spelled out (``(?:割|划)腕`` → ``割腕``, ``划腕``), and for an alternation inside a sequence
the union of what each of its branches requires. Zero-width parts (``\\b``, lookarounds) are
transparent; anything that matches text of no fixed spelling ends a run.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence
from itertools import product
from typing import Any, Final

_PARSER: Any = importlib.import_module("re._parser")

Strings = frozenset[str]

MOST_SPELLINGS: Final = 64
"""An exact part with more spellings than this (a class of every CJK character) is not kept."""
ZERO_WIDTH: Final = frozenset({"AT", "ASSERT", "ASSERT_NOT"})
REPEATS: Final = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})
GROUPS: Final = frozenset({"SUBPATTERN", "ATOMIC_GROUP"})


class UnsupportedFlagsError(ValueError):
    """A pattern compiled with flags the literal reading does not model (IGNORECASE …)."""


Clause = tuple[frozenset[str], ...]
"""Sets of strings: a match contains one string of each set."""


def clauses(pattern: re.Pattern[str]) -> tuple[Clause, ...] | None:
    """Every match of ``pattern`` satisfies one of these clauses; None if a match may need no
    fixed text at all."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE | re.ASCII | re.LOCALE):
        raise UnsupportedFlagsError(pattern.pattern[:40])
    return _clauses(list(_PARSER.parse(pattern.pattern, pattern.flags)))


def _clauses(items: Sequence[tuple[Any, Any]]) -> tuple[Clause, ...] | None:
    """A top-level alternation (possibly in a group) gives a clause per branch; any other
    sequence one clause of what each of its parts requires."""
    if len(items) == 1 and str(items[0][0]) == "BRANCH":
        found: list[Clause] = []
        for branch in items[0][1][1]:
            inner = _clauses(list(branch))
            if inner is None:
                return None
            found += inner
        return tuple(found)
    if len(items) == 1 and str(items[0][0]) in GROUPS:
        return _clauses(_body(str(items[0][0]), items[0][1]))
    candidates = tuple(dict.fromkeys(_candidates(items)))
    return (candidates,) if candidates else None


def _required_sequence(items: Sequence[tuple[Any, Any]]) -> Strings | None:
    return _best(_candidates(items))


def _candidates(items: Sequence[tuple[Any, Any]]) -> list[Strings]:
    """What each part of a sequence requires: runs of exact parts spelled out, and what each
    other part requires on its own."""
    candidates: list[Strings] = []
    run: Strings = frozenset({""})
    for item in items:
        spellings = _exact(item)
        if spellings is None:
            candidates += [run, *(s for s in (_required_item(item),) if s is not None)]
            run = frozenset({""})
            continue
        joined = _joined(run, spellings)
        if joined is None:
            candidates.append(run)
        run = spellings if joined is None else joined
    candidates.append(run)
    return [c for c in candidates if "" not in c]


def _best(candidates: list[Strings]) -> Strings | None:
    """The most selective candidate: longest shortest string, then fewest strings."""
    if not candidates:
        return None
    return max(candidates, key=lambda c: (min(map(len, c)), -len(c)))


def _joined(left: Strings, right: Strings) -> Strings | None:
    if len(left) * len(right) > MOST_SPELLINGS:
        return None
    return frozenset(a + b for a, b in product(left, right))


def _required_item(item: tuple[Any, Any]) -> Strings | None:
    op, av = str(item[0]), item[1]
    if op == "BRANCH":
        return _union(_required_sequence(list(branch)) for branch in av[1])
    if op in GROUPS:
        return _required_sequence(_body(op, av))
    if op in REPEATS and av[0] >= 1:
        return _required_sequence(list(av[2]))
    return None


def _exact(item: tuple[Any, Any]) -> Strings | None:
    """Every spelling of text the item matches, if few and fixed ("" for zero width)."""
    op, av = str(item[0]), item[1]
    if op == "LITERAL":
        return frozenset({chr(av)})
    if op in ZERO_WIDTH:
        return frozenset({""})
    if op == "IN":
        return _characters(av)
    if op == "BRANCH":
        return _union(_exact_sequence(list(branch)) for branch in av[1])
    if op in GROUPS:
        return _exact_sequence(_body(op, av))
    if op in REPEATS and av[0] == av[1] and av[0] <= 2:
        return _exact_sequence(list(av[2]) * av[0])
    if op in REPEATS and (av[0], av[1]) == (0, 1):
        optional = _exact_sequence(list(av[2]))
        return None if optional is None else optional | {""}
    return None


def _body(op: str, av: Any) -> list[tuple[Any, Any]]:
    """A group's items; a group that sets flags of its own (``(?i:…)``) is refused."""
    if op == "ATOMIC_GROUP":
        return list(av)
    if av[1] or av[2]:
        raise UnsupportedFlagsError(str(av))
    return list(av[3])


def _exact_sequence(items: Sequence[tuple[Any, Any]]) -> Strings | None:
    spellings: Strings | None = frozenset({""})
    for item in items:
        part = _exact(item)
        if part is None or spellings is None:
            return None
        spellings = _joined(spellings, part)
    return spellings


def _characters(members: Sequence[tuple[Any, Any]]) -> Strings | None:
    chars: set[str] = set()
    for op, av in ((str(op), av) for op, av in members):
        if op == "LITERAL":
            chars.add(chr(av))
        elif op == "RANGE" and av[1] - av[0] < MOST_SPELLINGS:
            chars.update(map(chr, range(av[0], av[1] + 1)))
        else:
            return None
    return frozenset(chars) if len(chars) <= MOST_SPELLINGS else None


def _union(parts: Iterable[Strings | None]) -> Strings | None:
    found: set[str] = set()
    for part in parts:
        if part is None:
            return None
        found |= part
    return frozenset(found)

