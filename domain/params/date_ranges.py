"""Explicit ranges: "从2024年1月到3月", "2023-2024年", "from 2024-01 to 2024-03"."""

from __future__ import annotations

import re
from dataclasses import replace
from zoneinfo import ZoneInfo

from domain.params.calendar import Period, end_ms, local_date, start_ms
from domain.params.date_points import POINT_PATTERN, DatePoint, parse_point
from domain.params.time_range import Step, TimeRange
from domain.params.words import english

_RANGE = re.compile(
    rf"(?:从|自|{english('from|between')}\s+)?(?P<x>{POINT_PATTERN})\s*"
    rf"(?:到|至|~|～|—|–|-|{english('to|and|until|through')})\s*"
    rf"(?P<y>{POINT_PATTERN})",
    re.I,
)
_ORDER = list(Step)
# The coarsest step that still gives a few points over a span of this many days.
_SPAN_STEPS = ((31, Step.DAY), (62, Step.WEEK), (1096, Step.MONTH), (3653, Step.QUARTER))


def explicit_range(query: str, now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    """The first explicit range in a query, whole periods in the timezone; None if there is none."""
    for match in _RANGE.finditer(query):
        periods = _periods(match.group("x"), match.group("y"), now_ms, tz)
        if periods is not None:
            first, last = periods
            step = _step(first, last)
            start, end = start_ms(first.first, tz), end_ms(last.last, tz)
            return TimeRange.between(start, end, step, match.group(0)) if start <= end else None
    return None


def _periods(x: str, y: str, now_ms: int, tz: ZoneInfo) -> tuple[Period, Period] | None:
    written_start, written_end = parse_point(x), parse_point(y)
    if written_start is None or written_end is None:
        return None
    start = written_start.inherit(DatePoint(year=local_date(now_ms, tz).year))
    end = written_end.inherit(start)
    first, last = start.period(), end.period()
    if first and last and last.last < first.first and written_end.year is None:
        last = replace(end, year=(end.year or 0) + 1).period()  # "11月到2月" ends next year
    return (first, last) if first and last else None


def _step(first: Period, last: Period) -> Step:
    """From the span, never finer than what the query wrote (``1月到3月`` is by month)."""
    days = (last.last - first.first).days + 1
    by_span = next((step for limit, step in _SPAN_STEPS if days <= limit), Step.YEAR)
    written = min(_ORDER.index(first.granularity), _ORDER.index(last.granularity))
    return _ORDER[max(_ORDER.index(by_span), written)]
