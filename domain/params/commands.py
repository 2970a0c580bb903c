"""The command an agent sends: resolve the dynamic_params of one or many logic properties."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from domain.params.definitions import LogicPropertyDef

DEFAULT_TIMEZONE = "Asia/Shanghai"
DEFAULT_CONCURRENCY = 4


MAX_QUERY_CHARS = 4000
"""A user's question, like a chat message; longer ones are refused, not read for minutes."""


LATEST_NOW_MS = 253_402_214_399_999
"""The last clock the calendar can read in every timezone: 9999-12-30 23:59:59.999 UTC."""


class ResolveParams(BaseModel):
    """One request; ``logic_property`` (one) and ``logic_properties`` (many) are both accepted."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    logic_properties: list[LogicPropertyDef] = Field(min_length=1)
    query: str = Field(default="", max_length=MAX_QUERY_CHARS)
    additional_context: dict[str, Any] | str = ""
    unique_identities: list[dict[str, Any]] = Field(default_factory=list)
    operator_schemas: dict[str, dict[str, Any]] = Field(default_factory=dict)
    now_ms: int | None = Field(default=None, ge=0, le=LATEST_NOW_MS)
    timezone: str = DEFAULT_TIMEZONE
    max_concurrency: int = Field(default=DEFAULT_CONCURRENCY, ge=3, le=8)

    @model_validator(mode="before")
    @classmethod
    def _accept_singular_forms(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        data = dict(data)
        if "logic_property" in data:
            data["logic_properties"] = [
                data.pop("logic_property"),
                *data.get("logic_properties", []),
            ]
        if "operator_schema" in data:
            data["operator_schemas"] = _schema_by_property(data)
        if isinstance(data.get("unique_identities"), dict):
            data["unique_identities"] = [data["unique_identities"]]
        return data

    @field_validator("timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown IANA timezone '{value}'") from None
        return value

    @model_validator(mode="after")
    def _unique_names(self) -> ResolveParams:
        names = [p.name for p in self.logic_properties]
        if len(names) != len(set(names)):
            raise ValueError(f"logic property names repeat: {', '.join(names)}")
        return self

    @property
    def timezone_given(self) -> bool:
        return "timezone" in self.model_fields_set


def _schema_by_property(data: dict[str, Any]) -> dict[str, Any]:
    """A single ``operator_schema`` belongs to the first logic property (the spec's §5.4.2)."""
    schemas = dict(data.get("operator_schemas", {}))
    first = data["logic_properties"][0]
    name = first.get("name", "") if isinstance(first, dict) else getattr(first, "name", "")
    schemas.setdefault(name, data.pop("operator_schema"))
    return schemas
