"""The validation rules of spec 003 §7 as tables: each row a candidate and what survives."""

from __future__ import annotations

from typing import Any

import pytest

from domain.params.definitions import LogicPropertyDef
from domain.params.validation import check
from tests.support.params import APPROVED_DRUG_COUNT, BUSINESS_HEALTH_SCORE, IS_HIGH_RISK_COMPANY

METRIC = LogicPropertyDef.model_validate(APPROVED_DRUG_COUNT)
HEALTH = LogicPropertyDef.model_validate(BUSINESS_HEALTH_SCORE)
RISK = LogicPropertyDef.model_validate(IS_HIGH_RISK_COMPANY)
RANGE = {"instant": False, "start": 1000, "end": 2000, "step": "month"}

METRIC_ROWS: list[tuple[str, dict[str, Any], dict[str, Any] | None, tuple[str, ...]]] = [
    ("7.2.1 instant true keeps only instant", {**RANGE, "instant": True}, {"instant": True}, ()),
    ("7.2.1 instant as the text true is lossless", {"instant": "true"}, {"instant": True}, ()),
    ("7.2.1 instant null asks for the range", {"instant": None}, None, ("start", "end", "step")),
    ("7.2.1 instant 1 is no boolean, the range decides", {**RANGE, "instant": 1}, RANGE, ()),
    ("7.2.2 start is required", {**RANGE, "start": None}, None, ("start",)),
    ("7.2.2 start must be an integer", {**RANGE, "start": "soon"}, None, ("start",)),
    ("7.2.2 an integral float is lossless", {**RANGE, "start": 1000.0}, RANGE, ()),
    ("7.2.2 a fractional ms is not", {**RANGE, "start": 1000.5}, None, ("start",)),
    ("7.2.2 digits as text are lossless", {**RANGE, "end": "2000"}, RANGE, ()),
    ("7.2.2 start after end", {**RANGE, "start": 3000}, None, ("start", "end")),
    ("7.2.2 start equal to end", {**RANGE, "start": 2000}, {**RANGE, "start": 2000}, ()),
    ("7.2.3 step 7d is refused", {**RANGE, "step": "7d"}, None, ("step",)),
    ("7.2.3 step 2month is refused", {**RANGE, "step": "2month"}, None, ("step",)),
    ("7.2.3 step must be lower case", {**RANGE, "step": "Month"}, None, ("step",)),
    ("7.2.3 step is a string", {**RANGE, "step": 30}, None, ("step",)),
    ("7.2.4 all three are required", {"instant": False}, None, ("start", "end", "step")),
    (
        "7.2.4 a full range implies a trend",
        {k: RANGE[k] for k in ("start", "end", "step")},
        RANGE,
        (),
    ),
    ("3.1.1 property and const are dropped", {**RANGE, "company_id": "c1"}, RANGE, ()),
]


@pytest.mark.parametrize(
    ("rule", "candidate", "params", "refused"), METRIC_ROWS, ids=[r[0] for r in METRIC_ROWS]
)
def test_metric_candidates_follow_section_7_2(
    rule: str, candidate: dict[str, Any], params: dict[str, Any] | None, refused: tuple[str, ...]
) -> None:
    checked = check(METRIC, candidate)
    assert checked.missing + tuple(checked.invalid) == refused
    if params is not None:
        assert checked.params == params


@pytest.mark.parametrize(
    ("candidate", "message"),
    [
        ({**RANGE, "step": "7d"}, "step 必须是 day/week/month/quarter/year 之一（收到 '7d'）"),
        ({**RANGE, "start": 3000}, "start 必须 <= end（start=3000，end=2000）"),
    ],
)
def test_a_value_breaking_section_7_2_is_invalid_with_the_spec_message(
    candidate: dict[str, Any], message: str
) -> None:
    checked = check(METRIC, candidate)
    assert checked.missing == () and not checked.complete
    assert message in checked.invalid.values()


def test_instant_false_without_a_range_names_the_rule_of_7_2_4() -> None:
    assert check(METRIC, {"instant": False}).range_required
    assert not check(METRIC, {}).range_required


OPERATOR_ROWS: list[tuple[str, LogicPropertyDef, str, Any, Any]] = [
    ("NUMBER from digits", RISK, "threshold", "0.8", 0.8),
    ("NUMBER stays an int", RISK, "threshold", 1, 1),
    ("NUMBER refuses a boolean", RISK, "threshold", True, None),
    ("NUMBER refuses words", RISK, "threshold", "high", None),
    ("BOOLEAN from the text false", RISK, "include_reason", "false", False),
    ("BOOLEAN refuses yes", RISK, "include_reason", "yes", None),
    ("BOOLEAN refuses 1", RISK, "include_reason", 1, None),
    ("STRING from an integer", HEALTH, "lang", 2024, "2024"),
    ("STRING refuses an object", HEALTH, "lang", {"v": "zh-CN"}, None),
    ("OBJECT must be complete, not k=v text", HEALTH, "filter", "year_range=2023,2024", None),
    ("OBJECT from JSON text", HEALTH, "filter", '{"regions": ["华东"]}', {"regions": ["华东"]}),
    ("OBJECT refuses an array", HEALTH, "filter", [1, 2], None),
    ("ARRAY refuses comma text from the model", HEALTH, "items", "revenue,profit", None),
    ("ARRAY from JSON text", HEALTH, "items", '["revenue"]', ["revenue"]),
    ("ARRAY refuses an object", HEALTH, "items", {"a": 1}, None),
    ("an empty string is missing", HEALTH, "lang", "", None),
]


@pytest.mark.parametrize(
    ("rule", "prop", "name", "given", "expected"), OPERATOR_ROWS, ids=[r[0] for r in OPERATOR_ROWS]
)
def test_operator_values_follow_section_7_3(
    rule: str, prop: LogicPropertyDef, name: str, given: Any, expected: Any
) -> None:
    checked = check(prop, {name: given})
    if expected is None:
        assert name in checked.missing
    else:
        assert checked.params[name] == expected
        assert type(checked.params[name]) is type(expected)


def test_7_3_1_every_input_parameter_missing_is_listed_in_declaration_order() -> None:
    checked = check(HEALTH, {"lang": "zh-CN"})
    assert checked.missing == ("include_details", "filter", "items")


def test_7_3_2_a_wrong_type_says_why() -> None:
    checked = check(HEALTH, {"items": "revenue,profit"})
    assert "JSON array" in checked.problems["items"]
