"""Calendar words (今年, 上季度, last month ...): whole periods, or a period so far."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from zoneinfo import ZoneInfo

from domain.params.calendar import (
    Period,
    day_period,
    end_ms,
    local_date,
    month_period,
    quarter_of,
    quarter_period,
    start_ms,
    week_period,
    year_period,
)
from domain.params.time_range import Step, TimeRange
from domain.params.words import english

PeriodOf = Callable[[date], Period]


def _previous_month(day: date) -> Period:
    first = day.replace(day=1) - timedelta(days=1)
    return month_period(first.year, first.month)


def _previous_quarter(day: date) -> Period:
    quarter = quarter_of(day) - 1
    return quarter_period(day.year, quarter) if quarter else quarter_period(day.year - 1, 4)


# (pattern, the period, whether it runs only until now, the step)
_WORDS: tuple[tuple[str, PeriodOf, bool, Step], ...] = (
    (
        r"今年|本年|" + english("this year|year to date|ytd"),
        lambda d: year_period(d.year),
        True,
        Step.MONTH,
    ),
    (r"去年|上一年|" + english("last year"), lambda d: year_period(d.year - 1), False, Step.MONTH),
    (r"前年", lambda d: year_period(d.year - 2), False, Step.MONTH),
    (
        r"本季度|这个季度|这季度|" + english("this quarter"),
        lambda d: quarter_period(d.year, quarter_of(d)),
        True,
        Step.MONTH,
    ),
    (r"上季度|上个季度|上一季度|" + english("last quarter"), _previous_quarter, False, Step.MONTH),
    (
        r"本月|这个月|" + english("this month"),
        lambda d: month_period(d.year, d.month),
        True,
        Step.DAY,
    ),
    (r"上月|上个月|上一个月|" + english("last month"), _previous_month, False, Step.DAY),
    (r"本周|这周|这个星期|本星期|" + english("this week"), week_period, True, Step.DAY),
    (
        r"上周|上个星期|上星期|上一周|" + english("last week"),
        lambda d: week_period(d - timedelta(days=7)),
        False,
        Step.DAY,
    ),
    (
        r"昨天|昨日|" + english("yesterday"),
        lambda d: day_period(d - timedelta(days=1)),
        False,
        Step.DAY,
    ),
)


def _handler(
    period_of: PeriodOf, until_now: bool, step: Step
) -> Callable[[re.Match[str], int, ZoneInfo], TimeRange]:
    def handle(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange:
        period = period_of(local_date(now_ms, tz))
        end = now_ms if until_now else end_ms(period.last, tz)
        return TimeRange.between(start_ms(period.first, tz), end, step, match.group(0))

    return handle


CALENDAR_WORDS = tuple(
    (re.compile(pattern, re.I), _handler(period_of, until_now, step))
    for pattern, period_of, until_now, step in _WORDS
)
