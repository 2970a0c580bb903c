"""Offline answers for dynamic_params (``params.metric``, ``params.operator``), and saying so.

The offline model understands no language: it keeps what code already resolved (``known``),
takes ``name=value`` written in the query and the schema's default or example, and reports
everything else as missing, with an ask that says it is the offline model.
"""

from __future__ import annotations

import re
from typing import Any

from application.llm.port import LLMRequest
from application.llm.structured import json_dumps
from application.params.prompts import PURPOSES
from infrastructure.llm.offline import OFFLINE_NOTICE, Responder

TIME_RANGE = ("start", "end", "step")
ASK = (
    "{notice}只读得懂 additional_context、schema 默认值和“最近3个月”这类时间表达，"
    "请在 additional_context 中以 key=value 补充 {names}"
)


def answer(request: LLMRequest) -> str:
    facts = request.facts
    prop = facts["property"]
    found = {**_written_in_query(prop, facts["query"]), **facts["known"]}
    for name, hint in facts.get("hints", {}).items():
        if name not in found and ("default" in hint or "example" in hint):
            found[name] = hint.get("default", hint.get("example"))
    missing = _missing(prop, found)
    if missing:
        ask = ASK.format(notice=OFFLINE_NOTICE, names="、".join(missing))
        return json_dumps({"_error": f"missing {prop['name']}: {','.join(missing)} | ask: {ask}"})
    return json_dumps({prop["name"]: found})


def _written_in_query(prop: dict[str, Any], query: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for parameter in prop["parameters"]:
        match = re.search(rf"\b{re.escape(parameter['name'])}\s*[=:：]\s*([^\s，,；;]+)", query)
        if match:
            found[parameter["name"]] = match.group(1)
    return found


def _missing(prop: dict[str, Any], found: dict[str, Any]) -> list[str]:
    names = [p["name"] for p in prop["parameters"]]
    if prop["type"] == "metric" and found.get("instant") is True:
        names = [n for n in names if n not in TIME_RANGE]
    if prop["type"] == "metric" and any(n in names for n in TIME_RANGE):
        names = [n for n in names if n != "instant"]  # asking for the range settles instant
    return [n for n in names if n not in found]


RESPONDERS: dict[str, Responder] = dict.fromkeys(PURPOSES.values(), answer)
