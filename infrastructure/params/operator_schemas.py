"""Where operator schemas come from: a fixed table, or the operator market over HTTP (§5.3.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from application.params.ports import OperatorSchemaUnavailableError

MARKET_PATH = "/api/agent-operator-integration/internal-v1/operator/market/{operator_id}"


class StaticOperatorSchemas:
    """Schemas known in advance (the embedded default: none)."""

    def __init__(self, schemas: Mapping[str, dict[str, Any]] | None = None) -> None:
        self._schemas = dict(schemas or {})

    async def schema_for(self, operator_id: str) -> dict[str, Any] | None:
        return self._schemas.get(operator_id)


class HttpOperatorSchemaSource:
    """``GET {base_url}/api/agent-operator-integration/internal-v1/operator/market/{id}``."""

    def __init__(self, base_url: str, *, timeout_s: float = 5.0) -> None:
        self._base_url = base_url.rstrip("/")
        self._timeout_s = timeout_s

    async def schema_for(self, operator_id: str) -> dict[str, Any] | None:
        url = self._base_url + MARKET_PATH.format(operator_id=operator_id)
        try:
            async with httpx.AsyncClient(timeout=self._timeout_s) as client:
                response = await client.get(url)
        except httpx.HTTPError as exc:
            raise OperatorSchemaUnavailableError(f"{url}: {exc}") from None
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise OperatorSchemaUnavailableError(f"{url}: HTTP {response.status_code}")
        return _schema(response)


def _schema(response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        raise OperatorSchemaUnavailableError("the operator market answered with no JSON") from None
    if not isinstance(body, dict):
        raise OperatorSchemaUnavailableError("the operator market answered with no JSON object")
    return body.get("data", body) if isinstance(body.get("data"), dict) else body
