"""The two window invariants a batch's properties check over its own pools, written once.

A batch binds its test names to the checks built here (as ``tests/unit/risk/phrasings.py`` does
for phrasings): a negated or someone else's turn added never raises a window, and a calm turn
added never takes a window below a routing line it reached (routes only go up).
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window

ROUTE_LINES = (0.70, 0.95)


def a_later_turn_never_raises(windows: st.SearchStrategy[list[str]],
                              later: st.SearchStrategy[str]) -> Callable[..., None]:
    """A property: each window scores no higher with a later (cancelled) turn added."""

    @settings(max_examples=60, deadline=None)
    @given(windows, later)
    def check(window: list[str], turn: str) -> None:
        assert score_window([*window, turn]).score <= score_window(window).score

    return check


def routes_never_go_down(windows: st.SearchStrategy[list[str]],
                         calm: st.SearchStrategy[str]) -> Callable[..., None]:
    """A property: a calm turn added never takes a window below a line it reached."""

    @settings(max_examples=60, deadline=None)
    @given(windows, calm)
    def check(window: list[str], turn: str) -> None:
        before = score_window(window).score
        after = score_window([*window, turn]).score
        for line in ROUTE_LINES:
            assert before < line or after >= line

    return check
