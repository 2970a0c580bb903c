"""When to retry a chat completion and how long to wait (ADR 0042).

Retried: 408, 429, every 5xx, timeouts and broken connections. Never retried: any other 4xx,
which the same request would only get again. The wait is the server's ``Retry-After`` (or
OpenAI's ``retry-after-ms``) when it sends one, else exponential backoff with equal jitter.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

RETRYABLE_STATUSES = frozenset({408, 429})


def is_retryable_status(status: int) -> bool:
    """429, 408 and 5xx are worth another try; other 4xx are the caller's mistake."""
    return status in RETRYABLE_STATUSES or status >= 500


def retry_after_s(headers: Mapping[str, str], now: datetime | None = None) -> float | None:
    """The server's requested wait: ``retry-after-ms``, then ``Retry-After`` seconds or date."""
    millis = _number(headers.get("retry-after-ms"))
    if millis is not None:
        return max(0.0, millis / 1000)
    value = headers.get("retry-after")
    if value is None:
        return None
    seconds = _number(value)
    return max(0.0, seconds) if seconds is not None else _seconds_until(value, now)


def _number(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def _seconds_until(http_date: str, now: datetime | None) -> float | None:
    try:
        when = parsedate_to_datetime(http_date)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - (now or datetime.now(UTC))).total_seconds())


@dataclass(frozen=True)
class RetryPolicy:
    """How many retries, and the backoff between them."""

    max_retries: int = 3
    base_s: float = 0.5
    cap_s: float = 8.0
    random: Callable[[], float] = field(default=random.random, compare=False)

    def delay_s(self, retry_number: int, server_asked_s: float | None = None) -> float:
        """The wait before retry ``retry_number`` (1-based); the server's wish wins."""
        if server_asked_s is not None:
            return server_asked_s
        ceiling = min(self.cap_s, self.base_s * 2.0 ** (retry_number - 1))
        return ceiling / 2 + self.random() * ceiling / 2
