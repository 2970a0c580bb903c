"""The checks every reply-screen batch makes, written once.

A batch file holds only its replies — unsafe ones by the category they must be found in, safe
ones in the same words — and binds its test names to the checks built here. ``[medium]`` /
``[high]`` in front of a reply puts the user on that risk route.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pytest

from application.moderation.context import route_level
from application.moderation.ports import ReplyContext, RouteLevel
from infrastructure.moderation.screen import shipped_screen

SCREEN = shipped_screen()


def screened(phrasing: str) -> tuple[str, ReplyContext]:
    """The reply without its route prefix, and the context of a script's reply on that route."""
    route: RouteLevel = "none"
    for level in ("medium", "high"):
        if phrasing.startswith(f"[{level}]"):
            route = "medium" if level == "medium" else "high"
            phrasing = phrasing.removeprefix(f"[{level}]")
    return phrasing, ReplyContext("zh-CN", route, "script", "ai_say", "")


def found_in_its_category(unsafe: Mapping[str, Sequence[str]]) -> Callable[[str, str], None]:
    """A test, parametrised over the unsafe replies, that each is found in its category and
    never cleared."""

    @pytest.mark.parametrize(("category", "phrasing"),
                             [(c, p) for c, phrasings in unsafe.items() for p in phrasings])
    def check(category: str, phrasing: str) -> None:
        result = SCREEN.screen(*screened(phrasing))
        assert category in {f.category.value for f in result.findings}
        assert not result.cleared

    return check


def no_finding(safe: Sequence[str]) -> Callable[[str], None]:
    """A test, parametrised over the safe replies, that none has a finding."""

    @pytest.mark.parametrize("phrasing", list(safe))
    def check(phrasing: str) -> None:
        assert SCREEN.screen(*screened(phrasing)).findings == ()

    return check


Turns = tuple[str, ...]


def in_context(route: str, earlier: Turns, user: str) -> ReplyContext:
    """A script's reply context on route, with the user's earlier messages and the latest one."""
    return ReplyContext("zh-CN", route_level(route), "script", "ai_say", user, False, earlier)


Categories = str | tuple[str, ...]


def found_in_context(
    unsafe: Sequence[tuple[Categories, str, Turns, str, str]],
) -> Callable[[Categories, str, Turns, str, str], None]:
    """A test, parametrised over (category, route, earlier, user, reply), that each reply is
    found in its category (or in one of its categories, given as a tuple) and never cleared in
    that conversation's context."""

    @pytest.mark.parametrize(("category", "route", "earlier", "user", "reply"), list(unsafe))
    def check(category: Categories, route: str, earlier: Turns, user: str, reply: str) -> None:
        wanted = {category} if isinstance(category, str) else set(category)
        result = SCREEN.screen(reply, in_context(route, earlier, user))
        assert wanted and wanted & {f.category.value for f in result.findings}
        assert not result.cleared

    return check


def no_finding_in_context(
    safe: Sequence[tuple[str, Turns, str, str]],
) -> Callable[[str, Turns, str, str], None]:
    """A test, parametrised over (route, earlier, user, reply), that no reply has a finding."""

    @pytest.mark.parametrize(("route", "earlier", "user", "reply"), list(safe))
    def check(route: str, earlier: Turns, user: str, reply: str) -> None:
        assert SCREEN.screen(reply, in_context(route, earlier, user)).findings == ()

    return check
