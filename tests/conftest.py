"""Shared fixtures: the anyio backend and the real services integration tests need."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from hypothesis import settings

from tests.support.services import (
    POSTGRES_DB,
    POSTGRES_HOST,
    POSTGRES_PORT,
    POSTGRES_USER,
    Broker,
    postgres_missing_reason,
    tansu_broker,
)

# No test asserts on time (speed is the benchmarks' business on a shared, noisy machine), and
# hypothesis's per-example deadline is such an assertion: under load a slow example failed a
# property that holds (orjson's bytes against the library's: 6,000 examples clean, no deadline).
settings.register_profile("heartrule", deadline=None)
settings.load_profile("heartrule")


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def postgres_env() -> dict[str, str]:
    """Event-store settings for a fresh schema on the local PostgreSQL; fails if unreachable."""
    reason = postgres_missing_reason()
    if reason:
        pytest.fail(reason)
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    dsn = f"host={POSTGRES_HOST} port={POSTGRES_PORT} dbname={POSTGRES_DB} user={POSTGRES_USER}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return {
        "PERSISTENCE_MODULE": "eventsourcing.postgres",
        "POSTGRES_DBNAME": POSTGRES_DB,
        "POSTGRES_HOST": POSTGRES_HOST,
        "POSTGRES_PORT": str(POSTGRES_PORT),
        "POSTGRES_USER": POSTGRES_USER,
        "POSTGRES_PASSWORD": "",
        "POSTGRES_SCHEMA": schema,
    }


@pytest.fixture(scope="session")
def kafka_broker() -> Iterator[Broker]:
    """A real Kafka-protocol broker (Tansu) on a free loopback port, for the whole run."""
    try:
        with tansu_broker() as broker:
            yield broker
    except RuntimeError as exc:
        pytest.fail(f"no Kafka broker for this test: {exc}")
