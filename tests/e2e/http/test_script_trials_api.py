"""The editor's 试聊 over a real server: an unsaved draft plays with the real engine (here the
offline model) on a throwaway store, turn by turn with its exit decisions, variables and
prompts; no version is published; every message is still screened for risk."""

from __future__ import annotations

import copy
from typing import Any

import httpx

from tests.support.http_api import auth

ASK = {
    "type": "ai_ask",
    "content": "你最近心情怎么样？",
    "output": [{"get": "心情", "define": "用户描述的心情"}],
    "max_rounds": 2,
}
FORM = {
    "type": "show_form",
    "title": "睡眠情况",
    "fields": [{"name": "睡眠小时", "label": "每晚睡几个小时", "kind": "number"}],
}


def starter(client: httpx.Client) -> dict[str, Any]:
    document: dict[str, Any] = copy.deepcopy(client.get("/editor/schema.json").json()["x-starter"])
    return document


def start(client: httpx.Client, document: dict[str, Any], tenant: str = "acme") -> httpx.Response:
    return client.post("/v1/script-trials", json={"document": document}, headers=auth(tenant))


def say(client: httpx.Client, trial_id: str, text: str) -> dict[str, Any]:
    response = client.post(
        f"/v1/script-trials/{trial_id}/messages", json={"text": text}, headers=auth()
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_a_draft_plays_to_its_end_and_publishes_nothing(client: httpx.Client) -> None:
    document = starter(client)
    document["sessions"][0]["phases"][0]["steps"][0]["actions"].append(ASK)
    started = start(client, document)
    assert started.status_code == 201, started.text
    body = started.json()
    assert body["model"] == {"name": "heartrule-offline", "offline": True}
    first = body["turn"]
    assert first["response"]["executionStatus"] == "waiting_input"
    prompt = first["prompts"][0]
    assert prompt["purpose"].startswith("ai_say")
    assert "向来访者问好" in prompt["prompt"]  # {用户名} substituted from the declared value
    assert prompt["model"] == "heartrule-offline"
    turns = [first]
    for text in ("你好", "我明白了，谢谢", "最近心情还可以，有点累", "就是睡不好", "嗯"):
        turns.append(say(client, body["trialId"], text))
        if turns[-1]["response"]["executionStatus"] == "completed":
            break
    assert turns[-1]["response"]["executionStatus"] == "completed"
    exits = [e for t in turns for e in t["exits"]]
    assert [e["actionId"] for e in exits if e["decision"]["shouldExit"]] == [
        "p0.t0.a0",
        "p0.t0.a1",
    ]
    assert all(e["decision"]["decisionSource"] for e in exits)
    written = [v["variableName"] for t in turns for v in t["variables"]]
    assert "心情" in written
    assert client.get("/v1/scripts", headers=auth()).json()["items"] == []


def test_every_message_of_a_trial_goes_through_the_risk_screen(client: httpx.Client) -> None:
    trial_id = start(client, starter(client)).json()["trialId"]
    turn = say(client, trial_id, "我想自杀，今晚就去做")
    assert turn["response"]["metadata"]["riskRoute"] == "high"
    assert turn["response"]["aiMessages"][0]["source"] == "safety_script"
    assert turn["prompts"] == []  # the script's model was not asked


def test_a_form_in_a_draft_is_shown_and_submitted(client: httpx.Client) -> None:
    document = starter(client)
    document["sessions"][0]["phases"][0]["steps"][0]["actions"] = [FORM]
    turn = start(client, document).json()
    assert turn["turn"]["response"]["metadata"]["sessionStatus"] == "waiting_form"
    form = turn["turn"]["response"]["aiMessages"][0]["attachment"]["form"]
    assert form["fields"][0]["name"] == "睡眠小时"
    submitted = client.post(
        f"/v1/script-trials/{turn['trialId']}/forms",
        json={"values": {"睡眠小时": 6}},
        headers=auth(),
    )
    assert submitted.status_code == 200, submitted.text
    assert submitted.json()["response"]["executionStatus"] == "completed"
    assert submitted.json()["variables"][0]["variableName"] == "睡眠小时"


def test_an_invalid_draft_cannot_be_tried_and_says_where(client: httpx.Client) -> None:
    document = starter(client)
    document["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] = 99
    refused = start(client, document)
    assert refused.status_code == 422
    fields = [e["field"] for e in refused.json()["errors"]]
    assert fields == ["sessions[0].phases[0].steps[0].actions[0].max_rounds"]


def test_a_trial_belongs_to_its_tenant_and_ends(client: httpx.Client) -> None:
    trial_id = start(client, starter(client)).json()["trialId"]
    foreign = client.post(
        f"/v1/script-trials/{trial_id}/messages", json={"text": "你好"}, headers=auth("globex")
    )
    assert foreign.status_code == 404
    assert foreign.json()["type"] == "/problems/trial-not-found"
    assert client.delete(f"/v1/script-trials/{trial_id}", headers=auth()).status_code == 204
    gone = client.post(
        f"/v1/script-trials/{trial_id}/messages", json={"text": "你好"}, headers=auth()
    )
    assert gone.status_code == 404
    assert client.post("/v1/script-trials", json={"document": {}}).status_code == 401


def test_the_starter_leaves_no_placeholder_of_its_template_unreplaced(client: httpx.Client) -> None:
    turn = start(client, starter(client)).json()["turn"]
    assert turn["response"]["metadata"]["unreplacedPlaceholders"] == []
