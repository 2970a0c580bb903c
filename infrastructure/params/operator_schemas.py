"""Where operator schemas come from: a fixed table, or the operator market over HTTP (§5.3.1).

The market is read through a cache: a schema (or the market's "no such operator") is kept for
a TTL; a failing market is not cached, so the next request asks again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import httpx

from application.params.ports import OperatorSchemaSource, OperatorSchemaUnavailableError

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
        url = self._base_url + MARKET_PATH.format(operator_id=quote(operator_id, safe=""))
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


@dataclass(frozen=True)
class _Cached:
    schema: dict[str, Any] | None
    expires_at: float


class CachedOperatorSchemas:
    """Any schema source behind a TTL cache; failures are not cached."""

    def __init__(
        self,
        source: OperatorSchemaSource,
        *,
        ttl_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._source = source
        self._ttl_s = ttl_s
        self._clock = clock
        self._entries: dict[str, _Cached] = {}
        self.fetches = 0

    async def schema_for(self, operator_id: str) -> dict[str, Any] | None:
        entry = self._entries.get(operator_id)
        if entry is not None and entry.expires_at > self._clock():
            return entry.schema
        self.fetches += 1
        schema = await self._source.schema_for(operator_id)
        self._entries[operator_id] = _Cached(schema, self._clock() + self._ttl_s)
        return schema
