""" "同期" (the same period): the current window moved back by a year, a quarter, a month, a week.

The current window is the one the context gives (additional_context ``start``/``end``), or the
one range the query names beside 同期. A comparison (对比, 相比, 同比 …) asks for two windows:
that is left to the model, as is 同期 with no window to move.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from domain.params.time_range import Step, TimeRange

SAME_PERIOD = re.compile(
    r"(?P<back>去年|上一年|前年|上个?季度|上一季度|上个?月|上一个月|上周|上个星期)?的?同期"
)
COMPARISON = re.compile(r"对比|相比|比较|较|同比|环比|增长|下降|增幅|变化|\bvs\b|versus", re.I)
_MONTHS_BACK = {"去年": 12, "上一年": 12, "前年": 24, "上季度": 3, "上个季度": 3, "上一季度": 3,
                "上月": 1, "上个月": 1, "上一个月": 1}  # fmt: skip


def shifted(
    window: TimeRange, back: str, step: Step | None, tz: ZoneInfo, source: str
) -> TimeRange:
    """``window`` moved back by what ``back`` names (a year when it names nothing)."""
    assert window.start is not None and window.end is not None
    start, end = (_moved(ms, back, tz) for ms in (window.start, window.end))
    return TimeRange.between(start, end, step or window.step or Step.DAY, source)


def _moved(ms: int, back: str, tz: ZoneInfo) -> int:
    local = datetime.fromtimestamp(ms / 1000, tz)
    if back in ("上周", "上个星期"):
        moved = local - timedelta(days=7)
    else:
        months = _MONTHS_BACK.get(back, 12)
        index = local.year * 12 + local.month - 1 - months
        year, month = index // 12, index % 12 + 1
        moved = local.replace(year=year, month=month, day=min(local.day, _days_in(year, month)))
    return int(moved.timestamp() * 1000)


def _days_in(year: int, month: int) -> int:
    following = datetime(year + month // 12, month % 12 + 1, 1)
    return (following - timedelta(days=1)).day
