"""The checks every risk phrasing batch makes, written once.

A batch file holds only its items (a string is one turn; a list is one window of turns, oldest
first) and binds its test names to the checks built here, so each test keeps its own name and
every case keeps its id.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from infrastructure.risk.embedded import score_window

Item = str | list[str]  # a list is one window of turns, oldest first
Check = Callable[[Item], None]

HIGH_FLOOR = 0.95
MEDIUM_FLOOR = 0.70


def score(item: Item) -> float:
    """The embedded scorer's score for one item, read as a window of turns."""
    return score_window([item] if isinstance(item, str) else item).score


def _parametrised(items: Sequence[Item]) -> list[Item]:
    """The items to parametrise over; an empty list is refused, as it would make a test that
    pytest skips and that checks nothing (bind only the checks a batch has items for)."""
    if not items:
        raise ValueError("a phrasing check needs at least one item")
    return list(items)


def reaches(floor: float, items: Sequence[Item]) -> Check:
    """A test, parametrised over items, that each scores at least floor."""

    @pytest.mark.parametrize("item", _parametrised(items))
    def check(item: Item) -> None:
        assert score(item) >= floor

    return _bound(check, floor, "reaches", items)


def stays_below(ceiling: float, items: Sequence[Item]) -> Check:
    """A test, parametrised over items, that each scores below ceiling."""

    @pytest.mark.parametrize("item", _parametrised(items))
    def check(item: Item) -> None:
        assert score(item) < ceiling

    return _bound(check, ceiling, "stays_below", items)


def _bound(check: Check, line: float, how: str, items: Sequence[Item]) -> Check:
    """The check, carrying what it asks of which items (``phrasing_binding`` reads it: the
    English learned layer is trained on these, ``infrastructure.risk.english_data``)."""
    check.phrasing_binding = (how, line, tuple(items))  # type: ignore[attr-defined]
    return check


def phrasing_tests(
    high: Sequence[Item], medium: Sequence[Item], none: Sequence[Item]
) -> tuple[Check, Check, Check]:
    """The three tests of a batch: its high items are high, its medium items reach medium,
    its hard negatives stay below medium."""
    return (
        reaches(HIGH_FLOOR, high),
        reaches(MEDIUM_FLOOR, medium),
        stays_below(MEDIUM_FLOOR, none),
    )
