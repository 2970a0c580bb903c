"""Words for time units in Chinese and English, mapped to steps."""

from __future__ import annotations

from domain.params.time_range import Step

CHINESE_UNIT_PATTERN = r"个?(?:天|日|周|星期|礼拜|月|季度|季|年)"
ENGLISH_UNIT_PATTERN = r"(?:day|week|month|quarter|year)s?"

_CHINESE = {
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


def parse_unit(word: str) -> Step:
    """The step a unit word names: ``个月`` → month, ``weeks`` → week."""
    text = word.strip().lower().removeprefix("个")
    if text in _CHINESE:
        return _CHINESE[text]
    return Step(text.removesuffix("s"))
