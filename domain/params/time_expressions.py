"""Time ranges a query names, resolved in code in the request's timezone (spec 003 §4.2.2).

Exactly or not at all: every time expression in the query is found; code resolves the query only
when they name one range (a "now" word beside a range does not count) and nothing it cannot
read is left beside it. A granularity word (每周, 按月 …) decides the step over every range form.
A named day or part of a period resolves to that part. Anything else is left to the model.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from zoneinfo import ZoneInfo

from domain.params.calendar_words import CALENDAR_WORDS
from domain.params.date_ranges import explicit_range
from domain.params.granularity import read_granularity
from domain.params.numerals import COUNT_PATTERN, ENGLISH_COUNT_PATTERN, parse_count
from domain.params.period_parts import NUMBERED_YEAR, PART_MATCHERS, year_part
from domain.params.same_period import COMPARISON, SAME_PERIOD, shifted
from domain.params.time_range import DAY_MS, Step, TimeRange, ago, last
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
# Time words code does not read: beside them, no range read in code can be the whole story.
_UNREAD = re.compile(
    r"明年|后年|下个?月|下一个月|下周|下个?星期|下个?季度|下半月|上半月|月中|年中|季中|周中"
    r"|春节|国庆|元旦|中秋|端午|寒假|暑假|[春夏秋冬][季天]|入[春夏秋冬]|以前|之前|之后|以后"
    r"|\d{4}|[零一二两三四五六七八九十\d]+\s*个?(?:月|日|号|季度|周|星期|年|天)"
    r"|[上中下]旬|周[一二三四五六日天]|星期[一二三四五六日天]|同期"
    r"|" + english("tomorrow|next|ago|since|until|last|past|week|month|quarter|year"),
    re.I,
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


_SINCE = re.compile(r"\s*(?:以来|至今|迄今|到现在|到今天)")

# In priority order: where two overlap, the earlier one reads that part of the query.
_MATCHERS: tuple[tuple[re.Pattern[str], Handler], ...] = (
    *PART_MATCHERS,
    (_CN_AGO, _counted(ago)),
    (_EN_AGO, _counted(ago)),
    (_CN_LAST, _counted(last)),
    (_CN_HALF_YEAR, _half_year),
    (_EN_LAST, _counted(last)),
    *CALENDAR_WORDS,
    (NUMBERED_YEAR, year_part),
    (_EN_PAST_ONE, _past_one),
    (_INSTANT, _instant),
)


@dataclass(frozen=True)
class TimeReading:
    """What code read of a query's time: a range, or only a step, or nothing for certain."""

    found: TimeRange | None = None
    step: Step | None = None
    same_period: bool = False

    @property
    def source(self) -> str:
        return self.found.source if self.found else ""


def infer_time_range(query: str, now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    """The time range a query names, or None when code cannot tell it for certain."""
    return read_time(query, now_ms, tz).found


def read_time(
    query: str, now_ms: int, tz: ZoneInfo, window: TimeRange | None = None
) -> TimeReading:
    """Read the query's time; ``window`` is the current window of the context, for 同期.

    A date the calendar cannot hold (year 0, 10000年, 最近100000年, a clock near year 9999) is
    not a date code can name: it is left to the model like any other unread text.
    """
    try:
        return _read_time(query, now_ms, tz, window)
    except (ValueError, OverflowError):
        return TimeReading()


def _read_time(query: str, now_ms: int, tz: ZoneInfo, window: TimeRange | None) -> TimeReading:
    granularity = read_granularity(query)
    if granularity.ambiguous:
        return TimeReading()
    step, text = granularity.step, granularity.rest
    same = SAME_PERIOD.search(text)
    if same is not None:
        return _same_period(text, same, now_ms, tz, window, step)
    found = _one_range(text, now_ms, tz)
    if found is None:
        leftover = _UNREAD.search(text) is not None
        return TimeReading(step=None if leftover else step)
    if step is not None:
        if found.instant:
            return TimeReading()
        found = TimeRange.between(
            found.start or 0, found.end or 0, step, _joined(found, granularity.words)
        )
    return TimeReading(found, found.step)


def _one_range(text: str, now_ms: int, tz: ZoneInfo) -> TimeRange | None:
    """The single range the text names, or None if it names none, several, or more than it reads."""
    taken: list[tuple[int, int]] = []
    ranges: list[TimeRange] = []
    instants: list[TimeRange] = []
    explicit = explicit_range(text, now_ms, tz)
    if explicit is not None:
        start = text.find(explicit.source)
        taken.append((start, start + len(explicit.source)))
        ranges.append(explicit)
    for pattern, handle in _MATCHERS:
        for match in pattern.finditer(text):
            end = _with_since(text, match.end())
            if any(match.start() < b and a < end for a, b in taken):
                continue
            found = handle(match, now_ms, tz)
            if found is None:
                return None  # a form code knows, naming a date that does not exist or lies ahead
            if end > match.end():
                found = _until_now(found, now_ms, text[match.start() : end])
            taken.append((match.start(), end))
            (instants if found.instant else ranges).append(found)
    rest = "".join(" " if any(a <= i < b for a, b in taken) else c for i, c in enumerate(text))
    if len(ranges) > 1 or _UNREAD.search(rest):
        return None
    if ranges:
        return ranges[0]
    return instants[0] if instants else None


def _until_now(found: TimeRange, now_ms: int, source: str) -> TimeRange:
    """ "X以来 / X至今": from the start of X until now, stepped by the span."""
    if found.instant or found.start is None or (found.end or 0) >= now_ms:
        return found
    days = (now_ms - found.start) // DAY_MS + 1
    step = next((s for limit, s in _SPAN_STEPS if days <= limit), Step.QUARTER)
    return TimeRange.between(found.start, now_ms, step, source)


_SPAN_STEPS = ((31, Step.DAY), (62, Step.WEEK), (1096, Step.MONTH))


def _with_since(text: str, end: int) -> int:
    since = _SINCE.match(text, end)
    return since.end() if since else end


def _same_period(
    text: str,
    same: re.Match[str],
    now_ms: int,
    tz: ZoneInfo,
    window: TimeRange | None,
    step: Step | None,
) -> TimeReading:
    if COMPARISON.search(text):
        return TimeReading()
    rest = text[: same.start()] + " " * len(same.group(0)) + text[same.end() :]
    named = _one_range(rest, now_ms, tz)
    if named is None and _UNREAD.search(rest):
        return TimeReading()
    current = named if named is not None and not named.instant else window
    if current is None or current.instant or current.start is None:
        return TimeReading(same_period=True)
    moved = shifted(current, same.group("back") or "", step, tz, same.group(0))
    return TimeReading(moved, moved.step, same_period=True)


def _joined(found: TimeRange, words: tuple[str, ...]) -> str:
    return " ".join((found.source, *words))
