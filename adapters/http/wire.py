"""The API's wire conventions (ADR 0240, 0241): every name of the API's own records is camelCase,
and a request body is read with strict JSON types.

Records the application hands over as plain dicts (timelines, replay entries, a risk route, a
resolution's debug) are written with the application's snake_case names; ``camel_keys`` renames
them at the edge. The values under a few names are documents of their own and pass untouched:
script variables and form values (their names are the author's), a model's parsed answer, a
spec's output, a script document.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import lru_cache
from typing import Annotated, Any, cast, get_type_hints
from uuid import UUID

from pydantic import (
    BaseModel,
    ConfigDict,
    GetCoreSchemaHandler,
    Strict,
    create_model,
    model_validator,
)
from pydantic.alias_generators import to_camel
from pydantic_core import core_schema

VERBATIM = frozenset(
    {
        "variables",
        "value",
        "values",
        "parsed",
        "output",
        "document",
        "kwargs",
        "attachment",
        "sources",
        "problems",
        "additionalContext",
        "operatorSchemas",
        "uniqueIdentities",
        "dataSource",
        "scriptVariables",
        "systemVariables",
    }
)
"""Names whose value is someone else's document: kept exactly as recorded."""

KEYED_BY_DATA = frozenset({"properties"})
"""Names whose value maps data names (a logic property's) to records: keys kept, records renamed."""


@lru_cache(maxsize=1024)
def camel(name: str) -> str:
    """``decision_source`` → ``decisionSource``; camelCase and ``_private`` names are kept.
    Remembered: every answer renames the same few names."""
    if "_" not in name.strip("_") or name.startswith("_"):
        return name
    return to_camel(name)


_LEAVES = frozenset({str, int, float, bool, type(None)})
"""Types ``camel_keys`` hands back as they are, told apart before the ``Mapping`` check (an ABC's
``isinstance`` costs a cache lookup per value; stop 33)."""


def camel_keys(data: Any) -> Any:
    """The record with every key of its own in camelCase, recursively (see the module doc)."""
    kind = type(data)
    if kind in _LEAVES:
        return data
    if kind is dict or isinstance(data, Mapping):
        renamed: dict[str, Any] = {}
        for key, value in data.items():
            name = camel(key) if isinstance(key, str) else key
            if name in VERBATIM:
                renamed[name] = value
            elif name in KEYED_BY_DATA and isinstance(value, Mapping):
                renamed[name] = {k: camel_keys(v) for k, v in value.items()}
            else:
                renamed[name] = camel_keys(value)
        return renamed
    if kind is list or isinstance(data, list | tuple):
        return [camel_keys(item) for item in data]
    return data


class WireIn(BaseModel):
    """A request body: JSON types taken strictly (``false`` is not a number, ``"1"`` is not an
    integer) and an unknown name refused, so a misspelt field is an error.

    The specs write their inputs in snake_case (spec 000's ``rule_list``, spec 003's
    ``logic_property``, ``value_from``, ``now_ms``): a snake_case name that spells one of the
    body's camelCase fields is read as that field, so a body copied from a spec is accepted
    (ADR 0259). Both spellings of one field at once are refused as ambiguous.
    """

    model_config = ConfigDict(strict=True, extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _spec_spelling(cls, data: Any) -> Any:
        if not isinstance(data, Mapping):
            return data
        fields = cls.model_fields
        read: dict[Any, Any] = {}
        for key, value in data.items():
            name = camel(key) if isinstance(key, str) and key not in fields else key
            if name != key and name not in fields:
                name = key  # not a field in either spelling: refused as unknown below
            if name in read:
                raise ValueError(f"'{key}' and '{name}' name the same field: send one of them")
            read[name] = value
        return read


class CamelOut(BaseModel):
    """A response record whose Python names are snake_case: written in camelCase."""

    model_config = ConfigDict(
        alias_generator=to_camel, serialize_by_alias=True, validate_by_name=True
    )


def camel_record(cls: type[Any]) -> type[BaseModel]:
    """A response model of a dataclass's fields, written in camelCase (``AssessmentOut``)."""
    hints = get_type_hints(cls)
    fields: dict[str, Any] = {f.name: (hints[f.name], ...) for f in dataclasses.fields(cls)}
    return create_model(f"{cls.__name__}Out", __base__=CamelOut, **fields)


Uuid = Annotated[UUID, Strict(False)]
"""A UUID in a strict body: JSON carries it as text."""


def _json_integer(value: Any) -> Any:
    if isinstance(value, bool | str | bytes):
        raise ValueError("an integer, written as a JSON number")
    return value


class _JsonInteger:
    """Read an ``int`` as JSON Schema reads ``integer``: ``2`` and ``2.0`` are integers;
    ``2.5``, ``false`` and ``"2"`` are not (a strict int refuses ``2.0``, a lax one takes
    ``false`` and ``"2"``). Put it after the bounds: ``Annotated[int, Field(ge=1), JSON_INTEGER]``
    keeps them in the schema."""

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        lax = cast(core_schema.CoreSchema, {**handler(source), "strict": False})
        return core_schema.no_info_before_validator_function(_json_integer, lax)


JSON_INTEGER = _JsonInteger()
JsonInt = Annotated[int, JSON_INTEGER]
