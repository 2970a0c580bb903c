"""When the OpenAI-compatible adapter retries, and how long it waits."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from infrastructure.llm.retry_policy import RetryPolicy, is_retryable_status, retry_after_s


@pytest.mark.parametrize("status", [408, 429, 500, 502, 503, 504])
def test_rate_limits_timeouts_and_server_errors_are_retryable(status: int) -> None:
    assert is_retryable_status(status)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 409, 413, 422])
def test_other_client_errors_are_not_retryable(status: int) -> None:
    assert not is_retryable_status(status)


def test_retry_after_ms_wins_over_retry_after_seconds() -> None:
    assert retry_after_s({"retry-after-ms": "250", "retry-after": "9"}) == 0.25


def test_retry_after_reads_seconds_and_http_dates() -> None:
    now = datetime(2025, 1, 20, 10, 30, 0, tzinfo=UTC)
    assert retry_after_s({"retry-after": "3"}) == 3.0
    assert retry_after_s({"retry-after": "Mon, 20 Jan 2025 10:30:05 GMT"}, now) == 5.0


def test_an_unreadable_retry_after_is_ignored() -> None:
    assert retry_after_s({"retry-after": "soon"}) is None
    assert retry_after_s({}) is None


def test_backoff_doubles_within_equal_jitter_and_stops_at_the_cap() -> None:
    low, high = RetryPolicy(random=lambda: 0.0), RetryPolicy(random=lambda: 1.0)
    assert [low.delay_s(n) for n in (1, 2, 3)] == [0.25, 0.5, 1.0]
    assert [high.delay_s(n) for n in (1, 2, 3)] == [0.5, 1.0, 2.0]
    assert high.delay_s(10) == 8.0


def test_the_servers_wish_replaces_the_backoff() -> None:
    assert RetryPolicy().delay_s(1, server_asked_s=2.0) == 2.0
