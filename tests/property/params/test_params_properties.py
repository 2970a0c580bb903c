"""Invariants of the params resolver, for any query, clock, timezone and model answer."""

from __future__ import annotations

import asyncio
import json
import re
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.params.commands import ResolveParams
from domain.params.time_expressions import infer_time_range
from domain.params.time_range import STEPS, UNIT_MS, Step
from tests.support.fakes import ScriptedLLM
from tests.support.params import (
    APPROVED_DRUG_COUNT,
    BUSINESS_HEALTH_SCORE,
    DRUG_SALES_BY_REGION,
    TENANT,
    params_service,
)

ZONES = st.sampled_from(
    [
        "Asia/Shanghai",
        "UTC",
        "America/New_York",
        "America/Sao_Paulo",
        "Europe/London",
        "Australia/Lord_Howe",
        "Pacific/Kiritimati",
        "Pacific/Pago_Pago",
        "Asia/Kathmandu",
        "America/St_Johns",
        "Africa/Casablanca",
        "America/Santiago",
        "Asia/Tehran",
    ]
)
NOW = st.integers(min_value=946_684_800_000, max_value=4_102_444_800_000)  # 2000–2100
COUNTS = st.integers(min_value=0, max_value=120)
CN_UNITS = {
    "天": Step.DAY,
    "周": Step.WEEK,
    "个月": Step.MONTH,
    "个季度": Step.QUARTER,
    "年": Step.YEAR,
}
FRAGMENTS = st.sampled_from(
    [
        "最近",
        "近",
        "过去",
        "3",
        "十二",
        "个月",
        "周",
        "天",
        "年",
        "季度",
        "前",
        "从",
        "到",
        "至",
        "2024年",
        "1月",
        "3月",
        "15日",
        "Q2",
        "今年",
        "去年",
        "上季度",
        "本月",
        "上周",
        "昨天",
        "当前",
        "现在",
        "last",
        "past",
        "3",
        "months",
        "ago",
        "from",
        "to",
        "2024-01",
        "-",
        "趋势",
        "药品",
    ]
)
QUERIES = st.lists(FRAGMENTS, max_size=8).map("".join)
ERROR_SHAPE = re.compile(
    r"^(?:(?:missing|invalid) [^:;|]+: [^|;]*\| ask: [^|;]+|failed [^:;|]+: [^|;]*\| retry: [^|;]+)"
    r"(?:; (?:(?:missing|invalid) [^:;|]+: [^|;]*\| ask: [^|;]+|failed [^:;|]+: [^|;]*\| retry: "
    r"[^|;]+))*$"
)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)


@given(query=QUERIES, now_ms=NOW, zone=ZONES)
def test_any_range_read_from_a_query_has_start_before_end_and_a_step_from_the_enum(
    query: str, now_ms: int, zone: str
) -> None:
    found = infer_time_range(query, now_ms, ZoneInfo(zone))
    if found is None or found.instant:
        return
    assert found.start is not None and found.end is not None
    assert found.start <= found.end
    assert found.step in STEPS


@given(count=COUNTS, unit=st.sampled_from(sorted(CN_UNITS)), now_ms=NOW, a=ZONES, b=ZONES)
def test_relative_ranges_are_the_same_instants_in_every_timezone(
    count: int, unit: str, now_ms: int, a: str, b: str
) -> None:
    first = infer_time_range(f"最近{count}{unit}", now_ms, ZoneInfo(a))
    second = infer_time_range(f"最近{count}{unit}", now_ms, ZoneInfo(b))
    assert first == second
    assert first is not None and first.start == now_ms - count * UNIT_MS[CN_UNITS[unit]]


