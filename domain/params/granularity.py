"""Granularity words (每天, 按周, 逐月, 每季度, 每年, weekly …): they decide ``step``.

A granularity word names the step whatever range form the query uses ("最近30天每周" is by
week). Two different ones, or one the enum has no step for (每小时), make the query ambiguous:
code resolves nothing and the model decides.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from domain.params.time_range import Step
from domain.params.words import english

_CN_UNITS = {
    "天": Step.DAY,
    "日": Step.DAY,
    "周": Step.WEEK,
    "星期": Step.WEEK,
    "礼拜": Step.WEEK,
    "月": Step.MONTH,
    "季度": Step.QUARTER,
    "季": Step.QUARTER,
    "年": Step.YEAR,
}
_EN_UNITS = {"day": Step.DAY, "week": Step.WEEK, "month": Step.MONTH, "quarter": Step.QUARTER,
             "year": Step.YEAR}  # fmt: skip
_EN_ADVERBS = {"daily": Step.DAY, "weekly": Step.WEEK, "monthly": Step.MONTH,
               "quarterly": Step.QUARTER, "yearly": Step.YEAR, "annually": Step.YEAR}  # fmt: skip
_CN = re.compile(
    r"(?:每|按|逐)(?:一|个|一个)?(?P<unit>季度|星期|礼拜|天|日|周|月|季|年)(?:度)?"
    r"(?![一二三四五六日天末初底])|(?P<fold>日|周|月)度(?!报|会|总结|计划)"
    r"|(?<![一二两三四五六七八九十\d第上下本这前后个每按逐])(?P<fold_long>季|年)度"
    r"(?=数据|趋势|走势|变化|统计|报表|汇总|分布|曲线|序列)"
)
_EN = re.compile(
    english(r"(?P<adverb>daily|weekly|monthly|quarterly|yearly|annually)")
    + "|"
    + english(r"(?:by|per|each|every)\s+(?P<unit>day|week|month|quarter|year)"),
    re.I,
)
_UNSUPPORTED = re.compile(
    r"(?:每|按|逐)(?:一|个|一个)?(?:小时|分钟|秒|钟头|旬|半月|半年|两周|双周)"
    + "|"
    + english(r"hourly|by\s+the\s+hour|per\s+hour|every\s+hour|fortnightly|biweekly"),
    re.I,
)


@dataclass(frozen=True)
class Granularity:
    """The step the query's words name (None if none), whether they contradict, the rest."""

    step: Step | None
    ambiguous: bool
    rest: str
    words: tuple[str, ...] = ()


def read_granularity(query: str) -> Granularity:
    """Find every granularity word; the query without them is left to read a range from."""
    if _UNSUPPORTED.search(query):
        return Granularity(None, True, query)
    steps: list[Step] = []
    words: list[str] = []

    def take(match: re.Match[str]) -> str:
        steps.append(_step(match))
        words.append(match.group(0))
        return " " * len(match.group(0))

    rest = _EN.sub(take, _CN.sub(take, query))
    distinct = set(steps)
    return Granularity(
        steps[0] if len(distinct) == 1 else None, len(distinct) > 1, rest, tuple(words)
    )


def _step(match: re.Match[str]) -> Step:
    groups = match.groupdict()
    if groups.get("adverb"):
        return _EN_ADVERBS[groups["adverb"].lower()]
    unit = groups.get("unit") or groups.get("fold") or groups.get("fold_long") or ""
    return _CN_UNITS.get(unit) or _EN_UNITS[unit.lower()]
