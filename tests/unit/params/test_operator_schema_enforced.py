"""The operator schema is enforced on every model answer (spec 003 §5.3, §7.3), nested too."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from domain.params.commands import ResolveParams
from domain.params.schema_check import schema_problems
from tests.support.fakes import ScriptedLLM
from tests.support.params import (
    BUSINESS_HEALTH_SCORE,
    HEALTH_OUTPUT,
    HEALTH_SCHEMA,
    TENANT,
    params_service,
)

pytestmark = pytest.mark.anyio


async def resolve_answer(answer: dict[str, Any], schema: dict[str, Any] = HEALTH_SCHEMA) -> str:
    llm = ScriptedLLM({"business_health_score": answer})
    request = ResolveParams(
        logic_properties=[BUSINESS_HEALTH_SCORE],
        operator_schemas={BUSINESS_HEALTH_SCORE["name"]: schema},
        query="评估企业健康度",
    )
    result = await params_service(llm).resolve(request, tenant_id=TENANT)
    return str(result.output.get("_error", ""))


async def test_an_answer_that_fits_the_schema_resolves() -> None:
    assert await resolve_answer(HEALTH_OUTPUT) == ""


async def test_an_enum_value_outside_the_list_is_invalid_with_the_allowed_values() -> None:
    error = await resolve_answer({**HEALTH_OUTPUT, "lang": "fr-FR"})
    assert error == (
        'invalid business_health_score: lang 必须是 zh-CN/en-US 之一（收到 "fr-FR"） '
        "| ask: 请按上述要求在 additional_context 中改正 lang"
    )


async def test_a_nested_object_missing_a_required_field_is_missing_by_its_path() -> None:
    answer = {**HEALTH_OUTPUT, "filter": {"year_range": [2023, 2024]}}
    error = await resolve_answer(answer)
    assert error.startswith("missing business_health_score: filter.regions | ask: ")


async def test_a_nested_item_of_the_wrong_type_is_invalid() -> None:
    answer = {**HEALTH_OUTPUT, "filter": {"year_range": [2023, "2024年"], "regions": ["华东"]}}
    error = await resolve_answer(answer)
    assert error.startswith("invalid business_health_score: filter.year_range[1] 必须是 integer")


async def test_ranges_and_lengths_of_the_schema_are_enforced() -> None:
    schema = copy.deepcopy(HEALTH_SCHEMA)
    body = schema["requestBody"]["content"]["application/json"]["schema"]["properties"]
    body["items"].update(minItems=1, maxItems=2)
    body["filter"]["properties"]["year_range"]["items"].update(minimum=2000, maximum=2030)
    answer = {**HEALTH_OUTPUT, "filter": {"year_range": [1999], "regions": ["华东"]}}
    error = await resolve_answer(answer, schema)
    assert "items 元素个数必须 <= 2" in error
    assert "filter.year_range[0] 必须 >= 2000（收到 1999）" in error


@pytest.mark.parametrize(
    ("value", "schema", "invalid"),
    [
        ("a", {"type": "string", "enum": ["b"]}, True),
        (None, {"type": "string", "nullable": True}, False),
        (3, {"type": "integer", "exclusiveMinimum": 3}, True),
        (3, {"type": "integer", "minimum": 3, "exclusiveMinimum": True}, True),
        ("abc", {"type": "string", "pattern": "^a"}, False),
        ("abc", {"type": "string", "maxLength": 2}, True),
        (True, {"type": "integer"}, True),
        (
            {"a": 1, "b": 2},
            {"type": "object", "properties": {"a": {}}, "additionalProperties": False},
            True,
        ),
        ([1, "x"], {"type": "array", "items": {"type": ["integer", "string"]}}, False),
    ],
)
def test_the_schema_subset_reads_as_json_schema(
    value: Any, schema: dict[str, Any], invalid: bool
) -> None:
    assert bool(schema_problems("p", value, schema).invalid) is invalid
