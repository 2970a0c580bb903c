"""A body copied from a spec is accepted: the specs write their inputs in snake_case (spec 000's
``rule_list``, spec 003's ``logic_property`` / ``value_from`` / ``additional_context``), the API
documents camelCase, and either spelling of a field is read as that field (ADR 0259). Answers are
camelCase whichever spelling came in; both spellings of one field at once are refused."""

from __future__ import annotations

from typing import Any

import httpx

from tests.support.evaluation import conversation, spec_example
from tests.support.http_api import auth, wire
from tests.support.params import APPROVED_DRUG_COUNT

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"
TREND: dict[str, Any] = {"logic_property": APPROVED_DRUG_COUNT, "query": "最近3个月的药品数量趋势",
         "additional_context": "now_ms=1762996342241"}  # fmt: skip


def post(client: httpx.Client, path: str, body: dict[str, Any]) -> httpx.Response:
    return client.post(path, json=body, headers=auth())


def test_spec_000s_evaluation_input_as_written_is_judged_as_its_camelcase_twin(
    client: httpx.Client,
) -> None:
    as_written = conversation(spec_example(), (ASK_WECHAT, "auto"))
    assert "rule_list" in as_written
    spec, api = post(client, "/v1/evaluations", as_written), post(
        client, "/v1/evaluations", wire(as_written))
    assert spec.status_code == api.status_code == 200, spec.text
    assert spec.json()["results"] == api.json()["results"]
    assert "runId" in spec.json()


def test_spec_003s_resolve_request_as_written_resolves_as_its_camelcase_twin(
    client: httpx.Client,
) -> None:
    spec = post(client, "/v1/params/resolve", TREND)
    api = post(client, "/v1/params/resolve", wire(TREND))
    assert spec.status_code == api.status_code == 200, spec.text
    assert spec.json()["output"] == api.json()["output"]


def test_both_spellings_of_one_field_are_refused_and_a_misspelt_name_still_is(
    client: httpx.Client,
) -> None:
    both = {**TREND, "logicProperty": TREND["logic_property"]}
    assert post(client, "/v1/params/resolve", both).status_code == 422
    misspelt = {**wire(TREND), "logic_propertee": TREND["logic_property"]}
    assert post(client, "/v1/params/resolve", misspelt).status_code == 422
