"""An answer checked against its operator schema (spec 003 §5.3, §7.3): a small JSON Schema.

Enforced on every value, nested ones too: ``type`` (and OpenAPI's ``nullable``), ``enum``,
``const``, ``required``, ``properties``, ``items``, ``minimum`` / ``maximum`` (and exclusive),
``minLength`` / ``maxLength``, ``minItems`` / ``maxItems`` and ``pattern``. A required key that
is absent is missing data (``filter.regions``); anything else that does not fit is invalid, with
a message in the spec's words (``lang 必须是 zh-CN/en-US 之一``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

_TYPES: dict[str, Callable[[Any], bool]] = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "null": lambda v: v is None,
}


@dataclass
class SchemaProblems:
    """Paths that are absent though required, and paths whose value breaks the schema."""

    missing: list[str] = field(default_factory=list)
    invalid: dict[str, str] = field(default_factory=dict)


def schema_problems(path: str, value: Any, schema: dict[str, Any]) -> SchemaProblems:
    """Every way ``value`` (found at ``path``) breaks ``schema``."""
    found = SchemaProblems()
    _check(path, value, schema, found)
    return found


def top_level(path: str) -> str:
    """The parameter a path starts with: ``filter`` of ``filter.year_range[0]``."""
    return re.split(r"[.\[]", path, maxsplit=1)[0]


def _check(path: str, value: Any, schema: dict[str, Any], found: SchemaProblems) -> None:
    if value is None and schema.get("nullable") is True:
        return
    problem = _type_problem(value, schema) or _value_problem(value, schema)
    if problem:
        found.invalid[path] = f"{path} {problem}（收到 {_shown(value)}）"
        return
    if isinstance(value, dict):
        _check_object(path, value, schema, found)
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for index, item in enumerate(value):
            _check(f"{path}[{index}]", item, schema["items"], found)


def _check_object(
    path: str, value: dict[str, Any], schema: dict[str, Any], found: SchemaProblems
) -> None:
    required = schema.get("required")
    absent = [k for k in (required if isinstance(required, list) else []) if value.get(k) is None]
    found.missing += [f"{path}.{key}" for key in absent]
    for key, fragment in _properties(schema).items():
        if key in value and key not in absent and isinstance(fragment, dict):
            _check(f"{path}.{key}", value[key], fragment, found)
    if schema.get("additionalProperties") is False:
        for key in sorted(set(value) - set(_properties(schema))):
            found.invalid[f"{path}.{key}"] = f"{path} 不允许字段 {key}"


def _properties(schema: dict[str, Any]) -> dict[str, Any]:
    properties = schema.get("properties")
    return properties if isinstance(properties, dict) else {}


def _type_problem(value: Any, schema: dict[str, Any]) -> str | None:
    declared = schema.get("type")
    kinds = [declared] if isinstance(declared, str) else declared
    if not isinstance(kinds, list) or not kinds:
        return None
    if any(_TYPES.get(kind, lambda _: True)(value) for kind in kinds):
        return None
    return f"必须是 {'/'.join(str(k) for k in kinds)} 类型"


def _value_problem(value: Any, schema: dict[str, Any]) -> str | None:
    if "enum" in schema and isinstance(schema["enum"], list) and value not in schema["enum"]:
        return f"必须是 {'/'.join(_plain(v) for v in schema['enum'])} 之一"
    if "const" in schema and value != schema["const"]:
        return f"必须是 {_plain(schema['const'])}"
    for check in (_bounds, _lengths, _pattern):
        problem = check(value, schema)
        if problem:
            return problem
    return None


def _bounds(value: Any, schema: dict[str, Any]) -> str | None:
    if not _TYPES["number"](value):
        return None
    exclusive_min, exclusive_max = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
    lower, upper = schema.get("minimum"), schema.get("maximum")
    if _number(lower) and (value < lower or (exclusive_min is True and value == lower)):
        return f"必须 {'>' if exclusive_min is True else '>='} {lower}"
    if _number(upper) and (value > upper or (exclusive_max is True and value == upper)):
        return f"必须 {'<' if exclusive_max is True else '<='} {upper}"
    if _number(exclusive_min) and value <= exclusive_min:
        return f"必须 > {exclusive_min}"
    if _number(exclusive_max) and value >= exclusive_max:
        return f"必须 < {exclusive_max}"
    return None


def _lengths(value: Any, schema: dict[str, Any]) -> str | None:
    if isinstance(value, str):
        low, high, what = schema.get("minLength"), schema.get("maxLength"), "长度"
    elif isinstance(value, list):
        low, high, what = schema.get("minItems"), schema.get("maxItems"), "元素个数"
    else:
        return None
    if isinstance(low, int) and len(value) < low:
        return f"{what}必须 >= {low}"
    if isinstance(high, int) and len(value) > high:
        return f"{what}必须 <= {high}"
    return None


def _pattern(value: Any, schema: dict[str, Any]) -> str | None:
    pattern = schema.get("pattern")
    if not isinstance(value, str) or not isinstance(pattern, str):
        return None
    try:
        matches = re.search(pattern, value) is not None
    except re.error:
        return None
    return None if matches else f"必须匹配 {pattern}"


def _number(bound: Any) -> bool:
    return _TYPES["number"](bound)


def _plain(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)[:60]
