"""Time ranges a query names, resolved in code in the request's timezone (spec 003 §4.2.2).

Only unambiguous expressions are resolved here; anything else is left to the model.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from zoneinfo import ZoneInfo

from domain.params.calendar_words import CALENDAR_WORDS
from domain.params.date_ranges import explicit_range
from domain.params.numerals import COUNT_PATTERN, ENGLISH_COUNT_PATTERN, parse_count
from domain.params.time_range import Step, TimeRange, ago, last
from domain.params.units import CHINESE_UNIT_PATTERN, ENGLISH_UNIT_PATTERN, parse_unit
from domain.params.words import english

Handler = Callable[[re.Match[str], int, ZoneInfo], TimeRange | None]

_CN_AGO = re.compile(rf"({COUNT_PATTERN})\s*({CHINESE_UNIT_PATTERN})\s*(?:以前|之前|前)")
_EN_AGO = re.compile(english(rf"({ENGLISH_COUNT_PATTERN})\s+({ENGLISH_UNIT_PATTERN})\s+ago"), re.I)
_CN_LAST = re.compile(rf"(?:最近|近|过去)的?\s*({COUNT_PATTERN})\s*({CHINESE_UNIT_PATTERN})")
_CN_HALF_YEAR = re.compile(r"(?:最近|近|过去)\s*半\s*年")
_EN_LAST = re.compile(
    english(
        rf"(?:last|past|previous|recent)\s+({ENGLISH_COUNT_PATTERN})\s+({ENGLISH_UNIT_PATTERN})"
    ),
    re.I,
)
_EN_PAST_ONE = re.compile(english(rf"(?:the\s+)?past\s+({ENGLISH_UNIT_PATTERN})"), re.I)
_INSTANT = re.compile(
    r"当前|现在|今天|今日|目前|此刻|实时|当下|" + english("now|current|currently|today"), re.I
)


def _counted(make: Callable[[int, Step, int, str], TimeRange]) -> Handler:
    def handle(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
        count = parse_count(match.group(1))
        if count is None:
            return None
        return make(count, parse_unit(match.group(2)), now_ms, match.group(0))

    return handle


def _half_year(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange:
    return last(6, Step.MONTH, now_ms, match.group(0))


def _past_one(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange:
    return last(1, parse_unit(match.group(1)), now_ms, match.group(0))


def _instant(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange:
    return TimeRange.now(match.group(0))


# Tried in order; the first that matches decides. "Now" words come last, so that
# "截至今天最近3个月" is a range, not an instant.
_MATCHERS: tuple[tuple[re.Pattern[str], Handler], ...] = (
    (_CN_AGO, _counted(ago)),
    (_EN_AGO, _counted(ago)),
    (_CN_LAST, _counted(last)),
    (_CN_HALF_YEAR, _half_year),
    (_EN_LAST, _counted(last)),
    *CALENDAR_WORDS,
    (_EN_PAST_ONE, _past_one),
    (_INSTANT, _instant),
)


def infer_time_range(query: str, now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    """The time range a query names, or None when code cannot tell it for certain."""
    found = explicit_range(query, now_ms, tz)
    if found is not None:
        return found
    for pattern, handle in _MATCHERS:
        match = pattern.search(query)
        if match is not None:
            return handle(match, now_ms, tz)
    return None
