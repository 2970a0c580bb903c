"""What an operator's OpenAPI schema says about each parameter (spec 003 §5.3), never the schema.

Only the fragments for the property's input parameters are kept: type, enum, required, default,
example and description. The prompt carries these hints; the schema itself is never echoed.
"""

from __future__ import annotations

from typing import Any

_KEPT = (
    "type",
    "enum",
    "required",
    "default",
    "example",
    "examples",
    "description",
    "properties",
    "items",
    "format",
    "nullable",
    "const",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "pattern",
    "additionalProperties",
)
_NO_VALUE = object()


def parameter_hints(schema: dict[str, Any], names: list[str]) -> dict[str, dict[str, Any]]:
    """Hints by parameter name, from ``parameters`` lists and request-body properties."""
    found: dict[str, dict[str, Any]] = {}
    _walk(schema, found)
    return {name: found[name] for name in names if name in found}


def default_of(hint: dict[str, Any]) -> Any:
    """The schema's default, else its example (priority 3 of §3.2.1); a sentinel if none."""
    if "default" in hint:
        return hint["default"]
    if "example" in hint:
        return hint["example"]
    examples = hint.get("examples")
    if isinstance(examples, list) and examples:
        return examples[0]
    return _NO_VALUE


def has_value(value: Any) -> bool:
    return value is not _NO_VALUE


def _walk(node: Any, found: dict[str, dict[str, Any]]) -> None:
    if isinstance(node, list):
        for item in node:
            _walk(item, found)
        return
    if not isinstance(node, dict):
        return
    _collect_parameters(node.get("parameters"), found)
    body = node.get("requestBody")
    if isinstance(body, dict):
        _collect_body(body, found)
    for key, value in node.items():
        if key not in ("parameters", "requestBody"):
            _walk(value, found)


def _collect_parameters(parameters: Any, found: dict[str, dict[str, Any]]) -> None:
    for item in parameters if isinstance(parameters, list) else []:
        if isinstance(item, dict) and isinstance(item.get("name"), str):
            merged = {**item.get("schema", {}), **_trimmed(item)}
            found.setdefault(item["name"], _trimmed(merged))


def _collect_body(body: dict[str, Any], found: dict[str, dict[str, Any]]) -> None:
    for media in body.get("content", {}).values():
        schema = media.get("schema", {}) if isinstance(media, dict) else {}
        required = set(schema.get("required", []))
        for name, fragment in schema.get("properties", {}).items():
            hint = _trimmed(fragment) if isinstance(fragment, dict) else {}
            if not isinstance(hint.get("required"), list):  # an object's own list stays
                hint = {**hint, "required": name in required}
            found.setdefault(name, hint)


def _trimmed(fragment: dict[str, Any]) -> dict[str, Any]:
    return {key: fragment[key] for key in _KEPT if key in fragment}


_SCHEMA_TYPES = {"object", "array", "string", "integer", "number", "boolean"}


def looks_like_schema(value: Any) -> bool:
    """A value that is a schema fragment rather than a value (the model echoed the schema)."""
    if not isinstance(value, dict):
        return False
    keys = set(value)
    if keys & {"$schema", "openapi", "requestBody", "paths"}:
        return True
    typed = value.get("type") in _SCHEMA_TYPES
    return typed and bool(keys & {"properties", "items", "required"})
