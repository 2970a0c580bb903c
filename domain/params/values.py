"""Typed parameter values (spec 003 §5.2): coerce only where nothing is lost."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from domain.params.definitions import ParamType

_INTEGER = re.compile(r"^[+-]?\d+$")
_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")
_LIST_SEPARATORS = re.compile(r"[,、，]")


@dataclass(frozen=True)
class Coerced:
    """A value of the declared type, or why the given value is not one."""

    value: Any = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def coerce(value: Any, declared: ParamType | None, *, free_text: bool = False) -> Coerced:
    """``free_text`` values came from ``key=value`` text, where an ARRAY is comma-separated."""
    if value is None or value == "":
        return Coerced(error="is empty")
    if declared is None:
        return Coerced(value)
    if declared is ParamType.ARRAY and free_text and isinstance(value, str):
        return _text_array(value)
    return _COERCERS[declared](value)


def _fail(value: Any, expected: str) -> Coerced:
    shown = json.dumps(value, ensure_ascii=False)
    return Coerced(error=f"must be {expected}, got {shown[:60]}")


def _string(value: Any) -> Coerced:
    if isinstance(value, str):
        return Coerced(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return Coerced(str(value))
    return _fail(value, "a string")


def _integer(value: Any) -> Coerced:
    if isinstance(value, bool):
        return _fail(value, "an integer")
    if isinstance(value, int):
        return Coerced(value)
    if isinstance(value, float) and value.is_integer():
        return Coerced(int(value))
    if isinstance(value, str) and _INTEGER.match(value.strip()):
        return Coerced(int(value.strip()))
    return _fail(value, "an integer")


def _number(value: Any) -> Coerced:
    if isinstance(value, bool):
        return _fail(value, "a number")
    if isinstance(value, int) or (isinstance(value, float) and math.isfinite(value)):
        return Coerced(value)
    if isinstance(value, str) and _NUMBER.match(value.strip()):
        text = value.strip()
        return Coerced(int(text) if _INTEGER.match(text) else float(text))
    return _fail(value, "a number")


def _boolean(value: Any) -> Coerced:
    if isinstance(value, bool):
        return Coerced(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return Coerced(value.strip().lower() == "true")
    return _fail(value, "a boolean")


def _json_container(value: Any, kind: type, expected: str) -> Coerced:
    if isinstance(value, kind):
        return Coerced(value)
    if isinstance(value, str):
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError:
            return _fail(value, expected)
        if isinstance(parsed, kind):
            return Coerced(parsed)
    return _fail(value, expected)


def _object(value: Any) -> Coerced:
    return _json_container(value, dict, "a complete JSON object")


def _array(value: Any) -> Coerced:
    return _json_container(value, list, "a JSON array")


def _text_array(text: str) -> Coerced:
    if text.strip().startswith("["):
        return _array(text)
    return Coerced([item.strip() for item in _LIST_SEPARATORS.split(text) if item.strip()])


_COERCERS: dict[ParamType, Callable[[Any], Coerced]] = {
    ParamType.STRING: _string,
    ParamType.INTEGER: _integer,
    ParamType.NUMBER: _number,
    ParamType.BOOLEAN: _boolean,
    ParamType.OBJECT: _object,
    ParamType.ARRAY: _array,
}
