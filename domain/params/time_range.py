"""The time parameters of a metric (spec 003 §4.1): an instant, or a range with a step."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

DAY_MS = 24 * 60 * 60 * 1000


class Step(StrEnum):
    """One unit, never a multiple: ``7d`` and ``2month`` are not steps (§4.1.3)."""

    DAY = "day"
    WEEK = "week"
    MONTH = "month"
    QUARTER = "quarter"
    YEAR = "year"


# Relative ranges ("最近3个月", "3 months ago") count fixed lengths, as the spec's example does
# (3 months = 90 days); calendar ranges use calendar boundaries. See docs/adr/0032.
UNIT_MS: dict[Step, int] = {
    Step.DAY: DAY_MS,
    Step.WEEK: 7 * DAY_MS,
    Step.MONTH: 30 * DAY_MS,
    Step.QUARTER: 90 * DAY_MS,
    Step.YEAR: 365 * DAY_MS,
}
STEPS = tuple(step.value for step in Step)


@dataclass(frozen=True)
class TimeRange:
    """``instant`` alone, or ``start`` ≤ ``end`` (ms since the epoch) and a ``step``."""

    instant: bool
    start: int | None = None
    end: int | None = None
    step: Step | None = None
    source: str = ""

    @classmethod
    def now(cls, source: str) -> TimeRange:
        return cls(instant=True, source=source)

    @classmethod
    def between(cls, start: int, end: int, step: Step, source: str) -> TimeRange:
        return cls(instant=False, start=start, end=end, step=step, source=source)

    def as_params(self) -> dict[str, Any]:
        if self.instant:
            return {"instant": True}
        step = self.step.value if self.step else None
        return {"instant": False, "start": self.start, "end": self.end, "step": step}


def last(count: int, unit: Step, now_ms: int, source: str) -> TimeRange:
    """ "最近N<unit>": from N units before now until now."""
    return TimeRange.between(now_ms - count * UNIT_MS[unit], now_ms, unit, source)


def ago(count: int, unit: Step, now_ms: int, source: str) -> TimeRange:
    """ "N<unit>前": the single point N units before now."""
    point = now_ms - count * UNIT_MS[unit]
    return TimeRange.between(point, point, unit, source)
