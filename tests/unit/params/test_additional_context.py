"""additional_context as a JSON object or free text (spec 003 §3.2.2)."""

from __future__ import annotations

from domain.params.context import parse_additional_context
from domain.params.definitions import ParamType
from domain.params.values import coerce


def test_the_spec_free_text_gives_every_pair_and_keeps_the_rest_as_notes() -> None:
    context = parse_additional_context(
        "company_id=company_000001，registered_capital=2000000；registered_capital>1000000；"
        "now_ms=1762996342241，timezone=Asia/Shanghai；趋势查询step=month"
    )
    assert context.values == {
        "company_id": "company_000001",
        "registered_capital": "2000000",
        "now_ms": "1762996342241",
        "timezone": "Asia/Shanghai",
        "step": "month",
    }
    assert context.notes == ("registered_capital>1000000",)


def test_ascii_commas_inside_a_value_stay_in_the_value() -> None:
    context = parse_additional_context("items=revenue,profit,growth, lang=zh-CN")
    assert context.values == {"items": "revenue,profit,growth", "lang": "zh-CN"}


def test_a_json_object_is_taken_as_is() -> None:
    context = parse_additional_context({"instant": True, "registered_capital": 2000000})
    assert context.values == {"instant": True, "registered_capital": 2000000}
    assert not context.free_text


def test_free_text_arrays_are_comma_separated_and_numbers_lossless() -> None:
    assert coerce("revenue,profit,growth", ParamType.ARRAY, free_text=True).value == [
        "revenue",
        "profit",
        "growth",
    ]
    assert coerce("2000000", ParamType.INTEGER, free_text=True).value == 2000000
    assert not coerce("2e6x", ParamType.NUMBER, free_text=True).ok


def test_an_empty_context_has_no_values() -> None:
    assert parse_additional_context("").values == {}
