"""The editor's page and calls over a real server: read a version as a structure, save an edited
structure as a new version (validated by the engine), preview one action's prompt."""

from __future__ import annotations

from typing import Any

import httpx
import yaml

from tests.support.http_api import auth, publish_demo

SAY = "sessions[0].phases[0].steps[0].actions[0]"
LEGACY = """\
sessions:
  - session: 旧格式
    declare:
      - var: 用户名
        value: 小明
    phases:
      - phase: 介绍
        steps:
          - topic: 话题
            actions:
              - type: ai_say
                ai_say: 你好{用户名}
"""


def document(client: httpx.Client, script_id: str, version: int) -> dict[str, Any]:
    response = client.get(f"/v1/scripts/{script_id}/versions/{version}/document", headers=auth())
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def save(
    client: httpx.Client, script_id: str, edited: dict[str, Any], base: int, tenant: str = "acme"
) -> httpx.Response:
    body = {"document": edited, "baseVersion": base}
    return client.post(f"/v1/scripts/{script_id}/versions", json=body, headers=auth(tenant))


def versions(client: httpx.Client, script_id: str) -> int:
    response = client.get(f"/v1/scripts/{script_id}", headers=auth())
    return len(response.json()["versions"])


def test_the_editor_page_and_its_files_are_served_without_a_key(client: httpx.Client) -> None:
    page = client.get("/editor")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert "HeartRule 脚本编辑器" in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert client.get("/editor/editor.js").headers["content-type"].startswith("text/javascript")
    assert client.get("/editor/editor.css").status_code == 200
    assert client.get("/editor/%2e%2e%2fpyproject.toml").status_code == 404
    unknown = client.get("/editor/secrets.txt")
    assert unknown.status_code == 404
    assert unknown.headers["content-type"].startswith("application/problem+json")


def test_the_schema_for_the_forms_has_every_action_type(client: httpx.Client) -> None:
    schema = client.get("/editor/schema.json").json()
    mapping = schema["$defs"]["Topic"]["properties"]["actions"]["items"]["discriminator"]
    assert set(mapping["mapping"]) == {
        "ai_say",
        "ai_ask",
        "ai_think",
        "use_skill",
        "show_form",
        "fill_form",
        "show_pic",
    }
    say = schema["$defs"]["AiSay"]["properties"]
    assert say["max_rounds"] == {
        "default": 5,
        "maximum": 20,
        "minimum": 1,
        "title": "Max Rounds",
        "type": "integer",
    }
    assert "understanding_threshold" in schema["x-system-variables"]


def test_the_calls_need_a_key_and_stay_in_the_tenant(client: httpx.Client) -> None:
    script_id = publish_demo(client)
    path = f"/v1/scripts/{script_id}/versions/1/document"
    assert client.get(path).status_code == 401
    assert client.get(path, headers=auth("globex")).status_code == 404
    edited = document(client, script_id, 1)["document"]
    saved = save(client, script_id, edited, 1, tenant="globex")
    assert saved.status_code == 404
    assert versions(client, script_id) == 1


