"""A model's answer is strict JSON in exactly one of the two shapes of spec 003 §6."""

from __future__ import annotations

import pytest

from application.params.answers import AnswerRejectedError, read_answer
from domain.params.definitions import LogicPropertyDef
from domain.params.missing import MissingParams, error_message, one_sentence
from tests.support.params import BUSINESS_HEALTH_SCORE

HEALTH = LogicPropertyDef.model_validate(BUSINESS_HEALTH_SCORE)

REJECTED = [
    ("7.1.1 not JSON", "lang=zh-CN"),
    ("6.1.1 text around the JSON", '好的：{"business_health_score": {"lang": "zh-CN"}}'),
    ("6.1.1 markdown fences", '```json\n{"business_health_score": {}}\n```'),
    ("6.1.3 two top-level keys", '{"business_health_score": {}, "other": {}}'),
    ("6.1.3 another property's name", '{"health": {"lang": "zh-CN"}}'),
    ("6.1.3 parameters without the property key", '{"lang": "zh-CN"}'),
    ("6.1.4 _error beside params", '{"_error": "x", "business_health_score": {}}'),
    ("6.2.1 _error without the format", '{"_error": "缺少参数"}'),
    ("6.2.1 _error for another property", '{"_error": "missing other: a | ask: 请补充"}'),
    ("5.3.3 the schema echoed", '{"business_health_score": {"openapi": "3.0.0"}}'),
    ("6.1.2 not an object", '["business_health_score"]'),
]


@pytest.mark.parametrize(("rule", "text"), REJECTED, ids=[r[0] for r in REJECTED])
def test_answers_outside_the_two_shapes_are_rejected(rule: str, text: str) -> None:
    with pytest.raises(AnswerRejectedError):
        read_answer(text, HEALTH)


def test_a_missing_answer_gives_its_list_and_its_question() -> None:
    answer = read_answer(
        '{"_error": "missing business_health_score: filter,items | ask: 请补充筛选条件"}', HEALTH
    )
    assert (answer.missing, answer.ask) == (("filter", "items"), "请补充筛选条件")


def test_grouped_parameters_are_lifted_to_the_top() -> None:
    answer = read_answer(
        '{"business_health_score": {"query": {"lang": "zh-CN"}, "body": {"items": []}}}', HEALTH
    )
    assert answer.values == {"lang": "zh-CN", "items": []}
    assert answer.flattened == ("query", "body")


def test_the_error_format_is_exactly_the_spec_for_one_property() -> None:
    message = error_message(
        [MissingParams("approved_drug_count", ("start", "end"), "请明确时间范围")]
    )
    assert message == "missing approved_drug_count: start,end | ask: 请明确时间范围"


def test_an_ask_is_one_sentence_without_the_format_separators() -> None:
    assert one_sentence("请补充地区|类别。然后重试！") == "请补充地区，类别"
