"""Fixtures of the integration suite."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from application.event_store import EventStore
from infrastructure.settings import Settings
from tests.support.services import POSTGRES_DB, POSTGRES_HOST, POSTGRES_PORT, POSTGRES_USER


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[EventStore]:
    """An empty event store on each backend, configured the way bootstrap() configures it."""
    if request.param == "sqlite":
        settings = Settings(store="sqlite", data_dir=tmp_path)
    else:
        schema = request.getfixturevalue("postgres_env")["POSTGRES_SCHEMA"]
        settings = Settings(
            store="postgres",
            postgres_host=POSTGRES_HOST,
            postgres_port=POSTGRES_PORT,
            postgres_dbname=POSTGRES_DB,
            postgres_user=POSTGRES_USER,
            postgres_schema=schema,
            postgres_pool_size=2,
        )
    store = EventStore(env=settings.event_store_env())
    yield store
    store.close()
