"""The per-session turn lock and rate bound, on their own."""

from __future__ import annotations

import asyncio

import pytest

from adapters.http.auth import ApiKeys, hash_api_key, presented_key
from adapters.http.errors import RateLimitedError
from adapters.http.turns import SessionRateLimit, TurnLocks
from application.conversation.errors import ConcurrentTurnError


class Ticks:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_session_gets_its_rate_then_waits_for_the_bucket_to_refill() -> None:
    clock = Ticks()
    limit = SessionRateLimit(3, clock=clock)
    for _ in range(3):
        limit.take("t/s")

    with pytest.raises(RateLimitedError) as refused:
        limit.take("t/s")
    clock.now += 20.0
    limit.take("t/s")

    assert refused.value.retry_after_s == 20
    limit.take("t/other")


@pytest.mark.anyio
async def test_a_second_turn_waits_for_the_first_and_the_lock_is_then_forgotten() -> None:
    locks = TurnLocks(wait_s=5)
    order: list[str] = []

    async def turn(name: str) -> None:
        async with locks.turn("t/s"):
            order.append(f"{name} in")
            await asyncio.sleep(0.02)
            order.append(f"{name} out")

    await asyncio.gather(turn("a"), turn("b"))

    assert order == ["a in", "a out", "b in", "b out"]
    assert len(locks) == 0


@pytest.mark.anyio
async def test_waiting_longer_than_the_bound_is_a_concurrent_turn() -> None:
    locks = TurnLocks(wait_s=0.01)

    async def long_turn() -> None:
        async with locks.turn("t/s"):
            await asyncio.sleep(0.1)

    async def impatient() -> None:
        await asyncio.sleep(0.001)
        async with locks.turn("t/s"):
            pass

    results = await asyncio.gather(long_turn(), impatient(), return_exceptions=True)

    assert results[0] is None
    assert isinstance(results[1], ConcurrentTurnError)
    assert "send it again" in str(results[1])
    assert len(locks) == 0


def test_keys_are_held_as_digests_and_map_to_their_tenant() -> None:
    keys = ApiKeys.of({"acme": [hash_api_key("k1")], "globex": ["sha256:" + hash_api_key("k2")]})

    assert keys.tenant_for("k1") == "acme"
    assert keys.tenant_for("k2") == "globex"
    assert keys.tenant_for("k3") is None
    assert "k1" not in repr(keys)


def test_an_entry_that_is_not_a_digest_is_refused_without_echoing_it() -> None:
    with pytest.raises(ValueError, match="acme") as refused:
        ApiKeys.of({"acme": ["plain-secret-key"]})

    assert "plain-secret-key" not in str(refused.value)


def test_a_key_comes_from_bearer_or_x_api_key_and_both_must_agree() -> None:
    assert presented_key({"authorization": "Bearer abc"}) == "abc"
    assert presented_key({"x-api-key": "abc"}) == "abc"
    assert presented_key({"authorization": "Bearer abc", "x-api-key": "abc"}) == "abc"
    assert presented_key({"authorization": "Bearer abc", "x-api-key": "xyz"}) is None
    assert presented_key({"authorization": "Basic abc"}) is None


def test_buckets_of_quiet_sessions_are_swept_once_the_table_grows() -> None:
    clock = Ticks()
    limit = SessionRateLimit(60, clock=clock)
    for n in range(10_000):
        limit.take(f"t/{n}")
    clock.now += 120.0

    limit.take("t/new")

    assert len(limit._buckets) == 1
