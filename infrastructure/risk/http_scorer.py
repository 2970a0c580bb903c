"""HttpRiskScorer: a PsyGUARD-style classifier behind an HTTP endpoint.

Wire format (docs/risk-scorer.md): ``POST <url>`` with ``{"texts": [...]}`` (oldest first) and,
when configured, ``Authorization: Bearer <key>``; the answer is ``{"score": 0..1,
"evidence": [str, ...], "model": str}``. Anything else is a :class:`RiskScorerError`.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Sequence
from typing import Any

import httpx
from pydantic import BaseModel, Field, ValidationError

from application.risk.ports import RiskScore, RiskScorerError


class ScoreAnswer(BaseModel):
    """The classifier's JSON answer."""

    score: float = Field(ge=0.0, le=1.0)
    evidence: list[str] = Field(default_factory=list)
    model: str = "http-classifier"


class HttpRiskScorer:
    """Calls the configured classifier; never logs the texts or the key."""

    name = "http-classifier"

    def __init__(self, url: str, *, api_key: str = "", timeout_s: float = 5.0) -> None:
        self.url, self._api_key, self.timeout_s = url, api_key, timeout_s
        self._http: httpx.AsyncClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}

    def _client(self) -> httpx.AsyncClient:
        """One keep-alive pool per event loop, shared by every call (a pool cannot outlive the
        loop it was made on)."""
        loop = asyncio.get_running_loop()
        if self._http is None or self._loop is not loop:
            self._http, self._loop = httpx.AsyncClient(timeout=self.timeout_s), loop
        return self._http

    async def aclose(self) -> None:
        """Close the pool of the current event loop."""
        if self._http is not None and self._loop is asyncio.get_running_loop():
            await self._http.aclose()
        self._http = self._loop = None

    async def _post(self, texts: Sequence[str]) -> Any:
        response = await self._client().post(
            self.url, json={"texts": list(texts)}, headers=self._headers()
        )
        if response.status_code != httpx.codes.OK:
            raise RiskScorerError(f"the classifier answered HTTP {response.status_code}")
        return response.json()

    async def score(self, texts: Sequence[str]) -> RiskScore:
        try:
            answer = ScoreAnswer.model_validate(await self._post(texts))
        except httpx.HTTPError as exc:
            raise RiskScorerError(f"the classifier is unreachable: {type(exc).__name__}") from None
        except (ValueError, ValidationError) as exc:
            raise RiskScorerError(f"the classifier's answer is unusable: {exc}") from None
        if math.isnan(answer.score):
            raise RiskScorerError("the classifier answered NaN")
        return RiskScore(answer.score, tuple(answer.evidence), f"{self.name}:{answer.model}")
