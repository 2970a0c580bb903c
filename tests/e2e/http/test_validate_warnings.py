"""``POST /v1/scripts/validate`` says what ``heartrule validate`` says: a problem keeps a script
from running (``valid`` false), a warning does not — a ``{variable}`` nothing provides stays in
the prompt as written, so the simplest script an author writes is valid, with warnings."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.integration.conversation.support import one_action_script
from tests.support.http_api import api_settings, auth, build, served


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    _, app = build(api_settings(tmp_path))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield http


def validate(client: httpx.Client, action: str) -> dict[str, Any]:
    text = one_action_script(action, session="问候")
    response = client.post("/v1/scripts/validate", json={"yaml": text}, headers=auth())
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_a_greeting_whose_template_reads_undeclared_profile_variables_is_valid_with_warnings(
    client: httpx.Client,
) -> None:
    checked = validate(client, "- type: ai_say\n  content: 你好，欢迎，{来访者昵称}。\n")
    assert checked["valid"] and checked["problems"] == []
    warned = " ".join(w["message"] for w in checked["warnings"])
    assert "{来访者昵称}" in warned, "the author's own variable nothing provides"
    assert "which nothing provides" in warned, "the template's variables nothing provides"
    assert all(w["line"] >= 1 for w in checked["warnings"])


def test_a_subtype_without_a_template_is_a_problem(client: httpx.Client) -> None:
    checked = validate(client, "- type: ai_say\n  subtype: no_such_kind\n  content: 你好\n")
    assert not checked["valid"]
    assert "does not exist" in checked["problems"][0]["message"]
