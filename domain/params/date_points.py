"""One end of an explicit range: a year, quarter, month or day, as written in a query."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date

from domain.params.calendar import Period, day_period, month_period, quarter_period, year_period

_Q = r"(?:第?(?P<qcn>[一二三四1-4])\s*季度|[Qq](?P<q>[1-4]))"
_FORMS = tuple(
    re.compile(form)
    for form in (
        rf"(?P<year>\d{{4}})\s*年?\s*{_Q}",
        _Q,
        r"(?P<year>\d{4})[-/.](?P<month>\d{1,2})(?:[-/.](?P<day>\d{1,2}))?",
        r"(?:(?P<year>\d{4})\s*年\s*)?(?P<month>\d{1,2})\s*月\s*(?:(?P<day>\d{1,2})\s*[日号])?",
        r"(?P<day>\d{1,2})\s*[日号]",
        r"(?P<year>\d{4})\s*年?",
    )
)
POINT_PATTERN = (
    r"\d{4}\s*年?\s*(?:第?[一二三四1-4]\s*季度|[Qq][1-4])"
    r"|第?[一二三四1-4]\s*季度|[Qq][1-4]"
    r"|\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?"
    r"|(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*(?:\d{1,2}\s*[日号])?"
    r"|\d{1,2}\s*[日号]"
    r"|\d{4}\s*年?"
)
_QUARTER_WORDS = {"一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}


@dataclass(frozen=True)
class DatePoint:
    """What a point names; missing parts are taken from the other end of the range."""

    year: int | None = None
    quarter: int | None = None
    month: int | None = None
    day: int | None = None

    def inherit(self, other: DatePoint) -> DatePoint:
        """Take the unwritten parts from ``other``: ``3月`` after ``2024年1月`` is in 2024."""
        month = self.month or (other.month if self.day and not self.month else None)
        return replace(self, year=self.year or other.year, month=month)

    def period(self) -> Period | None:
        if self.year is None:
            return None
        try:
            return self._period(self.year)
        except ValueError:
            return None

    def _period(self, year: int) -> Period | None:
        if self.quarter:
            return quarter_period(year, self.quarter)
        if self.month and self.day:
            return day_period(date(year, self.month, self.day))
        if self.month:
            return month_period(year, self.month)
        return None if self.day else year_period(year)


def parse_point(text: str) -> DatePoint | None:
    for form in _FORMS:
        match = form.fullmatch(text.strip())
        if match:
            return _point(match.groupdict())
    return None


def _point(parts: dict[str, str | None]) -> DatePoint:
    def number(key: str) -> int | None:
        value = parts.get(key)
        return int(value) if value else None

    quarter = parts.get("q") or parts.get("qcn")
    return DatePoint(
        year=number("year"),
        quarter=_QUARTER_WORDS[quarter] if quarter else None,
        month=number("month"),
        day=number("day"),
    )
