"""A start on a script, version or session name the tenant does not have is refused with its
problem and keeps nothing: the conversation service checks them as it loads the script, and the
route does not load it a second time before (docs/performance.md, fourth pass)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import httpx
import pytest

from bootstrap import Container
from tests.support.http_api import api_settings, auth, build, publish_demo, served


@pytest.fixture
def served_api(tmp_path: Path) -> Iterator[tuple[Container, httpx.Client]]:
    container, app = build(api_settings(tmp_path))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield container, http


def _start(client: httpx.Client, tenant: str = "acme", **body: Any) -> httpx.Response:
    return client.post("/v1/sessions", json={"userId": "u", **body}, headers=auth(tenant))


@pytest.mark.parametrize(
    ("tenant", "start", "status", "problem"),
    [
        ("acme", {"scriptVersion": 7}, 404, "/problems/script-version-not-found"),
        ("acme", {"sessionName": "no such session"}, 422, "/problems/unknown-session-name"),
        ("globex", {}, 404, "/problems/script-not-found"),
    ],
)
def test_a_start_the_script_cannot_play_is_refused_and_keeps_nothing(
    served_api: tuple[Container, httpx.Client],
    tenant: str,
    start: dict[str, Any],
    status: int,
    problem: str,
) -> None:
    container, client = served_api
    script = publish_demo(client)
    stored = container.store.last_position()

    refused = _start(client, tenant, scriptId=script, **start)

    assert (refused.status_code, refused.json()["type"]) == (status, problem)
    assert container.store.last_position() == stored


def test_a_start_on_an_unknown_script_id_is_refused(
    served_api: tuple[Container, httpx.Client],
) -> None:
    _, client = served_api

    refused = _start(client, scriptId=str(uuid4()))

    assert (refused.status_code, refused.json()["type"]) == (404, "/problems/script-not-found")
