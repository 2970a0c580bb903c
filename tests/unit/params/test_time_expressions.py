"""Time ranges resolved in code (spec 003 §4.2.2), in the request's timezone."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from domain.params.commands import ResolveParams
from domain.params.time_expressions import infer_time_range
from tests.support.fakes import ScriptedLLM
from tests.support.params import APPROVED_DRUG_COUNT, DAY_MS, NOW_MS, TENANT, params_service

SHANGHAI = ZoneInfo("Asia/Shanghai")  # NOW_MS is 2025-11-13 09:12:22.241 there


def local(ms: int, tz: ZoneInfo = SHANGHAI) -> str:
    return datetime.fromtimestamp(ms / 1000, tz).strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]


RELATIVE = [
    ("最近3个月", 90, 0, "month"),
    ("近两周", 14, 0, "week"),
    ("过去7天", 7, 0, "day"),
    ("最近一个季度", 90, 0, "quarter"),
    ("最近1年", 365, 0, "year"),
    ("近半年", 180, 0, "month"),
    ("最近十二个月", 360, 0, "month"),
    ("last 3 months", 90, 0, "month"),
    ("past two weeks", 14, 0, "week"),
    ("3个月前", 90, 90, "month"),
    ("两年前", 730, 730, "year"),
    ("3 weeks ago", 21, 21, "week"),
]


@pytest.mark.parametrize(("query", "start_days", "end_days", "step"), RELATIVE)
def test_relative_ranges_count_fixed_units_back_from_now(
    query: str, start_days: int, end_days: int, step: str
) -> None:
    found = infer_time_range(f"药品数量{query}的趋势", NOW_MS, SHANGHAI)
    assert found is not None
    assert found.as_params() == {
        "instant": False,
        "start": NOW_MS - start_days * DAY_MS,
        "end": NOW_MS - end_days * DAY_MS,
        "step": step,
    }


CALENDAR = [
    ("今年", "2025-01-01 00:00:00.000", "now", "month"),
    ("去年", "2024-01-01 00:00:00.000", "2024-12-31 23:59:59.999", "month"),
    ("上季度", "2025-07-01 00:00:00.000", "2025-09-30 23:59:59.999", "month"),
    ("本季度", "2025-10-01 00:00:00.000", "now", "month"),
    ("上个月", "2025-10-01 00:00:00.000", "2025-10-31 23:59:59.999", "day"),
    ("本月", "2025-11-01 00:00:00.000", "now", "day"),
    ("上周", "2025-11-03 00:00:00.000", "2025-11-09 23:59:59.999", "day"),
    ("昨天", "2025-11-12 00:00:00.000", "2025-11-12 23:59:59.999", "day"),
    ("last year", "2024-01-01 00:00:00.000", "2024-12-31 23:59:59.999", "month"),
    ("从2024年1月到3月", "2024-01-01 00:00:00.000", "2024-03-31 23:59:59.999", "month"),
    ("2023-2024年", "2023-01-01 00:00:00.000", "2024-12-31 23:59:59.999", "year"),
    ("从2024年11月到2月", "2024-11-01 00:00:00.000", "2025-02-28 23:59:59.999", "month"),
    ("2024Q1到Q3", "2024-01-01 00:00:00.000", "2024-09-30 23:59:59.999", "quarter"),
    ("从3月1日到15日", "2025-03-01 00:00:00.000", "2025-03-15 23:59:59.999", "day"),
    ("from 2024-01 to 2024-03", "2024-01-01 00:00:00.000", "2024-03-31 23:59:59.999", "month"),
    (
        "between 2024-01-05 and 2024-02-20",
        "2024-01-05 00:00:00.000",
        "2024-02-20 23:59:59.999",
        "week",
    ),
]


@pytest.mark.parametrize(("query", "start", "end", "step"), CALENDAR)
def test_calendar_ranges_use_local_boundaries(query: str, start: str, end: str, step: str) -> None:
    found = infer_time_range(query, NOW_MS, SHANGHAI)
    assert found is not None
    assert found.start is not None and found.end is not None
    assert local(found.start) == start
    assert found.end == NOW_MS if end == "now" else local(found.end) == end
    assert found.step == step


@pytest.mark.parametrize(
    "query", ["当前药品数量", "现在有多少", "今天的数量", "current count", "now"]
)
def test_now_words_mean_an_instant_query(query: str) -> None:
    found = infer_time_range(query, NOW_MS, SHANGHAI)
    assert found is not None and found.as_params() == {"instant": True}


def test_a_range_wins_over_a_now_word_in_the_same_query() -> None:
    found = infer_time_range("截至今天最近3个月", NOW_MS, SHANGHAI)
    assert found is not None and found.instant is False


@pytest.mark.parametrize(
    "query", ["药品数量", "入秋以来", "从春节到元宵", "最近3个月和去年", "明年", "每小时"]
)
def test_what_code_cannot_read_is_left_to_the_model(query: str) -> None:
    assert infer_time_range(query, NOW_MS, SHANGHAI) is None


def test_the_local_year_decides_this_year_near_midnight_on_new_years_eve() -> None:
    utc_new_year_eve = 1767222000000  # 2025-12-31 23:00 UTC = 2026-01-01 07:00 in Shanghai
    shanghai = infer_time_range("今年", utc_new_year_eve, SHANGHAI)
    london = infer_time_range("今年", utc_new_year_eve, ZoneInfo("Europe/London"))
    assert shanghai is not None and shanghai.start is not None
    assert london is not None and london.start is not None
    assert local(shanghai.start).startswith("2026-01-01")
    assert local(london.start, ZoneInfo("Europe/London")).startswith("2025-01-01")


@pytest.mark.anyio
async def test_the_same_period_moves_the_context_window_back_a_year_in_the_service() -> None:
    window = "start=1735660800000，end=1743436799999，step=month"  # 2025 Q1 in Shanghai
    request = ResolveParams(
        logic_properties=[APPROVED_DRUG_COUNT],
        query="去年同期的药品数量",
        additional_context=window,
    )
    result = await params_service(ScriptedLLM()).resolve(request, tenant_id=TENANT)
    params = result.output["approved_drug_count"]
    assert local(params["start"]) == "2024-01-01 00:00:00.000"
    assert local(params["end"]) == "2024-03-31 23:59:59.999"
    assert params["step"] == "month"
    assert result.debug["properties"]["approved_drug_count"]["attempts"] == 0


@pytest.mark.parametrize("query", ["最近100000年", "0000年", "10000年1月", "最近10000年的药品数量"])
def test_a_year_outside_the_calendar_is_left_to_the_model(query: str) -> None:
    assert infer_time_range(query, NOW_MS, SHANGHAI) is None
