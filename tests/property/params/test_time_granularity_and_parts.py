"""Time expressions resolve exactly or not at all (spec 003 §4.2.2).

Over the cross product of granularity words and range forms, in any clock and timezone: the
granularity word decides ``step`` and leaves the range as the range form alone reads it. Two
granularity words that disagree, or one with no step in the enum, resolve nothing in code.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.params.same_period import shifted
from domain.params.time_expressions import infer_time_range, read_time
from domain.params.time_range import Step, TimeRange

GRANULARITY = {
    "每天": Step.DAY, "逐日": Step.DAY, "每日": Step.DAY, "按天": Step.DAY, "按日": Step.DAY,
    "每一天": Step.DAY, "日度": Step.DAY, "daily": Step.DAY, "by day": Step.DAY,
    "每周": Step.WEEK, "按周": Step.WEEK, "逐周": Step.WEEK, "每个星期": Step.WEEK,
    "周度": Step.WEEK, "weekly": Step.WEEK, "per week": Step.WEEK,
    "每月": Step.MONTH, "按月": Step.MONTH, "逐月": Step.MONTH, "每个月": Step.MONTH,
    "月度": Step.MONTH, "monthly": Step.MONTH, "by month": Step.MONTH,
    "每季度": Step.QUARTER, "按季": Step.QUARTER, "按季度": Step.QUARTER, "逐季": Step.QUARTER,
    "每个季度": Step.QUARTER, "quarterly": Step.QUARTER,
    "每年": Step.YEAR, "按年": Step.YEAR, "逐年": Step.YEAR, "yearly": Step.YEAR,
    "annually": Step.YEAR,
}  # fmt: skip
RANGE_FORMS = [
    "最近30天", "最近3个月", "近3年", "近两周", "过去7天", "过去一年", "过去半年", "最近一个季度",
    "3个月前", "两年前", "从2024年1月到3月", "2023-2024年", "从2024年11月到2月", "2024Q1到Q3",
    "今年以来", "今年", "本季度", "上季度", "本月", "上个月", "上周", "去年", "前年",
    "上周五", "上个月底", "本季度第一个月", "去年上半年", "2024年前三季度", "2024年3月", "2024年",
    "去年第三季度", "上周末", "前天", "今年3月中旬", "last 3 months", "past two weeks",
]  # fmt: skip
FILLERS = st.sampled_from(["", "的", "，", "药品数量", "统计"])
NOW = st.integers(min_value=1_600_000_000_000, max_value=2_000_000_000_000)
ZONES = st.sampled_from(["Asia/Shanghai", "UTC", "America/New_York", "Asia/Kathmandu"])


@settings(max_examples=400, deadline=None)
@given(
    word=st.sampled_from(sorted(GRANULARITY)),
    form=st.sampled_from(RANGE_FORMS),
    before=st.booleans(),
    filler=FILLERS,
    now_ms=NOW,
    zone=ZONES,
)
def test_a_granularity_word_decides_the_step_of_every_range_form(
    word: str, form: str, before: bool, filler: str, now_ms: int, zone: str
) -> None:
    tz = ZoneInfo(zone)
    alone = infer_time_range(f"药品数量{form}的趋势", now_ms, tz)
    filler = f" {filler} " if (word + form).isascii() or word.isascii() else filler
    query = f"{word}{filler}{form}的趋势" if before else f"药品数量{form}{filler}{word}"
    with_word = infer_time_range(query, now_ms, tz)
    if alone is None:  # the form names a period that lies ahead of this clock
        assert with_word is None
        return
    assert with_word is not None, query
    assert (with_word.start, with_word.end) == (alone.start, alone.end), query
    assert with_word.step is GRANULARITY[word], query


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(st.sampled_from(sorted(GRANULARITY)), min_size=2, max_size=2, unique=True),
    form=st.sampled_from(RANGE_FORMS),
    now_ms=NOW,
)
def test_granularity_words_that_disagree_leave_everything_to_the_model(
    words: list[str], form: str, now_ms: int
) -> None:
    tz = ZoneInfo("Asia/Shanghai")
    found = infer_time_range(f"{form} {words[0]} 和 {words[1]}", now_ms, tz)
    if GRANULARITY[words[0]] is not GRANULARITY[words[1]]:
        assert found is None
    elif infer_time_range(form, now_ms, tz) is not None:
        assert found is not None and found.step is GRANULARITY[words[0]]


@settings(max_examples=100, deadline=None)
@given(form=st.sampled_from(RANGE_FORMS), unit=st.sampled_from(["每小时", "按小时", "hourly"]))
def test_a_granularity_the_enum_has_no_step_for_resolves_nothing(form: str, unit: str) -> None:
    reading = read_time(f"{form}{unit}", 1_762_996_342_241, ZoneInfo("Asia/Shanghai"))
    assert reading.found is None and reading.step is None


@settings(max_examples=100, deadline=None)
@given(word=st.sampled_from(sorted(GRANULARITY)))
def test_a_granularity_word_alone_settles_only_the_step(word: str) -> None:
    reading = read_time(f"药品数量{word}趋势", 1_762_996_342_241, ZoneInfo("Asia/Shanghai"))
    assert reading.found is None and reading.step is GRANULARITY[word]


@settings(max_examples=300, deadline=None)
@given(
    start=NOW,
    length_days=st.integers(min_value=0, max_value=400),
    zone=ZONES,
    word=st.sampled_from(["去年同期", "同期", "上一年同期"]),
)
def test_the_same_period_is_the_context_window_one_local_year_earlier(
    start: int, length_days: int, zone: str, word: str
) -> None:
    tz = ZoneInfo(zone)
    window = TimeRange.between(start, start + length_days * 86_400_000, Step.DAY, "context")
    reading = read_time(f"{word}的药品数量", 1_762_996_342_241, tz, window=window)
    assert reading.found is not None and reading.same_period
    for before, after in ((window.start, reading.found.start), (window.end, reading.found.end)):
        assert before is not None and after is not None
        was, now = (datetime.fromtimestamp(ms / 1000, tz) for ms in (before, after))
        assert now.year == was.year - 1 and now.month == was.month
        assert now.day == was.day or (was.month, was.day, now.day) == (2, 29, 28)
    assert reading.found == shifted(window, "去年", None, tz, reading.found.source)


def test_the_same_period_without_a_window_or_in_a_comparison_is_left_to_the_model() -> None:
    window = TimeRange.between(1_700_000_000_000, 1_710_000_000_000, Step.MONTH, "context")
    tz = ZoneInfo("Asia/Shanghai")
    assert read_time("去年同期的药品数量", 1_762_996_342_241, tz).found is None
    assert read_time("与去年同期对比", 1_762_996_342_241, tz, window=window).found is None
