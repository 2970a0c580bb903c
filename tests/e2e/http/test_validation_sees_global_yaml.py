"""Validation and the editor's preview see the globals of ``global.yaml`` as the engine does: a
script that reads a seeded global is valid, its ``{global}`` is no warning, and the preview
renders the seed's value (overridden by the script's own declaration, as at a session's start)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from infrastructure.content import shipped_content_dir
from tests.integration.conversation.support import one_action_script
from tests.support.http_api import api_settings, auth, build, served

SAY = "sessions[0].phases[0].steps[0].actions[0]"
SEEDS = """\
globals:
  - var: 机构名
    value: 心晴心理中心
  - var: 来访者称呼
"""


def script(content: str, condition: str, declare: str = "") -> str:
    action = f"- type: ai_say\n  id: hello\n  content: {content}\n  condition: {condition}\n"
    return one_action_script(action, declare=declare, session="欢迎")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    content = tmp_path / "content"
    shutil.copytree(shipped_content_dir(), content)
    (content / "scripts" / "global.yaml").write_text(SEEDS, encoding="utf-8")
    _, app = build(api_settings(tmp_path / "data", content_dir=content))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as http:
        yield http


def validate(client: httpx.Client, text: str) -> dict[str, Any]:
    response = client.post("/v1/scripts/validate", json={"yaml": text}, headers=auth())
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_a_condition_on_a_seeded_global_is_valid_and_an_unknown_name_is_not(
    client: httpx.Client,
) -> None:
    assert validate(client, script("欢迎来到{机构名}", "not exists(来访者称呼)"))["valid"]
    refused = validate(client, script("你好", "not exists(没人提供)"))
    assert not refused["valid"]
    assert "没人提供" in refused["problems"][0]["message"]


def test_the_editor_check_warns_of_no_seeded_global_but_of_an_unknown_one(
    client: httpx.Client,
) -> None:
    text = script("欢迎来到{机构名}，{来访者称呼}。今天聊{没人提供}", "exists(机构名)")
    document = yaml.safe_load(text)
    response = client.post("/v1/scripts/documents/validate", json={"document": document},
                           headers=auth())  # fmt: skip
    assert response.status_code == 200, response.text
    messages = " ".join(p["message"] for p in response.json()["problems"])
    assert "{没人提供}" in messages
    assert "机构名" not in messages and "来访者称呼" not in messages


def preview(client: httpx.Client, text: str) -> dict[str, Any]:
    body = {"document": yaml.safe_load(text), "actionPath": SAY, "variables": {}, "system": {}}
    response = client.post("/v1/scripts/preview", json=body, headers=auth())
    assert response.status_code == 200, response.text
    shown: dict[str, Any] = response.json()
    return shown


def test_the_preview_renders_a_seeded_global_and_a_declaration_overrides_it(
    client: httpx.Client,
) -> None:
    seeded = preview(client, script("欢迎来到{机构名}", "exists(机构名)"))
    assert "欢迎来到心晴心理中心" in seeded["text"]
    assert seeded["scriptVariables"]["机构名"] == "心晴心理中心"
    declare = "    declare:\n      - var: 机构名\n        value: 晨光工作室\n"
    declared = preview(client, script("欢迎来到{机构名}", "exists(机构名)", declare))
    assert "欢迎来到晨光工作室" in declared["text"]
    assert "机构名" not in declared["unreplaced"]
