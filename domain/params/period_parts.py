"""A named day or part of a period (上周五, 上个月底, 本季度第一个月, 去年上半年 …).

Each resolves to that part, never to the period around it. A period that contains now runs
until now; a part that lies wholly in the future is left to the model.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from zoneinfo import ZoneInfo

from domain.params.calendar import (
    Period,
    end_ms,
    local_date,
    month_period,
    quarter_of,
    quarter_period,
    start_ms,
    week_period,
    year_period,
)
from domain.params.numerals import parse_count
from domain.params.time_range import Step, TimeRange

Handler = Callable[[re.Match[str], int, ZoneInfo], TimeRange | None]

_DE = r"(?:的)?\s*"
_NUM = r"\d{1,2}|[一二两三四五六七八九十]{1,3}"
_DAYS_OF_WEEK = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_NOT_A_WEEKDAY = (
    r"(?![一二三四五六七八九十]|共|起|直|样|下|些|定|般|切|律|致|同|边|旦|度|半|个|月|年|周)"
)
_QUARTER_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}

WEEK = r"(?P<week>上上周|上上个星期|上周|上个星期|上星期|上一周|本周|这周|这个星期|本星期)"
MONTH = (
    r"(?:(?P<rel_month>上上个月|上上月|上个月|上一个月|上月|本月|这个月|当月)"
    r"|(?P<year_word>今年|本年|去年|上一年|前年)" + _DE + r"(?P<wm>\d{1,2})\s*月份?"
    r"|(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月份?|(?P<dy>\d{4})[-/.](?P<dm>\d{1,2})(?![-/.\d]))"
)
QUARTER = r"(?P<quarter>本季度|这个季度|这季度|上季度|上个季度|上一季度)"
YEAR = r"(?:(?P<year_rel>今年|本年|去年|上一年|前年)|(?P<year_num>\d{4})\s*年度?)"


def _week_monday(match: re.Match[str], today: date) -> date:
    word = match.group("week")
    back = 14 if word.startswith("上上") else 7 if word.startswith("上") else 0
    return week_period(today - timedelta(days=back)).first


def _month_of(match: re.Match[str], today: date) -> Period | None:
    groups = match.groupdict()
    if groups.get("rel_month"):
        word = groups["rel_month"]
        back = 2 if word.startswith("上上") else 1 if word.startswith("上") else 0
        index = today.year * 12 + today.month - 1 - back
        return month_period(index // 12, index % 12 + 1)
    if groups.get("year_word"):
        year, month = _year_of(groups["year_word"], today), int(groups["wm"])
    else:
        year, month = int(groups.get("y") or groups["dy"]), int(groups.get("m") or groups["dm"])
    return month_period(year, month) if 1 <= month <= 12 else None


def _quarter_of(match: re.Match[str], today: date) -> Period:
    if match.group("quarter").startswith("上"):
        quarter = quarter_of(today) - 1
        return quarter_period(today.year, quarter) if quarter else quarter_period(today.year - 1, 4)
    return quarter_period(today.year, quarter_of(today))


def _year_of(word: str, today: date) -> int:
    return today.year - {"去年": 1, "上一年": 1, "前年": 2}.get(word, 0)


def _year(match: re.Match[str], today: date) -> int:
    groups = match.groupdict()
    number = groups.get("year_num")
    return int(number) if number else _year_of(groups.get("year_rel") or "", today)


def _span(
    first: date, last: date, step: Step, match: re.Match[str], now_ms: int, tz: ZoneInfo
) -> TimeRange | None:
    start = start_ms(first, tz)
    if start > now_ms:
        return None
    end = min(end_ms(last, tz), now_ms)
    return TimeRange.between(start, end, step, match.group(0))


def _day(day: date, match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    return _span(day, day, Step.DAY, match, now_ms, tz)


def weekday(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    monday = _week_monday(match, local_date(now_ms, tz))
    return _day(monday + timedelta(days=_DAYS_OF_WEEK[match.group("dow")]), match, now_ms, tz)


def weekend(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    monday = _week_monday(match, local_date(now_ms, tz))
    saturday = monday + timedelta(days=5)
    return _span(saturday, saturday + timedelta(days=1), Step.DAY, match, now_ms, tz)


def month_part(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    month = _month_of(match, local_date(now_ms, tz))
    if month is None:
        return None
    part, first, last = match.group("part") or "", month.first, month.last
    if part in ("底", "末", "最后一天"):
        return _day(last, match, now_ms, tz)
    if part in ("初", "第一天"):
        return _day(first, match, now_ms, tz)
    tenths = {"上旬": (1, 10), "中旬": (11, 20), "下旬": (21, last.day)}
    if part in tenths:
        low, high = tenths[part]
        return _span(first.replace(day=low), first.replace(day=high), Step.DAY, match, now_ms, tz)
    if match.group("mday"):
        try:
            return _day(first.replace(day=int(match.group("mday"))), match, now_ms, tz)
        except ValueError:
            return None
    return _span(first, last, Step.DAY, match, now_ms, tz)


def quarter_part(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    quarter = _quarter_of(match, local_date(now_ms, tz))
    part = match.group("qpart")
    if part in ("末", "底"):
        return _day(quarter.last, match, now_ms, tz)
    if part == "初":
        return _day(quarter.first, match, now_ms, tz)
    nth = 3 if part == "最后一个月" else parse_count(match.group("qmonth") or "")
    if nth is None or not 1 <= nth <= 3:
        return None
    month = month_period(quarter.first.year, quarter.first.month + nth - 1)
    return _span(month.first, month.last, Step.DAY, match, now_ms, tz)


def year_part(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    year = _year(match, local_date(now_ms, tz))
    whole = year_period(year)
    groups = match.groupdict()
    if groups.get("half"):
        months = (1, 6) if groups["half"] == "上" else (7, 12)
        last = month_period(year, months[1]).last
        return _span(date(year, months[0], 1), last, Step.MONTH, match, now_ms, tz)
    quarter = groups.get("yq") or groups.get("yqq")
    if quarter:
        period = quarter_period(year, _QUARTER_DIGITS[quarter])
        return _span(period.first, period.last, Step.MONTH, match, now_ms, tz)
    if groups.get("first_quarters"):
        count = parse_count(groups["first_quarters"])
        if count is None or not 1 <= count <= 4:
            return None
        last = quarter_period(year, count).last
        return _span(whole.first, last, Step.QUARTER, match, now_ms, tz)
    if groups.get("first_months"):
        count = parse_count(groups["first_months"])
        if count is None or not 1 <= count <= 12:
            return None
        return _span(whole.first, month_period(year, count).last, Step.MONTH, match, now_ms, tz)
    if groups.get("yend"):
        return _day(whole.last, match, now_ms, tz)
    if groups.get("ystart"):
        return _day(whole.first, match, now_ms, tz)
    return _span(whole.first, whole.last, Step.MONTH, match, now_ms, tz)


def dated_day(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    try:
        day = date(int(match.group("dy")), int(match.group("dm")), int(match.group("dd")))
    except ValueError:
        return None
    return _day(day, match, now_ms, tz)


def start_until_now(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    """年初 / 季初 / 月初 / 周初 至今: from the start of the current period until now."""
    today = local_date(now_ms, tz)
    period = {
        "年": year_period(today.year),
        "季": quarter_period(today.year, quarter_of(today)),
        "月": month_period(today.year, today.month),
        "周": week_period(today),
    }[match.group("unit")]
    step = Step.DAY if match.group("unit") in ("月", "周") else Step.MONTH
    return _span(period.first, today, step, match, now_ms, tz)


def days_before_yesterday(match: re.Match[str], now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    back = 3 if match.group(0).startswith("大") else 2
    return _day(local_date(now_ms, tz) - timedelta(days=back), match, now_ms, tz)


PART_MATCHERS: tuple[tuple[re.Pattern[str], Handler], ...] = (
    (re.compile(WEEK + _DE + r"(?:周末|末)"), weekend),
    (
        re.compile(
            WEEK
            + r"(?:的\s*(?:周|星期|礼拜)|(?:周|星期|礼拜)?)(?P<dow>[一二三四五六日天])"
            + _NOT_A_WEEKDAY
        ),
        weekday,
    ),
    (
        re.compile(
            QUARTER + _DE + r"(?:(?P<qpart>末|底|初|最后一个月)|第(?P<qmonth>[一二三1-3])个?月)"
        ),
        quarter_part,
    ),
    (
        re.compile(
            MONTH + _DE + r"(?:(?P<part>底|末|初|上旬|中旬|下旬|最后一天|第一天)"
            r"|(?P<mday>\d{1,2})\s*[日号])?"
        ),
        month_part,
    ),
    (
        re.compile(
            YEAR
            + _DE
            + r"(?:(?P<half>[上下])半年|第?(?P<yq>[一二三四1-4])\s*季度|[Qq](?P<yqq>[1-4])"
            rf"|前(?P<first_quarters>{_NUM})个?季度|前(?P<first_months>{_NUM})个月"
            r"|(?P<yend>年底|年末|底|末)|(?P<ystart>年初|初))"
        ),
        year_part,
    ),
    (
        re.compile(
            r"(?:今年|本年|本季度|本月|本周)?(?P<unit>[年季月周])初(?:至今|以来|迄今|到现在|到今天)"
        ),
        start_until_now,
    ),
    (re.compile(r"大?前天"), days_before_yesterday),
    (
        re.compile(r"(?P<dy>\d{4})[-/.](?P<dm>\d{1,2})[-/.](?P<dd>\d{1,2})(?!\d)"),
        dated_day,
    ),
)
NUMBERED_YEAR = re.compile(r"(?P<year_num>\d{4})\s*年度?(?!\s*\d)")
