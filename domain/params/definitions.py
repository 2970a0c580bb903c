"""Logic properties and their parameters, as the ontology manager defines them (spec 003 §11.1)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class LogicPropertyType(StrEnum):
    METRIC = "metric"
    OPERATOR = "operator"


class ValueFrom(StrEnum):
    INPUT = "input"
    PROPERTY = "property"
    CONST = "const"


class ParamType(StrEnum):
    STRING = "STRING"
    INTEGER = "INTEGER"
    NUMBER = "NUMBER"
    BOOLEAN = "BOOLEAN"
    OBJECT = "OBJECT"
    ARRAY = "ARRAY"


SYSTEM_PARAMS: dict[str, ParamType] = {
    "instant": ParamType.BOOLEAN,
    "start": ParamType.INTEGER,
    "end": ParamType.INTEGER,
    "step": ParamType.STRING,
}
TIME_RANGE_PARAMS = ("start", "end", "step")


class PropertyParameter(BaseModel):
    """One parameter of a logic property; only ``value_from = input`` ones are generated."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    name: str = Field(min_length=1)
    type: str = ""
    value_from: ValueFrom
    value: Any = None
    if_system_generate: bool = False
    comment: str = ""

    @property
    def is_input(self) -> bool:
        return self.value_from is ValueFrom.INPUT

    def declared_type(self) -> ParamType | None:
        """The declared type, if it is one of the six the spec knows."""
        upper = self.type.strip().upper()
        return ParamType(upper) if upper in ParamType.__members__ else None


class LogicPropertyDef(BaseModel):
    """A metric or operator logic property of an ontology object type."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    name: str = Field(min_length=1)
    display_name: str = ""
    type: LogicPropertyType
    comment: str = ""
    data_source: dict[str, Any] = Field(default_factory=dict)
    parameters: list[PropertyParameter] = Field(default_factory=list)

    @property
    def input_parameters(self) -> list[PropertyParameter]:
        return [p for p in self.parameters if p.is_input]

    @property
    def operator_id(self) -> str | None:
        """``data_source.id`` of an operator property, where its schema is found (§5.3.1)."""
        found = self.data_source.get("id")
        return str(found) if found and self.type is LogicPropertyType.OPERATOR else None

    def type_of(self, parameter: PropertyParameter) -> ParamType | None:
        """A metric's system parameters have fixed types (§4.1.1); others are declared."""
        if self.type is LogicPropertyType.METRIC and parameter.name in SYSTEM_PARAMS:
            return SYSTEM_PARAMS[parameter.name]
        return parameter.declared_type()
