"""Ports of the params context."""

from __future__ import annotations

from typing import Any, Protocol


class OperatorSchemaUnavailableError(Exception):
    """The operator market could not give the schema (the resolution goes on without it)."""


class OperatorSchemaSource(Protocol):
    """The OpenAPI schema of an operator, by ``logic_property.data_source.id`` (spec 003 §5.3.1)."""

    async def schema_for(self, operator_id: str) -> dict[str, Any] | None: ...
