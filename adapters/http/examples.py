"""Example bodies for the OpenAPI document: each one is valid and plays (the documentation shows
them, and schemathesis' examples phase sends them first, so later phases find real ids)."""

from __future__ import annotations

from typing import Any

from application.conversation.script_editor import script_yaml, starter_document

EXAMPLE_DOCUMENT: dict[str, Any] = starter_document("示例")
FIRST_ACTION = "sessions[0].phases[0].steps[0].actions[0]"


def examples(*bodies: dict[str, Any]) -> dict[str, Any]:
    """The ``json_schema_extra`` of a request model with these examples."""
    return {"examples": list(bodies)}


SCRIPT_UPLOAD = examples({"name": "example", "yaml": script_yaml(EXAMPLE_DOCUMENT)})
SCRIPT_CHECK = examples({"yaml": script_yaml(EXAMPLE_DOCUMENT)})
NEW_SCRIPT = examples({"name": "example-document", "document": EXAMPLE_DOCUMENT})
EDITED_SCRIPT = examples({"document": EXAMPLE_DOCUMENT, "baseVersion": 1})
DOCUMENT = examples({"document": EXAMPLE_DOCUMENT})
PREVIEW = examples({"document": EXAMPLE_DOCUMENT, "actionPath": FIRST_ACTION})
MESSAGE = examples({"text": "最近总是睡不好"})
ASSESSMENT = [{"userId": "user-1", "phq9": [1, 1, 2, 1, 1, 1, 1, 1, 0], "gad7": [1] * 7}]
SCORE = examples({"texts": ["最近总是睡不好", "工作压力很大"]})
CONVERSATION = examples(
    {
        "key": "example_001",
        "messages": [
            {"role": "user", "content": "孩子太矮"},
            {"role": "assistant", "content": "方便加一下微信吗？"},
            {"role": "user", "content": "不需要"},
        ],
        "ruleList": [{"rule": "multi_turn:N_th:conv:ask_wechat", "N": "auto"}],
    }
)
RESOLVE = [
    {
        "logicProperty": {
            "name": "approved_drug_count",
            "type": "metric",
            "parameters": [
                {"name": "start", "valueFrom": "input", "type": "INTEGER"},
                {"name": "end", "valueFrom": "input", "type": "INTEGER"},
                {"name": "metric_id", "valueFrom": "const", "value": "metric_001"},
            ],
        },
        "query": "最近3个月的药品数量",
        "nowMs": 1762996342241,
    }
]