@given(now_ms=NOW, zone=ZONES)
def test_last_year_is_the_whole_previous_local_year_in_any_timezone(now_ms: int, zone: str) -> None:
    tz = ZoneInfo(zone)
    found = infer_time_range("去年的趋势", now_ms, tz)
    assert found is not None and found.start is not None and found.end is not None
    year = datetime.fromtimestamp(now_ms // 1000, tz).year - 1
    assert _local_day(found.start, tz) == (year, 1, 1)
    assert _local_day(found.start - 1, tz) == (year - 1, 12, 31)
    assert _local_day(found.end, tz) == (year, 12, 31)
    assert _local_day(found.end + 1, tz) == (year + 1, 1, 1)


@given(month=st.integers(1, 12), span=st.integers(0, 11), zone=ZONES, now_ms=NOW)
def test_an_explicit_month_range_starts_and_ends_on_local_month_boundaries(
    month: int, span: int, zone: str, now_ms: int
) -> None:
    tz = ZoneInfo(zone)
    last = min(12, month + span)
    found = infer_time_range(f"从2024年{month}月到{last}月", now_ms, tz)
    assert found is not None and found.start is not None and found.end is not None
    assert _local_day(found.start, tz) == (2024, month, 1)
    assert _local_day(found.end + 1, tz) == ((2025, 1, 1) if last == 12 else (2024, last + 1, 1))


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    prop=st.sampled_from([APPROVED_DRUG_COUNT, DRUG_SALES_BY_REGION, BUSINESS_HEALTH_SCORE]),
    query=QUERIES,
    answer=st.one_of(
        JSON.map(json.dumps),
        st.text(max_size=30),
        st.dictionaries(
            st.sampled_from(
                ["instant", "start", "end", "step", "lang", "items", "region", "filter"]
            ),
            JSON,
            max_size=5,
        ),
    ),
)
def test_the_output_is_always_one_of_the_two_shapes(
    prop: dict[str, Any], query: str, answer: Any
) -> None:
    wrapped = {prop["name"]: answer} if isinstance(answer, dict) else answer
    request = ResolveParams(logic_properties=[prop], query=query, now_ms=1762996342241)
    result = asyncio.run(
        params_service(ScriptedLLM(default=wrapped)).resolve(request, tenant_id=TENANT)
    )
    output = result.output
    if "_error" in output:
        assert list(output) == ["_error"]
        assert ERROR_SHAPE.match(output["_error"])
        return
    assert list(output) == [prop["name"]]
    params = output[prop["name"]]
    inputs = {p["name"] for p in prop["parameters"] if p["value_from"] == "input"}
    assert set(params) <= inputs
    if prop["type"] == "metric":
        assert isinstance(params["instant"], bool)
        if not params["instant"]:
            assert params["start"] <= params["end"] and params["step"] in STEPS


def _local_day(ms: int, tz: ZoneInfo) -> tuple[int, int, int]:
    moment = datetime.fromtimestamp(ms // 1000, tz) + timedelta(milliseconds=ms % 1000)
    return moment.year, moment.month, moment.day


OUTSIDE_THE_CALENDAR = [
    "最近{}年", "{}年", "{}年{}月", "{}年{}月{}日", "从{}年到{}年", "{}年第{}季度", "{}年上半年",
    "{}年以来", "{}年前", "{}年{}月底", "{}-{}-{}", "最近{}周每天", "from {} to {}",
]  # fmt: skip
HUGE = st.integers(min_value=0, max_value=10**7) | st.sampled_from([0, 9999, 10000, 10**6])
EDGE_NOW = st.integers(min_value=0, max_value=253_402_214_399_000)  # 1970 – the last day of 9999


@given(form=st.sampled_from(OUTSIDE_THE_CALENDAR), numbers=st.lists(HUGE, min_size=3, max_size=3),
       now_ms=EDGE_NOW, zone=ZONES)  # fmt: skip
def test_a_date_beyond_the_calendar_is_left_to_the_model_never_an_error(
    form: str, numbers: list[int], now_ms: int, zone: str
) -> None:
    query = form.format(*numbers[: form.count("{}")])
    found = infer_time_range(query, now_ms, ZoneInfo(zone))
    if found is not None and not found.instant:
        assert found.start is not None and found.end is not None
        assert found.start <= found.end
