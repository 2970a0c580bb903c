"""Calendar periods in a timezone: where a day, week, month, quarter or year starts and ends."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from domain.params.time_range import Step


@dataclass(frozen=True)
class Period:
    """A run of whole local days, ``first`` to ``last`` inclusive, read at ``granularity``."""

    first: date
    last: date
    granularity: Step


def local_date(now_ms: int, tz: ZoneInfo) -> date:
    return datetime.fromtimestamp(now_ms // 1000, tz).date()


def start_ms(day: date, tz: ZoneInfo) -> int:
    """The first millisecond of a local day (after the gap, when midnight does not exist)."""
    return int(datetime(day.year, day.month, day.day, tzinfo=tz).timestamp()) * 1000


def end_ms(day: date, tz: ZoneInfo) -> int:
    """The last millisecond of a local day."""
    return start_ms(day + timedelta(days=1), tz) - 1


def month_period(year: int, month: int) -> Period:
    following = date(year + month // 12, month % 12 + 1, 1)
    return Period(date(year, month, 1), following - timedelta(days=1), Step.MONTH)


def quarter_period(year: int, quarter: int) -> Period:
    first = month_period(year, 3 * quarter - 2)
    last = month_period(year, 3 * quarter)
    return Period(first.first, last.last, Step.QUARTER)


def year_period(year: int) -> Period:
    return Period(date(year, 1, 1), date(year, 12, 31), Step.YEAR)


def week_period(day: date) -> Period:
    monday = day - timedelta(days=day.weekday())
    return Period(monday, monday + timedelta(days=6), Step.WEEK)


def day_period(day: date) -> Period:
    return Period(day, day, Step.DAY)


def quarter_of(day: date) -> int:
    return (day.month - 1) // 3 + 1
