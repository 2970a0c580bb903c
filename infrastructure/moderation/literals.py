"""The literals a pattern cannot match without: read from the compiled pattern itself.

``required(pattern)`` is a set of plain strings such that every match of the pattern contains
at least one of them, or ``None`` when the pattern can match without any fixed text (``\\d+``,
``.{0,8}``, an optional group). The screen's prefilter looks for these strings once per reply
and skips the patterns none of whose strings occur (ADR 0135).

Only what is certain is kept: a run of literal characters (``跳楼``), a small alternation of
them (``(?:割|划)腕`` → ``割腕``, ``划腕``) or, for a branch, the union of what each branch
requires. Zero-width parts (``\\b``, lookarounds) are transparent; anything that matches text
of no fixed spelling ends a run.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence
from itertools import product
from typing import Any, Final

_PARSER: Any = importlib.import_module("re._parser")
_C: Any = importlib.import_module("re._constants")

Strings = frozenset[str]

MOST_SPELLINGS: Final = 64
"""An exact part with more spellings than this (a class of every CJK character) is not kept."""
ZERO_WIDTH: Final = frozenset({"AT", "ASSERT", "ASSERT_NOT"})
REPEATS: Final = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})
GROUPS: Final = frozenset({"SUBPATTERN", "ATOMIC_GROUP"})


class UnsupportedFlagsError(ValueError):
    """A pattern compiled with flags the literal reading does not model (IGNORECASE …)."""


def required(pattern: re.Pattern[str]) -> Strings | None:
    """Strings one of which every match of ``pattern`` contains, or None if there are none."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE | re.ASCII | re.LOCALE):
        raise UnsupportedFlagsError(pattern.pattern[:40])
    return _required_sequence(list(_PARSER.parse(pattern.pattern, pattern.flags)))


def _required_sequence(items: Sequence[tuple[Any, Any]]) -> Strings | None:
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
    return _best([c for c in candidates if "" not in c])


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
