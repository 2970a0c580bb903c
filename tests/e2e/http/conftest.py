"""A real uvicorn server on 127.0.0.1 over a SQLite file, with small limits to reach them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.http_api import api_settings, build, served

MESSAGE_LIMIT = 200
BODY_LIMIT = 4096
RATE = 5


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    settings = api_settings(
        tmp_path,
        http_max_message_chars=MESSAGE_LIMIT,
        http_max_body_bytes=BODY_LIMIT * 16,
        http_session_messages_per_minute=RATE,
    )
    _, app = build(settings)
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield http


@pytest.fixture
def small_body_client(tmp_path: Path) -> Iterator[httpx.Client]:
    _, app = build(api_settings(tmp_path, http_max_body_bytes=BODY_LIMIT))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield http