def test_a_version_reads_as_the_structure_its_yaml_holds(client: httpx.Client) -> None:
    response = client.post("/v1/scripts", json={"name": "legacy", "yaml": LEGACY}, headers=auth())
    script_id = response.json()["scriptId"]
    body = document(client, script_id, 1)
    assert body["name"] == "legacy"
    assert body["latestVersion"] == 1
    action = body["document"]["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    assert action == {"type": "ai_say", "ai_say": "你好{用户名}"}  # as written: no defaults added
    assert (
        client.get(f"/v1/scripts/{script_id}/versions/2/document", headers=auth()).status_code
        == 404
    )


def test_saving_an_edited_script_adds_a_version_and_keeps_the_old_one(
    client: httpx.Client,
) -> None:
    script_id = publish_demo(client)
    edited = document(client, script_id, 1)["document"]
    action = edited["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    action["max_rounds"] = 8
    action["exit_criteria"]["understanding_threshold"] = 65
    saved = save(client, script_id, edited, 1)
    assert saved.status_code == 201, saved.text
    assert saved.json() == {"scriptId": script_id, "name": "abc", "version": 2, "created": True}
    new = client.get(f"/v1/scripts/{script_id}/versions/2", headers=auth()).json()
    parsed = new["parsed"]["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    assert (parsed["max_rounds"], parsed["exit_criteria"]["understanding_threshold"]) == (8, 65)
    assert yaml.safe_load(new["yaml"]) == edited
    assert "content: |\n" in new["yaml"]
    old = client.get(f"/v1/scripts/{script_id}/versions/1", headers=auth()).json()
    assert old["parsed"]["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] == 5
    again = save(client, script_id, edited, 2)
    assert again.status_code == 200
    assert again.json()["created"] is False
    assert versions(client, script_id) == 2


def test_an_invalid_edit_names_the_field_and_saves_nothing(client: httpx.Client) -> None:
    script_id = publish_demo(client)
    edited = document(client, script_id, 1)["document"]
    action = edited["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    action["max_rounds"] = 50
    action["exit_criteria"]["understanding_threshold"] = 101
    saved = save(client, script_id, edited, 1)
    assert saved.status_code == 422
    assert saved.headers["content-type"].startswith("application/problem+json")
    fields = {e["field"]: e for e in saved.json()["errors"]}
    assert set(fields) == {
        f"{SAY}.max_rounds",
        f"{SAY}.exit_criteria.understanding_threshold",
    }
    assert "less than or equal to 20" in fields[f"{SAY}.max_rounds"]["message"]
    assert fields[f"{SAY}.max_rounds"]["line"] > 1
    assert versions(client, script_id) == 1


def test_the_preview_renders_an_action_with_sample_values(client: httpx.Client) -> None:
    script_id = publish_demo(client)
    edited = document(client, script_id, 1)["document"]
    action = edited["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    action["content"] = "给{用户名}讲ABC。{还没声明}"
    action["exit_criteria"]["understanding_threshold"] = 65
    body = {
        "document": edited,
        "actionPath": SAY,
        "variables": {"教育背景": "博士"},
        "system": {"chat_history": "用户: 什么是ABC？"},
    }
    response = client.post("/v1/scripts/preview", json=body, headers=auth())
    assert response.status_code == 200, response.text
    shown = response.json()
    assert shown["templateId"] == "ai-say/mainline-a-introduce-concept"
    assert "给小明讲ABC。" in shown["text"]
    assert "教育背景：博士" in shown["text"]
    assert "用户: 什么是ABC？" in shown["text"]
    assert "理解度 >= 65" in shown["text"]
    assert "你是 李医生" in shown["text"]
    assert shown["unreplaced"] == ["{还没声明}"]
    assert shown["systemVariables"]["max_rounds"] == 5
    assert versions(client, script_id) == 1  # previewing saves nothing


def test_a_preview_of_an_invalid_script_or_a_wrong_path_is_a_422(client: httpx.Client) -> None:
    script_id = publish_demo(client)
    edited = document(client, script_id, 1)["document"]
    wrong_path = client.post(
        "/v1/scripts/preview",
        json={"document": edited, "actionPath": "sessions[0].phases[9].steps[0].actions[0]"},
        headers=auth(),
    )
    assert wrong_path.status_code == 422
    assert "no action" in wrong_path.json()["detail"]
    edited["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] = 0
    invalid = client.post(
        "/v1/scripts/preview", json={"document": edited, "actionPath": SAY}, headers=auth()
    )
    assert invalid.status_code == 422
    assert [e["field"] for e in invalid.json()["errors"]] == [f"{SAY}.max_rounds"]


def test_a_save_based_on_a_version_that_is_no_longer_the_latest_is_refused_with_409(
    client: httpx.Client,
) -> None:
    script_id = publish_demo(client)
    mine = document(client, script_id, 1)["document"]
    theirs = document(client, script_id, 1)["document"]
    theirs["sessions"][0]["phases"][0]["phase"] = "同事改过的阶段名"
    assert save(client, script_id, theirs, 1).status_code == 201
    mine["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] = 7
    refused = save(client, script_id, mine, 1)
    assert refused.status_code == 409
    assert refused.headers["content-type"].startswith("application/problem+json")
    assert refused.json()["type"] == "/problems/script-version-conflict"
    assert "version 2 has been published since" in refused.json()["detail"]
    assert versions(client, script_id) == 2
    on_top = save(client, script_id, mine, 2)  # "save as a new version on top"
    assert on_top.status_code == 201
    assert on_top.json()["version"] == 3


def test_a_save_based_on_a_version_that_does_not_exist_is_a_404(client: httpx.Client) -> None:
    script_id = publish_demo(client)
    edited = document(client, script_id, 1)["document"]
    assert save(client, script_id, edited, 9).status_code == 404
    missing_base = client.post(
        f"/v1/scripts/{script_id}/versions", json={"document": edited}, headers=auth()
    )
    assert missing_base.status_code == 422
    assert versions(client, script_id) == 1


def test_a_script_written_in_the_editor_is_created_from_the_starter(client: httpx.Client) -> None:
    starter = client.get("/editor/schema.json").json()["x-starter"]
    starter["sessions"][0]["session"] = "新的会谈"
    created = client.post(
        "/v1/scripts/documents", json={"name": "新脚本", "document": starter}, headers=auth()
    )
    assert created.status_code == 201, created.text
    assert created.json()["version"] == 1
    script_id = created.json()["scriptId"]
    assert document(client, script_id, 1)["document"] == starter
    again = client.post(
        "/v1/scripts/documents", json={"name": "新脚本", "document": starter}, headers=auth()
    )
    assert again.status_code == 409
    assert "already exists" in again.json()["detail"]
    assert versions(client, script_id) == 1


def test_validating_a_document_gives_each_problem_in_chinese_first(client: httpx.Client) -> None:
    script_id = publish_demo(client)
    edited = document(client, script_id, 1)["document"]
    action = edited["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    action["max_rounds"] = 50
    action["exit_criteria"]["understanding_treshold"] = 70
    edited["sessions"][0]["phases"][0]["phase"] = ""
    response = client.post(
        "/v1/scripts/documents/validate", json={"document": edited}, headers=auth()
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["valid"] is False
    found = {p["field"]: (p["messageZh"], p["message"]) for p in body["problems"]}
    assert found[f"{SAY}.max_rounds"][0] == "应小于或等于 20"
    assert "less than or equal to 20" in found[f"{SAY}.max_rounds"][1]
    assert found[f"{SAY}.exit_criteria.understanding_treshold"][0] == "未知字段（请检查拼写）"
    assert found["sessions[0].phases[0].phase"][0] == "不能为空"
    fixed = document(client, script_id, 1)["document"]
    ok = client.post("/v1/scripts/documents/validate", json={"document": fixed}, headers=auth())
    assert ok.json() == {"valid": True, "problems": []}
    assert versions(client, script_id) == 1


def test_cross_field_findings_are_warnings_that_do_not_stop_a_save(client: httpx.Client) -> None:
    script_id = publish_demo(client)
    edited = document(client, script_id, 1)["document"]
    action = edited["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    action["content"] += "\n给{昵称}举一个例子。"
    action["exit_criteria"]["min_rounds"] = 6
    response = client.post(
        "/v1/scripts/documents/validate", json={"document": edited}, headers=auth()
    )
    body = response.json()
    assert body["valid"] is True
    found = {p["field"]: p for p in body["problems"]}
    assert found[f"{SAY}.content"]["messageZh"] == "变量 {昵称} 未声明，也没有动作提取它"
    assert found[f"{SAY}.content"]["severity"] == "warning"
    assert found[f"{SAY}.exit_criteria.min_rounds"]["messageZh"].startswith("最少轮数 6 大于")
    assert save(client, script_id, edited, 1).status_code == 201
